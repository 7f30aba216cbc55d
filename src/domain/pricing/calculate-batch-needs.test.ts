import { describe, expect, it } from 'vitest';
import { calculateBatchNeeds, type BatchLine } from './calculate-batch-needs.ts';

const line = (materialId: string | null, amount: number, unit: string, extra: Partial<BatchLine> = {}): BatchLine => ({
  materialId,
  amount,
  unit,
  ...extra,
});

describe('calculateBatchNeeds', () => {
  it.each([
    [
      'gram lines scale to the batch',
      [line('a', 30, 'g'), line('b', 70, 'g')],
      50,
      [
        ['a', 15],
        ['b', 35],
      ],
    ],
    [
      'percent lines take their percent',
      [line('a', 20, '%'), line('b', 80, '%')],
      100,
      [
        ['a', 20],
        ['b', 80],
      ],
    ],
    [
      'mixed: gram lines share what percent lines leave',
      [line('a', 25, '%'), line('b', 1, 'g'), line('c', 2, 'g')],
      120,
      [
        ['a', 30],
        ['b', 30],
        ['c', 60],
      ],
    ],
    [
      'a diluted line needs its material and diluent',
      [line('a', 10, 'g', { purity: 0.1, diluentMaterialId: 'dpg' })],
      100,
      [
        ['a', 10],
        ['dpg', 90],
      ],
    ],
    [
      'excluded and zero lines need nothing; a line without a material keeps its share',
      [line('a', 10, 'g', { isExcluded: true }), line(null, 5, 'g'), line('b', 0, 'g'), line('c', 5, 'g')],
      40,
      [['c', 20]],
    ],
  ] as const)('%s', (_, lines, batch, expected) => {
    const needs = calculateBatchNeeds(lines, batch);
    expect(needs.map((need) => [need.materialId, Number(need.grams.toFixed(9))])).toEqual(expected);
  });
});
