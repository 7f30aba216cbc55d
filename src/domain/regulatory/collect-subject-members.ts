import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import { CHANNEL_COUNT, CHANNEL_FUROCOUMARIN_FREE } from './expand-material.ts';

/** One line's share of a regulated subject (a Standard, an allergen entry, an Annex II entry). */
export type SubjectMember = {
  lineId: string;
  /** The material of the line (or its diluent) that brings the subject. */
  materialId: string;
  materialName: string;
  /** The lot the line names, when its material is a lot with a certificate of analysis. */
  lotId: string | null;
  /** % w/w of the subject in the finished product brought by this line. */
  concentration: number;
};

/**
 * The lines that bring each of the given subjects, largest first (ties in line order): what a failing sum, a
 * specification or a banned substance is made of. For phototoxicity Standards the furocoumarin-free share is left
 * out, as in the Standard's own total. Reads the totals' contributions of the subjects asked only, so the cost is
 * O(lines bringing them), not O(lines).
 */
export function collectSubjectMembers(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndexes: readonly number[],
  dosage: number,
): Map<number, SubjectMember[]> {
  const members = new Map<number, SubjectMember[]>();
  if (subjectIndexes.length === 0 || !(totals.totalGrams > 0)) return members;
  for (const subjectIndex of subjectIndexes) {
    const subject = engine.index.subjects[subjectIndex];
    if (!subject || members.has(subjectIndex)) continue;
    const skipFurocoumarinFree = subject.kind === 'ifra-standard' && subject.standard.isInPhototoxicitySum;
    const list: SubjectMember[] = [];
    for (const contribution of totals.subjectContributions[subjectIndex] ?? []) {
      const { vector, position } = contribution;
      let fraction = 0;
      for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
        if (skipFurocoumarinFree && channel & CHANNEL_FUROCOUMARIN_FREE) continue;
        fraction += vector.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0;
      }
      if (!(fraction > 0)) continue;
      const material = engine.materials.get(contribution.materialId);
      list.push({
        lineId: contribution.lineId,
        materialId: contribution.materialId,
        materialName: material?.name ?? contribution.materialId,
        lotId: material?.lot?.lotId ?? null,
        concentration: (contribution.grams * fraction * dosage) / totals.totalGrams,
      });
    }
    if (list.length === 0) continue;
    list.sort((left, right) => right.concentration - left.concentration);
    members.set(subjectIndex, list);
  }
  return members;
}
