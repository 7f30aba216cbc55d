import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { buildBenchmarkFormula } from '../../../../domain/regulatory/bench-fixtures.ts';
import { buildComplianceReport } from '../../../../domain/regulatory/build-compliance-report.ts';
import { ComplianceDetails } from './compliance-details.tsx';

/**
 * The "Make it compliant" freeze (issue 27 brief, item 4): the editor's compliance panel on a formula with several
 * failures, then the proposals. SYNTHETIC engine data (bench-fixtures.ts, timing only): 60 lines, 20 failures.
 */
function buildReady(lineCount: number) {
  const { engine, lines, options } = buildBenchmarkFormula(51, lineCount);
  const report = buildComplianceReport(engine, { ...options, lines });
  if (!report.ok) throw new Error('the benchmark formula has no report');
  const rows: FormulaRow[] = lines.map((line) => ({
    id: line.lineId,
    materialId: line.materialId,
    name: engine.materials.get(line.materialId)?.name ?? line.materialId,
    cas: null,
    amount: line.grams,
    unit: 'g',
    purity: line.purity ?? 1,
    diluent: null,
    diluentMaterialId: line.diluentMaterialId ?? null,
    notes: '',
    isExcluded: false,
    isLocked: false,
  }));
  return {
    rows,
    compliance: { state: 'ready' as const, report: report.value, lineStatus: new Map(), engine, lines, options },
  };
}

describe('ComplianceDetails: Make it compliant', () => {
  it('proposes the smallest change on a formula with many failures without freezing, and applies it once', async () => {
    const { rows, compliance } = buildReady(60);
    expect(compliance.report.failures.length).toBeGreaterThan(5);
    const onApplyFix = vi.fn();
    const { user, requests } = renderApp(
      <ComplianceDetails compliance={compliance} rows={rows} formulaId={null} onApplyFix={onApplyFix} />,
    );
    const started = performance.now();
    await user.click(await screen.findByRole('button', { name: 'Make it compliant' }));
    const apply = await screen.findByRole('button', { name: 'Apply' }, { timeout: 5_000 });
    expect(performance.now() - started).toBeLessThan(5_000);
    // The family balance asks each material's profile once (a burst, not a loop).
    await waitFor(() =>
      expect(requests.filter((request) => request.path.startsWith('/api/materials/')).length).toBeGreaterThan(0),
    );
    const asked = requests.filter((request) => request.path.startsWith('/api/materials/')).length;
    expect(asked).toBeLessThanOrEqual(new Set(rows.map((row) => row.materialId)).size);
    await user.click(apply);
    expect(onApplyFix).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Make it compliant' })).toBeInTheDocument();
  }, 30_000);
});
