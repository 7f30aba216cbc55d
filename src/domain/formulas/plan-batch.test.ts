import { describe, expect, it } from 'vitest';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';
import { planBatch } from './plan-batch.ts';

const row = (id: string, fields: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), ...fields });

describe('planBatch', () => {
  const cases: Array<{
    name: string;
    rows: FormulaRow[];
    grams: number;
    draws: Array<[string, number]> | null;
    lineGrams?: number[];
  }> = [
    {
      name: 'neat lines draw their grams, scaled to the batch',
      rows: [
        row('a', { materialId: 'm1', name: 'Hedione', amount: 30 }),
        row('b', { materialId: 'm2', name: 'Iso E', amount: 70 }),
      ],
      grams: 50,
      draws: [
        ['m1', 15],
        ['m2', 35],
      ],
      lineGrams: [15, 35],
    },
    {
      name: 'a dilution draws the diluted material and a library diluent',
      rows: [
        row('a', {
          materialId: 'm1',
          name: 'Ambrox',
          amount: 10,
          purity: 0.1,
          diluent: 'DPG',
          diluentMaterialId: 'dpg',
        }),
        row('b', { materialId: 'm2', name: 'Iso E', amount: 90 }),
      ],
      grams: 100,
      draws: [
        ['m1', 1],
        ['dpg', 9],
        ['m2', 90],
      ],
    },
    {
      name: 'a free-text line is weighed but draws nothing; excluded lines are left out',
      rows: [
        row('a', { name: 'My accord', amount: 50 }),
        row('b', { materialId: 'm2', name: 'Iso E', amount: 50 }),
        row('c', { materialId: 'm3', name: 'X', amount: 10, isExcluded: true }),
      ],
      grams: 10,
      draws: [['m2', 5]],
      lineGrams: [5, 5],
    },
    {
      name: 'the same material on two lines is merged',
      rows: [
        row('a', { materialId: 'm1', name: 'Hedione', amount: 1 }),
        row('b', { materialId: 'm1', name: 'Hedione', amount: 3 }),
      ],
      grams: 8,
      draws: [['m1', 8]],
    },
    {
      name: 'no amounts: nothing to make',
      rows: [row('a', { materialId: 'm1', name: 'Hedione' })],
      grams: 10,
      draws: null,
    },
  ];
  it.each(cases)('$name', ({ rows, grams, draws, lineGrams }) => {
    const plan = planBatch(rows, grams);
    if (draws === null) return expect(plan).toBeNull();
    expect(plan?.draws.map((draw) => [draw.materialId, draw.grams])).toEqual(draws);
    if (lineGrams) expect(plan?.lines.map((line) => line.grams)).toEqual(lineGrams);
  });
});
