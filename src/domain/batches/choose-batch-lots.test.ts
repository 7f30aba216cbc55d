import { describe, expect, it } from 'vitest';
import { chooseBatchLots, type StockLot } from './choose-batch-lots.ts';

const lot = (lotId: string, grams: number, expiryDate: string | null, fields: Partial<StockLot> = {}): StockLot => ({
  lotId,
  materialId: 'hedione',
  lotNumber: lotId.toUpperCase(),
  grams,
  expiryDate,
  purchaseDate: null,
  ...fields,
});
const TODAY = '2026-11-28';

describe('chooseBatchLots', () => {
  it.each([
    {
      name: 'the first expiring lot with enough stock',
      lots: [lot('late', 500, '2028-01-01'), lot('soon', 100, '2027-01-01'), lot('no-date', 900, null)],
      grams: 50,
      expected: { lotId: 'soon', isExpired: false, shortfallGrams: 0 },
    },
    {
      name: 'skips a first-expiring lot too small for the line',
      lots: [lot('soon', 10, '2027-01-01'), lot('late', 500, '2028-01-01')],
      grams: 50,
      expected: { lotId: 'late', isExpired: false, shortfallGrams: 0 },
    },
    {
      name: 'a lot expiring today is still in date',
      lots: [lot('today', 100, TODAY), lot('late', 100, '2028-01-01')],
      grams: 50,
      expected: { lotId: 'today', isExpired: false, shortfallGrams: 0 },
    },
    {
      name: 'an expired lot only when no lot in date has enough (to confirm)',
      lots: [lot('expired', 100, '2026-11-27'), lot('small', 10, '2028-01-01')],
      grams: 50,
      expected: { lotId: 'expired', isExpired: true, shortfallGrams: 0 },
    },
    {
      name: 'a shortfall from the lot holding the most, in date first',
      lots: [lot('small', 10, '2027-01-01'), lot('bigger', 30, '2028-01-01'), lot('expired', 40, '2025-01-01')],
      grams: 50,
      expected: { lotId: 'bigger', isExpired: false, shortfallGrams: 20 },
    },
    {
      name: 'no lot of the material: everything is short',
      lots: [lot('other', 500, null, { materialId: 'iso-e' })],
      grams: 50,
      expected: { lotId: null, isExpired: false, shortfallGrams: 50 },
    },
    {
      name: 'the earlier purchase first when expiry dates are equal',
      lots: [lot('b', 100, null, { purchaseDate: '2026-05-01' }), lot('a', 100, null, { purchaseDate: '2026-01-01' })],
      grams: 50,
      expected: { lotId: 'a', isExpired: false, shortfallGrams: 0 },
    },
  ])('$name', ({ lots, grams, expected }) => {
    const [choice] = chooseBatchLots([{ key: 'line', materialId: 'hedione', grams }], lots, TODAY);
    expect(choice).toMatchObject(expected);
  });

  it('does not offer stock one line took to the next line', () => {
    const choices = chooseBatchLots(
      [
        { key: 'first', materialId: 'hedione', grams: 80 },
        { key: 'second', materialId: 'hedione', grams: 80 },
      ],
      [lot('soon', 100, '2027-01-01'), lot('late', 100, '2028-01-01')],
      TODAY,
    );
    expect(choices.map((choice) => [choice.key, choice.lotId, choice.shortfallGrams])).toEqual([
      ['first', 'soon', 0],
      ['second', 'late', 0],
    ]);
  });
});
