import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fraction, Grams } from '../shared/units.ts';
import type { FormulaEdit } from './apply-formula-edit.ts';
import { applyFormulaEdit, createEmptyFormulaTotals, createFormulaTotals } from './apply-formula-edit.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceOptions } from './check-formula-totals.ts';
import { checkFormulaTotals } from './check-formula-totals.ts';
import {
  buildArbitraryLine,
  FIXTURE_MATERIAL_IDS,
  gramsArbitrary,
  lineBodyArbitrary,
} from '../../../tests/fixtures/formula-arbitraries.ts';
import { buildGoldenEngine, buildLine, grams, T3_LINES } from '../../../tests/fixtures/golden-vector-fixtures.ts';
import { IFRA_CATEGORIES } from './ifra-categories.ts';
import { expectSameReport } from '../../../tests/fixtures/expect-same-report.ts';
import type { FormulaLine } from './regulatory-model.ts';

type EditStep =
  | {
      kind: 'add';
      body: { materialId: string; grams: Grams; dilution: undefined | (number & { readonly __brand?: never }) };
    }
  | { kind: 'remove'; pick: number }
  | { kind: 'toggle-excluded'; pick: number }
  | { kind: 'grams'; pick: number; grams: Grams }
  | { kind: 'material'; pick: number; materialId: string }
  | { kind: 'dilution'; pick: number; purity: number | undefined };

const stepArbitrary: fc.Arbitrary<EditStep> = fc.oneof(
  lineBodyArbitrary.map((body) => ({ kind: 'add' as const, body })),
  fc.nat().map((pick) => ({ kind: 'remove' as const, pick })),
  fc.nat().map((pick) => ({ kind: 'toggle-excluded' as const, pick })),
  fc
    .record({ pick: fc.nat(), grams: fc.oneof(gramsArbitrary, fc.constant(grams(0))) })
    .map((step) => ({ kind: 'grams' as const, ...step })),
  fc
    .record({ pick: fc.nat(), materialId: fc.constantFrom(...FIXTURE_MATERIAL_IDS) })
    .map((step) => ({ kind: 'material' as const, ...step })),
  fc
    .record({
      pick: fc.nat(),
      purity: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: undefined }),
    })
    .map((step) => ({ kind: 'dilution' as const, ...step })),
);

/** Applies a step to the plain line list and returns the matching engine edit (null when there is no line to edit). */
function applyStep(lines: FormulaLine[], step: EditStep, counter: number): FormulaEdit | null {
  if (step.kind === 'add') {
    const line = buildArbitraryLine(step.body as never, `added-${counter}`);
    lines.push(line);
    return { kind: 'add-line', line };
  }
  if (lines.length === 0) return null;
  const index = step.pick % lines.length;
  const current = lines[index]!;
  if (step.kind === 'remove') {
    lines.splice(index, 1);
    return { kind: 'remove-line', lineId: current.lineId };
  }
  if (step.kind === 'toggle-excluded') {
    lines[index] = { ...current, isExcluded: !current.isExcluded };
    return { kind: 'replace-line', line: lines[index]! };
  }
  if (step.kind === 'dilution') {
    // A dilution changed or removed: the purity and the solvent of the line (replace-line, as the spreadsheet sends it).
    const { purity: _purity, diluentMaterialId: _diluent, ...rest } = current;
    lines[index] =
      step.purity === undefined ? rest : { ...rest, purity: step.purity as Fraction, diluentMaterialId: 'dpg' };
    return { kind: 'replace-line', line: lines[index]! };
  }
  if (step.kind === 'grams') {
    lines[index] = { ...current, grams: step.grams };
    return { kind: 'change-grams', lineId: current.lineId, grams: step.grams };
  }
  lines[index] = { ...current, materialId: step.materialId };
  return { kind: 'change-material', lineId: current.lineId, materialId: step.materialId };
}

describe('incremental mode', () => {
  it('incremental results equal a full recompute exactly after random edit sequences (no tolerance)', () => {
    fc.assert(
      fc.property(
        fc.array(stepArbitrary, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...IFRA_CATEGORIES),
        fc.double({ min: 0.5, max: 100, noNaN: true }),
        (steps, category, dosage) => {
          const engine = buildGoldenEngine();
          const options: ComplianceOptions = { category, dosage: { basis: 'w/w', percent: dosage } };
          const lines: FormulaLine[] = [];
          const totals = createEmptyFormulaTotals(engine);
          steps.forEach((step, counter) => {
            const edit = applyStep(lines, step, counter);
            if (edit) expect(applyFormulaEdit(engine, totals, edit).ok).toBe(true);
            const incremental = checkFormulaTotals(engine, totals, options);
            const full = buildComplianceReport(engine, { ...options, lines });
            expect(incremental.ok).toBe(full.ok);
            if (incremental.ok && full.ok) expectSameReport(incremental.value, full.value);
          });
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each([
    ['adding a line that already exists', { kind: 'add-line', line: T3_LINES[0]! }, 'duplicate-line-id'],
    ['removing a line that does not exist', { kind: 'remove-line', lineId: 'nowhere' }, 'unknown-line'],
    // Values no constructor makes (createGrams refuses them): cast on purpose, to check the engine refuses them too.
    ['negative grams', { kind: 'change-grams', lineId: T3_LINES[0]!.lineId, grams: -1 as Grams }, 'invalid-grams'],
    ['NaN grams', { kind: 'change-grams', lineId: T3_LINES[0]!.lineId, grams: Number.NaN as Grams }, 'invalid-grams'],
    [
      'an unknown material',
      { kind: 'change-material', lineId: T3_LINES[0]!.lineId, materialId: 'unobtainium' },
      'unknown-material',
    ],
  ] as const)('rejects %s and leaves the totals unchanged', (_, edit, kind) => {
    const engine = buildGoldenEngine();
    const totals = createFormulaTotals(engine, T3_LINES);
    if (!totals.ok) throw new Error('T3 must build');
    const before = checkFormulaTotals(engine, totals.value, { category: '4', dosage: { basis: 'w/w', percent: 20 } });
    const result = applyFormulaEdit(engine, totals.value, edit);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.kind).toBe(kind);
    expectSameReport(
      checkFormulaTotals(engine, totals.value, { category: '4', dosage: { basis: 'w/w', percent: 20 } }),
      before,
    );
  });

  it('removing every line leaves no residue: a prohibited substance added and removed is gone', () => {
    const engine = buildGoldenEngine();
    const totals = createEmptyFormulaTotals(engine);
    applyFormulaEdit(engine, totals, { kind: 'add-line', line: buildLine('citral', 0.1) });
    applyFormulaEdit(engine, totals, { kind: 'add-line', line: buildLine('musk-ambrette', 0.3) });
    applyFormulaEdit(engine, totals, { kind: 'remove-line', lineId: 'musk-ambrette-line' });
    const report = checkFormulaTotals(engine, totals, { category: '4', dosage: { basis: 'w/w', percent: 20 } });
    expect(report.ok && report.value.maxDosage['4'].kind).toBe('limited');
    applyFormulaEdit(engine, totals, { kind: 'remove-line', lineId: 'citral-line' });
    expect(totals.totalGrams).toBe(0);
    expect(totals.activeSubjects.size).toBe(0);
    expect(checkFormulaTotals(engine, totals, { category: '4', dosage: { basis: 'w/w', percent: 20 } })).toEqual({
      ok: false,
      errors: [{ kind: 'zero-total' }],
    });
  });
});
