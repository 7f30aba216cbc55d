import { useEffect, useRef } from 'react';
import { calculateFormula } from '../../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import type { LineStatus } from '../../../../domain/formulas/derive-line-status.ts';
import {
  createLiveComplianceTotals,
  prepareTotalsForEdits,
  runLiveCompliance,
} from '../../../../domain/formulas/sync-live-compliance.ts';
import type { FormulaTotals } from '../../../../domain/regulatory/apply-formula-edit.ts';
import type { ComplianceEngine } from '../../../../domain/regulatory/create-compliance-engine.ts';
import type { ComputedStore } from '../components/computed-cells.tsx';

/**
 * The verdict follows every key (ADR 040, amending 037): once a change's own frame has been produced, the formula's
 * report and the status of the lines the change touched are computed from the current rows with the engine the
 * live computation already built (incremental totals of their own: a re-check after one edit costs about 2 ms at 600
 * lines) and put in the store, where only the finished product's verdict, its maximum dosage and those lines' IFRA
 * cells read them. Percentages, totals, the other lines' headroom and the compliance details still follow once per
 * burst of keys (useValueWhenSettled), which replaces this verdict when it catches up.
 */
export function useVerdictOfEveryKey(
  rows: readonly FormulaRow[],
  product: FinishedProduct,
  store: ComputedStore,
): void {
  const totalsRef = useRef<{ engine: ComplianceEngine; totals: FormulaTotals } | null>(null);
  useEffect(() => {
    // Numbered now, in the order the edits were shown, so a follow-up of older rows never replaces this verdict.
    const version = store.versionOf(rows);
    const check = () => {
      const current = store.get();
      const { compliance, source } = current;
      if (compliance.state !== 'ready' || !source || (current.version ?? 0) >= version) return;
      const { engine } = compliance;
      if (totalsRef.current?.engine !== engine)
        totalsRef.current = { engine, totals: createLiveComplianceTotals(engine) };
      const calculation = calculateFormula(rows, { dosagePercent: product.dosagePercent });
      const result = runLiveCompliance({
        engine,
        totals: totalsRef.current.totals,
        rows,
        gramsByRowId: new Map(calculation.rows.map((line) => [line.rowId, line.grams])),
        product,
        confirmedSpecificationKeys: compliance.options.acknowledgedSpecificationKeys ?? [],
      });
      // The first key's totals were filled in one pass: the ledgers the next key's edit needs, when the browser is idle.
      const { totals } = totalsRef.current;
      if (!totals.hasContributions && typeof requestIdleCallback === 'function')
        requestIdleCallback(() => prepareTotalsForEdits(totals), { timeout: 1000 });
      if (result.state !== 'ready') return;
      // Only the lines this edit changed (a new row object): the others keep the follow-up's status until it comes.
      const followed = new Set(source);
      const lineStatus = new Map<string, LineStatus>();
      for (const row of rows) {
        const status = followed.has(row) ? undefined : result.lineStatus.get(row.id);
        if (status) lineStatus.set(row.id, status);
      }
      store.set({ ...current, quick: { version, report: result.report, lineStatus } });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that shows the key (as useValueWhenSettled's first follow-up), never inside it.
    let frame: number | undefined = requestAnimationFrame(() => {
      frame = undefined;
      timer = setTimeout(check, 0);
    });
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows, product, store]);
}
