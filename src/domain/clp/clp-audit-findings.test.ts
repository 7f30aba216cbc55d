import { describe, expect, it } from 'vitest';
import { classify, ingredient } from '../../../tests/fixtures/clp-mixture-fixtures.ts';
import { findElicitationLimit } from './classify-sensitisation.ts';
import { dropRedundantCodes } from './build-clp-label.ts';

/**
 * Rules the session-13 audit of issue 31 found the engine reading differently from Regulation (EC) No 1272/2008
 * Annex I (as amended up to ATP 21). Expected values are worked by hand from the clause named in each title.
 */

describe('elicitation limit (EUH208, Annex II 2.8): Annex I Table 3.4.6 and its note 1', () => {
  it.each([
    // Table 3.4.6: Skin Sens. 1 and 1B ≥ 0.1 %, 1A ≥ 0.01 %.
    ['Category 1, no SCL → 0.1 %', '1', null, 0.1],
    ['1B, no SCL → 0.1 %', '1B', null, 0.1],
    ['1A, no SCL → 0.01 %', '1A', null, 0.01],
    // Note 1: "for sensitising substances with specific concentration limit lower than 0.1 %", a tenth of the SCL.
    ['1A with SCL 0.01 % (cinnamal, isoeugenol) → 0.001 %', '1A', 0.01, 0.001],
    ['Category 1 with SCL 0.0015 % → 0.00015 %', '1', 0.0015, 0.00015],
    // An SCL of 0.1 % or more is not "lower than 0.1 %": the table's value stands.
    ['Category 1 with SCL 0.1 % → 0.1 %', '1', 0.1, 0.1],
    ['Category 1 with SCL 0.5 % → 0.1 %, not 0.05 %', '1', 0.5, 0.1],
    ['Category 1 with SCL 2 % → 0.1 %, not 0.2 %', '1', 2, 0.1],
  ] as const)('%s', (_name, category, scl, expected) => {
    expect(findElicitationLimit(category, scl)).toBeCloseTo(expected, 12);
  });

  it.each([
    ['SCL 2 % at 0.15 %: not classified (< 2 %), named by EUH208 (≥ 0.1 %)', 2, 0.15, ['EUH208']],
    ['SCL 2 % at 0.099 %: below 0.1 %, nothing', 2, 0.099, []],
    ['SCL 0.5 % at 0.06 %: below 0.1 %, nothing (a tenth of the SCL would have named it)', 0.5, 0.06, []],
    ['SCL 0.5 % at 0.1 %: EUH208', 0.5, 0.1, ['EUH208']],
  ] as const)('%s', (_name, scl, percent, supplemental) => {
    const { codes, label } = classify([
      ingredient('S', percent, ['Skin Sens. 1; H317'], { scl: [`Skin Sens. 1; H317: C ≥ ${scl} %`] }),
    ]);
    expect(codes).toEqual([]);
    expect(label.supplementalStatements.map((statement) => statement.code)).toEqual(supplemental);
  });
});

describe('skin corrosion sub-category of a mixture: Annex I Table 3.2.3 and its note (Regulation (EU) 2016/918)', () => {
  it.each([
    ['1A 5 % → 1A', [['Skin Corr. 1A; H314', 5]], '1A'],
    [
      '1A 3 % + 1B 2 %: Σ 1A = 3 < 5, Σ 1A + 1B = 5 → 1B',
      [
        ['Skin Corr. 1A; H314', 3],
        ['Skin Corr. 1B; H314', 2],
      ],
      '1B',
    ],
    [
      '1A 2 % + 1C 3 %: Σ 1A + 1B = 2 < 5, all = 5 → 1C',
      [
        ['Skin Corr. 1A; H314', 2],
        ['Skin Corr. 1C; H314', 3],
      ],
      '1C',
    ],
    [
      '1B 4 % + 1C 1 % → 1C',
      [
        ['Skin Corr. 1B; H314', 4],
        ['Skin Corr. 1C; H314', 1],
      ],
      '1C',
    ],
    // "Where at least one relevant ingredient … is classified as Category 1 without sub-categorisation, the mixture
    // shall be classified as Category 1 without sub-categorisation."
    [
      '1A 4 % + Category 1 1 % → 1',
      [
        ['Skin Corr. 1A; H314', 4],
        ['Skin Corr. 1; H314', 1],
      ],
      '1',
    ],
  ] as const)('%s', (_name, rows, category) => {
    const { codes } = classify(rows.map(([c, p], index) => ingredient(`I${index}`, p, [c])));
    expect(codes).toEqual([`Skin Corr. ${category}; H314`, 'Eye Dam. 1; H318']);
  });
});

describe("STOT SE/RE: a lower category's Annex VI SCL replaces the generic 1 % (Article 10; Table 3.8.3)", () => {
  // Methanol 603-001-00-X: STOT SE 1; H370: C ≥ 10 %; STOT SE 2; H371: 3 % ≤ C < 10 %.
  const methanol = (percent: number) =>
    ingredient('methanol', percent, ['STOT SE 1; H370'], {
      scl: ['STOT SE 1; H370: C ≥ 10 %', 'STOT SE 2; H371: 3 % ≤ C < 10 %'],
    });
  it.each([
    ['10 % → STOT SE 1', 10, ['STOT SE 1; H370']],
    ['9.99 % → STOT SE 2', 9.99, ['STOT SE 2; H371']],
    ['3 % → STOT SE 2', 3, ['STOT SE 2; H371']],
    ['2.99 % → not classified (the generic 1 % gives way to the SCL)', 2.99, []],
  ] as const)('%s', (_name, percent, expected) => {
    expect(classify([methanol(percent)]).codes).toEqual(expected);
  });

  it('without an SCL the generic limits stand: STOT SE 1 at 1 % → STOT SE 2 (Table 3.8.3)', () => {
    expect(classify([ingredient('x', 1, ['STOT SE 1; H370'])]).codes).toEqual(['STOT SE 2; H371']);
  });
});

describe('P statements: Article 28(1) (no clearly redundant statement) and Annex IV Part 1 (aspiration: P301+P310, P331)', () => {
  it.each([
    [
      ['P101', 'P102', 'P301+P310', 'P210', 'P301+P312', 'P261'],
      ['P101', 'P102', 'P301+P310', 'P210', 'P261'],
    ],
    [
      ['P310', 'P312', 'P280'],
      ['P310', 'P280'],
    ],
    [
      ['P312', 'P280'],
      ['P312', 'P280'],
    ],
    [['P260', 'P261'], ['P260']],
    [['P333+P313', 'P332+P313'], ['P333+P313']],
    [
      ['P102', 'P301+P310', 'P210', 'P261', 'P273', 'P331'],
      ['P102', 'P301+P310', 'P331', 'P210', 'P261', 'P273'],
    ],
  ])('%j → %j', (codes, expected) => {
    expect(dropRedundantCodes(codes)).toEqual(expected);
  });

  it('alpha-terpinene-like blend to the public: P301+P310 with P331, without P301+P312 beside it', () => {
    // Asp. Tox. 1 (P301+P310, P331), Acute Tox. 4 oral (P301+P312, P270), Flam. Liq. 3 (P210), Skin Sens. 1 (P261…).
    const { label } = classify(
      [
        ingredient('terpene', 70, ['Asp. Tox. 1; H304', 'Acute Tox. 4; H302', 'Skin Sens. 1; H317'], {
          ate: { oral: 1000 },
        }),
      ],
      { productForm: 'essentialOilBlend', measured: { flashPointC: 50, kinematicViscosity40C: 2 } },
    );
    const codes = label.precautionaryStatements.map((statement) => statement.code);
    expect(codes).toEqual(['P101', 'P102', 'P210', 'P261', 'P301+P310', 'P331']);
    expect(label.precautionaryStatementsOmitted.map((statement) => statement.code)).not.toContain('P301+P312');
  });
});

describe('aspiration with an undescribed base of a liquid article: Annex I 3.10.3.3.1.1', () => {
  const base = (percent: number) => ({ ...ingredient('base', percent, [], { hasData: false }), part: 'base' as const });
  const measured = (kinematicViscosity40C?: number) => ({ flashPointC: 70, kinematicViscosity40C });
  it.each([
    [
      '80 % unknown base, no viscosity → undetermined (base, viscosity)',
      [base(80)],
      measured(),
      ['base', 'kinematicViscosity40C'],
    ],
    ['80 % unknown base at 3 mm²/s → undetermined (base)', [base(80)], measured(3), ['base']],
    ['80 % unknown base at 25 mm²/s > 20.5 → decided: not classified', [base(80)], measured(25), null],
    [
      '5 % unknown base + 4 % Asp. Tox. 1 = 9 % < 10 → decided',
      [base(5), ingredient('h', 4, ['Asp. Tox. 1; H304'])],
      measured(),
      null,
    ],
    [
      '6 % unknown base + 4 % Asp. Tox. 1 = 10 % → undetermined',
      [base(6), ingredient('h', 4, ['Asp. Tox. 1; H304'])],
      measured(3),
      ['base'],
    ],
  ] as const)('%s', (_name, ingredients, measuredValues, missing) => {
    const { result } = classify([...ingredients], { productForm: 'reedDiffuser', measured: measuredValues });
    expect(result.classification).toEqual([]);
    expect(result.undetermined.map((entry) => entry.missing)).toEqual(missing ? [missing] : []);
  });

  it('a described base (declared not classified) decides it: nothing undetermined', () => {
    const described = { ...ingredient('DPG', 80, []), part: 'base' as const };
    expect(classify([described], { productForm: 'reedDiffuser' }).result.undetermined).toEqual([]);
  });
});
