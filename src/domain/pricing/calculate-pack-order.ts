import type { Offer } from './normalise-offer.ts';

/** What an order of whole packs costs: the packs that hold the need, each at the vendor's pack price. */
export type PackOrder = {
  packs: number;
  /** As the vendor wrote it ('100 g', '4 oz'). */
  packSize: string;
  packSizeGrams: number;
  packPrice: number;
  /** Grams the packs hold together (at least the need). */
  orderGrams: number;
  /** packs × pack price, in the offer's currency. */
  cost: number;
  currency: string;
};

const RELATIVE_EPSILON = 1e-9;

/** The fewest whole packs that hold `neededGrams` (at least one) and their cost; floating-point dust never adds a pack. */
export function calculatePackOrder(
  neededGrams: number,
  pack: Pick<Offer, 'size' | 'sizeGrams' | 'price' | 'currency'>,
): PackOrder {
  const packs = Math.max(1, Math.ceil((neededGrams / pack.sizeGrams) * (1 - RELATIVE_EPSILON)));
  return {
    packs,
    packSize: pack.size,
    packSizeGrams: pack.sizeGrams,
    packPrice: pack.price,
    orderGrams: packs * pack.sizeGrams,
    cost: Math.round(packs * pack.price * 100) / 100,
    currency: pack.currency,
  };
}
