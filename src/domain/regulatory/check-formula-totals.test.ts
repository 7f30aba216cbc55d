import { describe, expect, it } from 'vitest';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceOptions } from './check-formula-totals.ts';
import {
  buildFormula,
  buildGoldenEngine,
  buildLine,
  GOLDEN_DATA,
  GOLDEN_MATERIALS,
  GOLDEN_STANDARDS,
  percent,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import type { FormulaLine, IfraStandard, Material } from './regulatory-model.ts';

const options: ComplianceOptions = { category: '4', dosage: { basis: 'w/w', percent: 20 } };

function buildEngine(standards: readonly IfraStandard[], materials: readonly Material[] = []) {
  return createComplianceEngine({
    regulatoryData: { ...GOLDEN_DATA, ifraStandards: [...GOLDEN_DATA.ifraStandards, ...standards] },
    materials: new Map([...GOLDEN_MATERIALS, ...materials].map((entry) => [entry.id, entry])),
  });
}

describe('bad input gives typed errors, never a throw', () => {
  it.each([
    [
      'negative grams',
      [buildLine('citral', 1), { lineId: 'bad', materialId: 'citral', grams: -1 }],
      'invalid-grams',
      1,
    ],
    ['NaN grams', [{ lineId: 'bad', materialId: 'citral', grams: Number.NaN }], 'invalid-grams', 0],
    ['infinite grams', [{ lineId: 'bad', materialId: 'citral', grams: Number.POSITIVE_INFINITY }], 'invalid-grams', 0],
    ['a purity of 0', [{ lineId: 'bad', materialId: 'citral', grams: 1, purity: 0 }], 'invalid-purity', 0],
    ['a purity above 1', [{ lineId: 'bad', materialId: 'citral', grams: 1, purity: 1.5 }], 'invalid-purity', 0],
    ['an unknown material', [{ lineId: 'bad', materialId: 'unobtainium', grams: 1 }], 'unknown-material', 0],
    [
      'an unknown diluent',
      [{ lineId: 'bad', materialId: 'citral', grams: 1, purity: 0.5, diluentMaterialId: 'unobtainium' }],
      'unknown-material',
      0,
    ],
    ['a line id used twice', [buildLine('citral', 1), buildLine('citral', 1)], 'duplicate-line-id', 1],
  ] as const)('%s is rejected with the line index', (_, lines, kind, lineIndex) => {
    const result = buildComplianceReport(buildGoldenEngine(), { ...options, lines: lines as readonly FormulaLine[] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatchObject({ kind, lineIndex });
  });

  it.each([
    ['an empty formula', [], { basis: 'w/w', percent: 20 }, 'zero-total'],
    ['a formula of 0 g', [buildLine('citral', 0)], { basis: 'w/w', percent: 20 }, 'zero-total'],
    [
      'only excluded lines',
      [buildLine('citral', 2, { isExcluded: true })],
      { basis: 'w/w', percent: 20 },
      'zero-total',
    ],
    ['a dosage of 0', [buildLine('citral', 2)], { basis: 'w/w', percent: 0 }, 'invalid-dosage'],
    ['a dosage above 100', [buildLine('citral', 2)], { basis: 'w/w', percent: 100.5 }, 'invalid-dosage'],
    ['a NaN dosage', [buildLine('citral', 2)], { basis: 'w/w', percent: Number.NaN }, 'invalid-dosage'],
    [
      'a density of 0',
      [buildLine('citral', 2)],
      { basis: 'v/v', percent: 20, concentrateDensity: 0, baseDensity: 0.789 },
      'invalid-density',
    ],
  ] as const)('%s is a typed error', (_, lines, dosage, kind) => {
    const result = buildComplianceReport(buildGoldenEngine(), { ...options, dosage, lines });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.kind).toBe(kind);
  });

  it('an excluded line is left out of numerator and denominator', () => {
    const result = buildComplianceReport(buildGoldenEngine(), {
      ...options,
      lines: [...buildFormula([buildLine('citral', 2)]), buildLine('litsea-cubeba-oil', 50, { isExcluded: true })],
    });
    expect(result.ok && result.value.totalGrams).toBe(100);
    expect(result.ok && result.value.standards[0]?.concentration).toBeCloseTo(0.4, 12);
  });

  it('a 10,000-line formula gives a result quickly', () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, index) =>
        ({ lineId: `line-${index}`, materialId: index % 2 === 0 ? 'rose-oil' : 'dpg', grams: 0.01 }) as FormulaLine,
    );
    const started = performance.now();
    const result = buildComplianceReport(buildGoldenEngine(), { ...options, lines });
    expect(result.ok && result.value.totalGrams).toBeCloseTo(100, 9);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('rules beyond the vectors', () => {
  const flavourMaterial: Material = {
    id: 'food-citral',
    name: 'food citral',
    kind: 'substance',
    casNumbers: ['5392-40-5'],
    isFurocoumarinFree: false,
    isFoodGradeFlavour: true,
    composition: [],
  };
  const foodDpg: Material = {
    id: 'food-dpg',
    name: 'food dpg',
    kind: 'solvent',
    casNumbers: ['25265-71-8'],
    isFurocoumarinFree: false,
    isFoodGradeFlavour: true,
    composition: [],
  };

  it.each([
    [
      'category 1 without flavour status is Not approved',
      [buildLine('citral', 2), buildLine('dpg', 98)],
      '1',
      'not-approved',
    ],
    [
      'category 6 without flavour status is Not approved',
      [buildLine('citral', 2), buildLine('dpg', 98)],
      '6',
      'not-approved',
    ],
    [
      'category 1 with every material a flavouring is not limited',
      [buildLine('food-citral', 2), buildLine('food-dpg', 98)],
      '1',
      'not-limited',
    ],
    [
      'category 5A is not concerned by flavour status',
      [buildLine('citral', 2), buildLine('dpg', 98)],
      '5A',
      'not-limited',
    ],
  ] as const)('%s', (_, lines, category, kind) => {
    const result = buildComplianceReport(buildGoldenEngine([flavourMaterial, foodDpg]), {
      ...options,
      category,
      lines,
    });
    expect(result.ok && result.value.maxDosage[category].kind).toBe(kind);
    expect(result.ok && result.value.isCompliant).toBe(kind !== 'not-approved');
  });

  it('a specification Standard leaves the formula compliant, specifications to confirm, and blocks certification until confirmed', () => {
    const specification: IfraStandard = {
      key: 'TEST_SPEC',
      name: 'Peroxide spec',
      amendment: '51',
      types: ['specification'],
      casNumbers: ['5392-40-5'],
      limits: {},
      basis: 'finished-product',
      isInPhototoxicitySum: false,
      specificationNote: 'Peroxide value < 20 mmol/L',
    };
    const engine = buildEngine([specification]);
    const lines = buildFormula([buildLine('citral', 2)]);
    const open = buildComplianceReport(engine, { ...options, lines });
    expect(open.ok && open.value.standards.find((standard) => standard.key === 'TEST_SPEC')?.verdict).toBe('checklist');
    expect(open.ok && open.value.certificationBlockers).toEqual(['specification-checklist']);
    expect(open.ok && open.value.verdict).toBe('compliant-specifications-to-confirm');
    expect(open.ok && open.value.isCompliant).toBe(true);
    expect(open.ok && open.value.isCertifiable).toBe(false);
    expect(open.ok && open.value.specifications).toMatchObject([
      {
        standardKey: 'TEST_SPEC',
        requirement: 'Peroxide value < 20 mmol/L',
        confirmed: false,
        confirmedBy: null,
        materials: [{ materialId: 'citral' }],
      },
    ]);
    const acknowledged = buildComplianceReport(engine, {
      ...options,
      lines,
      acknowledgedSpecificationKeys: ['TEST_SPEC'],
    });
    expect(acknowledged.ok && acknowledged.value.isCertifiable).toBe(true);
    expect(acknowledged.ok && acknowledged.value.verdict).toBe('compliant');
    expect(acknowledged.ok && acknowledged.value.specifications[0]).toMatchObject({
      confirmed: true,
      confirmedBy: 'tick',
    });
    expect(acknowledged.ok && acknowledged.value.specificationChecklist).toEqual([
      { standardKey: 'TEST_SPEC', name: 'Peroxide spec', note: 'Peroxide value < 20 mmol/L', isAcknowledged: true },
    ]);
  });

  it.each([
    ['passes when the compound holds 0.02%', 0.02, 'pass', 'not-limited'],
    ['fails when the compound holds 0.03%, whatever the dosage', 0.03, 'fail', 'not-approved'],
  ] as const)('a fragrance-compound basis limit of 0.02% %s', (_, amount, verdict, maxDosageKind) => {
    const compoundBasis: IfraStandard = {
      key: 'TEST_COMPOUND',
      name: 'Methyl eugenol (old basis)',
      amendment: '43',
      types: ['restriction'],
      casNumbers: ['93-15-2'],
      limits: { '4': { kind: 'percent', value: percent(0.02) } },
      basis: 'fragrance-compound',
      isInPhototoxicitySum: false,
    };
    const methylEugenol: Material = {
      id: 'methyl-eugenol',
      name: 'methyl eugenol',
      kind: 'substance',
      casNumbers: ['93-15-2'],
      isFurocoumarinFree: false,
      isFoodGradeFlavour: false,
      composition: [],
    };
    const result = buildComplianceReport(buildEngine([compoundBasis], [methylEugenol]), {
      ...options,
      dosage: { basis: 'w/w', percent: 5 },
      lines: buildFormula([buildLine('methyl-eugenol', amount)]),
    });
    expect(result.ok && result.value.standards.find((standard) => standard.key === 'TEST_COMPOUND')).toMatchObject({
      verdict,
      concentration: amount,
    });
    expect(result.ok && result.value.maxDosage['4'].kind).toBe(maxDosageKind);
  });

  it.each([
    ['a see-note Standard added directly fails', 'safrole', 'fail', 'not-approved'],
    ['a see-note Standard arriving from a natural is held to the note limit', 'sassafras-like-oil', 'pass', 'limited'],
  ] as const)('%s', (_, materialId, verdict, maxDosageKind) => {
    const seeNote: IfraStandard = {
      key: 'TEST_SAFROLE',
      name: 'Safrole',
      amendment: '51',
      types: ['prohibition', 'restriction'],
      casNumbers: ['94-59-7'],
      limits: { '4': { kind: 'see-note', naturalContributionLimit: percent(0.01) } },
      basis: 'finished-product',
      isInPhototoxicitySum: false,
    };
    const safrole: Material = {
      id: 'safrole',
      name: 'safrole',
      kind: 'substance',
      casNumbers: ['94-59-7'],
      isFurocoumarinFree: false,
      isFoodGradeFlavour: false,
      composition: [],
    };
    const oil: Material = {
      ...safrole,
      id: 'sassafras-like-oil',
      kind: 'ncs',
      casNumbers: ['1111-11-1'],
      composition: [{ childMaterialId: 'safrole', maximum: 0.01 as never, source: 'ifra-annex' }],
    };
    const result = buildComplianceReport(buildEngine([seeNote], [safrole, oil]), {
      ...options,
      lines: buildFormula([buildLine(materialId, 4)]),
    });
    expect(result.ok && result.value.standards.find((standard) => standard.key === 'TEST_SAFROLE')?.verdict).toBe(
      verdict,
    );
    expect(result.ok && result.value.maxDosage['4'].kind).toBe(maxDosageKind);
  });
});

describe('the date a formula is checked at', () => {
  // IFRA 51's implementation dates (new creations 30 March 2024, existing ones 30 October 2025) only say, in a report,
  // that a deadline is still ahead (format-report-response.ts): the verdict and its failures are the same before,
  // between and after them. The kept verdict checks rely on it (ADR 075: their key holds no day).
  const citral = GOLDEN_STANDARDS.find((entry) => entry.key === 'TEST_CITRAL')!;
  const engine = buildEngine([
    {
      ...citral,
      key: 'TEST_CITRAL_DATED',
      limits: { ...citral.limits, '4': { kind: 'percent', value: percent(0.3) } },
      implementation: { newCreations: '2024-03-30', existingCreations: '2025-10-30' },
    },
  ]);
  // Citral 2 g in 100 g at 20 %: 0.4 %, within TEST_CITRAL's 0.6 % and over the dated 0.3 %.
  const checkAt = (asOf: string | undefined) => {
    const result = buildComplianceReport(engine, {
      ...options,
      lines: [buildLine('citral', 2), buildLine('dpg', 98)],
      ...(asOf ? { asOf } : {}),
    });
    if (!result.ok) throw new Error(result.errors[0]?.kind);
    return { verdict: result.value.verdict, failures: result.value.failures };
  };

  it.each(['2024-03-29', '2024-03-30', '2025-10-29', '2025-10-30', '2026-12-03', undefined])(
    'gives the same verdict and failures at %s as long before the dates',
    (asOf) => {
      const before = checkAt('2020-01-01');
      expect(before.verdict).toBe('not-compliant');
      expect(before.failures.map((failure) => failure.kind === 'ifra-limit' && failure.standardKey)).toContain(
        'TEST_CITRAL_DATED',
      );
      expect(checkAt(asOf)).toEqual(before);
    },
  );
});
