import { roundGrams } from './bench-line.ts';

/** Grams drawn from one lot, and the lot's price per gram when known (price paid over the grams bought). */
export type LotDraw = { lotId: string; grams: number; pricePerGram: number | null; currency: string | null };

export type BatchCost = {
  /** Total per currency, to the cent. */
  totals: Array<{ currency: string; amount: number }>;
  /** Lots drawn from whose price is not known: the totals leave them out. */
  unpricedLotIds: string[];
};

/** The cost of a batch from the prices of the lots actually used; lots without a price are named, not guessed. */
export function calculateBatchCost(draws: readonly LotDraw[]): BatchCost {
  const totals = new Map<string, number>();
  const unpriced = new Set<string>();
  for (const draw of draws) {
    if (!(draw.grams > 0)) continue;
    if (draw.pricePerGram === null || !draw.currency) {
      unpriced.add(draw.lotId);
      continue;
    }
    totals.set(draw.currency, (totals.get(draw.currency) ?? 0) + draw.grams * draw.pricePerGram);
  }
  return {
    totals: [...totals].map(([currency, amount]) => ({ currency, amount: Math.round(amount * 100) / 100 })),
    unpricedLotIds: [...unpriced],
  };
}

/** Price per gram of a lot: what was paid over the grams bought; null when either is unknown. */
export function calculateLotPricePerGram(pricePaid: number | null, gramsBought: number | null): number | null {
  if (pricePaid === null || gramsBought === null || !(gramsBought > 0) || !(pricePaid >= 0)) return null;
  return pricePaid / roundGrams(gramsBought);
}

/**
 * A lot's price per gram for a batch: the price paid over the grams bought when the lot recorded them (exact);
 * else over the grams it held before the batch drew from it (an estimate: a lot used before costs more per gram
 * than it did, so the estimate is never below the truth); null without a price.
 */
export function priceLotPerGram(lot: {
  pricePaid: number | null;
  purchasedGrams: number | null;
  gramsBefore: number;
}): { pricePerGram: number | null; isEstimated: boolean } {
  const exact = calculateLotPricePerGram(lot.pricePaid, lot.purchasedGrams);
  if (exact !== null) return { pricePerGram: exact, isEstimated: false };
  const estimate = calculateLotPricePerGram(lot.pricePaid, lot.gramsBefore);
  return { pricePerGram: estimate, isEstimated: estimate !== null };
}
