import type { SubjectMember } from './collect-subject-members.ts';
import type { StandardAmounts } from './evaluate-ifra-category.ts';

/** A specification Standard of the formula: what to confirm, for which materials, and whether it is. */
export type SpecificationItem = {
  standardKey: string;
  name: string;
  /** IFRA's specification text (e.g. the peroxide value to keep below 20 mmol/L); null when the data has none. */
  requirement: string | null;
  /** The formula's materials in its scope, by line. */
  materials: readonly SubjectMember[];
  confirmed: boolean;
  /** 'lot': every line in scope names a lot with a certificate of analysis; 'tick': the user confirmed it. */
  confirmedBy: 'lot' | 'tick' | null;
};

/**
 * The specification Standards of the formula with the lines in their scope: confirmed by 'lot' when every line
 * names a lot with a certificate of analysis, else by 'tick' when the user ticked it, else still to confirm.
 */
export function buildSpecificationItems(
  specificationAmounts: readonly StandardAmounts[],
  members: ReadonlyMap<number, readonly SubjectMember[]>,
  ticked: ReadonlySet<string>,
): SpecificationItem[] {
  return specificationAmounts.map((entry) => {
    const materials = members.get(entry.subjectIndex) ?? [];
    const byLot = materials.length > 0 && materials.every((member) => member.lotId !== null);
    const confirmedBy = byLot ? 'lot' : ticked.has(entry.standard.key) ? 'tick' : null;
    return {
      standardKey: entry.standard.key,
      name: entry.standard.name,
      requirement: entry.standard.specificationNote ?? null,
      materials,
      confirmed: confirmedBy !== null,
      confirmedBy,
    };
  });
}
