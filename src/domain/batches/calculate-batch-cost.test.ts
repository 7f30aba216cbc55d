import { describe, expect, it } from 'vitest';
import { calculateBatchCost, calculateLotPricePerGram, priceLotPerGram } from './calculate-batch-cost.ts';

describe('calculateBatchCost', () => {
  it.each([
    {
      name: 'grams times each lot’s price per gram, per currency',
      draws: [
        { lotId: 'a', grams: 10, pricePerGram: 0.25, currency: 'EUR' },
        { lotId: 'b', grams: 4, pricePerGram: 1.5, currency: 'EUR' },
        { lotId: 'c', grams: 2, pricePerGram: 3, currency: 'USD' },
      ],
      totals: [
        { currency: 'EUR', amount: 8.5 },
        { currency: 'USD', amount: 6 },
      ],
      unpriced: [],
    },
    {
      name: 'a lot without a price is named, never counted as free',
      draws: [
        { lotId: 'a', grams: 10, pricePerGram: 0.25, currency: 'EUR' },
        { lotId: 'b', grams: 4, pricePerGram: null, currency: null },
        { lotId: 'c', grams: 0, pricePerGram: null, currency: null },
      ],
      totals: [{ currency: 'EUR', amount: 2.5 }],
      unpriced: ['b'],
    },
  ])('$name', ({ draws, totals, unpriced }) => {
    expect(calculateBatchCost(draws)).toEqual({ totals, unpricedLotIds: unpriced });
  });

  it.each([
    { paid: 50, grams: 100, perGram: 0.5 },
    { paid: null, grams: 100, perGram: null },
    { paid: 50, grams: 0, perGram: null },
    { paid: 50, grams: null, perGram: null },
  ])('price per gram of $paid paid for $grams g is $perGram', ({ paid, grams, perGram }) => {
    expect(calculateLotPricePerGram(paid, grams)).toBe(perGram);
  });
});

describe('priceLotPerGram', () => {
  it.each([
    {
      name: 'exact: 12 EUR paid for 100 g bought, 40 g left before the batch → 0.12 a gram',
      lot: { pricePaid: 12, purchasedGrams: 100, gramsBefore: 40 },
      expected: { pricePerGram: 0.12, isEstimated: false },
    },
    {
      name: 'the purchase unknown: over the 40 g held before the batch, an estimate (0.30 a gram)',
      lot: { pricePaid: 12, purchasedGrams: null, gramsBefore: 40 },
      expected: { pricePerGram: 0.3, isEstimated: true },
    },
    {
      name: 'no price: unknown, not free',
      lot: { pricePaid: null, purchasedGrams: 100, gramsBefore: 40 },
      expected: { pricePerGram: null, isEstimated: false },
    },
    {
      name: 'a purchase of 0 g is no basis: the estimate',
      lot: { pricePaid: 5, purchasedGrams: 0, gramsBefore: 50 },
      expected: { pricePerGram: 0.1, isEstimated: true },
    },
  ])('$name', ({ lot, expected }) => {
    const priced = priceLotPerGram(lot);
    expect(priced.isEstimated).toBe(expected.isEstimated);
    if (expected.pricePerGram === null) expect(priced.pricePerGram).toBeNull();
    else expect(priced.pricePerGram).toBeCloseTo(expected.pricePerGram, 12);
  });
});
