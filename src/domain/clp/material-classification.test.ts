import { describe, expect, it } from 'vitest';
import {
  chooseLineClassification,
  describeClassificationSource,
  describeLineProvenance,
  toComponentClassification,
  type MaterialClassification,
} from './material-classification.ts';

const classification = (fields: Partial<MaterialClassification>): MaterialClassification => ({
  materialId: 'eugenol',
  lotId: null,
  classification: ['Skin Sens. 1B; H317'],
  specificConcentrationLimits: [],
  mFactors: {},
  ate: {},
  source: { kind: 'supplierSds', supplier: 'Acme', sdsDate: '2025-03-01', sdsRevision: '4' },
  notes: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const material = classification({});
const lot = classification({ lotId: 'lot-1', classification: ['Eye Irrit. 2; H319'] });
const foreignLot = classification({ materialId: 'linalool', lotId: 'lot-2' });
const byLot = new Map([
  ['lot-1', lot],
  ['lot-2', foreignLot],
]);
const byMaterial = new Map([['eugenol', material]]);

describe('chooseLineClassification: lot > material > none (Annex VI is merged over it later)', () => {
  it.each([
    ['a line naming a classified lot takes the lot', { materialId: 'eugenol', lotId: 'lot-1' }, 'lot', lot],
    ['a line without a lot takes the material', { materialId: 'eugenol' }, 'material', material],
    [
      'a lot without classification falls back to the material',
      { materialId: 'eugenol', lotId: 'lot-9' },
      'material',
      material,
    ],
    ["another material's lot is not this line's", { materialId: 'eugenol', lotId: 'lot-2' }, 'material', material],
    ['an unclassified material has none', { materialId: 'coumarin', lotId: null }, null, null],
    ['a free-text line has none', { materialId: null, lotId: 'lot-1' }, null, null],
  ] as const)('%s', (_, line, level, expected) => {
    const chosen = chooseLineClassification(line, byLot, byMaterial);
    expect(chosen?.level ?? null).toBe(level);
    expect(chosen?.classification ?? null).toBe(expected);
  });
});

describe('toComponentClassification', () => {
  it('sends an empty list as "classified as not hazardous", not as "unknown"', () => {
    expect(toComponentClassification(classification({ classification: [] }))).toEqual({
      supplierClassification: [],
      specificConcentrationLimits: [],
    });
  });

  it('carries M-factors and ATEs only when given', () => {
    expect(toComponentClassification(classification({ mFactors: { chronic: 10 }, ate: { oral: 1930 } }))).toMatchObject(
      { mFactors: { chronic: 10 }, ate: { oral: 1930 } },
    );
  });
});

describe('describing the source', () => {
  it.each([
    [
      { kind: 'supplierSds', supplier: 'Acme', sdsDate: '2025-03-01', sdsRevision: '4' },
      'Supplier SDS of Acme, 2025-03-01, revision 4',
    ],
    [{ kind: 'ownAssessment', assessedBy: 'J. Doe', assessedOn: '2026-06-30' }, 'Own assessment by J. Doe, 2026-06-30'],
  ] as const)('%o', (source, text) => {
    expect(describeClassificationSource(source)).toBe(text);
  });

  it('names the lot or the material', () => {
    expect(describeLineProvenance({ classification: lot, level: 'lot' }, 'L-7').description).toMatch(/\(lot L-7\)$/);
    expect(describeLineProvenance({ classification: material, level: 'material' }, null).description).toMatch(
      /\(material\)$/,
    );
  });
});
