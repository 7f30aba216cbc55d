import { roundGrams } from './bench-line.ts';

/** A lot of the workspace's stock, in grams. Dates are ISO days (YYYY-MM-DD). */
export type StockLot = {
  lotId: string;
  materialId: string;
  lotNumber: string | null;
  grams: number;
  expiryDate: string | null;
  purchaseDate: string | null;
};

/** Grams of one material a batch line needs (its material, or its diluent: key names which). */
export type LotNeed = { key: string; materialId: string; grams: number };

export type LotChoice = {
  key: string;
  lotId: string | null;
  lotNumber: string | null;
  /** The lot is past its expiry date: using it needs the user's confirmation. */
  isExpired: boolean;
  /** What the chosen lot (or the stock, without one) lacks for this need. */
  shortfallGrams: number;
};

const byExpiryThenPurchase = (a: StockLot, b: StockLot) =>
  (a.expiryDate ?? '9999-99-99').localeCompare(b.expiryDate ?? '9999-99-99') ||
  (a.purchaseDate ?? '9999-99-99').localeCompare(b.purchaseDate ?? '9999-99-99');

/**
 * A lot per need, in the order of the needs (stock taken by one need is not offered to the next): the first
 * expiring lot in date with enough stock; else the first expiring lot past its date with enough (to confirm);
 * else the lot holding the most (in date first), with the shortfall; no lot at all is a shortfall of everything.
 * A lot expires at the end of its expiry day.
 */
export function chooseBatchLots(needs: readonly LotNeed[], lots: readonly StockLot[], today: string): LotChoice[] {
  const left = new Map(lots.map((lot) => [lot.lotId, lot.grams]));
  const sorted = [...lots].sort(byExpiryThenPurchase);
  return needs.map((need): LotChoice => {
    const candidates = sorted.filter((lot) => lot.materialId === need.materialId);
    const isExpired = (lot: StockLot) => lot.expiryDate !== null && lot.expiryDate < today;
    const hasEnough = (lot: StockLot) => (left.get(lot.lotId) ?? 0) + 1e-9 >= need.grams;
    const mostStock = [...candidates].sort(
      (a, b) => Number(isExpired(a)) - Number(isExpired(b)) || (left.get(b.lotId) ?? 0) - (left.get(a.lotId) ?? 0),
    )[0];
    const lot =
      candidates.find((candidate) => !isExpired(candidate) && hasEnough(candidate)) ??
      candidates.find((candidate) => isExpired(candidate) && hasEnough(candidate)) ??
      mostStock;
    if (!lot) return { key: need.key, lotId: null, lotNumber: null, isExpired: false, shortfallGrams: need.grams };
    const available = left.get(lot.lotId) ?? 0;
    left.set(lot.lotId, Math.max(0, available - need.grams));
    return {
      key: need.key,
      lotId: lot.lotId,
      lotNumber: lot.lotNumber,
      isExpired: isExpired(lot),
      shortfallGrams: roundGrams(Math.max(0, need.grams - available)),
    };
  });
}
