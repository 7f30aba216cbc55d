import type { UserSettings } from './user-settings.ts';

/** Who issues a certificate: the Company section of Settings, every field filled in. */
export type CompanyDetails = { company: string; address: string; signatory: string; role: string };

/** The Company section's fields in the order Settings shows them, with the label the user sees there. */
export const COMPANY_DETAIL_FIELDS = [
  { key: 'certificateCompany', label: 'company name' },
  { key: 'certificateCompanyAddress', label: 'address' },
  { key: 'certificateSignatory', label: 'signatory' },
  { key: 'certificateSignatoryRole', label: 'signatory’s role' },
] as const satisfies ReadonlyArray<{ key: keyof UserSettings; label: string }>;

export type CompanyDetailKey = (typeof COMPANY_DETAIL_FIELDS)[number]['key'];

/**
 * The fields of Settings → Company that belong to the workspace (issue 30): the issuer, and the VAT number the
 * workspace's UFIs are made from. The currency stays the user's own.
 */
export const WORKSPACE_COMPANY_KEYS = [
  ...COMPANY_DETAIL_FIELDS.map((field) => field.key),
  'companyVatNumber',
] as const satisfies ReadonlyArray<keyof UserSettings>;

export type WorkspaceCompanyKey = CompanyDetailKey | 'companyVatNumber';

/** 'a', 'a and b', 'a, b and c'. */
function joinWords(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/**
 * The company details a signed document needs, or what is missing with a sentence saying where to fill it in.
 * A certificate never prints a blank or a placeholder where the issuer belongs.
 */
export function checkCompanyDetails(
  settings: Pick<UserSettings, CompanyDetailKey>,
): { ok: true; value: CompanyDetails } | { ok: false; missing: CompanyDetailKey[]; message: string } {
  const missing = COMPANY_DETAIL_FIELDS.filter((field) => settings[field.key].trim() === '');
  if (missing.length > 0) {
    const labels = missing.map((field) => field.label);
    return {
      ok: false,
      missing: missing.map((field) => field.key),
      message: `A signed document needs your ${joinWords(labels)}: fill ${missing.length === 1 ? 'it' : 'them'} in under Settings → Company.`,
    };
  }
  return {
    ok: true,
    value: {
      company: settings.certificateCompany.trim(),
      address: settings.certificateCompanyAddress.trim(),
      signatory: settings.certificateSignatory.trim(),
      role: settings.certificateSignatoryRole.trim(),
    },
  };
}
