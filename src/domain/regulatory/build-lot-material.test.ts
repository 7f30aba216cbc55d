import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { buildLotMaterial } from './build-lot-material.ts';
import {
  buildFormula,
  buildGoldenEngine,
  buildLine,
  GOLDEN_MATERIALS,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';
import type { Material } from './regulatory-model.ts';

const options = { category: '4', dosage: { basis: 'w/w', percent: 20 } } as const;
const litsea = GOLDEN_MATERIALS.find((material) => material.id === 'litsea-cubeba-oil') as Material;
const bergamot = GOLDEN_MATERIALS.find((material) => material.id === 'bergamot-oil-expressed') as Material;

describe('lots and natural compositions (issue 18 vectors)', () => {
  it('a natural known only by the IFRA annex leaves the allergen result cannot be verified, naming it; IFRA is unaffected', () => {
    const result = buildComplianceReport(buildGoldenEngine(), {
      ...options,
      lines: buildFormula([buildLine('litsea-cubeba-oil', 0.5)]),
    });
    if (!result.ok) throw new Error('rejected');
    expect(result.value.allergenVerdict).toBe('cannot-be-verified');
    expect(result.value.allergenGaps).toEqual([
      { materialId: 'litsea-cubeba-oil', materialName: 'litsea-cubeba-oil', lineIds: ['litsea-cubeba-oil-line'] },
    ]);
    expect(result.value.verdict).toBe('compliant');
  });

  it("the lot's certificate overrides the annex value of a constituent, keeps what it does not list, and completes the allergens", () => {
    // Annex: citral 69%. The lot's certificate: citral 75%, linalool 12%.
    const lot = buildLotMaterial(litsea, {
      lotId: 'L1',
      lotNumber: '2026-07',
      rows: [
        { childMaterialId: 'citral', name: 'Citral', percent: 75 },
        { childMaterialId: 'linalool', name: 'Linalool', percent: 12 },
      ],
    });
    expect(lot).toMatchObject({
      id: 'lot:L1',
      name: 'litsea-cubeba-oil (lot 2026-07)',
      lot: { lotId: 'L1', baseMaterialId: 'litsea-cubeba-oil' },
    });
    const engine = buildGoldenEngine([lot]);
    const withLot = buildComplianceReport(engine, { ...options, lines: buildFormula([buildLine('lot:L1', 0.5)]) });
    const without = buildComplianceReport(engine, {
      ...options,
      lines: buildFormula([buildLine('litsea-cubeba-oil', 0.5)]),
    });
    if (!withLot.ok || !without.ok) throw new Error('rejected');
    const citral = (report: typeof withLot.value) =>
      report.standards.find((standard) => standard.key === 'TEST_CITRAL')?.concentration;
    // 0.5 g × 75% in 100 g at 20% = 0.075%, against 0.069% from the annex.
    expect(citral(withLot.value)).toBeCloseTo(0.075, 12);
    expect(citral(without.value)).toBeCloseTo(0.069, 12);
    expect(withLot.value.allergens.find((allergen) => allergen.name === 'Linalool')?.concentration).toBeCloseTo(
      0.012,
      12,
    );
    expect(withLot.value.allergenVerdict).toBe('complete');
  });

  it('a lot certificate of bergamot oil keeps the oil itself in its phototoxicity Standard', () => {
    const lot = buildLotMaterial(bergamot, {
      lotId: 'B1',
      lotNumber: null,
      rows: [
        { childMaterialId: 'linalool', name: 'Linalool', percent: 12 },
        { childMaterialId: null, name: 'Unidentified', percent: 3 },
      ],
    });
    expect(lot.composition).toHaveLength(1);
    const result = buildComplianceReport(buildGoldenEngine([lot]), {
      ...options,
      lines: buildFormula([buildLine('lot:B1', 1)]),
    });
    if (!result.ok) throw new Error('rejected');
    expect(result.value.standards.find((standard) => standard.key === 'TEST_BERGAMOT')?.concentration).toBeCloseTo(
      0.2,
      12,
    );
  });
});
