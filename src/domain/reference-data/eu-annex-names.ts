import type { MaterialContribution } from './material-contribution.ts';

/** The dataset whose Annex II and III entries name the substances they cover (a supplement: it never makes one). */
export const EU_ANNEX_NAMES_DATASET = 'eu-cosmetics-annexes-echa';

/** What an Annex II or III row says of the names of the one CAS number it is about. */
export type EuAnnexNames = {
  annex: string;
  refNo: string;
  cas: string | null;
  casValid: boolean;
  substanceName: string;
  identifierNames: readonly string[];
};

/**
 * The names the EU Cosmetics Regulation's Annexes II and III give each CAS number, as fallback names: a material no
 * dataset names (Good Scents and Sigma list some by CAS alone) is shown by them instead of its number, so a perfumer
 * reads `Costus root oil` or `Eugenia caryophyllus extract` where the library said `84961-50-2`. Each row of ECHA's
 * export is about one CAS number and lists that identifier's names (`identifier_names`); its `substance_name`
 * concatenates several names without a separator, so it serves only when a row lists none. Never a synonym (a name
 * the library already knows keeps its matches as they are) and never a material of its own.
 */
export function buildEuAnnexNameContributions(entries: readonly EuAnnexNames[]): MaterialContribution[] {
  const contributions = new Map<string, MaterialContribution>();
  for (const entry of entries) {
    if (!entry.cas || !entry.casValid) continue;
    const listed = entry.identifierNames.map((name) => name.trim()).filter(Boolean);
    const names = listed.length > 0 ? listed : [entry.substanceName.trim()].filter(Boolean);
    const sourceKey = `${entry.annex}|${entry.refNo}|${entry.cas}`;
    if (names.length === 0 || contributions.has(sourceKey)) continue;
    contributions.set(sourceKey, { sourceKey, cas: entry.cas, isCasValid: true, fallbackNames: [...new Set(names)] });
  }
  return [...contributions.values()];
}
