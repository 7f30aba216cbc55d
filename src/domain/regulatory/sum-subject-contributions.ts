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
  const base = subjectIndex * CHANNEL_COUNT;
  for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
    let sum = 0;
    for (const contribution of list) {
      const fraction = contribution.vector.subjectFractions[contribution.position * CHANNEL_COUNT + channel] ?? 0;
      if (fraction !== 0) sum += contribution.grams * fraction;
    }
    amounts[base + channel] = sum;
  }
}
