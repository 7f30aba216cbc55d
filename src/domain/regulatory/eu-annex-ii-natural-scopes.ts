import { FORBIDDEN_NATURAL_VARIANTS, isAllowedVariant } from './forbidden-natural-variants.ts';
import type { EuProhibitedEntry, Material } from './regulatory-model.ts';

/**
 * Annex II entries of Regulation (EC) No 1223/2009 whose own words ban some naturals under their CAS number and not
 * others. The CAS numbers do not tell them apart (verbena oil and verbena absolute share 8024-12-2; Peru balsam's crude
 * exudation and its distillates share 8007-00-9), so each rule names the IFRA Standard whose rule allows the same
 * naturals (forbidden-natural-variants.ts); any other material under the CAS (a natural of another or unknown type, a
 * substance) is banned as before. A rule applies only while the entry's name still holds the words quoted (ECHA's
 * export: `annex_ii_prohibited.csv`).
 */
export type EuAnnexIiNaturalScope = {
  annexIiReference: string;
  /** Words the entry's name holds in the export the rule was read from. */
  entryWords: string;
  /** The IFRA Standard whose rule allows the naturals this entry leaves out. */
  sameNaturalsAs: string;
};

export const EU_ANNEX_II_NATURAL_SCOPES: readonly EuAnnexIiNaturalScope[] = [
  // Entry 450: "Verbena essential oils (Lippia citriodora Kunth.) and derivatives other than absolute" (ECHA's two
  // rows: "Verbena essential oils", 8024-12-2, and "Verbena essential oils derivatives other than absolute"). IFRA
  // STD_083: "Only Verbena absolutes from Lippia citriodora Kunth. can be used".
  { annexIiReference: '450', entryWords: 'Verbena essential oils', sameNaturalsAs: 'IFRA_STD_083' },
  // Entry 1136: "Exudation of Myroxylon pereirae (Royle) Klotzsch (Peru balsam, crude)": the crude exudation, not
  // the extracts and distillates made from it, which IFRA STD_071 restricts ("Peru balsam oil, absolute and anhydrol").
  { annexIiReference: '1136', entryWords: 'Peru balsam, crude', sameNaturalsAs: 'IFRA_STD_071' },
];

/** Whether an Annex II entry's words leave this material out of its ban (a verbena absolute and entry 450). */
export function isLeftOutOfEuAnnexIi(
  entry: Pick<EuProhibitedEntry, 'annexIiReference' | 'name'>,
  material: Pick<Material, 'kind' | 'naturalType' | 'name' | 'inciName'>,
): boolean {
  if (material.kind !== 'ncs') return false;
  const scope = EU_ANNEX_II_NATURAL_SCOPES.find(
    (rule) => rule.annexIiReference === entry.annexIiReference && entry.name.includes(rule.entryWords),
  );
  const allowed = FORBIDDEN_NATURAL_VARIANTS.find((rule) => rule.standardKey === scope?.sameNaturalsAs)?.allowed;
  return allowed !== undefined && isAllowedVariant(allowed, material);
}
