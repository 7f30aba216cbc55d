import { describe, expect, it } from 'vitest';
import type { Fraction, Grams } from '../shared/units.ts';
import type { FormulaEdit } from './apply-formula-edit.ts';
import { applyFormulaEdit, createFormulaTotals } from './apply-formula-edit.ts';
import { buildBenchmarkFormula } from './bench-fixtures.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceOptions } from './check-formula-totals.ts';
import { checkFormulaTotals } from './check-formula-totals.ts';
import { createComplianceEngine } from './create-compliance-engine.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import type { FormulaLine, IfraLimit, IfraStandard, Material } from './regulatory-model.ts';
import { expectSameReport } from '../../../tests/fixtures/expect-same-report.ts';
import {
  buildLine,
  fraction,
  GOLDEN_DATA,
  GOLDEN_MATERIALS,
  GOLDEN_STANDARDS,
  percent,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';

/**
 * TEST FIXTURES, not IFRA data: two Standards sharing one limit (the oakmoss/treemoss pattern, STD_067 and STD_080)
 * with a made-up 0.1 % in every category, and bases bringing them and the phototoxic oils, so edits reach a group
 * and a sum through naturals and bases. These tests compare the incremental path with a full recompute only.
 */
const everyCategory = (limit: IfraLimit) => Object.fromEntries(IFRA_CATEGORIES.map((category) => [category, limit]));
const mossStandard = (key: string, cas: string, partner: string): IfraStandard => ({
  key,
  name: key,
  amendment: 'test',
  types: ['restriction'],
  casNumbers: [cas],
  limits: everyCategory({ kind: 'percent', value: percent(0.1) }),
  basis: 'finished-product',
  isInPhototoxicitySum: false,
  sharesLimitWith: [partner],
});
const material = (id: string, kind: Material['kind'], casNumbers: string[], rows: [string, number][] = []) => ({
  id,
  name: id,
  kind,
  casNumbers,
  isFurocoumarinFree: false,
  isFoodGradeFlavour: false,
  composition: rows.map(([childMaterialId, share]) => ({
    childMaterialId,
    maximum: fraction(share),
    source: 'ifra-annex' as const,
  })),
});
const engine = createComplianceEngine({
  regulatoryData: {
    ...GOLDEN_DATA,
    ifraStandards: [
      ...GOLDEN_STANDARDS,
      mossStandard('TEST_OAKMOSS', '90028-68-5', 'TEST_TREEMOSS'),
      mossStandard('TEST_TREEMOSS', '90028-67-4', 'TEST_OAKMOSS'),
    ],
  },
  materials: new Map(
    [
      ...GOLDEN_MATERIALS,
      material('oakmoss-absolute', 'ncs', ['90028-68-5']),
      material('treemoss-absolute', 'ncs', ['90028-67-4']),
      material(
        'moss-base',
        'base-accord',
        [],
        [
          ['oakmoss-absolute', 0.2],
          ['treemoss-absolute', 0.1],
          ['dpg', 0.7],
        ],
      ),
      material(
        'citrus-accord',
        'base-accord',
        [],
        [
          ['bergamot-oil-expressed', 0.3],
          ['lemon-oil-cold-pressed', 0.2],
          ['dpg', 0.5],
        ],
      ),
    ].map((entry) => [entry.id, entry]),
  ),
});

const START: readonly FormulaLine[] = [
  buildLine('citral', 2),
  buildLine('litsea-cubeba-oil', 5),
  buildLine('rose-oil', 3),
  buildLine('bergamot-oil-expressed', 2, { purity: fraction(0.5), diluentMaterialId: 'dpg' }),
  buildLine('moss-base', 4),
  buildLine('citrus-accord', 6),
  buildLine('oakmoss-absolute', 0.5, { purity: fraction(0.1), diluentMaterialId: 'dpg' }),
  buildLine('treemoss-absolute', 0.2),
  buildLine('dpg', 77.3),
];
const idOf = (materialId: string) => `${materialId}-line`;
const replace = (materialId: string, change: Partial<FormulaLine>): FormulaEdit => {
  const line = START.find((entry) => entry.materialId === materialId);
  if (!line) throw new Error(`no ${materialId} line`);
  const { purity: _purity, diluentMaterialId: _diluent, ...bare } = line;
  return { kind: 'replace-line', line: { ...('purity' in change ? bare : line), ...change } as FormulaLine };
};

/** Applies an edit to the plain line list, as the full recompute will see it. */
function editLines(lines: readonly FormulaLine[], edit: FormulaEdit): FormulaLine[] {
  if (edit.kind === 'add-line') return [...lines, edit.line];
  if (edit.kind === 'remove-line') return lines.filter((line) => line.lineId !== edit.lineId);
  return lines.map((line) => {
    if (edit.kind === 'replace-line') return line.lineId === edit.line.lineId ? edit.line : line;
    if (line.lineId !== edit.lineId) return line;
    return edit.kind === 'change-grams' ? { ...line, grams: edit.grams } : { ...line, materialId: edit.materialId };
  });
}

const options: ComplianceOptions = { category: '4', dosage: { basis: 'w/w', percent: 20 } };

describe('a re-check after one edit equals a full recompute exactly', () => {
  it.each<[string, FormulaEdit, string]>([
    [
      'an amount edit on a natural bringing a group Standard',
      { kind: 'change-grams', lineId: idOf('litsea-cubeba-oil'), grams: 7.25 as Grams },
      'TEST_CITRAL',
    ],
    [
      'an amount edit on a base bringing a shared-limit group',
      { kind: 'change-grams', lineId: idOf('moss-base'), grams: 9.1 as Grams },
      'TEST_OAKMOSS',
    ],
    [
      'an amount to 0 g',
      { kind: 'change-grams', lineId: idOf('treemoss-absolute'), grams: 0 as Grams },
      'TEST_OAKMOSS',
    ],
    [
      'a material change from a substance to a natural',
      { kind: 'change-material', lineId: idOf('citral'), materialId: 'rose-oil' },
      'TEST_CITRAL',
    ],
    [
      'a material change into a base of the phototoxicity sum',
      { kind: 'change-material', lineId: idOf('rose-oil'), materialId: 'citrus-accord' },
      'TEST_BERGAMOT',
    ],
    ['a line removed', { kind: 'remove-line', lineId: idOf('bergamot-oil-expressed') }, 'TEST_LEMON'],
    [
      'a line added',
      { kind: 'add-line', line: buildLine('lemon-oil-cold-pressed', 1.5, { lineId: 'new' }) },
      'TEST_LEMON',
    ],
    [
      'a dilution changed',
      replace('bergamot-oil-expressed', { purity: 0.25 as Fraction, diluentMaterialId: 'dpg' }),
      'TEST_BERGAMOT',
    ],
    ['a solvent removed (neat again)', replace('oakmoss-absolute', { purity: undefined }), 'TEST_OAKMOSS'],
    ['a line excluded', replace('moss-base', { isExcluded: true }), 'TEST_TREEMOSS'],
  ])('%s', (_, edit, touchedStandard) => {
    const totals = createFormulaTotals(engine, START);
    if (!totals.ok) throw new Error('the start formula must build');
    checkFormulaTotals(engine, totals.value, options);
    expect(applyFormulaEdit(engine, totals.value, edit).ok).toBe(true);
    const incremental = checkFormulaTotals(engine, totals.value, options);
    const full = buildComplianceReport(engine, { ...options, lines: editLines(START, edit) });
    if (!incremental.ok || !full.ok) throw new Error('both reports must build');
    // The case reaches what it names: the Standard is in the report, and the moss pair is summed as a group.
    expect(full.value.standards.map((standard) => standard.key)).toContain(touchedStandard);
    expect(full.value.categories['4'].sharedLimits.length).toBeGreaterThan(0);
    expectSameReport(incremental.value, full.value);
    // What a certificate prints: every category's maximum, compared as objects (no tolerance).
    expect(incremental.value.maxDosage).toEqual(full.value.maxDosage);
  });

  it('2,000 random edits of a 300-line formula leave no float drift: M_S, W, every maximum and the report (order included) are identical', () => {
    const { engine: benchEngine, lines: start, options: benchOptions } = buildBenchmarkFormula(51, 300);
    const totals = createFormulaTotals(benchEngine, start);
    if (!totals.ok) throw new Error('the benchmark formula must build');
    let lines = [...start];
    let seed = 11;
    const random = () => (seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0) / 4_294_967_296;
    const materialIds = [...new Set(start.map((line) => line.materialId))];
    for (let step = 0; step < 2_000; step++) {
      const line = lines[Math.floor(random() * lines.length)] as FormulaLine;
      const edit: FormulaEdit =
        random() < 0.7
          ? { kind: 'change-grams', lineId: line.lineId, grams: (random() * 5) as Grams }
          : {
              kind: 'change-material',
              lineId: line.lineId,
              materialId: materialIds[Math.floor(random() * 97) % materialIds.length] as string,
            };
      expect(applyFormulaEdit(benchEngine, totals.value, edit).ok).toBe(true);
      lines = editLines(lines, edit);
    }
    const full = createFormulaTotals(benchEngine, lines);
    if (!full.ok) throw new Error('the edited formula must build');
    expect(totals.value.totalGrams).toBe(full.value.totalGrams);
    expect(Array.from(totals.value.subjectAmounts)).toEqual(Array.from(full.value.subjectAmounts));
    const reportOptions = { ...benchOptions, includeLineHeadroom: true };
    const incremental = checkFormulaTotals(benchEngine, totals.value, reportOptions);
    const recomputed = checkFormulaTotals(benchEngine, full.value, reportOptions);
    if (!incremental.ok || !recomputed.ok) throw new Error('both reports must build');
    expect(incremental.value.maxDosage).toEqual(recomputed.value.maxDosage);
    // Order included, every field but the warnings (listed in the order the edits met them) is identical.
    const { warnings, ...rest } = incremental.value;
    const { warnings: recomputedWarnings, ...recomputedRest } = recomputed.value;
    expect(rest).toEqual(recomputedRest);
    expectSameReport(warnings, recomputedWarnings, 'warnings');
  });

  it('every report along 100 edits of a 300-line formula equals a full recompute (members and CAS kept by the edits)', () => {
    const { engine: benchEngine, lines: start, options: benchOptions } = buildBenchmarkFormula(51, 300);
    const totals = createFormulaTotals(benchEngine, start);
    if (!totals.ok) throw new Error('the benchmark formula must build');
    let lines = [...start];
    let seed = 5;
    const random = () => (seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0) / 4_294_967_296;
    const materialIds = [...new Set(start.map((line) => line.materialId))];
    const reportOptions = { ...benchOptions, categoryDetail: 'selected' as const };
    for (let step = 0; step < 100; step++) {
      const line = lines[Math.floor(random() * lines.length)] as FormulaLine;
      const roll = random();
      const edit: FormulaEdit =
        roll < 0.6
          ? { kind: 'change-grams', lineId: line.lineId, grams: (0.01 + random() * 5) as Grams }
          : roll < 0.9
            ? {
                kind: 'change-material',
                lineId: line.lineId,
                materialId: materialIds[step % materialIds.length] as string,
              }
            : { kind: 'remove-line', lineId: line.lineId };
      expect(applyFormulaEdit(benchEngine, totals.value, edit).ok).toBe(true);
      lines = editLines(lines, edit);
      const incremental = checkFormulaTotals(benchEngine, totals.value, reportOptions);
      const full = createFormulaTotals(benchEngine, lines);
      if (!incremental.ok || !full.ok) throw new Error('both must build');
      const recomputed = checkFormulaTotals(benchEngine, full.value, reportOptions);
      if (!recomputed.ok) throw new Error('the full report must build');
      // Warnings list their lines in the order edits met them; everything else, order included, is identical.
      const { warnings, ...rest } = incremental.value;
      const { warnings: recomputedWarnings, ...recomputedRest } = recomputed.value;
      // JSON first (fast; a double prints as the shortest text that reads back to it, so no tolerance), toEqual to
      // show a difference.
      if (JSON.stringify(rest) !== JSON.stringify(recomputedRest)) expect(rest).toEqual(recomputedRest);
      expectSameReport(warnings, recomputedWarnings, 'warnings');
    }
  }, 20_000);

  it('line headroom kept per line follows a line whose material is changed in place', () => {
    const line: FormulaLine = { ...buildLine('litsea-cubeba-oil', 5) };
    const others = START.filter((entry) => entry.materialId !== 'litsea-cubeba-oil');
    const report = () => buildComplianceReport(engine, { ...options, lines: [...others, line] });
    const before = report();
    Object.assign(line, { materialId: 'rose-oil' });
    const after = report();
    const fresh = buildComplianceReport(engine, { ...options, lines: [...others, { ...line }] });
    if (!before.ok || !after.ok || !fresh.ok) throw new Error('the reports must build');
    expect(after.value.lineHeadroom).toEqual(fresh.value.lineHeadroom);
    expect(after.value.lineHeadroom).not.toEqual(before.value.lineHeadroom);
  });
});
