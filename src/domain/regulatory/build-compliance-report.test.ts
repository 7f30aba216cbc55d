import { describe, expect, it } from 'vitest';
import { applyFormulaEdit, createFormulaTotals } from './apply-formula-edit.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceOptions, ComplianceReport } from './check-formula-totals.ts';
import { checkFormulaTotals } from './check-formula-totals.ts';
import {
  buildFormula,
  buildGoldenEngine,
  buildLine,
  grams,
  T3_LINES,
  T4_LINES,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { FormulaLine } from './regulatory-model.ts';

function buildReport(
  lines: readonly FormulaLine[],
  options: Partial<ComplianceOptions> = {},
  engine = buildGoldenEngine(),
): ComplianceReport {
  const result = buildComplianceReport(engine, {
    lines,
    category: '4',
    dosage: { basis: 'w/w', percent: 20 },
    ...options,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}
const findStandard = (report: ComplianceReport, key: string) =>
  report.standards.find((standard) => standard.key === key);

describe('IFRA Standard sums (vectors T1–T3, T12)', () => {
  it.each([
    [
      'T1 citral 2 g neat at 20%',
      buildFormula([buildLine('citral', 2)]),
      { basis: 'w/w', percent: 20 },
      0.4,
      'pass',
      30,
      '30.00%',
    ],
    [
      'T2 citral 10% in DPG 20 g: purity applied, DPG counts in W',
      buildFormula([buildLine('citral', 20, { purity: 0.1 as never, diluentMaterialId: 'dpg' })]),
      { basis: 'w/w', percent: 20 },
      0.4,
      'pass',
      30,
      '30.00%',
    ],
    [
      'T2 as a dilution material',
      buildFormula([buildLine('citral-10-in-dpg', 20)]),
      { basis: 'w/w', percent: 20 },
      0.4,
      'pass',
      30,
      '30.00%',
    ],
    [
      'T3 citral with Litsea cubeba and rose oil',
      T3_LINES,
      { basis: 'w/w', percent: 20 },
      1.1011,
      'fail',
      (100 * 0.6) / 5.5055,
      '10.89%',
    ],
    [
      'T12 citral at 20% v/v in ethanol is 23.69% w/w',
      buildFormula([buildLine('citral', 2)]),
      { basis: 'v/v', percent: 20, concentrateDensity: 0.98, baseDensity: 0.789 },
      (2 * 100 * 19.6) / (19.6 + 63.12) / 100,
      'pass',
      30,
      '30.00%',
    ],
  ] as const)('%s', (_, lines, dosage, concentration, verdict, maxDosage, label) => {
    const report = buildReport(lines, { dosage });
    const citral = findStandard(report, 'TEST_CITRAL');
    expect(citral?.concentration).toBeCloseTo(concentration, 12);
    expect(citral?.verdict).toBe(verdict);
    const category4 = report.maxDosage['4'];
    expect(category4.kind).toBe('limited');
    if (category4.kind === 'limited') {
      expect(category4.value).toBeCloseTo(maxDosage, 10);
      expect(category4.label).toBe(label);
    }
  });

  it('T3 sums M = 5.5055 g, c = 5.5055%, ratio 1.835 and certifies 10.89%', () => {
    const citral = findStandard(buildReport(T3_LINES), 'TEST_CITRAL');
    expect(citral?.concentrateConcentration).toBeCloseTo(5.5055, 12);
    expect(citral?.ratio).toBeCloseTo(1.1011 / 0.6, 12);
    expect(buildReport(T3_LINES).maxDosage['4']).toMatchObject({ certificateValue: 10.89 });
  });

  it('T12 uses D_w = 23.69% for every check', () => {
    const report = buildReport(buildFormula([buildLine('citral', 2)]), {
      dosage: { basis: 'v/v', percent: 20, concentrateDensity: 0.98, baseDensity: 0.789 },
    });
    expect(report.dosage.massPercent).toBeCloseTo(23.6944, 4);
    expect(report.allergens.find((entry) => entry.name === 'Citral')?.concentration).toBeCloseTo(
      0.02 * report.dosage.massPercent,
      12,
    );
  });
});

describe('phototoxicity sum of ratios (vectors T4–T6)', () => {
  it.each([
    ['T4 bergamot and lemon each pass alone but the sum fails', T4_LINES, '4', true, 1.3, 'fail', 15.38],
    [
      'T5 bergamot furocoumarin-free leaves lemon alone',
      buildFormula([buildLine('bergamot-oil-fcf', 2), buildLine('lemon-oil-cold-pressed', 3)]),
      '4',
      true,
      0.3,
      'pass',
      null,
    ],
    ['T6 in category 9 (rinse-off) the sum is not applied', T4_LINES, '9', false, 0, 'not-applicable', null],
  ] as const)('%s', (_, lines, category, isApplicable, sumOfRatios, verdict, certificateValue) => {
    const report = buildReport(lines, { category });
    expect(report.phototoxicity.isApplicable).toBe(isApplicable);
    expect(report.phototoxicity.sumOfRatios).toBeCloseTo(sumOfRatios, 12);
    expect(report.phototoxicity.verdict).toBe(verdict);
    expect(report.standards.every((standard) => standard.verdict === 'pass')).toBe(true);
    expect(report.isCompliant).toBe(verdict !== 'fail');
    if (certificateValue !== null)
      expect(report.maxDosage[category]).toMatchObject({
        kind: 'limited',
        certificateValue,
        bindingConstraint: 'phototoxicity-sum',
      });
  });

  it('T4 prints each oil alone at 0.40% and 0.60%', () => {
    const report = buildReport(T4_LINES);
    expect(findStandard(report, 'TEST_BERGAMOT')?.concentration).toBeCloseTo(0.4, 12);
    expect(findStandard(report, 'TEST_LEMON')?.concentration).toBeCloseTo(0.6, 12);
  });
});

describe('prohibited materials (vector T7)', () => {
  it.each([0.5, 20, 100])('T7 musk ambrette 0.001 g fails at %s%% and every category is Not approved', (percent) => {
    const report = buildReport(buildFormula([buildLine('musk-ambrette', 0.001)]), {
      dosage: { basis: 'w/w', percent },
    });
    expect(findStandard(report, 'TEST_MUSK_AMBRETTE')).toMatchObject({ verdict: 'fail', reason: 'prohibited-direct' });
    expect(report.isCompliant).toBe(false);
    for (const category of IFRA_CATEGORIES)
      expect(report.maxDosage[category]).toMatchObject({ kind: 'not-approved', label: 'Not approved' });
    expect(report.euProhibited).toMatchObject([{ name: 'Musk ambrette', isTraceOnly: false }]);
  });

  it('a prohibited substance arriving only inside a natural is a warning', () => {
    const engine = buildGoldenEngine([
      {
        id: 'tainted-absolute',
        name: 'tainted absolute',
        kind: 'ncs',
        casNumbers: ['9999-99-9'],
        isFurocoumarinFree: false,
        isFoodGradeFlavour: false,
        composition: [{ childMaterialId: 'musk-ambrette', maximum: 0.001 as never, source: 'ifra-annex' }],
      },
    ]);
    const report = buildReport(buildFormula([buildLine('tainted-absolute', 5)]), {}, engine);
    expect(findStandard(report, 'TEST_MUSK_AMBRETTE')).toMatchObject({
      verdict: 'warn',
      reason: 'prohibited-trace-from-natural',
    });
    expect(report.isCompliant).toBe(true);
    expect(report.warnings.some((warning) => warning.kind === 'prohibited-trace-from-natural')).toBe(true);
    expect(report.euProhibited).toMatchObject([{ isTraceOnly: true }]);
  });
});

describe('EU allergen declaration (vectors T8–T11)', () => {
  it.each([
    [
      'T8 rose oil in an EdP at 20%, leave-on: geraniol 0.1062% is declared',
      buildFormula([buildLine('rose-oil', 3)]),
      20,
      'leave-on',
      'Geraniol',
      0.1062,
      true,
    ],
    [
      'T9 the same concentrate in a shower gel at 1%, rinse-off: 0.00531% is not declared',
      buildFormula([buildLine('rose-oil', 3)]),
      1,
      'rinse-off',
      'Geraniol',
      0.00531,
      false,
    ],
    [
      'T10 exactly 0.001000% leave-on is not declared (strictly above)',
      buildFormula([buildLine('geraniol', 0.005)]),
      20,
      'leave-on',
      'Geraniol',
      0.001,
      false,
    ],
    [
      'T10 just above 0.001% leave-on is declared',
      buildFormula([buildLine('geraniol', 0.00501)]),
      20,
      'leave-on',
      'Geraniol',
      0.001002,
      true,
    ],
    [
      'T11 two linalool isomers at 0.0006% each are summed to 0.0012% and declared once',
      buildFormula([buildLine('linalool', 0.003), buildLine('linalool-isomer', 0.003)]),
      20,
      'leave-on',
      'Linalool',
      0.0012,
      true,
    ],
    [
      '0.005% is declared in a leave-on product (thresholds not swapped)',
      buildFormula([buildLine('geraniol', 0.025)]),
      20,
      'leave-on',
      'Geraniol',
      0.005,
      true,
    ],
    [
      '0.005% is not declared in a rinse-off product (thresholds not swapped)',
      buildFormula([buildLine('geraniol', 0.025)]),
      20,
      'rinse-off',
      'Geraniol',
      0.005,
      false,
    ],
  ] as const)('%s', (_, lines, percent, euProductType, name, concentration, declare) => {
    const report = buildReport(lines, {
      category: euProductType === 'rinse-off' ? '9' : '4',
      dosage: { basis: 'w/w', percent },
      euProductType,
    });
    const entries = report.allergens.filter((entry) => entry.name === name);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.concentration).toBeCloseTo(concentration, 12);
    expect(entries[0]?.declare).toBe(declare);
  });

  it.each([
    ['4', 'leave-on'],
    ['9', 'rinse-off'],
    ['7A', 'rinse-off'],
    ['12', 'not-cosmetic'],
  ] as const)('category %s proposes %s, unconfirmed until the user confirms', (category, proposed) => {
    const report = buildReport(buildFormula([buildLine('rose-oil', 3)]), { category });
    expect(report.euProductType).toEqual({ proposed, used: proposed, isConfirmed: false });
  });
});

describe('headroom (vector T13)', () => {
  it('T13 Litsea cubeba in T3 at 10% can take 0.7849 g more, after which citral is 0.6000%', () => {
    const engine = buildGoldenEngine();
    const report = buildReport(T3_LINES, { dosage: { basis: 'w/w', percent: 10 } }, engine);
    const litsea = report.lineHeadroom.find((line) => line.lineId === 'litsea-cubeba-oil-line');
    expect(litsea?.headroom.kind).toBe('limited');
    const added = litsea?.headroom.kind === 'limited' ? litsea.headroom.grams : Number.NaN;
    expect(added).toBeCloseTo(0.4945 / 0.63, 10);
    expect(added.toFixed(4)).toBe('0.7849');
    const totals = createFormulaTotals(engine, T3_LINES);
    if (!totals.ok) throw new Error('T3 must build');
    applyFormulaEdit(engine, totals.value, {
      kind: 'change-grams',
      lineId: 'litsea-cubeba-oil-line',
      grams: grams(5 + added),
    });
    const after = checkFormulaTotals(engine, totals.value, { category: '4', dosage: { basis: 'w/w', percent: 10 } });
    expect(after.ok && findStandard(after.value, 'TEST_CITRAL')?.concentration).toBeCloseTo(0.6, 12);
    expect(after.ok && findStandard(after.value, 'TEST_CITRAL')?.verdict).toBe('pass');
  });

  it('T4 at 10%: bergamot can take 35/24 g more before the phototoxicity sum reaches 1', () => {
    const report = buildReport(T4_LINES, { dosage: { basis: 'w/w', percent: 10 } });
    const bergamot = report.lineHeadroom.find((line) => line.lineId === 'bergamot-oil-expressed-line');
    expect(bergamot?.headroom).toMatchObject({ kind: 'limited', bindingConstraint: 'phototoxicity-sum' });
    expect(bergamot?.headroom.kind === 'limited' && bergamot.headroom.grams).toBeCloseTo(35 / 24, 12);
  });

  it('the "alone" maximum of citral at 0.6% in a 10% perfume is 6.0% of the formula', () => {
    const report = buildReport(buildFormula([buildLine('citral', 1)]), { dosage: { basis: 'w/w', percent: 10 } });
    expect(report.lineHeadroom.find((line) => line.lineId === 'citral-line')?.maxPercentAlone).toBeCloseTo(6, 12);
  });
});

describe('data integrity and certification (vector T14)', () => {
  it('T14 a base whose composition sums to 60% gets a warning but may be certified', () => {
    const report = buildReport(buildFormula([buildLine('incomplete-base', 1)]));
    expect(report.warnings).toContainEqual(
      expect.objectContaining({ kind: 'incomplete-composition', materialId: 'incomplete-base', compositionSum: 0.6 }),
    );
    expect(report.unresolved).toEqual([]);
    expect(report.isCertifiable).toBe(true);
  });

  it('T14 with an unresolved natural the certificate is blocked', () => {
    const report = buildReport(buildFormula([buildLine('incomplete-base', 1), buildLine('unknown-absolute', 1)]));
    expect(report.unresolved).toMatchObject([
      {
        materialId: 'unknown-absolute',
        reason: 'no-composition-and-no-identifier-match',
        lineIds: ['unknown-absolute-line'],
      },
    ]);
    expect(report.isCompliant).toBe(false);
    expect(report.isCertifiable).toBe(false);
    expect(report.certificationBlockers).toContain('unresolved-materials');
  });

  it('every report names its data version', () => {
    expect(buildReport(T3_LINES).dataVersion).toEqual({
      ifraAmendment: '51 (test fixtures of compliance-rules.md §8)',
      euAnnexEdition: 'test fixtures',
      importedOn: '2026-11-21',
    });
  });
});
