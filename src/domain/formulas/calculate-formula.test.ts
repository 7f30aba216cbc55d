import { describe, expect, it } from 'vitest';
import { calculateFormula } from './calculate-formula.ts';
import { createEmptyRow, determineFormulaSource, type FormulaRow } from './formula-row.ts';

const row = (id: string, change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), name: id, ...change });

describe('calculateFormula', () => {
  it.each([
    ['grams only', [row('a', { amount: 30 }), row('b', { amount: 70 })], 100, [30, 70]],
    [
      'percent only makes a 100 g batch',
      [row('a', { amount: 25, unit: '%' }), row('b', { amount: 75, unit: '%' })],
      100,
      [25, 75],
    ],
    [
      'grams and percent: 50 g plus 50% gives 100 g',
      [row('a', { amount: 50 }), row('b', { amount: 50, unit: '%' })],
      100,
      [50, 50],
    ],
    [
      'an excluded line is left out',
      [row('a', { amount: 10 }), row('b', { amount: 10, isExcluded: true })],
      10,
      [100, null],
    ],
    ['an empty formula totals 0', [row('a', { amount: 0 })], 0, [null]],
  ])('%s', (_, rows, totalGrams, percents) => {
    const result = calculateFormula(rows, { dosagePercent: 20 });
    expect(result.totalGrams).toBeCloseTo(totalGrams);
    expect(
      result.rows.map((line) => (line.percentInConcentrate === null ? null : Math.round(line.percentInConcentrate))),
    ).toEqual(percents);
  });

  it('applies the dosage, purity and prices', () => {
    const rows = [row('a', { materialId: 'm1', amount: 10, purity: 0.1 }), row('b', { materialId: 'm2', amount: 10 })];
    const result = calculateFormula(rows, { dosagePercent: 20, pricePerGram: new Map([['m1', 0.5]]) });
    expect(result.rows[0]).toMatchObject({
      percentInConcentrate: 50,
      percentInProduct: 10,
      neatPercentInConcentrate: 5,
      cost: 0.5,
    });
    expect(result.rows[1]?.cost).toBeNull();
    expect(result.totalCost).toBe(0.5);
    expect(result.pricedLineCount).toBe(1);
  });

  it('flags percent lines of 100% or more beside gram lines', () => {
    expect(
      calculateFormula([row('a', { amount: 5 }), row('b', { amount: 100, unit: '%' })], { dosagePercent: 20 })
        .isPercentOverflow,
    ).toBe(true);
  });
});

describe('determineFormulaSource', () => {
  it.each([
    ['Imported from Excel', 'imported'],
    ['re-import of v2', 'imported'],
    ['A soft rose', 'local'],
    [null, 'local'],
  ] as const)('%s → %s', (description, expected) => {
    expect(determineFormulaSource(description)).toBe(expected);
  });
});
