import { createHash } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { DOMAIN_PROOF_PREFIX, hasDomainProof } from '../../../domain/workspaces/sso.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The TXT record that proves a workspace owns an e-mail domain: `sillage-verification=` and a token bound to the
 * workspace and the domain (a record made for one workspace proves nothing for another). The token needs no secret:
 * the proof is that only the domain's owner can publish it.
 */
export function makeDomainProofRecord(workspaceId: string, domain: string): string {
  const token = createHash('sha256').update(`sillage-sso-domain:${workspaceId}:${domain}`).digest('base64url');
  return `${DOMAIN_PROOF_PREFIX}${token.slice(0, 32)}`;
}

/**
 * 422 naming the record to add unless the domain's TXT records hold the workspace's proof, asked of `servers`
 * (SSO_DNS_SERVERS; the system's resolvers when empty). A domain without TXT records, or a lookup that fails, is
 * not proven.
 */
export async function assertDomainProof(
  servers: readonly string[],
  workspaceId: string,
  domain: string,
): Promise<void> {
  const record = makeDomainProofRecord(workspaceId, domain);
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  let records: string[][] = [];
  let lookupFailed = false;
  try {
    records = await resolver.resolveTxt(domain);
  } catch (error) {
    const code = (error as { code?: string }).code;
    lookupFailed = code !== 'ENOTFOUND' && code !== 'ENODATA';
  }
  if (hasDomainProof(records, record)) return;
  const message = `Prove that this workspace owns ${domain}: add a TXT record "${record}" at ${domain} in its DNS, then save again${lookupFailed ? ' (the DNS lookup failed: try again in a few minutes)' : ''}.`;
  throw new AppError('VALIDATION_FAILED', message, {
    fields: { emailDomain: [message] },
    domainProof: { domain, record },
  });
}
