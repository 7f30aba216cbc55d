import type { FormulaTotals } from './apply-formula-edit.ts';
import type { PreparedLine } from './prepare-formula-line.ts';
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

/**
 * The contributions to one subject in line order, and beside them in one flat array the terms M_S adds: per entry,
 * grams × fraction of each channel (CHANNEL_COUNT per entry). Summing a subject again then reads one contiguous array
 * instead of every contribution's vector (issue 34: an edit of a base touches most subjects).
 */
export type SubjectLedger = {
  entries: SubjectContribution[];
  products: Float64Array;
};

export const createSubjectLedger = (): SubjectLedger => ({
  entries: [],
  products: new Float64Array(CHANNEL_COUNT * 4),
});

/** First index whose order is ≥ `order` (the entries are kept ascending by order). */
function findContributionIndex(entries: readonly SubjectContribution[], order: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.order ?? 0) < order) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The four terms of one contribution, each exactly the product a full recompute adds (grams × fraction). */
function writeProducts(products: Float64Array, at: number, contribution: SubjectContribution): void {
  const fractions = contribution.vector.subjectFractions;
  const from = contribution.position * CHANNEL_COUNT;
  for (let channel = 0; channel < CHANNEL_COUNT; channel++)
    products[at + channel] = contribution.grams * (fractions[from + channel] ?? 0);
}

export function insertSubjectContribution(ledger: SubjectLedger, contribution: SubjectContribution): void {
  const { entries } = ledger;
  const count = entries.length;
  const last = entries[count - 1];
  const index = !last || last.order < contribution.order ? count : findContributionIndex(entries, contribution.order);
  if ((count + 1) * CHANNEL_COUNT > ledger.products.length) {
    const grown = new Float64Array(ledger.products.length * 2);
    grown.set(ledger.products.subarray(0, count * CHANNEL_COUNT));
    ledger.products = grown;
  }
  if (index === count) entries.push(contribution);
  else {
    entries.splice(index, 0, contribution);
    ledger.products.copyWithin((index + 1) * CHANNEL_COUNT, index * CHANNEL_COUNT, count * CHANNEL_COUNT);
  }
  writeProducts(ledger.products, index * CHANNEL_COUNT, contribution);
}

export function removeSubjectContribution(ledger: SubjectLedger, order: number): void {
  const { entries } = ledger;
  const index = findContributionIndex(entries, order);
  if (entries[index]?.order !== order) return;
  const count = entries.length;
  entries.splice(index, 1);
  ledger.products.copyWithin(index * CHANNEL_COUNT, (index + 1) * CHANNEL_COUNT, count * CHANNEL_COUNT);
}

/** The contribution of `order` given new grams in place: same line, same material, so its place is unchanged. */
export function regramSubjectContribution(
  ledger: SubjectLedger,
  order: number,
  grams: number,
): SubjectContribution | undefined {
  const index = findContributionIndex(ledger.entries, order);
  const entry = ledger.entries[index];
  if (entry?.order !== order) return undefined;
  entry.grams = grams;
  writeProducts(ledger.products, index * CHANNEL_COUNT, entry);
  return entry;
}

/**
 * M_S by channel from the contributions, added in line order from 0 exactly as a full recompute adds them: a
 * subject an edit touches is summed again from scratch, so edits leave no float drift and the incremental totals
 * equal the full recompute's to the last bit (issue 34). A term of a channel the material does not reach is +0,
 * which leaves a sum of non-negative terms unchanged, as skipping it does.
 */
export function sumSubjectContributions(ledger: SubjectLedger, amounts: Float64Array, subjectIndex: number): void {
  // One pass, four running sums: each channel still adds its terms in line order, from 0.
  let channel0 = 0;
  let channel1 = 0;
  let channel2 = 0;
  let channel3 = 0;
  const { products } = ledger;
  const end = ledger.entries.length * CHANNEL_COUNT;
  for (let at = 0; at < end; at += CHANNEL_COUNT) {
    channel0 += products[at] ?? 0;
    channel1 += products[at + 1] ?? 0;
    channel2 += products[at + 2] ?? 0;
    channel3 += products[at + 3] ?? 0;
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
      const ledger = (totals.subjectContributions[subjectIndex] ??= createSubjectLedger());
      insertSubjectContribution(ledger, { lineId, order, materialId: vector.materialId, vector, position, grams });
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
