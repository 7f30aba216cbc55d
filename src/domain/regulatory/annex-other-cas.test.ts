import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { LibraryMaterialRow, NaturalContributionInput } from './build-reference-library.ts';
import { buildReferenceLibrary } from './build-reference-library.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { IfraStandard, RegulatoryData } from './regulatory-model.ts';
import { indexAnnexNaturals, selectAnnexNatural } from './select-annex-natural.ts';

/**
 * A natural recorded under another CAS number of Annex naturals. Rows copied from the IFRA 51st Amendment Annex
 * (ifra-51-annex-contributions/natural_contributions.csv, RIFM id 583, eugenol 97-53-0 of IFRA_STD_035): every clove
 * natural names 84961-50-2 (Eugenia caryophyllus extract, EINECS 284-638-7) as its other CAS; only the oils name
 * 8000-34-8 as their principal CAS.
 * - Clove bud absolute, F2.1, principal none: eugenol 69.08 %
 * - Clove bud oil, F2.12, principal 8000-34-8: eugenol 82 %
 * - Clove leaf oil, E2.12, principal 8000-34-8: eugenol 85.3 %
 * - Clove stem oil, L2.12, principal 8000-34-8: eugenol 88 %
 * IFRA_STD_035 Eugenol (standards.csv): category 4 limit 2.5 %.
 */
const clove = (naturalName: string, isoCategory: string, principalCas: string[], eugenol: number) => ({
  naturalName,
  isoCategory,
  principalCas,
  otherCas: ['84961-50-2'],
  constituentCas: '97-53-0',
  constituentName: 'Eugenol',
  concentrationPct: eugenol,
  standardKey: 'IFRA_STD_035',
});
const ANNEX: NaturalContributionInput[] = [
  clove('Clove bud absolute', 'F2.1', [], 69.08),
  clove('Clove bud oil', 'F2.12', ['8000-34-8'], 82),
  clove('Clove leaf oil', 'E2.12', ['8000-34-8'], 85.3),
  clove('Clove stem oil', 'L2.12', ['8000-34-8'], 88),
];

const natural = (name: string, cas: string, naturalType: string | null = null) => ({
  name,
  cas,
  mergeKey: `cas:${cas}`,
  synonyms: [],
  isNatural: true,
  naturalType,
});

describe('selectAnnexNatural under another CAS of Annex naturals', () => {
  const index = indexAnnexNaturals(ANNEX);
  it.each([
    [
      'of unknown type: which clove natural it is cannot be told (was: none, so no eugenol at all)',
      natural('Eugenia caryophyllus extract', '84961-50-2'),
      { kind: 'type-unknown', types: ['absolute', 'essential oil'] },
    ],
    [
      'an absolute: the one absolute the Annex lists under that number',
      natural('Clove absolute, Madagascar', '84961-50-2', 'absolute'),
      { kind: 'matched', nameKey: 'clove bud absolute' },
    ],
    [
      'an oil: three oils that differ, so which one cannot be told',
      natural('Clove oil, Indonesia', '84961-50-2', 'essential oil'),
      { kind: 'ambiguous', type: 'essential oil', names: ['Clove bud oil', 'Clove leaf oil', 'Clove stem oil'] },
    ],
    [
      'a resinoid: a type the Annex does not list under that number',
      natural('Clove resinoid', '84961-50-2', 'resinoid'),
      { kind: 'type-missing', type: 'resinoid', types: ['absolute', 'essential oil'], nameKeys: expect.any(Array) },
    ],
    [
      'the principal CAS leads: 8000-34-8 is the oils’, so an absolute under it is not the absolute of 84961-50-2',
      natural('Clove absolute', '8000-34-8', 'absolute'),
      { kind: 'type-missing', type: 'absolute', types: ['essential oil'], nameKeys: expect.any(Array) },
    ],
    ['a number no Annex natural names: none', natural('Cistus oil', '8016-26-0', 'essential oil'), { kind: 'none' }],
  ])('%s', (_, candidate, expected) => {
    expect(selectAnnexNatural(candidate, index)).toEqual(expected);
  });
});

const STD_035: IfraStandard = {
  key: 'IFRA_STD_035',
  name: 'Eugenol',
  amendment: '51',
  types: ['restriction'],
  casNumbers: ['97-53-0'],
  limits: { '4': { kind: 'percent', value: 2.5 as never } },
  basis: 'finished-product',
  isInPhototoxicitySum: false,
};
const DATA: RegulatoryData = {
  dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-12-01' },
  ifraStandards: [STD_035],
  euAllergens: [],
  euProhibited: [],
};
const row = (id: string, name: string, naturalType: string | null): LibraryMaterialRow => ({
  id,
  name,
  cas: '84961-50-2',
  otherCas: [],
  kind: 'natural',
  isNatural: true,
  inciName: null,
  mergeKey: `cas:84961-50-2~${id}`,
  synonyms: [],
  naturalType,
});
const library = buildReferenceLibrary({
  materials: [
    row('extract', 'Eugenia caryophyllus extract', null),
    row('absolute', 'Clove absolute, Madagascar', 'absolute'),
    {
      id: 'dpg',
      name: 'Dipropylene glycol',
      cas: '25265-71-8',
      otherCas: [],
      kind: 'solvent',
      isNatural: false,
      inciName: null,
      mergeKey: 'cas:25265-71-8',
      synonyms: [],
    },
  ],
  naturalContributions: ANNEX,
  schiffBases: [],
  regulatoryData: DATA,
});
const engine = createComplianceEngine({ regulatoryData: DATA, materials: library.materials });

/** `grams` of a clove material in 100 g of concentrate (DPG the rest), fine fragrance (category 4) at 20 %. */
function check(materialId: string, grams: number) {
  const report = buildComplianceReport(engine, {
    lines: [
      { lineId: 'clove', materialId, grams: grams as never },
      { lineId: 'dpg', materialId: 'dpg', grams: (100 - grams) as never },
    ],
    category: '4',
    dosage: { basis: 'w/w', percent: 20 },
  });
  if (!report.ok) throw new Error('report failed');
  return { report: report.value, eugenol: report.value.standards.find((standard) => standard.key === 'IFRA_STD_035') };
}

describe('the engine on a clove natural recorded under 84961-50-2 (fine fragrance at 20 %)', () => {
  it('of unknown type: cannot be verified, never compliant for want of constituents', () => {
    const { report } = check('extract', 10);
    expect(report.verdict).toBe('cannot-be-verified');
    expect(report.unresolved).toEqual([
      expect.objectContaining({ materialId: 'extract', reason: 'natural-type-unknown', lineIds: ['clove'] }),
    ]);
  });

  it.each([
    // 10 / 100 × 69.08 % × 20 % = 1.3816 % ≤ 2.5 %
    [10, (10 / 100) * 69.08 * 0.2, 'pass'],
    // 20 / 100 × 69.08 % × 20 % = 2.7632 % > 2.5 %
    [20, (20 / 100) * 69.08 * 0.2, 'fail'],
  ])('%i g of the absolute brings the Annex absolute’s eugenol: %f % in the product, %s', (grams, percent, verdict) => {
    const { eugenol } = check('absolute', grams);
    expect(eugenol?.concentration).toBeCloseTo(percent, 12);
    expect(eugenol?.verdict).toBe(verdict);
  });
});
