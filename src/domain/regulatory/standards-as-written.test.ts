import { describe, expect, it } from 'vitest';
import type { IfraStandardRow } from '../reference-data/regulatory-rows.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { IfraCategory } from './ifra-categories.ts';
import {
  attachForbiddenNaturals,
  mapEuProhibited,
  mapIfraStandards,
  parseForbiddenNaturals,
  parseIfraDeadline,
  parseSharedLimitNames,
} from './map-regulatory-data.ts';
import type { FormulaLine, Material, RegulatoryData } from './regulatory-model.ts';
import { findPendingDeadline } from './format-report-response.ts';

/**
 * Issue 27 classes 2–4 and 8 (deliver 2 and 5): every Standard applied as written. The notes below are quoted from
 * IFRA's 51st Amendment overview (ifra-51-standards, standards.csv = the workbook's text), the Annex rows from
 * ifra-51-annex-contributions/natural_contributions.csv, the Annex II rows from the ECHA export. Expected values are
 * computed by hand from those numbers, never read back from the engine.
 */
const OAKMOSS_NOTE =
  'For Oakmoss and Treemoss extracts, the restrictions in the Standards are directly linked to the presence of Atranol and Chloroatranol in the finished products. To ensure that those remain below trace levels, the upper concentration levels have not been increased (compared its last publication in the Amendment 43 (2008)). \n\nIn the presence of Treemoss extracts, the level of Oakmoss in the respective category has to be reduced accordingly, such that the total amount of both extracts does not exceed the maximum permitted level in each category as listed in the table above.';
const TREEMOSS_NOTE =
  'For Treemoss and Oakmoss extracts, the restrictions in the Standards are directly linked to the presence of Atranol and Chloroatranol in the finished products. \n\nIn the presence of Oakmoss extracts, the level of Treemoss in the respective category has to be reduced accordingly, such that the total amount of both extracts does not exceed the maximum permitted level in each category as listed in the table above.';
const BERGAMOT_NOTE =
  'The Standard is set due to the phototoxic effects of Bergamot oil expressed. For more detailed information on the application of this Standard, please refer to the note on phototoxic ingredients in Chapter 1 of the Guidance for the use of IFRA Standards.\nIf the level of furocoumarins is unknown, the restriction level specified in this IFRA Standard applies. \nCombination effects of phototoxic ingredients are only taken into consideration for the furocoumarin-containing fragrance ingredients (extracts) listed in the IFRA Standard of Citrus oils and other furocoumarins containing essential oils.';
const AHMI_NOTE =
  'The Standard is set due to the phototoxic effects of Acetyl hexamethyl indan (AHMI). For more detailed information on the application of this Standard, please refer to the note on phototoxic ingredients in chapter 1 of the Guidance for the use of IFRA Standards.';
const AITC_CONTRIBUTIONS =
  'Allyl isothiocyanate can be found at relatively high levels in Mustard oil and Horseradish oil. The natural extracts containing Allyl isothiocyanate should not be used as substitutes for this substance. This means that the use of Mustard oil and Horseradish oil cannot be considered safe and therefore both extracts should not be used in fragrance mixtures until additional data is available and considered sufficient to support the safe use of these ingredients. ';
const SAFROLE_RESTRICTED =
  'On the basis of established maximum concentration levels of this substance in commercially available natural sources (like essential oils, extracts and absolutes), exposure to this substance from the use of these oils and extracts is regarded acceptable as long as the total concentration of Safrole, Isosafrole and Dihydrosafrole in the finished consumer product does not exceed 0.01%. ';

const row = (fields: Partial<IfraStandardRow> & Pick<IfraStandardRow, 'id' | 'name' | 'casNumbers'>) => ({
  amendment: '51',
  type: 'RESTRICTION',
  isProhibition: false,
  isRestriction: true,
  isSpecification: false,
  riskProperty: null,
  limitExpressedAs: null,
  synonyms: [],
  contributionsFromOtherSources: null,
  yearLastPublication: null,
  deadlineExistingCreations: 'February 10, 2022',
  deadlineNewCreations: 'February 10, 2021',
  notes: {},
  ...fields,
});

const limits = (key: string, values: Partial<Record<IfraCategory, number | 'no_restriction' | 'see_notebox'>>) =>
  Object.entries(values).map(([category, value]) => ({
    standardKey: key,
    category,
    limitKind: typeof value === 'number' ? 'limit' : (value ?? 'no_restriction'),
    maxPercent: typeof value === 'number' ? value : null,
  }));

// standards.csv: STD_067 / STD_080 cat 4 0.1, cat 5A 0.076; STD_087 bergamot cat 4 0.4, cat 9 NO_RESTRICTION;
// STD_085 AHMI cat 4 2; STD_107 allyl isothiocyanate (prohibition, no cells); STD_179 safrole SEE_NOTEBOX.
const STANDARDS = mapIfraStandards(
  [
    row({
      id: 'IFRA_STD_067',
      name: 'Oakmoss extracts',
      casNumbers: ['90028-68-5', '68917-10-2', '9000-50-4'],
      notes: { restricted_notes: OAKMOSS_NOTE },
    }),
    row({
      id: 'IFRA_STD_080',
      name: 'Treemoss extracts',
      casNumbers: ['90028-67-4', '68648-41-9', '68917-40-8'],
      notes: { restricted_notes: TREEMOSS_NOTE },
    }),
    row({
      id: 'IFRA_STD_087',
      name: 'Bergamot oil expressed',
      casNumbers: ['8007-75-8', '89957-91-5'],
      notes: { phototoxicity_notes: BERGAMOT_NOTE },
    }),
    row({
      id: 'IFRA_STD_085',
      name: 'Acetyl hexamethyl indan (AHMI)',
      casNumbers: ['15323-35-0'],
      notes: { phototoxicity_notes: AHMI_NOTE },
    }),
    row({
      id: 'IFRA_STD_107',
      name: 'Allyl isothiocyanate',
      casNumbers: ['57-06-7'],
      type: 'PROHIBITION',
      isProhibition: true,
      isRestriction: false,
      notes: {
        prohibited_notes: 'This material should not be used as a fragrance ingredient. ',
        contributions_notes: AITC_CONTRIBUTIONS,
      },
    }),
    // STD_083 and STD_097 prohibited / restricted notes, as the 51st Amendment overview writes them.
    row({
      id: 'IFRA_STD_083',
      name: 'Verbena oil and absolute (Lippia citriodora Kunth.)',
      casNumbers: ['8024-12-2', '85116-63-8'],
      type: 'RESTRICTION_PROHIBITION',
      isProhibition: true,
      notes: {
        prohibited_notes:
          'Verbena oils from Lippia citriodora Kunth. should not be used as a fragrance ingredient, based on its sensitizing and phototoxic potential. ',
        restricted_notes:
          'Only Verbena absolutes from Lippia citriodora Kunth. can be used as a fragrance ingredient. ',
      },
    }),
    row({
      id: 'IFRA_STD_097',
      name: 'Tagetes oil and absolute',
      casNumbers: ['90131-43-4', '8016-84-0', '91722-29-1', '91770-75-1'],
      type: 'PROHIBITION_RESTRICTION_SPECIFICATION',
      isProhibition: true,
      isSpecification: true,
      notes: {
        prohibited_notes:
          'Tagetes erecta should not be used as a fragrance ingredient in any finished product application. Only Tagetes patula and Tagetes minuta should be used as fragrance ingredients according to the Restriction and Specification set in this Standard. ',
        restricted_notes: 'The restriction only applies to Tagetes patula and Tagetes minuta.  ',
      },
    }),
    row({
      id: 'IFRA_STD_071',
      name: 'Peru balsam',
      casNumbers: ['8007-00-9'],
      type: 'RESTRICTION_PROHIBITION',
      isProhibition: true,
      notes: {
        prohibited_notes:
          'Peru balsam crude should not be used as a fragrance ingredient for any finished product application.',
        restricted_notes:
          'The restriction only applies to Peru balsam extracts and distillates (Peru balsam oil, absolute and anhydrol). ',
      },
    }),
    row({
      id: 'IFRA_STD_179',
      name: 'Safrole, Isosafrole and Dihydrosafrole',
      casNumbers: ['94-59-7', '120-58-1', '94-58-6'],
      type: 'PROHIBITION_RESTRICTION',
      isProhibition: true,
      deadlineExistingCreations: 'Not applicable.',
      notes: { restricted_notes: SAFROLE_RESTRICTED },
    }),
  ],
  [
    ...limits('IFRA_STD_067', { '4': 0.1, '5A': 0.076, '12': 'no_restriction' }),
    ...limits('IFRA_STD_080', { '4': 0.1, '5A': 0.076, '12': 'no_restriction' }),
    ...limits('IFRA_STD_087', { '4': 0.4, '9': 'no_restriction' }),
    ...limits('IFRA_STD_085', { '4': 2, '9': 'no_restriction' }),
    ...limits('IFRA_STD_179', { '4': 'see_notebox', '6': 'see_notebox' }),
    ...limits('IFRA_STD_083', { '4': 0.69, '9': 1.3 }),
    ...limits('IFRA_STD_071', { '4': 0.41 }),
    ...limits('IFRA_STD_097', { '4': 0.01, '9': 0.1 }),
  ],
  [],
);

// ECHA Annex II: 18 allyl isothiocyanate ("All cosmetic products", 0 %); 360 safrole (100 ppm except dental and
// oral hygiene, 50 ppm in those; "Not permitted except for normal content in the natural essences used…").
const SAFROLE_TEXT =
  'Not permitted except for normal content in the natural essences used and provided the concentration does not exceed 100 ppm in the finished product';
const EU_PROHIBITED = mapEuProhibited([
  { annex: 'II', refNo: '18', substanceName: 'Allyl isothiocyanate', cas: '57-06-7', maximumThreshold: '0 %' },
  {
    annex: 'II',
    refNo: '360',
    substanceName: 'Safrole',
    cas: '94-59-7',
    productTypes: 'Products for dental and oral hygiene',
    maximumThreshold: '50 ppm',
    restrictions:
      'Not permitted except for normal content in the natural essences used and provided the concentration does not exceed 50 ppm in the finished product and provided that is not present in toothpastes intended for children',
  },
  {
    annex: 'II',
    refNo: '360',
    substanceName: 'Safrole',
    cas: '94-59-7',
    productTypes: 'All cosmetic products except products for dental and oral hygiene',
    maximumThreshold: '100 ppm',
    restrictions: SAFROLE_TEXT,
  },
]);

// natural_contributions.csv: "Horseradish oil" 84775-62-2, allyl isothiocyanate 45 % (IFRA_STD_107);
// "Cinnamon leaf oil" 8015-91-6, safrole 1.2 % (IFRA_STD_179).
const DATA: RegulatoryData = attachForbiddenNaturals(
  {
    dataVersion: { ifraAmendment: '51', euAnnexEdition: 'test', importedOn: '2026-11-28' },
    ifraStandards: STANDARDS,
    euAllergens: [],
    euProhibited: EU_PROHIBITED,
  },
  [
    { naturalName: 'Horseradish oil', principalCas: ['84775-62-2'], standardKey: 'IFRA_STD_107' },
    { naturalName: 'Cinnamon leaf oil', principalCas: ['8015-91-6'], standardKey: 'IFRA_STD_179' },
  ],
);

const material = (id: string, kind: Material['kind'], cas: string[], composition: Material['composition'] = []) => ({
  id,
  name: id,
  kind,
  casNumbers: cas,
  isFurocoumarinFree: false,
  isFoodGradeFlavour: false,
  composition,
});
const annex = (childMaterialId: string, share: number) => ({
  childMaterialId,
  maximum: share as never,
  source: 'ifra-annex' as const,
});
const MATERIALS: Material[] = [
  material('oakmoss', 'ncs', ['9000-50-4']),
  material('treemoss', 'ncs', ['68648-41-9']),
  material('bergamot', 'ncs', ['8007-75-8']),
  material('ahmi', 'substance', ['15323-35-0']),
  material('aitc', 'substance', ['57-06-7']),
  material('horseradish', 'ncs', ['84775-62-2'], [annex('aitc', 0.45)]),
  material('safrole', 'substance', ['94-59-7']),
  material('cinnamon-leaf', 'ncs', ['8015-91-6'], [annex('safrole', 0.012)]),
  material('dpg', 'solvent', ['25265-71-8']),
  // Mustard oil has no row in the IFRA Annex (natural_contributions.csv): STD_107's note names it, nothing else does.
  { ...material('mustard', 'ncs', ['8007-40-7']), name: 'Mustard oil (Brassica nigra)' },
  { ...material('mustard-seed', 'ncs', ['8007-40-7']), name: 'Mustard seed oil, cold pressed' },
  { ...material('verbena-oil', 'ncs', ['8024-12-2']), name: 'Verbena oil', naturalType: 'essential oil' as const },
  { ...material('verbena-abs', 'ncs', ['8024-12-2']), name: 'Verbena absolute', naturalType: 'absolute' as const },
  { ...material('verbena', 'ncs', ['8024-12-2']), name: 'Verbena', naturalType: 'unknown' as const },
  { ...material('tagetes-erecta', 'ncs', ['8016-84-0']), name: 'Tagetes oil', inciName: 'Tagetes Erecta Flower Oil' },
  { ...material('tagetes-minuta', 'ncs', ['91770-75-1']), name: 'Tagetes minuta oil' },
  { ...material('peru-crude', 'ncs', ['8007-00-9']), name: 'Peru balsam crude', naturalType: 'unknown' as const },
  {
    ...material('peru-resinoid', 'ncs', ['8007-00-9']),
    name: 'Balsam resinoid, Peru',
    naturalType: 'resinoid' as const,
  },
  { ...material('tagetes-patula', 'ncs', ['91722-29-1']), name: 'Tagetes oil (T. patula)' },
];

/** W = 100 g: the named lines and DPG for the rest. */
function report(lines: Record<string, number>, category: IfraCategory, dosage: number) {
  const used = Object.values(lines).reduce((sum, grams) => sum + grams, 0);
  const formula: FormulaLine[] = [
    ...Object.entries(lines).map(([materialId, grams]) => ({ lineId: materialId, materialId, grams: grams as never })),
    { lineId: 'dpg', materialId: 'dpg', grams: (100 - used) as never },
  ];
  const engine = createComplianceEngine({ regulatoryData: DATA, materials: new Map(MATERIALS.map((m) => [m.id, m])) });
  const result = buildComplianceReport(engine, { lines: formula, category, dosage: { basis: 'w/w', percent: dosage } });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}

describe('reading the Standards as written', () => {
  it.each([
    ['oakmoss note (STD_067)', parseSharedLimitNames(OAKMOSS_NOTE), ['Treemoss extracts']],
    ['treemoss note (STD_080)', parseSharedLimitNames(TREEMOSS_NOTE), ['Oakmoss extracts']],
    ['safrole note (no shared limit)', parseSharedLimitNames(SAFROLE_RESTRICTED), []],
    [
      'STD_107 contributions: naturals forbidden',
      parseForbiddenNaturals(AITC_CONTRIBUTIONS)?.names,
      ['Mustard oil', 'Horseradish oil'],
    ],
    ['deadline "February 10, 2022"', parseIfraDeadline('February 10, 2022'), '2022-02-10'],
    ['deadline "Not applicable."', parseIfraDeadline('Not applicable.'), null],
  ])('%s', (_, actual, expected) => expect(actual).toEqual(expected));

  it.each([
    ['IFRA_STD_067', ['IFRA_STD_080']],
    ['IFRA_STD_080', ['IFRA_STD_067']],
  ])('%s shares its limit with %j', (key, partners) => {
    expect(STANDARDS.find((standard) => standard.key === key)?.sharesLimitWith).toEqual(partners);
  });

  it.each([
    ['IFRA_STD_087', true, 'bergamot says "listed in the IFRA Standard of Citrus oils…"'],
    ['IFRA_STD_085', false, 'AHMI is phototoxic but outside the furocoumarin sum'],
  ])('%s in the furocoumarin sum: %s (%s)', (key, expected) => {
    expect(STANDARDS.find((standard) => standard.key === key)?.isInPhototoxicitySum).toBe(expected);
  });

  it('keeps the implementation dates', () => {
    expect(STANDARDS.find((standard) => standard.key === 'IFRA_STD_067')?.implementation).toEqual({
      existingCreations: '2022-02-10',
      newCreations: '2021-02-10',
    });
  });

  it('finds the forbidden horseradish oil by its IFRA Annex CAS, and reads the safrole tolerance of Annex II 360', () => {
    expect(
      DATA.ifraStandards.find((standard) => standard.key === 'IFRA_STD_107')?.forbiddenNaturals?.casNumbers,
    ).toEqual(['84775-62-2']);
    expect(EU_PROHIBITED.find((entry) => entry.annexIiReference === '360')?.naturalContentLimit).toEqual({
      otherThanOral: 0.01,
      oral: 0.005,
      text: SAFROLE_TEXT,
    });
  });
});

describe('group limits: oakmoss and treemoss share one limit (STD_067, STD_080 restricted notes)', () => {
  // 0.3 g each in 100 g at D = 20 %: each 0.06 % in the product.
  it.each([
    // [category, expected verdict, Σ (E/L), why]
    ['4', 'not-compliant', 0.06 / 0.1 + 0.06 / 0.1, 'each 0.06 % ≤ 0.1 %, total 0.12 % > 0.1 %'],
    ['5A', 'not-compliant', 0.06 / 0.076 + 0.06 / 0.076, 'total 0.12 % > 0.076 %'],
  ] as const)('category %s: %s (Σ = %s; %s)', (category, verdict, sum, _why) => {
    const value = report({ oakmoss: 0.3, treemoss: 0.3 }, category, 20);
    expect(value.verdict).toBe(verdict);
    expect(value.categories[category].sharedLimits[0]?.sumOfRatios).toBeCloseTo(sum, 12);
    expect(value.standards.filter((standard) => standard.reason === 'over-shared-limit').map((s) => s.key)).toEqual([
      'IFRA_STD_067',
      'IFRA_STD_080',
    ]);
  });

  it('each alone at 0.3 g passes category 4', () => {
    expect(report({ oakmoss: 0.3 }, '4', 20).verdict).toBe('compliant');
    expect(report({ treemoss: 0.3 }, '4', 20).verdict).toBe('compliant');
  });

  it('the maximum dosage is set by the total: D* = 100 / (0.3/0.1 + 0.3/0.1) = 16.67 % in category 4', () => {
    const maxDosage = report({ oakmoss: 0.3, treemoss: 0.3 }, '4', 20).maxDosage['4'];
    expect(maxDosage.kind === 'limited' && maxDosage.value).toBeCloseTo(100 / 6, 10);
    expect(maxDosage.kind === 'limited' && maxDosage.bindingConstraint).toBe('IFRA_STD_067+IFRA_STD_080');
  });
});

describe('the furocoumarin sum holds only the Standards that say so', () => {
  // Bergamot 1.5 g → 0.3 % (ratio 0.75 of 0.4 %); AHMI 6 g → 1.2 % (ratio 0.6 of 2 %). Summed: 1.35, a false failure.
  it('AHMI with bergamot is compliant in category 4; the sum is bergamot alone, 0.75', () => {
    const value = report({ bergamot: 1.5, ahmi: 6 }, '4', 20);
    expect(value.phototoxicity.standardKeys).toEqual(['IFRA_STD_087']);
    expect(value.phototoxicity.sumOfRatios).toBeCloseTo(0.75, 12);
    expect(value.verdict).toBe('compliant');
  });
});

describe('forbidding notes and Annex II through naturals', () => {
  it('horseradish oil fails as STD_107 says "should not be used", the note quoted, at any amount', () => {
    const value = report({ horseradish: 0.01 }, '4', 20);
    const standard = value.standards.find((entry) => entry.key === 'IFRA_STD_107');
    expect(standard).toMatchObject({ verdict: 'fail', reason: 'prohibited-direct' });
    expect(standard?.note).toContain('both extracts should not be used in fragrance mixtures');
    expect(value.verdict).toBe('not-compliant');
    // EU Annex II 18: 45 % of a forbidden natural is not a trace.
    expect(value.euProhibited.find((entry) => entry.annexIiReference === '18')).toMatchObject({
      isTraceOnly: false,
      origin: 'natural',
    });
  });

  it('mustard oil, which the Annex does not list, fails by the name STD_107 gives it; another name is not guessed', () => {
    const value = report({ mustard: 0.001 }, '9', 1);
    expect(value.standards.find((entry) => entry.key === 'IFRA_STD_107')).toMatchObject({
      verdict: 'fail',
      reason: 'prohibited-direct',
    });
    expect(value.verdict).toBe('not-compliant');
    // "Mustard seed oil" is not the name the note gives: its composition is unknown, so it cannot be verified.
    const other = report({ 'mustard-seed': 0.001 }, '9', 1);
    expect(other.standards.find((entry) => entry.key === 'IFRA_STD_107')).toBeUndefined();
    expect(other.verdict).toBe('cannot-be-verified');
  });

  it.each([
    // [material, Standard, fails as forbidden?] 0.01 g in 100 g at 20 %: 0.002 %, under 0.69 (STD_083) and 0.01
    // (STD_097) in category 4. Only absolutes of verbena, only T. patula and T. minuta may be used; a verbena of
    // unknown type is not known to be an absolute.
    ['verbena-oil', 'IFRA_STD_083', true],
    ['verbena', 'IFRA_STD_083', true],
    ['verbena-abs', 'IFRA_STD_083', false],
    ['tagetes-erecta', 'IFRA_STD_097', true],
    ['tagetes-minuta', 'IFRA_STD_097', false],
    ['tagetes-patula', 'IFRA_STD_097', false],
    // STD_071: "Peru balsam crude should not be used"; its extracts and distillates are restricted (cat 4 0.41).
    ['peru-crude', 'IFRA_STD_071', true],
    ['peru-resinoid', 'IFRA_STD_071', false],
  ] as const)('%s: %s forbids it (%s) with its note quoted, or holds it to its limit', (id, key, forbidden) => {
    const value = report({ [id]: 0.01 }, '4', 20);
    const prohibition = value.standards.find((entry) => entry.key === `${key}~forbidden`);
    const standard = value.standards.find((entry) => entry.key === key);
    if (forbidden) {
      expect(prohibition).toMatchObject({ verdict: 'fail', reason: 'prohibited-direct' });
      expect(prohibition?.note).toContain('should not be used as a fragrance ingredient');
      expect(standard).toBeUndefined();
      expect(value.verdict).toBe('not-compliant');
    } else {
      expect(prohibition).toBeUndefined();
      expect(standard?.verdict).not.toBe('fail');
      expect(standard?.concentration).toBeCloseTo(0.002, 12);
    }
  });

  it.each([
    // [grams of cinnamon leaf oil in 100 g, dosage, category, safrole % in the product, Annex II trace?, verdict]
    // 0.5 g × 1.2 % × 20 / 100 = 0.0012 % ≤ 0.01 % (100 ppm): a trace the Annex tolerates.
    [0.5, 20, '4', 0.0012, true, 'compliant'],
    // 5 g × 1.2 % × 20 / 100 = 0.012 % > 0.01 %: IFRA STD_179 note and Annex II 360 both fail.
    [5, 20, '4', 0.012, false, 'not-compliant'],
    // Oral products (category 6): 50 ppm. 3 g × 1.2 % × 20 / 100 = 0.0072 % > 0.005 %.
    [3, 20, '6', 0.0072, false, 'not-compliant'],
  ] as const)(
    '%s g of cinnamon leaf oil at D=%s, category %s: safrole %s %%, trace %s',
    (grams, dosage, category, concentration, isTrace, verdict) => {
      const value = report({ 'cinnamon-leaf': grams }, category, dosage);
      const safrole = value.euProhibited.find((entry) => entry.annexIiReference === '360');
      expect(safrole?.concentration).toBeCloseTo(concentration, 12);
      expect(safrole?.isTraceOnly).toBe(isTrace);
      if (category === '4') expect(value.verdict).toBe(verdict);
      else expect(value.failures.some((failure) => failure.kind === 'eu-annex-ii')).toBe(true);
    },
  );
});

describe('a change not yet in force is shown with its date (issue 27, deliver 5)', () => {
  // 51st Amendment Standards: "Implementation deadline for new creations" March 30, 2024, "for existing creations"
  // October 30, 2025 (58 Standards of the workbook).
  const implementation = { newCreations: '2024-03-30', existingCreations: '2025-10-30' };
  it.each([
    ['2024-01-15', { creations: 'new', date: '2024-03-30' }],
    ['2025-01-15', { creations: 'existing', date: '2025-10-30' }],
    ['2026-11-28', null],
    [null, null],
  ] as const)('on %s: %j', (asOf, expected) => {
    expect(findPendingDeadline(implementation, asOf)).toEqual(expected);
  });
});
