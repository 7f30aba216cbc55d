import { describe, expect, it } from 'vitest';
import {
  buildFormula,
  buildGoldenEngine,
  buildLine,
  fraction,
  grams,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';
import {
  applyFormulaEdit,
  createEmptyFormulaTotals,
  createFormulaTotals,
  fillFreshFormulaTotals,
} from '../regulatory/apply-formula-edit.ts';
import { buildBenchmarkFormula } from '../regulatory/bench-fixtures.ts';
import { checkFormulaTotals } from '../regulatory/check-formula-totals.ts';
import type { ComplianceEngine } from '../regulatory/create-compliance-engine.ts';
import type { FormulaLine } from '../regulatory/regulatory-model.ts';
import { UNMATCHED_MATERIAL } from './build-compliance-lines.ts';
import { composeTechnicalSummary } from './compose-technical-summary.ts';
import {
  describeAllergenGaps,
  describeFailure,
  formatConcentration,
  listFailingMaterials,
} from './describe-compliance-failures.ts';
import { createEmptyRow, DEFAULT_FINISHED_PRODUCT, type FormulaRow } from './formula-row.ts';
import {
  addFormulaLines,
  buildLiveComplianceOptions,
  createLiveComplianceTotals,
  MIN_LINES_TO_REFILL,
  prepareTotalsForEdits,
  runLiveCompliance,
  syncFormulaTotals,
} from './sync-live-compliance.ts';

const engine = buildGoldenEngine([UNMATCHED_MATERIAL]);
const row = (id: string, materialId: string, amount: number): FormulaRow => ({
  ...createEmptyRow(id),
  materialId,
  name: materialId,
  amount,
});
const gramsOf = (rows: readonly FormulaRow[]) => new Map(rows.map((entry) => [entry.id, entry.amount]));

describe('syncFormulaTotals', () => {
  it('applies only the edits that changed and ends where a full recompute ends', () => {
    const totals = createLiveComplianceTotals(engine);
    expect(syncFormulaTotals(engine, totals, buildFormula([buildLine('citral', 2)]))).toBe(2);
    expect(syncFormulaTotals(engine, totals, buildFormula([buildLine('citral', 2)]))).toBe(0);
    const next = buildFormula([buildLine('citral', 5), buildLine('rose-oil', 3)]);
    expect(syncFormulaTotals(engine, totals, next)).toBe(3);
    const full = createFormulaTotals(engine, next);
    if (!full.ok) throw new Error('rejected');
    expect(totals.totalGrams).toBeCloseTo(full.value.totalGrams, 12);
    expect([...totals.subjectAmounts].map((value) => Number(value.toFixed(12)))).toEqual(
      [...full.value.subjectAmounts].map((value) => Number(value.toFixed(12))),
    );
    expect(syncFormulaTotals(engine, totals, [])).toBe(3);
    expect(totals.totalGrams).toBe(0);
  });
});

// A formula opened (or a new engine) fills fresh totals in one pass; every later edit is incremental. The one-pass
// totals must check exactly as the totals of one edit per line, which the engine proves equal to a full recompute
// (compliance-rules.md §6): the same report, and the same report after the next edits.
describe('syncFormulaTotals on fresh totals: one pass, the report of one edit per line', () => {
  const oneEditPerLine = (on: ComplianceEngine, lines: readonly FormulaLine[]) => {
    const totals = createLiveComplianceTotals(on);
    addFormulaLines(on, totals, lines);
    return totals;
  };
  const options = buildLiveComplianceOptions(DEFAULT_FINISHED_PRODUCT);
  const t3AndSecondCitral = buildFormula([
    buildLine('citral', 2),
    buildLine('litsea-cubeba-oil', 5),
    buildLine('rose-oil', 3),
    buildLine('citral', 1, { lineId: 'second' }),
  ]);
  const cases: [string, FormulaLine[]][] = [
    ['T3 with a second citral line', t3AndSecondCitral],
    [
      'an excluded line, a diluted one and one of 0 g',
      buildFormula([
        buildLine('citral', 4, { purity: fraction(0.1), diluentMaterialId: 'dpg', lineId: 'diluted' }),
        buildLine('rose-oil', 3, { isExcluded: true, lineId: 'left-out' }),
        buildLine('litsea-cubeba-oil', 0, { lineId: 'empty' }),
        buildLine('bergamot-oil-expressed', 2),
      ]),
    ],
    [
      'a line the engine rejects (negative grams) among good ones',
      [...t3AndSecondCitral, { lineId: 'negative', materialId: 'citral', grams: -1 as FormulaLine['grams'] }],
    ],
    [
      'two lines with one id (the last counts, where the first stood)',
      [...t3AndSecondCitral, { ...t3AndSecondCitral[0]!, grams: grams(7) }],
    ],
  ];

  it.each(cases)('%s', (_, lines) => {
    const filled = createLiveComplianceTotals(engine);
    syncFormulaTotals(engine, filled, lines);
    const added = oneEditPerLine(engine, lines);
    expect(filled.hasContributions).toBe(false);
    expect(checkFormulaTotals(engine, filled, options)).toEqual(checkFormulaTotals(engine, added, options));

    // The next edits: an amount changed, a line removed, a line added.
    const [first, , ...rest] = lines;
    const edited = [
      { ...first!, grams: grams(first!.grams + 1.5) },
      ...rest,
      buildLine('rose-oil', 0.5, { lineId: 'new' }),
    ];
    syncFormulaTotals(engine, filled, edited);
    syncFormulaTotals(engine, added, edited);
    expect(checkFormulaTotals(engine, filled, options)).toEqual(checkFormulaTotals(engine, added, options));
  });

  it('600 lines of naturals and restricted materials (the bench formula): the same report, then after an edit', () => {
    const bench = buildBenchmarkFormula(51, 600);
    const filled = createLiveComplianceTotals(bench.engine);
    expect(syncFormulaTotals(bench.engine, filled, bench.lines)).toBe(600);
    const added = oneEditPerLine(bench.engine, bench.lines);
    const report = checkFormulaTotals(bench.engine, filled, bench.options);
    expect(report.ok).toBe(true);
    expect(report).toEqual(checkFormulaTotals(bench.engine, added, bench.options));
    const edited = bench.lines.map((line, index) => (index === 300 ? { ...line, grams: grams(line.grams * 3) } : line));
    syncFormulaTotals(bench.engine, filled, edited);
    syncFormulaTotals(bench.engine, added, edited);
    expect(checkFormulaTotals(bench.engine, filled, bench.options)).toEqual(
      checkFormulaTotals(bench.engine, added, bench.options),
    );
  });

  it('returns the errors of the lines it left out, and fills only fresh totals', () => {
    const totals = createEmptyFormulaTotals(engine);
    const errors = fillFreshFormulaTotals(engine, totals, cases[2]![1]);
    expect(errors).toEqual([expect.objectContaining({ kind: 'invalid-grams', lineId: 'negative' })]);
    expect(totals.lines.has('negative')).toBe(false);
    expect(() => fillFreshFormulaTotals(engine, totals, t3AndSecondCitral)).toThrow(/fresh totals/);
  });
});

// Most lines changed at once (a formula scaled, a long paste): the totals are refilled in place in one pass, and
// check exactly as the same changes applied one edit at a time.
describe('syncFormulaTotals when most lines change at once', () => {
  const bench = buildBenchmarkFormula(51, 600);
  const prepared = () => {
    const totals = createLiveComplianceTotals(bench.engine);
    syncFormulaTotals(bench.engine, totals, bench.lines);
    prepareTotalsForEdits(totals);
    return totals;
  };
  const scaled = bench.lines.map((line) => ({ ...line, grams: grams(line.grams * 2.5) }));
  const pasted = [
    ...bench.lines.slice(0, 400),
    ...bench.lines.slice(0, 200).map((line, index) => ({ ...line, lineId: `pasted-${index}` })),
  ];
  it.each([
    ['every amount scaled by 2.5', scaled, 600],
    ['200 lines replaced by a paste of 200 others', pasted, 400],
  ] as const)('%s: refilled, the report of one edit per change', (_, next, changes) => {
    const refilled = prepared();
    expect(syncFormulaTotals(bench.engine, refilled, next)).toBe(changes);
    expect(refilled.hasContributions).toBe(false);
    const edited = prepared();
    for (const lineId of [...edited.lines.keys()])
      if (!next.some((line) => line.lineId === lineId))
        applyFormulaEdit(bench.engine, edited, { kind: 'remove-line', lineId });
    addFormulaLines(bench.engine, edited, next);
    expect(checkFormulaTotals(bench.engine, refilled, bench.options)).toEqual(
      checkFormulaTotals(bench.engine, edited, bench.options),
    );
  });

  it('a few lines changed are edited, not refilled', () => {
    const totals = prepared();
    const fewChanged = bench.lines.map((line, index) =>
      index < MIN_LINES_TO_REFILL - 1 ? { ...line, grams: grams(line.grams + 1) } : line,
    );
    expect(syncFormulaTotals(bench.engine, totals, fewChanged)).toBe(MIN_LINES_TO_REFILL - 1);
    expect(totals.hasContributions).toBe(true);
  });
});

describe('addFormulaLines: the first totals built a slice of lines at a time', () => {
  // T3 (citral 2 g, litsea 5 g, rose oil 3 g, DPG to 100 g) with a second citral line: five lines.
  const lines = buildFormula([
    buildLine('citral', 2),
    buildLine('litsea-cubeba-oil', 5),
    buildLine('rose-oil', 3),
    buildLine('citral', 1, { lineId: 'second' }),
  ]);
  const full = createFormulaTotals(engine, lines);
  if (!full.ok) throw new Error('rejected');
  const rounded = (values: Iterable<number>) => [...values].map((value) => Number(value.toFixed(12)));

  it.each([
    ['one line at a time', 1],
    ['two lines at a time (the last slice shorter)', 2],
    ['all the lines at once', 5],
  ])('%s: the same totals as a full recompute, and nothing left for syncFormulaTotals', (_, size) => {
    const totals = createLiveComplianceTotals(engine);
    let edits = 0;
    for (let start = 0; start < lines.length; start += size)
      edits += addFormulaLines(engine, totals, lines.slice(start, start + size));
    expect(edits).toBe(lines.length);
    expect(totals.lines.size).toBe(lines.length);
    expect(totals.totalGrams).toBeCloseTo(full.value.totalGrams, 12);
    expect(rounded(totals.subjectAmounts)).toEqual(rounded(full.value.subjectAmounts));
    expect(syncFormulaTotals(engine, totals, lines)).toBe(0);
  });

  it('leaves lines it is not given, replaces a changed one and skips an unchanged one', () => {
    const totals = createLiveComplianceTotals(engine);
    addFormulaLines(engine, totals, lines);
    const changed = { ...lines[1]!, grams: grams(lines[1]!.grams * 2) };
    expect(addFormulaLines(engine, totals, [lines[0]!, changed])).toBe(1);
    expect(totals.lines.size).toBe(lines.length);
    expect(totals.lines.get(changed.lineId)).toEqual(changed);
  });
});

describe('runLiveCompliance', () => {
  const product = { ...DEFAULT_FINISHED_PRODUCT };
  it.each([
    ['citral 2 g in 100 g', [row('a', 'citral', 2), row('b', 'dpg', 98)], 'compliant'],
    ['citral 40 g in 100 g', [row('a', 'citral', 40), row('b', 'dpg', 60)], 'not-compliant'],
    [
      'a line not in the library',
      [row('a', 'citral', 2), { ...createEmptyRow('c'), name: 'My secret base', amount: 98 }],
      'cannot-be-verified',
    ],
  ] as const)('%s reads %s', (_, rows, verdict) => {
    const result = runLiveCompliance({
      engine,
      totals: createLiveComplianceTotals(engine),
      rows,
      gramsByRowId: gramsOf(rows),
      product,
    });
    expect(result.state === 'ready' && result.report.verdict).toBe(verdict);
  });

  it('an empty formula is empty, not a verdict', () => {
    expect(
      runLiveCompliance({
        engine,
        totals: createLiveComplianceTotals(engine),
        rows: [],
        gramsByRowId: new Map(),
        product,
      }).state,
    ).toBe('empty');
  });

  it('the market decides whether Annex II counts', () => {
    const rows = [row('a', 'citral', 0.5), row('b', 'dpg', 99.5)];
    const result = runLiveCompliance({
      engine,
      totals: createLiveComplianceTotals(engine),
      rows,
      gramsByRowId: gramsOf(rows),
      product: { ...product, markets: ['US'] },
    });
    expect(result.state === 'ready' && result.report.markets).toEqual(['US']);
  });
});

describe('failures, gaps and the technical summary', () => {
  const rows = [row('a', 'citral', 40), row('b', 'dpg', 60)];
  const result = runLiveCompliance({
    engine,
    totals: createLiveComplianceTotals(engine),
    rows,
    gramsByRowId: gramsOf(rows),
    product: DEFAULT_FINISHED_PRODUCT,
  });
  if (result.state !== 'ready') throw new Error('not ready');
  const { report } = result;

  it('a failing limit names the Standard, its concentration against the limit and the line that brings it', () => {
    const [failure] = report.failures;
    if (!failure) throw new Error('no failure');
    expect(describeFailure(failure, (lineId) => (lineId === 'a' ? 1 : null))).toEqual({
      title: 'Citral 8.00% in the product, limit 0.6%',
      source: 'IFRA Standard Citral',
      members: ['citral (line 1) 8.00%'],
    });
    expect(listFailingMaterials(report)).toEqual(['citral']);
  });

  it('names each failing material once, the phototoxicity Standards only when no line names them', () => {
    const member = (materialName: string) => ({
      lineId: 'x',
      materialId: materialName,
      materialName,
      lotId: null,
      concentration: 1,
    });
    const standard = (name: string) => ({ standardKey: name, name, concentration: 1, limit: 1, ratio: 1 });
    const failures = [
      {
        kind: 'ifra-limit' as const,
        standardKey: 'B',
        name: 'Bergamot oil expressed',
        concentration: 1,
        limit: 0.4,
        members: [member('Bergamot oil, expressed')],
      },
      {
        kind: 'phototoxicity-sum' as const,
        sumOfRatios: 1.5,
        members: [standard('Bergamot oil expressed'), standard('Lime oil expressed')],
      },
    ];
    expect(listFailingMaterials({ failures })).toEqual(['Bergamot oil, expressed', 'Lime oil expressed']);
  });

  it.each([
    [8, '8.00%'],
    [0.0761234, '0.0761%'],
    [0, '0%'],
  ])('formats %s as %s', (value, text) => expect(formatConcentration(value)).toBe(text));

  it('names the naturals whose allergens are unknown', () => {
    expect(describeAllergenGaps([{ materialId: 'b', materialName: 'bergamot oil', lineIds: ['x'] }])).toMatch(
      /^Allergens cannot be verified: add the allergen declaration of your bergamot oil/,
    );
    expect(describeAllergenGaps([])).toBeNull();
  });

  it('the technical summary says the verdict and why, never "not ifra compliant" without a reason', () => {
    const summary = composeTechnicalSummary({
      name: 'Trial',
      ingredientCount: 2,
      totalGrams: 100,
      product: DEFAULT_FINISHED_PRODUCT,
      analysis: { families: [], pyramid: { top: 0, heart: 0, base: 0, unknown: 100 } },
      report,
    });
    expect(summary).toContain('category 4 at 20.00%: not compliant.');
    expect(summary).toContain('- Citral 8.00% in the product, limit 0.6% (IFRA Standard Citral): citral 8.00%.');
    expect(summary).toContain('Max dosage in category 4: 1.50%.');
  });
});
