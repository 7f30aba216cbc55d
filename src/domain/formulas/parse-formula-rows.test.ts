import { describe, expect, it } from 'vitest';
import { describeRejectedRows, parseFormulaRows, readAmount } from './parse-formula-rows.ts';

const createId = (index: number) => `new-${index}`;

describe('parseFormulaRows (spec section 5)', () => {
  it.each([
    ['a named line with an amount is kept', [{ name: 'Hedione', amount: 12 }], 1, 0],
    ['a named line without an amount is kept at 0 g', [{ name: 'Hedione' }], 1, 0],
    ['a line with an amount but no name is kept', [{ amount: 3 }], 1, 0],
    ['an amount of exactly 0 without a name is kept', [{ amount: 0 }], 1, 0],
    ['a blank line is skipped, not rejected', [{ name: '', amount: '' }], 0, 0],
    ['a negative amount is rejected', [{ name: 'Iso E Super', amount: -1 }], 0, 1],
    ['a non-numeric amount is rejected', [{ name: 'Iso E Super', amount: 'lots' }], 0, 1],
    ['a purity of 0 is rejected', [{ name: 'Civet', amount: 1, purity: 0 }], 0, 1],
    ['a purity of 150% is rejected', [{ name: 'Civet', amount: 1, purity: '150%' }], 0, 1],
    ['a string is not a row', ['Hedione 12'], 0, 1],
  ])('%s', (_, input, kept, rejected) => {
    const result = parseFormulaRows(input, createId);
    expect(result.rows).toHaveLength(kept);
    expect(result.rejected).toHaveLength(rejected);
  });

  it('reads a JSON string, the "material" field, percent units and purity in percent', () => {
    const result = parseFormulaRows(
      JSON.stringify([{ id: 'a', material: 'Ambrox', amount: '2,5%', purity: '10%', diluent: 'DPG', excluded: 'yes' }]),
      createId,
    );
    expect(result.rows[0]).toMatchObject({
      id: 'a',
      name: 'Ambrox',
      amount: 2.5,
      unit: '%',
      purity: 0.1,
      diluent: 'DPG',
      isExcluded: true,
    });
  });

  it('gives duplicate ids a fresh one', () => {
    const result = parseFormulaRows(
      [
        { id: 'x', name: 'A' },
        { id: 'x', name: 'B' },
      ],
      createId,
    );
    expect(result.rows.map((row) => row.id)).toEqual(['x', 'new-1']);
  });

  it('names rejected rows by number and material', () => {
    const result = parseFormulaRows(
      [
        { name: 'A', amount: 1 },
        { name: 'Iso E Super', amount: -2 },
      ],
      createId,
    );
    expect(describeRejectedRows(result.rejected)).toBe('Row 2 (Iso E Super): amount must be a number of 0 or more');
  });

  it.each([
    [1e9, null],
    [1e9 + 1, 'Row 1 (Vanillin): amount must be at most 1e+9'],
    [Number.MAX_VALUE, 'Row 1 (Vanillin): amount must be at most 1e+9'],
  ])('an amount of %d is kept only up to a thousand tonnes in grams, so totals stay finite', (amount, reason) => {
    const result = parseFormulaRows([{ name: 'Vanillin', amount }], createId);
    expect(result.rejected.length ? describeRejectedRows(result.rejected) : null).toBe(reason);
    const total = Array.from({ length: 2_000 }, () => result.rows[0]?.amount ?? 0).reduce(
      (sum, value) => sum + value,
      0,
    );
    expect(Number.isFinite(total)).toBe(true);
  });

  it.each([
    ['12', 12],
    ['12.5 g', 12.5],
    ['0,25', 0.25],
    ['', undefined],
    [undefined, undefined],
    ['1e2', 100],
    ['abc', Number.NaN],
  ])('reads the amount %j as %s', (input, expected) => {
    expect(readAmount(input)).toEqual(expected);
  });
});
