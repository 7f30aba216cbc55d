import { describe, expect, it } from 'vitest';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';
import { changeRowAmount, scaleFormula, scaleToBatch } from './scale-formula.ts';

const row = (id: string, change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), name: id, ...change });
const amounts = (rows: FormulaRow[]) => rows.map((line) => line.amount);

describe('changeRowAmount with ratio locks', () => {
  const rows = [
    row('a', { amount: 10, isLocked: true }),
    row('b', { amount: 20, isLocked: true }),
    row('c', { amount: 5 }),
  ];
  it.each([
    ['doubling a locked line doubles the other locked lines', 'a', 20, [20, 40, 5]],
    ['halving a locked line halves the other locked lines', 'b', 10, [5, 10, 5]],
    ['an unlocked line moves alone', 'c', 50, [10, 20, 50]],
    ['a negative amount is ignored', 'a', -1, [10, 20, 5]],
    ['an unknown line changes nothing', 'z', 3, [10, 20, 5]],
  ])('%s', (_, rowId, amount, expected) => {
    expect(amounts(changeRowAmount(rows, rowId, amount))).toEqual(expected);
  });
});

describe('scaleFormula and scaleToBatch', () => {
  it('scales gram lines, leaving percent lines', () => {
    expect(amounts(scaleFormula([row('a', { amount: 1.5 }), row('b', { amount: 10, unit: '%' })], 3))).toEqual([
      4.5, 10,
    ]);
  });

  it.each([
    ['by mass', { kind: 'mass', grams: 500 } as const, [100, 400]],
    [
      'by volume with the density',
      { kind: 'volume', millilitres: 100, densityGramsPerMillilitre: 0.9 } as const,
      [18, 72],
    ],
  ])('a batch %s', (_, target, expected) => {
    const rows = [row('a', {}), row('b', {}), row('c', { isExcluded: true })];
    const grams = new Map([
      ['a', 1],
      ['b', 4],
      ['c', 9],
    ]);
    expect(scaleToBatch(rows, grams, target)?.lines.map((line) => line.grams)).toEqual(expected);
  });

  it('refuses an empty batch', () => {
    expect(scaleToBatch([row('a', {})], new Map([['a', 1]]), { kind: 'mass', grams: 0 })).toBeNull();
  });
});
