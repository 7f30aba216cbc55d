import type { FormulaRow } from './formula-row.ts';
import { calculateLineCost } from './price-formula.ts';

/** Grams of the whole concentrate when every line is a percentage (the reference batch). */
export const REFERENCE_BATCH_GRAMS = 100;

export type RowCalculation = {
  rowId: string;
  /** Grams weighed for this line (dilution included); excluded lines still get their grams. */
  grams: number;
  /** % of the concentrate as weighed; null when excluded or the total is 0. */
  percentInConcentrate: number | null;
  /** % of the neat material (purity applied) in the concentrate. */
  neatPercentInConcentrate: number | null;
  /** % in the finished product at the dosage. */
  percentInProduct: number | null;
  /** Cost of the line's grams (purity and a priced diluent applied), when the material's price per gram is known. */
  cost: number | null;
};

export type FormulaCalculation = {
  rows: RowCalculation[];
  totalGrams: number;
  totalPercent: number;
  /** Sum of the cost of the priced lines; null when no line has a price. */
  totalCost: number | null;
  pricedLineCount: number;
  /** Lines in % add up to 100% or more while gram lines exist: the grams cannot be resolved. */
  isPercentOverflow: boolean;
};

/**
 * Resolves amounts to grams and percentages. Gram lines weigh G; percent lines take P% of the concentrate,
 * so the total is G / (1 − P/100); with no gram line the percent lines make a batch of 100 g.
 * Excluded lines are left out of the totals (they keep their grams for the batch sheet).
 */
export function calculateFormula(
  rows: readonly FormulaRow[],
  options: { dosagePercent: number; pricePerGram?: ReadonlyMap<string, number> },
): FormulaCalculation {
  let gramTotal = 0;
  let percentTotal = 0;
  for (const row of rows) {
    if (row.isExcluded || !(row.amount > 0)) continue;
    if (row.unit === '%') percentTotal += row.amount;
    else gramTotal += row.amount;
  }
  const isPercentOverflow = gramTotal > 0 && percentTotal >= 100;
  let concentrateGrams: number;
  if (gramTotal === 0) concentrateGrams = (REFERENCE_BATCH_GRAMS * percentTotal) / 100;
  else if (isPercentOverflow) concentrateGrams = gramTotal;
  else concentrateGrams = gramTotal / (1 - percentTotal / 100);
  const percentBase = gramTotal === 0 ? REFERENCE_BATCH_GRAMS : concentrateGrams;
  const gramsOf = (row: FormulaRow) =>
    row.unit === '%' ? (isPercentOverflow ? 0 : (row.amount / 100) * percentBase) : row.amount;
  let totalCost: number | null = null;
  let pricedLineCount = 0;
  const calculated = rows.map((row): RowCalculation => {
    const grams = Math.max(0, gramsOf(row));
    const included = !row.isExcluded && concentrateGrams > 0;
    const percent = included ? (100 * grams) / concentrateGrams : null;
    const cost = calculateLineCost(row, grams, options.pricePerGram);
    if (cost !== null && !row.isExcluded && grams > 0) {
      totalCost = (totalCost ?? 0) + cost;
      pricedLineCount += 1;
    }
    return {
      rowId: row.id,
      grams,
      percentInConcentrate: percent,
      neatPercentInConcentrate: percent === null ? null : percent * row.purity,
      percentInProduct: percent === null ? null : (percent * options.dosagePercent) / 100,
      cost,
    };
  });
  const totalPercent = calculated.reduce((sum, row) => sum + (row.percentInConcentrate ?? 0), 0);
  return {
    rows: calculated,
    totalGrams: concentrateGrams,
    totalPercent,
    totalCost,
    pricedLineCount,
    isPercentOverflow,
  };
}
