import { describe, expect, it } from 'vitest';
import type { FormulaEdit } from './apply-formula-edit.ts';
import { applyFormulaEdit, createFormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceOptions, ComplianceReport } from './check-formula-totals.ts';
import { checkFormulaTotals } from './check-formula-totals.ts';
import type { FormulaLine } from './regulatory-model.ts';
import { buildGoldenEngine, buildLine, grams } from '../../../tests/fixtures/golden-vector-fixtures.ts';

/**
 * The CAS under which a formula brings TEST_CITRAL (and the Annex III citral entry TEST-70), kept in the totals and
 * updated by edits (issue 34). TEST FIXTURES (golden-vector-fixtures), not IFRA data. By the rule of issue 27 item 7:
 * the materials in the order of their first line, each one's own CAS when it is in scope, else its constituents'
 * (litsea cubeba oil brings citral 5392-40-5; rose oil geranial 141-27-5 then neral 106-26-3).
 */
const engine = buildGoldenEngine();
const options: ComplianceOptions = { category: '4', dosage: { basis: 'w/w', percent: 1 } };
const START: readonly FormulaLine[] = [buildLine('litsea-cubeba-oil', 5), buildLine('citral', 2), buildLine('dpg', 93)];

const citralCas = (report: ComplianceReport) => ({
  ifra: report.regulatedMaterials.find((entry) => entry.standardKey === 'TEST_CITRAL')?.cas,
  annexIii: report.allergens.find((entry) => entry.annexIiiReference === 'TEST-70')?.casInFormula,
});

describe('the CAS of a subject in the formula after one edit', () => {
  it.each<[string, FormulaEdit, string[]]>([
    [
      'the first line swapped for a material bringing other CAS',
      { kind: 'change-material', lineId: 'litsea-cubeba-oil-line', materialId: 'rose-oil' },
      ['141-27-5', '106-26-3', '5392-40-5'],
    ],
    ['the first line removed', { kind: 'remove-line', lineId: 'litsea-cubeba-oil-line' }, ['5392-40-5']],
    [
      'a line added bringing a CAS not yet listed',
      { kind: 'add-line', line: buildLine('geranial', 1) },
      ['5392-40-5', '141-27-5'],
    ],
    [
      'a material changed to one bringing a new CAS',
      { kind: 'change-material', lineId: 'citral-line', materialId: 'neral' },
      ['5392-40-5', '106-26-3'],
    ],
    ['an amount edit (nothing moves)', { kind: 'change-grams', lineId: 'citral-line', grams: grams(7) }, ['5392-40-5']],
  ])('%s', (_, edit, expected) => {
    const totals = createFormulaTotals(engine, START);
    if (!totals.ok) throw new Error('the start formula must build');
    const before = checkFormulaTotals(engine, totals.value, options);
    if (!before.ok) throw new Error('the first report must build');
    expect(citralCas(before.value)).toEqual({ ifra: ['5392-40-5'], annexIii: ['5392-40-5'] });
    expect(applyFormulaEdit(engine, totals.value, edit).ok).toBe(true);
    const after = checkFormulaTotals(engine, totals.value, options);
    if (!after.ok) throw new Error('the report must build');
    expect(citralCas(after.value)).toEqual({ ifra: expected, annexIii: expected });
  });
});
