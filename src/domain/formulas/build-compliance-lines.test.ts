import { describe, expect, it } from 'vitest';
import { createFormulaTotals } from '../regulatory/apply-formula-edit.ts';
import { checkFormulaTotals } from '../regulatory/check-formula-totals.ts';
import { buildGoldenEngine } from '../../../tests/fixtures/golden-vector-fixtures.ts';
import { buildComplianceLines, describeUnresolved, UNMATCHED_MATERIAL } from './build-compliance-lines.ts';
import { deriveLineStatuses } from './derive-line-status.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';

const options = { category: '4', dosage: { basis: 'w/w', percent: 20 } } as const;

function row(id: string, change: Partial<FormulaRow>): FormulaRow {
  return { ...createEmptyRow(id), ...change };
}

/** Rows in grams, checked as the spreadsheet checks them: the status of the citral line, and the report. */
function check(rows: FormulaRow[]) {
  const engine = buildGoldenEngine([UNMATCHED_MATERIAL]);
  const grams = new Map(rows.map((entry) => [entry.id, entry.amount]));
  const { lines, ownStatus } = buildComplianceLines(rows, grams, (materialId) => engine.materials.has(materialId));
  const totals = createFormulaTotals(engine, lines);
  if (!totals.ok) throw new Error('lines rejected');
  const report = checkFormulaTotals(engine, totals.value, options);
  if (!report.ok) throw new Error('report failed');
  return { report: report.value, citral: deriveLineStatuses(report.value).get('citral'), ownStatus };
}

const citral = (grams: number) => row('citral', { name: 'Citral', materialId: 'citral', amount: grams });
const freeText = (id: string, grams: number) => row(id, { name: `Material ${id}`, amount: grams });

describe('buildComplianceLines: lines not in the library still count in the concentrate', () => {
  // Citral's category 4 limit is 0.6 % of the product; at 20 % dosage, 3 % of the concentrate.
  it.each([
    ['2 g of citral alone is 100 % of the concentrate: over', [citral(2)], 'over', 2],
    [
      '2 g of citral in 212 g is 0.94 %: within the limit',
      [citral(2), freeText('a', 110), freeText('b', 100)],
      'ok',
      212,
    ],
    ['40 g of citral in 250 g is 16 %: over', [citral(40), freeText('a', 110), freeText('b', 100)], 'over', 250],
    [
      'an excluded free-text line does not dilute',
      [citral(2), freeText('a', 110), { ...freeText('b', 100), isExcluded: true }],
      'ok',
      112,
    ],
  ])('%s', (_, rows, kind, totalGrams) => {
    const { report, citral: status } = check(rows);
    expect(report.totalGrams).toBe(totalGrams);
    expect(status?.kind).toBe(kind);
  });

  it('keeps the spreadsheet statuses of free-text, loading and excluded lines', () => {
    const { ownStatus } = check([
      citral(2),
      freeText('a', 10),
      row('loading', { name: 'New material', materialId: 'not-loaded-yet', amount: 5 }),
      row('blank', {}),
    ]);
    expect(Object.fromEntries(ownStatus)).toEqual({
      a: { kind: 'not-in-library' },
      loading: { kind: 'pending' },
      blank: { kind: 'excluded' },
    });
  });

  it.each([
    ['nothing unresolved', [citral(2)], null],
    [
      'one free-text line',
      [citral(2), freeText('a', 10)],
      '1 line not in the library: certification blocked until they are resolved.',
    ],
    [
      'two free-text lines',
      [citral(2), freeText('a', 10), freeText('b', 1)],
      '2 lines not in the library: certification blocked until they are resolved.',
    ],
  ])('describes what blocks certification: %s', (_, rows, sentence) => {
    expect(describeUnresolved(check(rows).report)).toBe(sentence);
  });
});

describe('buildComplianceLines: a line that accepts its typical composition', () => {
  const known = new Set(['acetate', 'typical:acetate', 'lot:lot-1', 'typical:lot:lot-1', 'plain']);
  const acetate = (change: Partial<FormulaRow>) =>
    row('l', { name: 'Citronellyl acetate', materialId: 'acetate', ...change });
  it.each([
    ['not accepted: the material', acetate({}), 'acetate'],
    ['accepted: its typical version', acetate({ acceptsTypicalComposition: true }), 'typical:acetate'],
    [
      'accepted with a lot: the lot with it',
      acetate({ acceptsTypicalComposition: true, lotId: 'lot-1' }),
      'typical:lot:lot-1',
    ],
    [
      'accepted but the engine has no typical version (none in the data): the material',
      row('l', { name: 'Plain', materialId: 'plain', acceptsTypicalComposition: true }),
      'plain',
    ],
  ])('%s', (_, entry, materialId) => {
    const { lines } = buildComplianceLines([entry], new Map([['l', 1]]), (id) => known.has(id));
    expect(lines[0]?.materialId).toBe(materialId);
  });
});

describe('describeUnresolved names the naturals whose type or fold is missing', () => {
  const entry = (reason: 'natural-type-unknown' | 'fold-unknown', materialName: string) => ({
    materialId: materialName,
    materialName,
    reason,
    materialPath: [],
    lineIds: ['l1'],
  });
  it.each([
    [
      [entry('natural-type-unknown', 'Lavender')],
      'Lavender cannot be verified: choose the type (the IFRA Annex differs between its types): certification blocked until they are resolved.',
    ],
    [
      [entry('fold-unknown', 'Orange, sweet, oil folded')],
      'Orange, sweet, oil folded cannot be verified: concentrated by a fold the data does not state (name a lot with its certificate of analysis): certification blocked until they are resolved.',
    ],
  ])('%#', (unresolved, sentence) => {
    expect(describeUnresolved({ unresolved })).toBe(sentence);
  });
});
