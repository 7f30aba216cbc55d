import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import { CHANNEL_COUNT, CHANNEL_FUROCOUMARIN_FREE, expandMaterial } from './expand-material.ts';

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
 * The lines that bring each of the given subjects, largest first: what a failing sum, a specification or a
 * banned substance is made of. For phototoxicity Standards the furocoumarin-free share is left out, as in the
 * Standard's own total. Cost O(lines × log subjects per material), only for the subjects asked.
 */
export function collectSubjectMembers(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  subjectIndexes: readonly number[],
  dosage: number,
): Map<number, SubjectMember[]> {
  const members = new Map<number, SubjectMember[]>();
  if (subjectIndexes.length === 0 || !(totals.totalGrams > 0)) return members;
  const wanted = new Map<number, boolean>();
  for (const subjectIndex of subjectIndexes) {
    const subject = engine.index.subjects[subjectIndex];
    if (subject) wanted.set(subjectIndex, subject.kind === 'ifra-standard' && subject.standard.isInPhototoxicitySum);
  }
  const addFrom = (lineId: string, materialId: string, grams: number) => {
    if (!(grams > 0)) return;
    const result = expandMaterial(engine, materialId);
    if (!result.ok) return;
    const { vector } = result;
    let material: ReturnType<typeof engine.materials.get> | null = null;
    // Walk the material's own subjects (a few dozen) rather than search each wanted subject in it.
    for (let position = 0; position < vector.subjectIndexes.length; position++) {
      const subjectIndex = vector.subjectIndexes[position] ?? -1;
      const skipFurocoumarinFree = wanted.get(subjectIndex);
      if (skipFurocoumarinFree === undefined) continue;
      let fraction = 0;
      for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
        if (skipFurocoumarinFree && channel & CHANNEL_FUROCOUMARIN_FREE) continue;
        fraction += vector.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0;
      }
      if (!(fraction > 0)) continue;
      material ??= engine.materials.get(materialId) ?? null;
      const list = members.get(subjectIndex) ?? [];
      list.push({
        lineId,
        materialId,
        materialName: material?.name ?? materialId,
        lotId: material?.lot?.lotId ?? null,
        concentration: (grams * fraction * dosage) / totals.totalGrams,
      });
      members.set(subjectIndex, list);
    }
  };
  for (const line of totals.lines.values()) {
    if (line.isExcluded || !(line.grams > 0)) continue;
    const purity = line.purity ?? 1;
    addFrom(line.lineId, line.materialId, line.grams * purity);
    if (line.diluentMaterialId !== undefined && purity < 1)
      addFrom(line.lineId, line.diluentMaterialId, line.grams * (1 - purity));
  }
  for (const list of members.values()) list.sort((left, right) => right.concentration - left.concentration);
  return members;
}
