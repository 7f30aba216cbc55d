import type { Offer } from './normalise-offer.ts';

/** On a price refresh, sizes from 0.5 to 10 times the need are preferred (spec section 9)… */
export const PREFERRED_SIZE_MIN_FACTOR = 0.5;
export const PREFERRED_SIZE_MAX_FACTOR = 10;
/** …when their price per gram is within 10% of the cheapest. */
export const PREFERRED_PRICE_ALLOWANCE = 0.1;

/** 'add': the cheapest size that covers the need; 'refresh': also prefers sensible sizes within the allowance. */
export type ChoiceMode = 'add' | 'refresh';

export type ComparedOffer = Offer & {
  /** The pack holds at least the needed quantity. */
  coversNeed: boolean;
  /** The pack is between 0.5 and 10 times the needed quantity. */
  isPreferredSize: boolean;
  /** Needed grams × price per gram. */
  costForNeed: number;
  isBest: boolean;
};

export type OfferComparison = {
  neededGrams: number;
  mode: ChoiceMode;
  offers: ComparedOffer[];
  best: ComparedOffer | null;
  /** Why nothing was chosen, when nothing was. */
  noChoiceReason: 'no-offers' | 'no-size-covers-need' | null;
};

const RELATIVE_EPSILON = 1e-9;

export function isPreferredSize(sizeGrams: number, neededGrams: number): boolean {
  return (
    sizeGrams >= neededGrams * PREFERRED_SIZE_MIN_FACTOR * (1 - RELATIVE_EPSILON) &&
    sizeGrams <= neededGrams * PREFERRED_SIZE_MAX_FACTOR * (1 + RELATIVE_EPSILON)
  );
}

export function isWithinPriceAllowance(pricePerGram: number, cheapestPerGram: number): boolean {
  return pricePerGram <= cheapestPerGram * (1 + PREFERRED_PRICE_ALLOWANCE) * (1 + RELATIVE_EPSILON);
}

function byPriceThenSize(a: Offer, b: Offer): number {
  return a.pricePerGram - b.pricePerGram || a.sizeGrams - b.sizeGrams || a.vendor.localeCompare(b.vendor);
}

/**
 * Every offer for one material normalised per gram, cheapest first, and the vendor choice of spec section 9:
 * a size must hold at least the needed quantity; on a refresh a size between 0.5 and 10 times the need is
 * also eligible, and is preferred over a cheaper one when its price per gram is within 10% of the cheapest.
 */
export function compareOffers(offers: readonly Offer[], neededGrams: number, mode: ChoiceMode): OfferComparison {
  const rows = [...offers].sort(byPriceThenSize).map((offer) => ({
    ...offer,
    coversNeed: offer.sizeGrams >= neededGrams,
    isPreferredSize: isPreferredSize(offer.sizeGrams, neededGrams),
    costForNeed: offer.pricePerGram * neededGrams,
    isBest: false,
  }));
  const eligible = rows.filter((row) => row.coversNeed || (mode === 'refresh' && row.isPreferredSize));
  const cheapest = eligible[0];
  let best = cheapest ?? null;
  if (cheapest && mode === 'refresh') {
    const preferred = eligible.find(
      (row) => row.isPreferredSize && isWithinPriceAllowance(row.pricePerGram, cheapest.pricePerGram),
    );
    if (preferred) best = preferred;
  }
  if (best) best.isBest = true;
  return {
    neededGrams,
    mode,
    offers: rows,
    best,
    noChoiceReason: best ? null : rows.length === 0 ? 'no-offers' : 'no-size-covers-need',
  };
}

/**
 * The vendor choice used alike when a material is added and when prices are refreshed, so a refresh never
 * changes what adding chose: the rule of spec section 9 (a size holding the need, or a size 0.5 to 10 times it
 * preferred within 10% of the cheapest), and, when every pack is smaller than that, the cheapest per gram, bought
 * as several whole packs. A material with offers always gets one.
 */
export function chooseOffer(offers: readonly Offer[], neededGrams: number): ComparedOffer | null {
  const comparison = compareOffers(offers, neededGrams, 'refresh');
  if (comparison.best) return comparison.best;
  const cheapest = comparison.offers[0];
  if (!cheapest) return null;
  cheapest.isBest = true;
  return cheapest;
}
