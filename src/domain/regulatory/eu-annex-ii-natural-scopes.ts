import { isAllowedVariant, type ForbiddenNaturalVariant } from './forbidden-natural-variants.ts';
import type { EuProhibitedEntry, Material } from './regulatory-model.ts';

/**
 * Annex II entries of Regulation (EC) No 1223/2009 whose own words ban some naturals under their CAS number and not
 * others. The CAS numbers do not tell them apart (verbena oil and verbena absolute share 8024-12-2; Peru balsam's crude
 * exudation and its distillates share 8007-00-9), so each rule says which naturals the entry leaves out; any other
 * material under the CAS (a natural of another or unknown type, a substance) is banned as before. A rule applies only
 * while the entry's name still holds the words quoted (ECHA's export: `annex_ii_prohibited.csv`).
 */
export type EuAnnexIiNaturalScope = {
  annexIiReference: string;
  /** Words the entry's name holds in the export the rule was read from. */
  entryWords: string;
  /** The naturals the entry does not ban: of these types, or whose name or INCI name holds one of these words. */
  allowed: ForbiddenNaturalVariant['allowed'];
};

export const EU_ANNEX_II_NATURAL_SCOPES: readonly EuAnnexIiNaturalScope[] = [
  {
    // Entry 450: "Verbena essential oils (Lippia citriodora Kunth.) and derivatives other than absolute" (ECHA's two
    // rows: "Verbena essential oils", 8024-12-2, and "Verbena essential oils derivatives other than absolute").
    annexIiReference: '450',
    entryWords: 'Verbena essential oils',
    allowed: { naturalTypes: ['absolute'] },
  },
  {
    // Entry 1136: "Exudation of Myroxylon pereirae (Royle) Klotzsch (Peru balsam, crude)": the crude exudation, not
    // the extracts and distillates made from it (IFRA STD_071 restricts those: "Peru balsam oil, absolute and
    // anhydrol"), in the words IFRA's rule for the same materials uses (forbidden-natural-variants.ts).
    annexIiReference: '1136',
    entryWords: 'Peru balsam, crude',
    allowed: {
      naturalTypes: ['essential oil', 'absolute', 'resinoid'],
      nameWords: ['extract', 'extracts', 'distillate', 'distillates', 'anhydrol'],
    },
  },
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
  return scope !== undefined && isAllowedVariant(scope.allowed, material);
}
