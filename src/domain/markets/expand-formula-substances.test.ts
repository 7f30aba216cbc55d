import { describe, expect, it } from 'vitest';
import type { MarketMaterial } from './expand-formula-substances.ts';
import { expandFormulaSubstances, indexOccurrences, selectOccurrences } from './expand-formula-substances.ts';

const material = (id: string, cas: string[], constituents: MarketMaterial['constituents'] = [], known = true) => ({
  id,
  name: id,
  casNumbers: cas,
  constituents,
  isCompositionKnown: known,
});

const MATERIALS = new Map<string, MarketMaterial>([
  ['linalool', material('linalool', ['78-70-6'])],
  ['dpg', material('dpg', ['25265-71-8'])],
  // A natural with 1 % myrcene, and an accord with 50 % of that natural.
  [
    'oil',
    material('oil', ['8007-75-8'], [{ materialId: null, name: 'myrcene', casNumbers: ['123-35-3'], percent: 1 }]),
  ],
  ['accord', material('accord', [], [{ materialId: 'oil', name: 'oil', casNumbers: ['8007-75-8'], percent: 50 }])],
  ['mystery', material('mystery', [], [], false)],
]);

const percentOf = (
  lines: Parameters<typeof expandFormulaSubstances>[0]['lines'],
  dosagePercent: number,
  cas: string,
): number => {
  const { occurrences } = expandFormulaSubstances({ lines, materials: MATERIALS, dosagePercent });
  return selectOccurrences(indexOccurrences(occurrences), [cas]).reduce((sum, o) => sum + o.percentInProduct, 0);
};

describe('expandFormulaSubstances (% in the finished product = grams / total × dosage)', () => {
  it.each([
    // case, lines, dosage, CAS, expected % worked by hand
    [
      'neat: 2 g of 100 g at 10 %',
      [
        { line: 1, materialId: 'linalool', grams: 2 },
        { line: 2, materialId: 'dpg', grams: 98 },
      ],
      10,
      '78-70-6',
      0.2,
    ],
    [
      '"10 % in DPG": 20 g × 0.1 of 100 g at 10 %',
      [
        { line: 1, materialId: 'linalool', grams: 20, purity: 0.1, diluentMaterialId: 'dpg' },
        { line: 2, materialId: 'dpg', grams: 80 },
      ],
      10,
      '78-70-6',
      0.2,
    ],
    [
      'the diluent counts too: (20 × 0.9 + 80) of 100 g at 10 %',
      [
        { line: 1, materialId: 'linalool', grams: 20, purity: 0.1, diluentMaterialId: 'dpg' },
        { line: 2, materialId: 'dpg', grams: 80 },
      ],
      10,
      '25265-71-8',
      9.8,
    ],
    [
      'a constituent of a natural: 10 g oil × 1 % of 100 g at 20 %',
      [
        { line: 1, materialId: 'oil', grams: 10 },
        { line: 2, materialId: 'dpg', grams: 90 },
      ],
      20,
      '123-35-3',
      0.02,
    ],
    [
      'through an accord: 10 g × 50 % × 1 % of 100 g at 20 %',
      [
        { line: 1, materialId: 'accord', grams: 10 },
        { line: 2, materialId: 'dpg', grams: 90 },
      ],
      20,
      '123-35-3',
      0.01,
    ],
    [
      'the natural itself (an NCS-level entry): 10 g × 50 % of 100 g at 20 %',
      [
        { line: 1, materialId: 'accord', grams: 10 },
        { line: 2, materialId: 'dpg', grams: 90 },
      ],
      20,
      '8007-75-8',
      1,
    ],
  ])('%s', (_, lines, dosage, cas, expected) => {
    expect(percentOf(lines, dosage, cas)).toBeCloseTo(expected, 12);
  });

  it('names the line, its material and the material carrying the constituent', () => {
    const { occurrences } = expandFormulaSubstances({
      lines: [{ line: 4, materialId: 'accord', grams: 1 }],
      materials: MATERIALS,
      dosagePercent: 100,
    });
    expect(occurrences.find((o) => o.casNumbers.includes('123-35-3'))).toMatchObject({
      line: 4,
      materialName: 'accord',
      throughMaterialName: 'oil',
    });
  });

  it('reports a natural of unknown composition and an unknown material as gaps', () => {
    const { gaps } = expandFormulaSubstances({
      lines: [
        { line: 1, materialId: 'mystery', grams: 1 },
        { line: 2, materialId: 'not-in-the-map', grams: 1 },
      ],
      materials: MATERIALS,
      dosagePercent: 10,
    });
    expect(gaps).toEqual([
      { line: 1, materialName: 'mystery' },
      { line: 2, materialName: 'not-in-the-map' },
    ]);
  });
});
