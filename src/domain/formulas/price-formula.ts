import type { FormulaCalculation } from './calculate-formula.ts';
import type { FormulaRow } from './formula-row.ts';

/** One accepted vendor offer, normalised per gram (src/domain/pricing/normalise-offer.ts). */
export type PricedOffer = { materialId: string; pricePerGram: number; currency: string };

/** The price per gram used for each material of a formula, all in one currency. */
export type FormulaPrices = {
  currency: string | null;
  pricePerGram: ReadonlyMap<string, number>;
  /** Materials priced only in another currency: left blank rather than converted at a made-up rate. */
  otherCurrencyMaterialIds: string[];
};

export const NO_PRICES: FormulaPrices = { currency: null, pricePerGram: new Map(), otherCurrencyMaterialIds: [] };

/**
 * The best known price per gram of each material: the cheapest accepted offer, in the currency that prices the
 * most materials (ties: alphabetical), so the costs can be added up. Nothing is converted or invented.
 */
export function chooseFormulaPrices(offers: readonly PricedOffer[]): FormulaPrices {
  const byCurrency = new Map<string, Map<string, number>>();
  for (const offer of offers) {
    if (!(offer.pricePerGram > 0) || !Number.isFinite(offer.pricePerGram)) continue;
    const prices = byCurrency.get(offer.currency) ?? new Map<string, number>();
    const known = prices.get(offer.materialId);
    if (known === undefined || offer.pricePerGram < known) prices.set(offer.materialId, offer.pricePerGram);
    byCurrency.set(offer.currency, prices);
  }
  const ranked = [...byCurrency.entries()].sort(([a, pa], [b, pb]) => pb.size - pa.size || a.localeCompare(b));
  const chosen = ranked[0];
  if (!chosen) return NO_PRICES;
  const other = new Set(
    ranked
      .slice(1)
      .flatMap(([, prices]) => [...prices.keys()])
      .filter((id) => !chosen[1].has(id)),
  );
  return { currency: chosen[0], pricePerGram: chosen[1], otherCurrencyMaterialIds: [...other].sort() };
}

/**
 * Cost of the grams weighed for one line: the neat material's share (grams × purity) at its price, plus the
 * diluent's share when the diluent is a library material with a price. Null when the material has no price.
 */
export function calculateLineCost(
  row: FormulaRow,
  grams: number,
  pricePerGram: ReadonlyMap<string, number> | undefined,
): number | null {
  const price = row.materialId ? pricePerGram?.get(row.materialId) : undefined;
  if (price === undefined) return null;
  const purity = Math.min(1, Math.max(0, row.purity));
  const diluentPrice = row.diluentMaterialId && purity < 1 ? pricePerGram?.get(row.diluentMaterialId) : undefined;
  return price * grams * purity + (diluentPrice ?? 0) * grams * (1 - purity);
}

export type FormulaCost = {
  currency: string | null;
  /** Cost of one gram of concentrate. */
  perGram: number | null;
  /** Cost of a batch of `batchGrams` of concentrate (the formula's own total when not given). */
  perBatch: number | null;
  batchGrams: number;
  /** Concentrate cost in one finished unit of `unitGrams` at the dosage (the base is not priced). */
  perUnit: number | null;
  pricedLineCount: number;
  includedLineCount: number;
  /** Every included line with a material has a price. */
  isComplete: boolean;
};

/** Cost per gram, per batch and per finished unit, from a calculation made with the formula's prices. */
export function calculateFormulaCost(
  rows: readonly FormulaRow[],
  calculation: FormulaCalculation,
  options: { currency: string | null; dosagePercent: number; unitGrams: number; batchGrams?: number },
): FormulaCost {
  const includedLineCount = rows.filter((row) => !row.isExcluded && row.amount > 0).length;
  const total = calculation.totalCost;
  const perGram = total === null || !(calculation.totalGrams > 0) ? null : total / calculation.totalGrams;
  const perUnit =
    perGram === null || !(options.unitGrams > 0) ? null : perGram * options.unitGrams * (options.dosagePercent / 100);
  const batchGrams =
    options.batchGrams !== undefined && options.batchGrams > 0 ? options.batchGrams : calculation.totalGrams;
  return {
    currency: total === null ? null : options.currency,
    perGram,
    perBatch: perGram === null ? null : perGram * batchGrams,
    batchGrams,
    perUnit,
    pricedLineCount: calculation.pricedLineCount,
    includedLineCount,
    isComplete: total !== null && calculation.pricedLineCount >= includedLineCount,
  };
}
