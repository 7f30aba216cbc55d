import { describe, expect, it } from 'vitest';
import type { FormulaEdit } from './apply-formula-edit.ts';
import { applyFormulaEdit, createFormulaTotals } from './apply-formula-edit.ts';
import { buildComplianceReport } from './build-compliance-report.ts';
import type { ComplianceOptions, ComplianceReport } from './check-formula-totals.ts';
import { checkFormulaTotals } from './check-formula-totals.ts';
import type { SubjectMember } from './collect-subject-members.ts';
import type { FormulaLine } from './regulatory-model.ts';
import { buildGoldenEngine, buildLine, fraction, grams } from '../../../tests/fixtures/golden-vector-fixtures.ts';

/**
 * The members of a failing Standard after one edit, with the shares kept in the totals and updated in place
 * (issue 34). TEST FIXTURES (golden-vector-fixtures), not IFRA data: TEST_CITRAL is limited to 0.6 % in category 4;
 * citral is 100 % of citral, 69 % of litsea cubeba oil and 1.06 % + 0.79 % (geranial, neral) of rose oil.
 */
const engine = buildGoldenEngine();
const options: ComplianceOptions = { category: '4', dosage: { basis: 'w/w', percent: 50 } };
const START: readonly FormulaLine[] = [
  buildLine('citral', 2),
  buildLine('litsea-cubeba-oil', 5, { purity: fraction(0.5), diluentMaterialId: 'dpg' }),
  buildLine('rose-oil', 3),
  buildLine('dpg', 90),
];
const CITRAL_SHARE: Record<string, number> = { citral: 1, 'litsea-cubeba-oil': 0.69, 'rose-oil': 0.0106 + 0.0079 };

const citralMembers = (report: ComplianceReport): readonly SubjectMember[] => {
  const failure = report.failures.find((entry) => entry.kind === 'ifra-limit' && entry.standardKey === 'TEST_CITRAL');
  return failure?.kind === 'ifra-limit' ? failure.members : [];
};

/** Per line bringing citral, C = grams × purity × share × D / W (compliance-rules.md §6), largest first. */
function expectedMembers(lines: readonly FormulaLine[]): [string, number][] {
  const total = lines.filter((line) => !line.isExcluded).reduce((sum, line) => sum + line.grams, 0);
  return lines
    .filter((line) => !line.isExcluded && CITRAL_SHARE[line.materialId] !== undefined)
    .map((line): [string, number] => [
      line.lineId,
      (line.grams * (line.purity ?? 1) * (CITRAL_SHARE[line.materialId] ?? 0) * 50) / total,
    ])
    .sort((left, right) => right[1] - left[1]);
}

function editLines(lines: readonly FormulaLine[], edit: FormulaEdit): FormulaLine[] {
  if (edit.kind === 'add-line') return [...lines, edit.line];
  if (edit.kind === 'remove-line') return lines.filter((line) => line.lineId !== edit.lineId);
  return lines.map((line) => {
    if (edit.kind === 'replace-line') return line.lineId === edit.line.lineId ? edit.line : line;
    if (line.lineId !== edit.lineId) return line;
    return edit.kind === 'change-grams' ? { ...line, grams: edit.grams } : { ...line, materialId: edit.materialId };
  });
}

describe('the members of a subject follow an edit in place', () => {
  it.each<[string, FormulaEdit]>([
    [
      'an amount edit moves a diluted line above another (material and solvent in place)',
      { kind: 'change-grams', lineId: 'litsea-cubeba-oil-line', grams: grams(10) },
    ],
    ['an amount edit moves a line below another', { kind: 'change-grams', lineId: 'citral-line', grams: grams(0.5) }],
    ['an amount edit moves the last line first', { kind: 'change-grams', lineId: 'rose-oil-line', grams: grams(200) }],
    [
      'a material change brings the subject from another material on the same line',
      { kind: 'change-material', lineId: 'rose-oil-line', materialId: 'citral' },
    ],
    ['a line removed', { kind: 'remove-line', lineId: 'litsea-cubeba-oil-line' }],
    // The subject's shares stay as they were: its members are listed again only because W changed.
    [
      'an amount edit of a line not bringing the subject',
      { kind: 'change-grams', lineId: 'dpg-line', grams: grams(40) },
    ],
    [
      'a material change of a line not bringing the subject (nothing of it changes)',
      { kind: 'change-material', lineId: 'dpg-line', materialId: 'linalool' },
    ],
    ['a line added level with another', { kind: 'add-line', line: buildLine('citral', 2, { lineId: 'extra' }) }],
    ['a line excluded', { kind: 'replace-line', line: { ...buildLine('citral', 2), isExcluded: true } }],
  ])('%s', (_, edit) => {
    const totals = createFormulaTotals(engine, START);
    if (!totals.ok) throw new Error('the start formula must build');
    const before = checkFormulaTotals(engine, totals.value, options);
    if (!before.ok) throw new Error('the first report must build');
    expect(citralMembers(before.value).length).toBeGreaterThan(0);
    expect(applyFormulaEdit(engine, totals.value, edit).ok).toBe(true);
    const after = checkFormulaTotals(engine, totals.value, options);
    const lines = editLines(START, edit);
    const full = buildComplianceReport(engine, { ...options, lines });
    if (!after.ok || !full.ok) throw new Error('both reports must build');
    const members = citralMembers(after.value);
    const expected = expectedMembers(lines);
    expect(expected.length).toBeGreaterThan(0);
    expect(members.map((member) => member.lineId)).toEqual(expected.map(([lineId]) => lineId));
    members.forEach((member, index) => expect(member.concentration).toBeCloseTo(expected[index]?.[1] ?? 0, 12));
    // And exactly what a full recompute lists, order and bits included.
    expect(members).toEqual(citralMembers(full.value));
  });
});
