import { describe, expect, it } from 'vitest';
import { findRestrictedMaximum } from './assess-eu-restricted.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import type { AnnexIiiRowInput } from './map-eu-restricted.ts';
import { mapEuRestricted, splitAnnexIiiConditions } from './map-eu-restricted.ts';
import type { Material, RegulatoryData } from './regulatory-model.ts';
import { buildLine } from '../../../tests/fixtures/golden-vector-fixtures.ts';

/**
 * Issue 27, deliver 3: every Annex III entry a formula contains, not only the fragrance allergens. The rows below are
 * copied from annex_iii_restricted.csv (ECHA's export of 16 May 2024, ../shared/data/eu-cosmetics-annexes-echa),
 * columns ref_no, substance_cas, product_type_body_parts (Annex III column c), maximum_threshold (g), restrictions
 * (h), expressed_as and warning_label (i). The expected maxima are read by hand from those cells; Regulation (EC)
 * No 1223/2009 Art. 14(1)(b) allows a restricted substance only "in accordance with the restrictions laid down in
 * that Annex", so a product type no scope of the entry covers is not permitted (limit 0).
 */
const row = (
  refNo: string,
  cas: string,
  productTypes: string,
  maximumThreshold: string | null,
  restrictions: string | null = null,
  warningLabel: string | null = null,
  expressedAs: string | null = null,
): AnnexIiiRowInput => ({
  refNo,
  substanceName: refNo,
  identifierNames: [`entry ${refNo}`],
  cas,
  productTypes,
  maximumThreshold,
  restrictions,
  expressedAs,
  warningLabel,
});

const SALICYLIC_H =
  "Not to be used in preparations for children under 3 years of ageNot to be used in applications that may lead to exposure of the end-user's lungs by inhalationNot to be used in oral productsFor purposes other than inhibiting the development of micro-organisms in the product. This purpose has to be apparent from the presentation of the productThese levels are inclusive of any use of salicylic acid";
const METHYL_N_METHYLANTHRANILATE_H =
  'Not to be used in sunscreen products and products marketed for exposure to natural or artificial UV lightDo not use with nitrosating agentsMaximum nitrosamine content: 50 μg/kgKeep in nitrite-free containers';

const ROWS: AnnexIiiRowInput[] = [
  // Entry 102, methyl eugenol (1,2-dimethoxy-4-(2-propenyl)-benzene), six rows.
  row('102', '93-15-2', 'Oral products', '0.0002 %'),
  row(
    '102',
    '93-15-2',
    'Leave-on products other than fine fragrance, eau de toilette, and fragrance cream products',
    '0.0002 %',
  ),
  row('102', '93-15-2', 'Fine fragrance', '0.01 %'),
  row('102', '93-15-2', 'Eau de toilette', '0.004 %'),
  row('102', '93-15-2', 'Fragrance cream', '0.002 %'),
  row('102', '93-15-2', 'Rinse-off products', '0.001 %'),
  // Entry 96, musk xylene.
  row('96', '81-15-2', 'Eau de toilette', '0.4 %'),
  row('96', '81-15-2', 'Fine fragrance', '1 %'),
  row('96', '81-15-2', 'Cosmetic products other than fine fragrance, eau de toilette, and oral products', '0.03 %'),
  // Entry 14, hydroquinone: artificial nail systems only.
  row(
    '14',
    '123-31-9',
    'Artificial nail systems',
    '0.02 %',
    'For professional use only',
    'For professional use only. Avoid skin contact. Read directions for use carefully.',
  ),
  // Entry 98, salicylic acid.
  row(
    '98',
    '69-72-7',
    'Body lotion, eye shadow, mascara, eyeliner, lipstick and roll-on deodorant',
    '0.5 %',
    SALICYLIC_H,
    'Not to be used for children under 3 years of age',
  ),
  row(
    '98',
    '69-72-7',
    'Rinse-off hair products',
    '3 %',
    SALICYLIC_H,
    'Not to be used for children under 3 years of age',
  ),
  row(
    '98',
    '69-72-7',
    'Cosmetic products other than rinse-off hair products, except body lotion, eye shadow, mascara, eyeliner, lipstick and roll-on deodorant',
    '2 %',
    SALICYLIC_H,
    'Not to be used for children under 3 years of age',
  ),
  // Entry 194, glyoxal: "100 mg/kg" = 0.01 %.
  row('194', '107-22-2', 'All cosmetic products', '100 mg/kg'),
  // Entry 4, ammonia: "6 %" expressed as NH3 (two CAS in the entry).
  row('4', '7664-41-7', 'All cosmetic products', '6 %', null, 'Above 2 %: Contains ammonia', 'As NH3'),
  row('4', '1336-21-6', 'All cosmetic products', '6 %', null, 'Above 2 %: Contains ammonia', 'As NH3'),
  // Entry 323, methyl N-methylanthranilate.
  row('323', '85-91-6', 'Leave-on products', '0.1 %', METHYL_N_METHYLANTHRANILATE_H),
  row(
    '323',
    '85-91-6',
    'Rinse-off products',
    '0.2 %',
    'Do not use with nitrosating agentsMaximum nitrosamine content: 50 μg/kgKeep in nitrite-free containers',
  ),
  // Entry 185, toluene: nail products only.
  row('185', '108-88-3', 'Nail products', '25 %', null, 'Keep out of reach of children. To be used by adults only.'),
  // Entry 324 is a fragrance allergen: left to the allergen entries.
  row('324', '119-36-8', 'Lip products', '0.03 %'),
  // An entry whose scope the table cannot place.
  row('999', '50-00-0', 'Sunscreen products', '1 %'),
];
const ENTRIES = mapEuRestricted(ROWS, new Set(['324']));
const entry = (reference: string) => {
  const found = ENTRIES.find((candidate) => candidate.annexIiiReference === reference);
  if (!found) throw new Error(`entry ${reference} not read`);
  return found;
};

describe('Annex III entries beyond the fragrance allergens, read from the rows', () => {
  it('groups rows by entry, keeps every CAS, and leaves the labelling entries to the allergens', () => {
    expect(ENTRIES.map((candidate) => candidate.annexIiiReference)).toEqual([
      '102',
      '96',
      '14',
      '98',
      '194',
      '4',
      '323',
      '185',
      '999',
    ]);
    expect(entry('4').casNumbers).toEqual(['7664-41-7', '1336-21-6']);
    expect(entry('102').maxima).toHaveLength(6);
  });

  it("splits column h's run-together sentences (entry 98)", () => {
    expect(splitAnnexIiiConditions(SALICYLIC_H)).toEqual([
      'Not to be used in preparations for children under 3 years of age',
      "Not to be used in applications that may lead to exposure of the end-user's lungs by inhalation",
      'Not to be used in oral products',
      'For purposes other than inhibiting the development of micro-organisms in the product. This purpose has to be apparent from the presentation of the product',
      'These levels are inclusive of any use of salicylic acid',
    ]);
  });
});

describe('the maximum of each entry per product kind (Annex III column g, by column c)', () => {
  it.each<[string, EuProductKind, number | null, string | null]>([
    // 102: "Fine fragrance" 0.01 %, "Eau de toilette" 0.004 % (two rows of column c).
    ['102', 'hydroalcoholic-fragrance', 0.01, 'Fine fragrance'],
    ['102', 'eau-de-toilette', 0.004, 'Eau de toilette'],
    // 102: a leave-on skin product may be a fragrance cream (0.002 %) or another leave-on product (0.0002 %).
    [
      '102',
      'leave-on-skin',
      0.0002,
      'Leave-on products other than fine fragrance, eau de toilette, and fragrance cream products',
    ],
    ['102', 'lips', 0.0002, null],
    ['102', 'oral', 0.0002, null],
    ['102', 'rinse-off-skin', 0.001, 'Rinse-off products'],
    ['102', 'rinse-off-hair', 0.001, 'Rinse-off products'],
    ['102', 'not-cosmetic', null, null],
    // 96: "Fine fragrance" 1 %, "Eau de toilette" 0.4 %.
    ['96', 'hydroalcoholic-fragrance', 1, 'Fine fragrance'],
    ['96', 'eau-de-toilette', 0.4, 'Eau de toilette'],
    ['96', 'leave-on-skin', 0.03, null],
    ['96', 'rinse-off-skin', 0.03, null],
    // 96: no scope covers oral products ("other than fine fragrance, eau de toilette, and oral products").
    ['96', 'oral', 0, null],
    // 14: "Artificial nail systems" only, none of the product kinds.
    ['14', 'hydroalcoholic-fragrance', 0, 'Annex III permits it only in: Artificial nail systems'],
    ['14', 'leave-on-skin', 0, null],
    // 98: body lotion, eye shadow, mascara, eyeliner, lipstick, roll-on deodorant 0.5 %; rinse-off hair 3 %; other 2 %.
    ['98', 'lips', 0.5, 'Body lotion, eye shadow, mascara, eyeliner, lipstick and roll-on deodorant'],
    ['98', 'eye-area', 0.5, null],
    ['98', 'rinse-off-hair', 3, 'Rinse-off hair products'],
    ['98', 'hydroalcoholic-fragrance', 2, null],
    ['98', 'rinse-off-skin', 2, null],
    // 98, column h: "Not to be used in preparations for children under 3 years of age", "…in oral products".
    ['98', 'children', 0, 'Not to be used in preparations for children under 3 years of age'],
    ['98', 'oral', 0, 'Not to be used in oral products'],
    // 194: "100 mg/kg" in all cosmetic products is 0.01 %.
    ['194', 'hydroalcoholic-fragrance', 0.01, 'All cosmetic products'],
    ['323', 'hydroalcoholic-fragrance', 0.1, 'Leave-on products'],
    ['323', 'rinse-off-skin', 0.2, 'Rinse-off products'],
    ['185', 'hydroalcoholic-fragrance', 0, 'Annex III permits it only in: Nail products'],
  ])('entry %s in a %s product: %s %', (reference, kind, limit, scope) => {
    const { maximum } = findRestrictedMaximum(entry(reference), kind);
    expect(maximum?.limit ?? null).toBe(limit);
    if (scope !== null) expect(maximum?.scope).toBe(scope);
  });

  it.each<[string, EuProductKind, string]>([
    // 4: "6 %" "As NH3" cannot be compared with the concentration of ammonium hydroxide itself.
    ['4', 'leave-on-skin', 'All cosmetic products: 6 % (As NH3)'],
    ['999', 'lips', 'Annex III scopes not matched to the product type: Sunscreen products'],
  ])('entry %s in a %s product cannot be verified, the Annex quoted', (reference, kind, text) => {
    expect(findRestrictedMaximum(entry(reference), kind).unreadable).toBe(text);
  });
});

describe('the report applies every Annex III entry the formula contains', () => {
  const DATA: RegulatoryData = {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
    ifraStandards: [],
    euAllergens: [],
    euProhibited: [],
    euRestricted: ENTRIES,
  };
  const substance = (id: string, cas: string): Material => ({
    id,
    name: id,
    kind: 'substance',
    casNumbers: [cas],
    isFurocoumarinFree: false,
    isFoodGradeFlavour: false,
    composition: [],
  });
  const materials = [
    substance('methyl-eugenol', '93-15-2'),
    substance('hydroquinone', '123-31-9'),
    substance('ammonium-hydroxide', '1336-21-6'),
    substance('methyl-n-methylanthranilate', '85-91-6'),
    { ...substance('dpg', '25265-71-8'), kind: 'solvent' as const },
  ];
  const engine = createComplianceEngine({
    regulatoryData: DATA,
    materials: new Map(materials.map((material) => [material.id, material])),
  });
  const report = (lines: ReturnType<typeof buildLine>[], percent: number, kind: EuProductKind) => {
    const result = buildComplianceReport(engine, {
      category: '4',
      dosage: { basis: 'w/w', percent },
      lines,
      euProductKind: kind,
    });
    if (!result.ok) throw new Error('report failed');
    return result.value;
  };

  // 0.05 g methyl eugenol in 100 g of concentrate: 0.05 % × dosage in the finished product.
  it.each<[number, EuProductKind, 'pass' | 'fail', number, number]>([
    // 20 % in an eau de toilette: 0.01 % > 0.004 %.
    [20, 'eau-de-toilette', 'fail', 0.01, 0.004],
    // 5 %: 0.0025 % ≤ 0.004 %.
    [5, 'eau-de-toilette', 'pass', 0.0025, 0.004],
    // 15 % in an eau de parfum (fine fragrance): 0.0075 % ≤ 0.01 %; 25 %: 0.0125 % > 0.01 %.
    [15, 'hydroalcoholic-fragrance', 'pass', 0.0075, 0.01],
    [25, 'hydroalcoholic-fragrance', 'fail', 0.0125, 0.01],
    // 1 % in a shower gel: 0.0005 % ≤ 0.001 %.
    [1, 'rinse-off-skin', 'pass', 0.0005, 0.001],
    // 1 % in a body lotion: 0.0005 % > 0.0002 %.
    [1, 'leave-on-skin', 'fail', 0.0005, 0.0002],
  ])('methyl eugenol at dosage %s in a %s product: %s', (percent, kind, verdict, concentration, limit) => {
    const value = report([buildLine('methyl-eugenol', 0.05), buildLine('dpg', 99.95)], percent, kind);
    const found = value.euRestricted.find((item) => item.annexIiiReference === '102');
    expect(found?.concentration).toBeCloseTo(concentration, 12);
    expect(found).toMatchObject({ verdict, limit, source: 'annex-iii' });
    expect(value.verdict === 'not-compliant').toBe(verdict === 'fail');
    if (verdict === 'fail')
      expect(value.failures).toContainEqual(
        expect.objectContaining({ kind: 'eu-annex-iii-maximum', annexIiiReference: '102', limit }),
      );
  });

  it('hydroquinone in a fine fragrance is not permitted (Annex III 14: artificial nail systems only)', () => {
    const value = report([buildLine('hydroquinone', 0.001), buildLine('dpg', 99.999)], 10, 'hydroalcoholic-fragrance');
    expect(value.euRestricted).toContainEqual(
      expect.objectContaining({ annexIiiReference: '14', verdict: 'fail', limit: 0 }),
    );
    expect(value.verdict).toBe('not-compliant');
  });

  it('ammonium hydroxide reads "cannot be verified" with the Annex quoted, never compliant', () => {
    const value = report([buildLine('ammonium-hydroxide', 1), buildLine('dpg', 99)], 10, 'leave-on-skin');
    expect(value.euRestrictedUnverified).toEqual([
      expect.objectContaining({ annexIiiReference: '4', annexText: 'All cosmetic products: 6 % (As NH3)' }),
    ]);
    expect(value.euRestricted.some((item) => item.annexIiiReference === '4')).toBe(false);
    expect(value.verdict).toBe('cannot-be-verified');
    // Column i: "Above 2 %: Contains ammonia" is listed for the product.
    expect(value.euLabelRequirements).toContainEqual(
      expect.objectContaining({ annexIiiReference: '4', kind: 'warning', text: 'Above 2 %: Contains ammonia' }),
    );
  });

  it('lists the conditions of use of the chosen product kind (entry 323, column h)', () => {
    const value = report(
      [buildLine('methyl-n-methylanthranilate', 0.5), buildLine('dpg', 99.5)],
      10,
      'hydroalcoholic-fragrance',
    );
    expect(value.euRestricted).toContainEqual(
      expect.objectContaining({ annexIiiReference: '323', verdict: 'pass', limit: 0.1 }),
    );
    const texts = value.euLabelRequirements
      .filter((requirement) => requirement.annexIiiReference === '323')
      .map((requirement) => requirement.text);
    expect(texts).toEqual([
      'Not to be used in sunscreen products and products marketed for exposure to natural or artificial UV light',
      'Do not use with nitrosating agents',
      'Maximum nitrosamine content: 50 μg/kg',
      'Keep in nitrite-free containers',
    ]);
  });
});
