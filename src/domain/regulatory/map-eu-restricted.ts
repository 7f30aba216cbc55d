import type { Percent } from '../shared/units.ts';
import type { EuAnnexEntryRow } from '../reference-data/regulatory-rows.ts';
import { normaliseCas } from './build-regulatory-index.ts';
import type { AnnexIiiMaximum, AnnexIiiRequirement } from './eu-product-kinds.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import { matchAnnexIiiScope } from './eu-product-kinds.ts';
import type { EuRestrictedEntry } from './regulatory-model.ts';
import { readAnnexIiiWarnings } from './read-annex-iii-warnings.ts';

/** The columns of an Annex III row (eu_annex_entries, annex 'III') an entry is built from. */
export type AnnexIiiRowInput = Pick<
  EuAnnexEntryRow,
  | 'refNo'
  | 'substanceName'
  | 'cas'
  | 'productTypes'
  | 'maximumThreshold'
  | 'restrictions'
  | 'expressedAs'
  | 'warningLabel'
> &
  Partial<Pick<EuAnnexEntryRow, 'identifierNames'>>;

/**
 * Column g as a percentage of the ready-for-use preparation: "0.002 %", or "100 mg/kg" (1 mg/kg = 0.0001 %);
 * null for anything else, and for a maximum "expressed as" another substance (as free base, as F…), which a
 * concentration of the substance itself cannot be compared with.
 */
export function readAnnexIiiPercent(text: string | null, expressedAs: string | null = null): Percent | null {
  if (!text || expressedAs) return null;
  const percent = /^\s*(\d+(?:[.,]\d+)?)\s*%\s*$/.exec(text);
  if (percent?.[1]) return Number(percent[1].replace(',', '.')) as Percent;
  const perKilogram = /^\s*(\d+(?:[.,]\d+)?)\s*mg\/kg\s*$/i.exec(text);
  if (perKilogram?.[1]) return Number((Number(perKilogram[1].replace(',', '.')) / 10_000).toPrecision(12)) as Percent;
  return null;
}

/**
 * The product kinds a column h condition forbids the substance in: "Not to be used in preparations for children
 * under 3 years of age" (entry 98), "Not to be used in oral products", "Not to be used in eye products and oral
 * products" (entry 297). Empty for a condition that forbids nothing the kinds can tell (sprays, sunscreens).
 */
function findForbiddenKinds(sentence: string): EuProductKind[] {
  if (!/^not to be used (?:in|for)\b/i.test(sentence)) return [];
  const kinds: EuProductKind[] = [];
  if (/children under \d+ years/i.test(sentence)) kinds.push('children');
  if (/\boral products\b/i.test(sentence)) kinds.push('oral');
  if (/\beye products\b/i.test(sentence)) kinds.push('eye-area');
  if (/\blip products\b/i.test(sentence)) kinds.push('lips');
  return kinds;
}

/**
 * ECHA's export runs column h's sentences together ("…under 3 years of ageNot to be used in…", "…0.1%Not to be
 * used…"): split where a capital follows a lower-case letter, a bracket or a percent sign with no space between.
 */
export function splitAnnexIiiConditions(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/(?<=[a-z)%])(?=[A-Z][a-z])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function readConditions(rows: readonly AnnexIiiRowInput[]): AnnexIiiRequirement[] {
  const byText = new Map<string, { kinds: Set<EuProductKind>; forbids: boolean }>();
  for (const row of rows) {
    const scopeKinds = matchAnnexIiiScope(row.productTypes ?? 'All cosmetic products').kinds;
    for (const sentence of splitAnnexIiiConditions(row.restrictions)) {
      const forbidden = findForbiddenKinds(sentence);
      const found = byText.get(sentence) ?? { kinds: new Set<EuProductKind>(), forbids: forbidden.length > 0 };
      for (const kind of forbidden.length > 0 ? forbidden : scopeKinds) found.kinds.add(kind);
      byText.set(sentence, found);
    }
  }
  return [...byText].map(([text, { kinds, forbids }]) => ({ kind: 'condition', text, kinds: [...kinds], forbids }));
}

/**
 * Annex III entries beyond the fragrance allergens: every entry of annex_iii_restricted.csv with a CAS whose
 * reference is not a labelling entry (those are EuAllergenEntry, with their own maxima). Rows are grouped by
 * `ref_no`; each row's scope keeps its maximum, an unreadable maximum is kept as text, and the conditions and
 * label warnings are kept with the product kinds they apply to.
 */
export function mapEuRestricted(
  rows: readonly AnnexIiiRowInput[],
  allergenReferences: ReadonlySet<string>,
): EuRestrictedEntry[] {
  const groups = new Map<string, AnnexIiiRowInput[]>();
  for (const row of rows) {
    if (allergenReferences.has(row.refNo)) continue;
    const group = groups.get(row.refNo);
    if (group) group.push(row);
    else groups.set(row.refNo, [row]);
  }
  const entries: EuRestrictedEntry[] = [];
  for (const [reference, members] of groups) {
    const casNumbers = [...new Set(members.flatMap((member) => (member.cas ? [normaliseCas(member.cas)] : [])))];
    if (casNumbers.length === 0) continue;
    const scopes: EuRestrictedEntry['scopes'][number][] = [];
    const maxima: AnnexIiiMaximum[] = [];
    const unreadable: { scope: string; text: string; kinds: readonly EuProductKind[] }[] = [];
    for (const member of members) {
      const scope = member.productTypes?.trim() || 'All cosmetic products';
      const match = matchAnnexIiiScope(scope);
      if (!scopes.some((known) => known.scope === scope))
        scopes.push({ scope, kinds: match.kinds, isPlaced: match.isPlaced });
      const text = member.maximumThreshold?.trim();
      if (!text) continue;
      const limit = readAnnexIiiPercent(text, member.expressedAs);
      if (limit !== null) maxima.push({ scope, limit, kinds: match.kinds });
      else
        unreadable.push({
          scope,
          text: member.expressedAs ? `${text} (${member.expressedAs.trim()})` : text,
          kinds: match.kinds,
        });
    }
    const requirements = [
      ...readConditions(members),
      ...readAnnexIiiWarnings(members.map((member) => ({ ...member, refNo: reference }))),
    ];
    const first = members[0];
    entries.push({
      annexIiiReference: reference,
      name: first?.identifierNames?.[0] ?? first?.substanceName ?? reference,
      casNumbers,
      scopes,
      maxima,
      ...(unreadable.length > 0 ? { unreadableMaxima: unreadable } : {}),
      ...(requirements.length > 0 ? { requirements } : {}),
    });
  }
  return entries;
}
