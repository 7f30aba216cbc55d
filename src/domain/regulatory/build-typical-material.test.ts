import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { buildLotMaterial } from './build-lot-material.ts';
import { buildTypicalMaterial, describeTypicalComposition, readUpperBound } from './build-typical-material.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { Material, RegulatoryData } from './regulatory-model.ts';

/**
 * Issue 26 item 6 / issue 27 item 1: a typical composition counts for a line only when the line accepts it, at its
 * upper bound, after every other source. Data cited:
 * - Good Scents contents (pyrfume-goodscents/data_rw_contents.csv): citronellyl acetate (150-84-5) "also (can)
 *   contains" citronellol, Concentration Min % 4.0, Max % 6.0.
 * - EU Annex III (fragrance_allergens_labelling.csv): Citronellol 106-22-9, to declare above 0.001 % in a leave-on
 *   product.
 */
const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
  ifraStandards: [],
  euAllergens: [
    {
      annexIiiReference: '71',
      labelName: 'Citronellol',
      casNumbers: ['106-22-9'],
      leaveOnThreshold: 0.001 as never,
      rinseOffThreshold: 0.01 as never,
    },
  ],
  euProhibited: [],
};
const substance = (id: string, name: string, cas: string): Material => ({
  id,
  name,
  kind: 'substance',
  casNumbers: [cas],
  isFurocoumarinFree: false,
  isFoodGradeFlavour: false,
  composition: [],
});
const ACETATE = substance('citronellyl-acetate', 'Citronellyl acetate', '150-84-5');
const CITRONELLOL = substance('citronellol', 'Citronellol', '106-22-9');
const DPG = { ...substance('dpg', 'Dipropylene glycol', '25265-71-8'), kind: 'solvent' as const };
const BY_CAS = new Map([
  ['106-22-9', 'citronellol'],
  ['150-84-5', 'citronellyl-acetate'],
]);
const GOOD_SCENTS = [
  {
    dataset: 'pyrfume-goodscents',
    constituents: [
      { name: 'citronellol', cas: '106-22-9', minPercent: 4, maxPercent: 6 },
      // Only a minimum: no upper bound, so no row (not stated, never zero).
      { name: 'geraniol', cas: '106-24-1', minPercent: 1 },
    ],
  },
];

describe('readUpperBound', () => {
  it.each([
    [{ name: 'a', minPercent: 4, maxPercent: 6 }, 6],
    [{ name: 'a', percent: 3 }, 3],
    [{ name: 'a', minPercent: 1 }, null],
    [{ name: 'a' }, null],
  ])('%o → %s', (constituent, expected) => expect(readUpperBound(constituent)).toBe(expected));
});

describe('a typical composition accepted per line', () => {
  const typical = buildTypicalMaterial(ACETATE, GOOD_SCENTS, BY_CAS);
  const lot = buildLotMaterial(ACETATE, {
    lotId: 'lot-1',
    lotNumber: 'A1',
    rows: [{ childMaterialId: 'citronellol', name: 'Citronellol', percent: 1 }],
  });
  const typicalOfLot = buildTypicalMaterial(lot, GOOD_SCENTS, BY_CAS);
  const materials = new Map(
    [ACETATE, CITRONELLOL, DPG, typical?.material, lot, typicalOfLot?.material].flatMap((material) =>
      material ? [[material.id, material] as const] : [],
    ),
  );
  const engine = createComplianceEngine({ regulatoryData: DATA, materials });

  it('reads "typical composition, Good Scents, upper bound" and adds only the constituent with an upper bound', () => {
    expect(typical?.description).toBe('typical composition, Good Scents, upper bound');
    expect(describeTypicalComposition('pyrfume-goodscents')).toBe(typical?.description);
    expect(typical?.material.composition).toEqual([
      expect.objectContaining({ childMaterialId: 'citronellol', maximum: 0.06, source: 'literature' }),
    ]);
  });

  it('gives nothing when no constituent has a CAS the library knows and an upper bound', () => {
    expect(
      buildTypicalMaterial(ACETATE, [{ dataset: 'x', constituents: [{ name: 'y', maxPercent: 2 }] }], BY_CAS),
    ).toBe(null);
  });

  // 10 g in 100 g of concentrate, fine fragrance at 20 %: citronellol % in the product = 10 × share × 20 / 100.
  it.each([
    ['not accepted: Good Scents is not used', 'citronellyl-acetate', 0],
    ['accepted: the upper bound 6 % counts', 'typical:citronellyl-acetate', 10 * 0.06 * 0.2],
    ["a lot's certificate (1 %) overrides the accepted 6 %", 'typical:lot:lot-1', 10 * 0.01 * 0.2],
  ])('%s', (_, materialId, expected) => {
    const report = buildComplianceReport(engine, {
      lines: [
        { lineId: 'acetate', materialId, grams: 10 as never },
        { lineId: 'dpg', materialId: 'dpg', grams: 90 as never },
      ],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!report.ok) throw new Error('report failed');
    const citronellol = report.value.allergens.find((allergen) => allergen.name === 'Citronellol');
    expect(citronellol?.concentration ?? 0).toBeCloseTo(expected, 12);
    if (expected > 0.001) expect(citronellol?.declare).toBe(true);
  });

  it('the acetate still counts as itself with its impurity (no incomplete-composition warning)', () => {
    const report = buildComplianceReport(engine, {
      lines: [{ lineId: 'acetate', materialId: 'typical:citronellyl-acetate', grams: 10 as never }],
      category: '4',
      dosage: { basis: 'w/w', percent: 20 },
    });
    if (!report.ok) throw new Error('report failed');
    expect(report.value.warnings.map((warning) => warning.kind)).not.toContain('incomplete-composition');
    expect(report.value.unresolved).toEqual([]);
  });
});
