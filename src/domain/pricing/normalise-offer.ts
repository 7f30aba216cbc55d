import { parsePrice } from './parse-price.ts';
import { parseSize } from './parse-size.ts';

/** Per-unit (per gram) prices are accepted only from 0.01 to 100 inclusive (spec sections 5 and 9). */
export const MIN_PRICE_PER_GRAM = 0.01;
export const MAX_PRICE_PER_GRAM = 100;

export type RawOffer = {
  vendor: string;
  /** A number, or a price string whose first number is the price. */
  price: number | string | null | undefined;
  size: string;
  currency: string;
  /** Where the offer came from, carried through untouched (an id, a date…). */
  reference?: string;
};

export type Offer = {
  vendor: string;
  price: number;
  size: string;
  sizeGrams: number;
  currency: string;
  pricePerGram: number;
  densityAssumed: boolean;
  reference?: string;
};

export type OfferRejection = 'no-price' | 'bad-size' | 'price-per-gram-out-of-range';
export type NormaliseResult = { ok: true; offer: Offer } | { ok: false; reason: OfferRejection };

export function isAcceptedPricePerGram(pricePerGram: number): boolean {
  return Number.isFinite(pricePerGram) && pricePerGram >= MIN_PRICE_PER_GRAM && pricePerGram <= MAX_PRICE_PER_GRAM;
}

/** One vendor's offer normalised to a price per gram, or why it was left out. */
export function normaliseOffer(raw: RawOffer, densityGPerMl?: number | null): NormaliseResult {
  const price = parsePrice(raw.price);
  if (price === null) return { ok: false, reason: 'no-price' };
  const size = parseSize(raw.size, densityGPerMl);
  if (!size) return { ok: false, reason: 'bad-size' };
  const pricePerGram = price / size.grams;
  if (!isAcceptedPricePerGram(pricePerGram)) return { ok: false, reason: 'price-per-gram-out-of-range' };
  return {
    ok: true,
    offer: {
      vendor: raw.vendor,
      price,
      size: raw.size.trim(),
      sizeGrams: size.grams,
      currency: raw.currency,
      pricePerGram,
      densityAssumed: size.densityAssumed,
      ...(raw.reference === undefined ? {} : { reference: raw.reference }),
    },
  };
}

export const OFFER_REJECTION_MESSAGES: Record<OfferRejection, string> = {
  'no-price': 'No price above 0',
  'bad-size': 'Size is not a number plus g, ml, kg, oz or lb',
  'price-per-gram-out-of-range': `Price per gram outside ${MIN_PRICE_PER_GRAM}–${MAX_PRICE_PER_GRAM}`,
};
