import type { FormulaTotals, PreparedLine } from './apply-formula-edit.ts';
import type { MaterialVector } from './expand-material.ts';
import { CHANNEL_COUNT } from './expand-material.ts';

/** One line's share of one regulated subject: its material's (or diluent's) vector, scaled by the grams it brings. */
export type SubjectContribution = {
  lineId: string;
  /** The line's rank × 2, + 1 for its diluent: the order in which a full recompute adds the contributions. */
  order: number;
  materialId: string;
  vector: MaterialVector;
  /** Where the subject sits in vector.subjectIndexes. */
  position: number;
  /** Grams of the material (or diluent) the line brings: grams × purity, or grams × (1 − purity). */
  grams: number;
};

/** First index whose order is ≥ `order` (the list is kept ascending by order). */
function findContributionIndex(list: readonly SubjectContribution[], order: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle]?.order ?? 0) < order) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function insertSubjectContribution(list: SubjectContribution[], contribution: SubjectContribution): void {
  const last = list[list.length - 1];
  if (!last || last.order < contribution.order) {
    list.push(contribution);
    return;
  }
  const index = findContributionIndex(list, contribution.order);
  if (index === list.length) list.push(contribution);
  else list.splice(index, 0, contribution);
}

export function removeSubjectContribution(list: SubjectContribution[], order: number): void {
  const index = findContributionIndex(list, order);
  if (list[index]?.order === order) list.splice(index, 1);
}

/**
 * M_S by channel from the contributions, added in line order from 0 exactly as a full recompute adds them: a
 * subject an edit touches is summed again from scratch, so edits leave no float drift and the incremental totals
 * equal the full recompute's to the last bit (issue 34).
 */
export function sumSubjectContributions(
  list: readonly SubjectContribution[],
  amounts: Float64Array,
  subjectIndex: number,
): void {
  // One pass, four running sums: each channel still adds its terms in line order, from 0.
  let channel0 = 0;
  let channel1 = 0;
  let channel2 = 0;
  let channel3 = 0;
  for (const contribution of list) {
    const fractions = contribution.vector.subjectFractions;
    const at = contribution.position * CHANNEL_COUNT;
    const { grams } = contribution;
    const fraction0 = fractions[at] ?? 0;
    const fraction1 = fractions[at + 1] ?? 0;
    const fraction2 = fractions[at + 2] ?? 0;
    const fraction3 = fractions[at + 3] ?? 0;
    if (fraction0 !== 0) channel0 += grams * fraction0;
    if (fraction1 !== 0) channel1 += grams * fraction1;
    if (fraction2 !== 0) channel2 += grams * fraction2;
    if (fraction3 !== 0) channel3 += grams * fraction3;
  }
  const base = subjectIndex * CHANNEL_COUNT;
  amounts[base] = channel0;
  amounts[base + 1] = channel1;
  amounts[base + 2] = channel2;
  amounts[base + 3] = channel3;
}

/**
 * A full recompute adds each vector straight into M_S, in line order from 0: the very sums sumSubjectContributions
 * gives, without keeping one contribution per line and subject (a report that is never edited needs none).
 */
export function addVectorAmounts(totals: FormulaTotals, vector: MaterialVector, grams: number): void {
  const amounts = totals.subjectAmounts;
  for (let position = 0; position < vector.subjectIndexes.length; position++) {
    const subjectIndex = vector.subjectIndexes[position] ?? 0;
    const base = subjectIndex * CHANNEL_COUNT;
    totals.subjectLineCounts[subjectIndex] = (totals.subjectLineCounts[subjectIndex] ?? 0) + 1;
    totals.activeSubjects.add(subjectIndex);
    for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
      const fraction = vector.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0;
      if (fraction !== 0) amounts[base + channel] = (amounts[base + channel] ?? 0) + grams * fraction;
    }
  }
}

/** Before the first edit of totals a full recompute built: every line's contributions, in line order. */
export function ensureSubjectContributions(totals: FormulaTotals): void {
  if (totals.hasContributions) return;
  totals.hasContributions = true;
  const add = (vector: MaterialVector, grams: number, lineId: string, order: number) => {
    if (!(grams > 0)) return;
    for (let position = 0; position < vector.subjectIndexes.length; position++) {
      const subjectIndex = vector.subjectIndexes[position] ?? 0;
      const list = (totals.subjectContributions[subjectIndex] ??= []);
      list.push({ lineId, order, materialId: vector.materialId, vector, position, grams });
    }
  };
  for (const [lineId, prepared] of totals.preparedLines) {
    const rank = totals.lineRanks.get(lineId) ?? 0;
    const { line } = prepared satisfies PreparedLine;
    if (line.isExcluded) continue;
    add(prepared.material, line.grams * prepared.purity, lineId, rank * 2);
    if (prepared.diluent) add(prepared.diluent, line.grams * (1 - prepared.purity), lineId, rank * 2 + 1);
  }
}
