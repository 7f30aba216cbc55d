import { useQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { buildComplianceLines, UNMATCHED_MATERIAL } from '../../../../domain/formulas/build-compliance-lines.ts';
import type { LineStatus } from '../../../../domain/formulas/derive-line-status.ts';
import type { FormulaCalculation } from '../../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import {
  addFormulaLines,
  createLiveComplianceTotals,
  runLiveCompliance,
} from '../../../../domain/formulas/sync-live-compliance.ts';
import type { FormulaTotals } from '../../../../domain/regulatory/apply-formula-edit.ts';
import type { ComplianceOptions, ComplianceReport } from '../../../../domain/regulatory/check-formula-totals.ts';
import {
  createComplianceEngine,
  type ComplianceEngine,
} from '../../../../domain/regulatory/create-compliance-engine.ts';
import type { FormulaLine } from '../../../../domain/regulatory/regulatory-model.ts';
import { ApiError } from '../../../lib/api.ts';
import { inNextTask } from '../../../lib/in-next-task.ts';
import { collectEngineIds } from '../../../../domain/formulas/collect-engine-ids.ts';
import { getEngineDataQueryOptions } from '../api/get-engine-data.ts';
import { getSpecificationConfirmationsQueryOptions } from '../api/specification-confirmations.ts';

export type { LineStatus };

export type LiveCompliance =
  | { state: 'unavailable'; message: string }
  | { state: 'loading' }
  | { state: 'empty' }
  | {
      state: 'ready';
      report: ComplianceReport;
      lineStatus: ReadonlyMap<string, LineStatus>;
      engine: ComplianceEngine;
      lines: readonly FormulaLine[];
      options: ComplianceOptions;
    };

/**
 * Compliance on every edit through the engine's incremental mode (runLiveCompliance in the domain keeps the
 * totals and applies only the lines that changed). Engine data comes from GET /api/compliance/engine-data for
 * the formula's materials and lots; a saved formula's specification ticks apply. When the data cannot be had,
 * compliance is reported unavailable, never guessed.
 */
export function useLiveCompliance(
  rows: readonly FormulaRow[],
  calculation: FormulaCalculation,
  product: FinishedProduct,
  formulaId: string | null = null,
): LiveCompliance {
  const { materialIds, lotIds } = useMemo(() => collectEngineIds(rows), [rows]);
  const engineQuery = useQuery({
    ...getEngineDataQueryOptions(materialIds, lotIds),
    enabled: materialIds.length > 0,
    placeholderData: (previous) => previous,
  });
  const confirmations = useQuery({
    ...getSpecificationConfirmationsQueryOptions(formulaId ?? ''),
    enabled: formulaId !== null,
  });
  const confirmedKeys = useMemo(
    () => confirmations.data?.confirmations.map((entry) => entry.standardKey) ?? [],
    [confirmations.data],
  );
  const engine = useMemo(() => {
    const data = engineQuery.data;
    if (!data) return null;
    const materials = new Map(data.materials.map((material) => [material.id, material]));
    materials.set(UNMATCHED_MATERIAL.id, UNMATCHED_MATERIAL);
    return createComplianceEngine({
      regulatoryData: data.regulatoryData,
      materials,
      compositionValue: data.compositionValue,
    });
  }, [engineQuery.data]);
  const totalsRef = useRef<{ engine: ComplianceEngine; totals: FormulaTotals } | null>(null);
  const warmed = useFirstTotalsInSlices(engine, totalsRef, rows, calculation);

  return useMemo((): LiveCompliance => {
    if (engineQuery.error) {
      const error = engineQuery.error;
      const message =
        error instanceof ApiError && error.status === 404 && error.message.startsWith('No API route')
          ? 'Live IFRA checks are unavailable: the compliance service is not running on this server.'
          : `Live IFRA checks are unavailable: ${error.message}`;
      return { state: 'unavailable', message };
    }
    if (materialIds.length === 0) return { state: 'empty' };
    if (!engine || !warmed) return { state: 'loading' };
    if (totalsRef.current?.engine !== engine)
      totalsRef.current = { engine, totals: createLiveComplianceTotals(engine) };
    const gramsByRowId = new Map(calculation.rows.map((line) => [line.rowId, line.grams]));
    const result = runLiveCompliance({
      engine,
      totals: totalsRef.current.totals,
      rows,
      gramsByRowId,
      product,
      confirmedSpecificationKeys: confirmedKeys,
    });
    if (result.state !== 'ready') return result;
    return { ...result, engine };
  }, [engine, warmed, engineQuery.error, materialIds.length, rows, calculation, product, confirmedKeys]);
}

/**
 * The main thread's time the first totals take per task (ADR 047): a phone's 25 lines or so, a desktop's 300 (a
 * fixed 25 lines made a 600-line formula wait for 24 tasks, each behind whatever else the opening had queued).
 */
export const FIRST_TOTALS_TASK_MS = 4;
/** Lines added between two looks at the clock. */
const LINES_PER_LOOK = 10;

type TotalsRef = { current: { engine: ComplianceEngine; totals: FormulaTotals } | null };

/**
 * Builds the first engine's first totals a few milliseconds of lines per task (addFormulaLines), then says so: the
 * first check of a 300-line formula (every line applied to the totals, about 30 ms) was one long task of the editor's
 * opening;
 * what is left for that check is the report itself. The rows of the moment the engine came are used; lines changed
 * since are brought in by the check's own sync, as after any edit. Later engines (a material added) are checked at
 * once, as before: the previous verdict shows until then.
 */
function useFirstTotalsInSlices(
  engine: ComplianceEngine | null,
  totalsRef: TotalsRef,
  rows: readonly FormulaRow[],
  calculation: FormulaCalculation,
): boolean {
  const [warmed, setWarmed] = useState(false);
  const latest = useRef({ rows, calculation });
  useEffect(() => {
    latest.current = { rows, calculation };
  });
  useEffect(() => {
    if (!engine || warmed) return;
    if (totalsRef.current?.engine !== engine)
      totalsRef.current = { engine, totals: createLiveComplianceTotals(engine) };
    const { totals } = totalsRef.current;
    const gramsByRowId = new Map(latest.current.calculation.rows.map((line) => [line.rowId, line.grams]));
    const { lines } = buildComplianceLines(latest.current.rows, gramsByRowId, (id) => engine.materials.has(id));
    let next = 0;
    const step = () => {
      const until = performance.now() + FIRST_TOTALS_TASK_MS;
      do {
        addFormulaLines(engine, totals, lines.slice(next, next + LINES_PER_LOOK));
        next += LINES_PER_LOOK;
      } while (next < lines.length && performance.now() < until);
      if (next < lines.length) cancel = inNextTask(step);
      else startTransition(() => setWarmed(true));
    };
    let cancel = inNextTask(step);
    return () => cancel();
  }, [engine, totalsRef, warmed]);
  return warmed;
}
