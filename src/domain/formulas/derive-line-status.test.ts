import { describe, expect, it } from 'vitest';
import { applyFormulaEdit, createFormulaTotals } from '../regulatory/apply-formula-edit.ts';
import { checkFormulaTotals } from '../regulatory/check-formula-totals.ts';
import {
  buildFormula,
  buildGoldenEngine,
  buildLine,
  grams as toGrams,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';
import { deriveLineStatuses } from './derive-line-status.ts';

const options = { category: '4', dosage: { basis: 'w/w', percent: 20 } } as const;

describe('deriveLineStatuses through the incremental engine, as the spreadsheet runs it', () => {
  const engine = buildGoldenEngine();
  const created = createFormulaTotals(engine, buildFormula([buildLine('citral', 2)]));
  if (!created.ok) throw new Error('golden formula rejected');
  const totals = created.value;
  const statusAfter = (grams: number) => {
    applyFormulaEdit(engine, totals, { kind: 'change-grams', lineId: 'citral-line', grams: toGrams(grams) });
    const report = checkFormulaTotals(engine, totals, options);
    if (!report.ok) throw new Error('report failed');
    return deriveLineStatuses(report.value).get('citral-line');
  };

  it.each([
    ['2 g of citral is within the limit, with headroom', 2, 'ok'],
    ['raising citral to 40 g breaches the limit on that line', 40, 'over'],
    ['lowering it back clears the failure', 2, 'ok'],
  ])('%s', (_, grams, kind) => {
    expect(statusAfter(grams)?.kind).toBe(kind);
  });

  it('gives the grams that can still be added', () => {
    const status = statusAfter(2);
    expect(status?.kind === 'ok' && status.headroomGrams).toBeGreaterThan(0);
  });

  it('an over-limit line says how many grams to remove, and removing them lands exactly on the limit', () => {
    const status = statusAfter(40);
    if (status?.kind !== 'over') throw new Error('expected over');
    expect(status.binding).toMatchObject({ limit: 0.6 });
    expect(status.binding?.concentration).toBeGreaterThan(0.6);
    const fixed = statusAfter(40 - status.gramsToRemove);
    expect(fixed?.kind).toBe('near');
    expect(fixed?.kind === 'near' && fixed.binding.concentration).toBeCloseTo(0.6, 9);
  });

  it('reads near the limit above 80% of it', () => {
    const status = statusAfter(2.5);
    expect(status?.kind).toBe('near');
    expect(status?.kind === 'near' && status.binding.concentration / status.binding.limit).toBeGreaterThanOrEqual(0.8);
  });
});
