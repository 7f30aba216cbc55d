import { describe, expect, it } from 'vitest';
import { calculateFormula } from './calculate-formula.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';
import { calculateFormulaCost, calculateLineCost, chooseFormulaPrices, type PricedOffer } from './price-formula.ts';

const row = (id: string, change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), name: id, ...change });
const offer = (materialId: string, pricePerGram: number, currency = 'EUR'): PricedOffer => ({
  materialId,
  pricePerGram,
  currency,
});

describe('chooseFormulaPrices', () => {
  it.each<[string, PricedOffer[], string | null, Record<string, number>, string[]]>([
    ['no offers: no prices', [], null, {}, []],
    ['the cheapest offer per material', [offer('a', 0.4), offer('a', 0.3), offer('b', 1)], 'EUR', { a: 0.3, b: 1 }, []],
    [
      'the currency pricing the most materials wins; others stay blank',
      [offer('a', 0.3), offer('b', 1), offer('c', 2, 'USD'), offer('a', 0.1, 'USD')],
      'EUR',
      { a: 0.3, b: 1 },
      ['c'],
    ],
    [
      'a tie goes to the first currency alphabetically',
      [offer('a', 0.3, 'USD'), offer('b', 1, 'EUR')],
      'EUR',
      { b: 1 },
      ['a'],
    ],
    ['non-positive prices are ignored', [offer('a', 0), offer('b', -1)], null, {}, []],
  ])('%s', (_, offers, currency, prices, other) => {
    const result = chooseFormulaPrices(offers);
    expect(result.currency).toBe(currency);
    expect(Object.fromEntries(result.pricePerGram)).toEqual(prices);
    expect(result.otherCurrencyMaterialIds).toEqual(other);
  });
});

describe('calculateLineCost', () => {
  const prices = new Map([
    ['m', 2],
    ['dpg', 0.01],
  ]);
  it.each<[string, FormulaRow, number, number | null]>([
    ['neat line: grams × price', row('a', { materialId: 'm' }), 5, 10],
    [
      'dilution: only the neat share of the material',
      row('a', { materialId: 'm', purity: 0.1, diluent: 'DPG' }),
      10,
      2,
    ],
    [
      'dilution with a priced library diluent',
      row('a', { materialId: 'm', purity: 0.1, diluentMaterialId: 'dpg' }),
      10,
      2 + 0.09,
    ],
    ['no price known: blank', row('a', { materialId: 'x' }), 10, null],
    ['free-text line: blank', row('a', {}), 10, null],
  ])('%s', (_, line, grams, expected) => {
    const cost = calculateLineCost(line, grams, prices);
    if (expected === null) expect(cost).toBeNull();
    else expect(cost).toBeCloseTo(expected, 10);
  });
});

describe('calculateFormulaCost', () => {
  const rows = [row('a', { materialId: 'm1', amount: 30 }), row('b', { materialId: 'm2', amount: 70 })];
  it.each<
    [
      string,
      Map<string, number>,
      { perGram: number | null; perBatch: number | null; perUnit: number | null; isComplete: boolean },
    ]
  >([
    [
      'every line priced',
      new Map([
        ['m1', 1],
        ['m2', 0.5],
      ]),
      { perGram: 0.65, perBatch: 65, perUnit: 0.65 * 50 * 0.2, isComplete: true },
    ],
    [
      'one line priced: partial, never padded',
      new Map([['m1', 1]]),
      { perGram: 0.3, perBatch: 30, perUnit: 0.3 * 50 * 0.2, isComplete: false },
    ],
    ['nothing priced: blank', new Map(), { perGram: null, perBatch: null, perUnit: null, isComplete: false }],
  ])('%s', (_, prices, expected) => {
    const calculation = calculateFormula(rows, { dosagePercent: 20, pricePerGram: prices });
    const cost = calculateFormulaCost(rows, calculation, { currency: 'EUR', dosagePercent: 20, unitGrams: 50 });
    expect(cost.isComplete).toBe(expected.isComplete);
    for (const key of ['perGram', 'perBatch', 'perUnit'] as const) {
      if (expected[key] === null) expect(cost[key]).toBeNull();
      else expect(cost[key]).toBeCloseTo(expected[key], 10);
    }
  });

  it('scales the batch cost to a chosen batch size', () => {
    const calculation = calculateFormula(rows, {
      dosagePercent: 20,
      pricePerGram: new Map([
        ['m1', 1],
        ['m2', 0.5],
      ]),
    });
    expect(
      calculateFormulaCost(rows, calculation, { currency: 'EUR', dosagePercent: 20, unitGrams: 50, batchGrams: 1000 })
        .perBatch,
    ).toBeCloseTo(650, 10);
  });
});
