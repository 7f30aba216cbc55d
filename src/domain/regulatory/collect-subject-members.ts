import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';
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

function findPosition(vector: MaterialVector, subjectIndex: number): number {
  let low = 0;
  let high = vector.subjectIndexes.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = vector.subjectIndexes[middle] ?? 0;
    if (value === subjectIndex) return middle;
    if (value < subjectIndex) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The lines that bring each of the given subjects, largest first: what a failing sum, a specification or a
 * banned substance is made of. For phototoxicity Standards the furocoumarin-free share is left out, as in the
 * Standard's own total. Cost O(lines × log subjects per material), only for the subjects asked.
 */
export function collectSubjectMembers(engine: ComplianceEngine, totals: FormulaTotals, subjectIndexes: readonly number[], dosage: number): Map<number, SubjectMember[]> {
  const members = new Map<number, SubjectMember[]>();
  if (subjectIndexes.length === 0 || !(totals.totalGrams > 0)) return members;
  const wanted = [...new Set(subjectIndexes)];
  const addFrom = (lineId: string, materialId: string, grams: number) => {
    if (!(grams > 0)) return;
    const result = expandMaterial(engine, materialId);
    if (!result.ok) return;
    const material = engine.materials.get(materialId);
    for (const subjectIndex of wanted) {
      const position = findPosition(result.vector, subjectIndex);
      if (position < 0) continue;
      const subject = engine.index.subjects[subjectIndex];
      const skipFurocoumarinFree = subject?.kind === 'ifra-standard' && subject.standard.isInPhototoxicitySum;
      let fraction = 0;
      for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
        if (skipFurocoumarinFree && channel & CHANNEL_FUROCOUMARIN_FREE) continue;
        fraction += result.vector.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0;
      }
      if (!(fraction > 0)) continue;
      const list = members.get(subjectIndex) ?? [];
      list.push({ lineId, materialId, materialName: material?.name ?? materialId, lotId: material?.lot?.lotId ?? null, concentration: (grams * fraction * dosage) / totals.totalGrams });
      members.set(subjectIndex, list);
    }
  };
  for (const line of totals.lines.values()) {
    if (line.isExcluded || !(line.grams > 0)) continue;
    const purity = line.purity ?? 1;
    addFrom(line.lineId, line.materialId, line.grams * purity);
    if (line.diluentMaterialId !== undefined && purity < 1) addFrom(line.lineId, line.diluentMaterialId, line.grams * (1 - purity));
  }
  for (const list of members.values()) list.sort((left, right) => right.concentration - left.concentration);
  return members;
}
