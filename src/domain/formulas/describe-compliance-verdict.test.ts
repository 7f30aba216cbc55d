import { describe, expect, it } from 'vitest';
import { createFormulaTotals } from '../regulatory/apply-formula-edit.ts';
import { checkFormulaTotals } from '../regulatory/check-formula-totals.ts';
import { buildGoldenEngine, grams as toGrams } from '../../../tests/fixtures/golden-vector-fixtures.ts';
import { UNMATCHED_MATERIAL } from './build-compliance-lines.ts';
import { describeCategoryVerdict, describeComplianceVerdict } from './describe-compliance-verdict.ts';

const line = (lineId: string, materialId: string, grams: number) => ({ lineId, materialId, grams: toGrams(grams) });

describe('describeComplianceVerdict', () => {
  const engine = buildGoldenEngine([UNMATCHED_MATERIAL]);
  it.each([
    ['citral within its limit', [line('c', 'citral', 0.5), line('d', 'dpg', 99.5)], 'Compliant'],
    ['citral over its limit', [line('c', 'citral', 40), line('d', 'dpg', 60)], 'Not compliant'],
    [
      'citral within its limit beside a line not in the library',
      [line('c', 'citral', 0.5), line('u', UNMATCHED_MATERIAL.id, 99.5)],
      'Cannot be verified',
    ],
    [
      'citral over its limit beside a line not in the library',
      [line('c', 'citral', 40), line('u', UNMATCHED_MATERIAL.id, 60)],
      'Not compliant',
    ],
  ])('%s', (_, lines, label) => {
    const totals = createFormulaTotals(engine, lines);
    if (!totals.ok) throw new Error('lines rejected');
    const report = checkFormulaTotals(engine, totals.value, { category: '4', dosage: { basis: 'w/w', percent: 20 } });
    if (!report.ok) throw new Error('report failed');
    expect(describeComplianceVerdict(report.value).label).toBe(label);
  });

  // The fixtures limit citral in category 4 only. Only the selected category's Standards are detailed (as the
  // spreadsheet asks): the others are judged by their maximum dosage.
  it.each([
    ['within every limit', [line('c', 'citral', 0.5), line('d', 'dpg', 99.5)], '4', '4', 'Compliant'],
    [
      'over the limit in the selected category',
      [line('c', 'citral', 40), line('d', 'dpg', 60)],
      '4',
      '4',
      'Not compliant',
    ],
    [
      'over the limit in a category not detailed',
      [line('c', 'citral', 40), line('d', 'dpg', 60)],
      '9',
      '4',
      'Not compliant',
    ],
    [
      'not limited in category 9, whatever category 4 says',
      [line('c', 'citral', 40), line('d', 'dpg', 60)],
      '4',
      '9',
      'Compliant',
    ],
    [
      'within the limits beside a line not in the library',
      [line('c', 'citral', 0.5), line('u', UNMATCHED_MATERIAL.id, 99.5)],
      '9',
      '4',
      'Cannot be verified',
    ],
    [
      'over a limit beside a line not in the library',
      [line('c', 'citral', 40), line('u', UNMATCHED_MATERIAL.id, 60)],
      '9',
      '4',
      'Not compliant',
    ],
  ] as const)('per category: %s', (_, lines, selected, category, label) => {
    const totals = createFormulaTotals(engine, lines);
    if (!totals.ok) throw new Error('lines rejected');
    const report = checkFormulaTotals(engine, totals.value, {
      category: selected,
      dosage: { basis: 'w/w', percent: 20 },
      categoryDetail: 'selected',
    });
    if (!report.ok) throw new Error('report failed');
    expect(describeCategoryVerdict(report.value, category).label).toBe(label);
  });
});
