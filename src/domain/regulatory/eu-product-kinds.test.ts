import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import { matchAnnexIiiScope, proposeEuProductKind, selectEuProductKind } from './eu-product-kinds.ts';
import { findEntryMaximum } from './declare-eu-allergens.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { mapEuAllergens, readAnnexIiiWarnings } from './map-regulatory-data.ts';
import type { Material, RegulatoryData } from './regulatory-model.ts';
import { buildLine } from '../../../tests/fixtures/golden-vector-fixtures.ts';

/**
 * Issue 27 deliver 3: Annex III maxima and conditions per EU product type. The rows are ECHA's Annex III export as
 * fragrance_allergens_labelling.csv holds them (copied below); the expected maxima are read by
 * hand from Annex III of Regulation (EC) No 1223/2009 as amended by Regulation (EU) 2023/1545:
 * - entry 324 methyl salicylate, column c/g: hydroalcoholic-based fragrances 0.6 %; lip products 0.03 %; eye makeup
 *   and makeup remover 0.002 %; face makeup 0.05 %; deodorant spray/aerosol 0.003 %; leave-on hair products
 *   (spray/aerosol) 0.009 %; body lotion spray/aerosol 0.04 %; rinse-off skin and hair products 0.06 %; mouthwash for
 *   children aged 6–10 years 0.1 %; column h "Not to be used in preparations for children under 6 years of age, with
 *   the exception of Toothpaste";
 * - entry 73 isoeugenol: "Cosmetic products other than oral products: 0.02 %";
 * - entry 46 6-methylcoumarin: "Oral products: 0.003 %".
 */
/** The three entries' rows as fragrance_allergens_labelling.csv holds them (ECHA export of 16 May 2024). */
const row = (annexIiiRef: string, cas: string, maxConcentration: string, otherRestrictions: string | null = null) => ({
  annexIiiRef,
  cas,
  names: [cas],
  labelName: null,
  leaveOnThresholdPct: 0.001,
  rinseOffThresholdPct: 0.01,
  maxConcentration,
  otherRestrictions,
});
const ENTRIES = mapEuAllergens([
  row(
    '324',
    '119-36-8',
    [
      'Rinse-off skin products (except hand wash) and rinse-off hair products: 0.06 %',
      'Body lotion spray/aerosol: 0.04 %',
      'Hand wash: 0.6 %',
      'Toothpaste: 2.52 %',
      'Mouthwash intended for children above 10 years of age and adults: 0.6 %',
      'Mouth spray: 0.65 %',
      'Face makeup (except lip products, eye makeup and makeup remover): 0.05 %',
      'Deodorant spray/aerosol: 0.003 %',
      'Leave-on skin products (except face makeup, spray/aerosol body lotion, spray/aerosol deodorant and hydroalcoholic-based fragrances) and leave on hair products (except spray/aerosol products): 0.06 %',
      'Eye makeup and makeup remover: 0.002 %',
      'Leave-on hair products (spray/aerosol): 0.009 %',
      'Hydroalcoholic-based fragrances: 0.6 %',
      'Lip products: 0.03 %',
      'Mouthwash intended for children aged 6–10 years: 0.1 %',
    ].join(' | '),
    'Not to be used in preparations for children under 6 years of age, with the exception of Toothpaste',
  ),
  row('73', '97-54-1', 'Cosmetic products other than oral products: 0.02 %'),
  row('46', '92-48-8', 'Oral products: 0.003 %'),
]);
const entry = (reference: string) => {
  const found = ENTRIES.find((candidate) => candidate.annexIiiReference === reference);
  if (!found) throw new Error(`entry ${reference} not read`);
  return found;
};

describe('the EU product type proposed for each IFRA category (IFRA Standards, categories annex)', () => {
  it.each([
    ['1', 'lips'],
    ['2', 'deodorant'],
    ['3', 'eye-area'],
    // Category 4 spans fine fragrance and eau de toilette: the stricter (Annex III 102: 0.004 % below 0.01 %).
    ['4', 'eau-de-toilette'],
    ['5A', 'leave-on-skin'],
    ['5D', 'children'],
    ['6', 'oral'],
    ['7A', 'rinse-off-hair'],
    ['7B', 'leave-on-hair'],
    ['9', 'rinse-off-skin'],
    ['10A', 'not-cosmetic'],
    ['12', 'not-cosmetic'],
  ] as const)('category %s is proposed as %s', (category, kind) => {
    expect(proposeEuProductKind(category as IfraCategory)).toBe(kind);
  });

  it.each([
    ['4', undefined, 'rinse-off', 'rinse-off-skin'],
    ['4', undefined, 'leave-on', 'eau-de-toilette'],
    ['4', 'lips', 'rinse-off', 'lips'],
    ['9', undefined, 'leave-on', 'leave-on-skin'],
  ] as const)('category %s, kind %s, basis %s is used as %s', (category, kind, basis, used) => {
    expect(selectEuProductKind({ category, kind, basis })).toBe(used);
  });
});

describe('Annex III maxima per product type', () => {
  it.each<[string, EuProductKind, number | null]>([
    ['324', 'hydroalcoholic-fragrance', 0.6],
    ['324', 'lips', 0.03],
    ['324', 'eye-area', 0.002],
    ['324', 'face-makeup', 0.05],
    // Deodorant spray/aerosol 0.003 % is stricter than leave-on skin products 0.06 %.
    ['324', 'deodorant', 0.003],
    // Leave-on hair products (spray/aerosol) 0.009 % is stricter than leave-on hair products 0.06 %.
    ['324', 'leave-on-hair', 0.009],
    // Body lotion spray/aerosol 0.04 % is stricter than leave-on skin products 0.06 %.
    ['324', 'leave-on-skin', 0.04],
    ['324', 'rinse-off-skin', 0.06],
    ['324', 'rinse-off-hair', 0.06],
    // Mouthwash for children aged 6–10 years 0.1 % is the lowest of the oral scopes (toothpaste 2.52 %).
    ['324', 'oral', 0.1],
    // Column h: not to be used in preparations for children under 6 years of age.
    ['324', 'children', 0],
    ['324', 'not-cosmetic', null],
    ['73', 'leave-on-skin', 0.02],
    ['73', 'lips', 0.02],
    ['73', 'oral', null],
    ['46', 'oral', 0.003],
    ['46', 'hydroalcoholic-fragrance', null],
  ])('entry %s in a %s product: %s %', (reference, kind, limit) => {
    expect(findEntryMaximum(entry(reference), kind)?.limit ?? null).toBe(limit);
  });

  it('a scope the table cannot place applies to every cosmetic product (strict)', () => {
    const match = matchAnnexIiiScope('Sunscreen products');
    expect(match.isPlaced).toBe(false);
    expect(match.kinds).toContain('lips');
    expect(match.kinds).not.toContain('not-cosmetic');
  });

  it('label warnings (Annex III column i) are kept with the product types of their scope', () => {
    // Entry 185 toluene, ECHA's row: "Nail products", warning "Keep out of reach of children. To be used by adults only."
    const [warning] = readAnnexIiiWarnings([
      {
        refNo: '185',
        productTypes: 'Nail products',
        warningLabel: 'Keep out of reach of children. To be used by adults only.',
      },
    ]);
    expect(warning?.text).toBe('Keep out of reach of children. To be used by adults only.');
    expect(warning?.kind).toBe('warning');
  });
});

describe('the report applies the maxima of the chosen product type', () => {
  const DATA: RegulatoryData = {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
    ifraStandards: [],
    euAllergens: ENTRIES,
    euProhibited: [],
  };
  const methylSalicylate: Material = {
    id: 'methyl-salicylate',
    name: 'Methyl salicylate',
    kind: 'substance',
    casNumbers: ['119-36-8'],
    isFurocoumarinFree: false,
    isFoodGradeFlavour: false,
    composition: [],
  };
  const dpg: Material = { ...methylSalicylate, id: 'dpg', name: 'DPG', kind: 'solvent', casNumbers: ['25265-71-8'] };
  const engine = createComplianceEngine({
    regulatoryData: DATA,
    materials: new Map([methylSalicylate, dpg].map((material) => [material.id, material])),
  });
  // 0.5 g in 100 g at 10 %: 0.05 % methyl salicylate in the finished product.
  const lines = [buildLine('methyl-salicylate', 0.5), buildLine('dpg', 99.5)];
  it.each<[EuProductKind, 'pass' | 'fail', number]>([
    ['hydroalcoholic-fragrance', 'pass', 0.6],
    ['lips', 'fail', 0.03],
    ['eye-area', 'fail', 0.002],
    ['rinse-off-skin', 'pass', 0.06],
    ['children', 'fail', 0],
  ])('0.05 percent in a %s product: %s against %s', (kind, verdict, limit) => {
    const result = buildComplianceReport(engine, {
      category: '4',
      dosage: { basis: 'w/w', percent: 10 },
      lines,
      euProductKind: kind,
    });
    if (!result.ok) throw new Error('report failed');
    const restricted = result.value.euRestricted.find((item) => item.annexIiiReference === '324');
    expect(restricted?.concentration).toBeCloseTo(0.05, 12);
    expect(restricted).toMatchObject({ verdict, limit });
    expect(result.value.euProductKind.used).toBe(kind);
    expect(result.value.verdict === 'not-compliant').toBe(verdict === 'fail');
  });

  it('the condition for children is listed among what Annex III requires', () => {
    const result = buildComplianceReport(engine, {
      category: '5D',
      dosage: { basis: 'w/w', percent: 10 },
      lines,
    });
    if (!result.ok) throw new Error('report failed');
    expect(result.value.euProductKind).toMatchObject({ proposed: 'children', used: 'children', isConfirmed: false });
    expect(result.value.euLabelRequirements).toEqual([
      expect.objectContaining({
        annexIiiReference: '324',
        kind: 'condition',
        text: expect.stringMatching(/^Not to be used in preparations for children under 6 years of age/),
      }),
    ]);
  });
});
