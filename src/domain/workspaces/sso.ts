/**
 * Single sign-on for a workspace (issue 30 item 7, ADR 039): the pure rules. An e-mail domain is lower-case, without
 * "@", and has at least one dot; an address belongs to it when its part after the last "@" is exactly that domain.
 */
export const EMAIL_DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domain as stored: trimmed, lower-case, a leading "@" dropped. */
export function normalizeEmailDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@/, '');
}

/** The domain of an address (lower-case), or null for something that is not an address. */
export function findEmailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** The words shown when a password sign-in is refused because the domain signs in through its provider. */
export function describeSsoRequired(displayName: string): string {
  return `Your organisation signs in through ${displayName}: use "Sign in with ${displayName}" instead of a password.`;
}

/** An issuer as OpenID Connect compares it: the URL without a trailing slash. */
export function normalizeIssuer(issuer: string): string {
  return issuer.trim().replace(/\/+$/, '');
}

/** What a TXT record at the e-mail domain starts with to prove that a workspace owns the domain. */
export const DOMAIN_PROOF_PREFIX = 'sillage-verification=';

/**
 * Whether the domain's TXT records hold the expected proof: a record's character-strings are joined into one text
 * (RFC 7208 §3.3 does so for long records; a DNS host may split one at 255 characters), surrounding spaces dropped,
 * and compared exactly (the token is case-sensitive).
 */
export function hasDomainProof(records: readonly (readonly string[])[], expected: string): boolean {
  return records.some((chunks) => chunks.join('').trim() === expected);
}
