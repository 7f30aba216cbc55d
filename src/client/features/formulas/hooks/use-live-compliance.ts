import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { UNMATCHED_MATERIAL } from '../../../../domain/formulas/build-compliance-lines.ts';
import type { LineStatus } from '../../../../domain/formulas/derive-line-status.ts';
import type { FormulaCalculation } from '../../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import {
  createLiveComplianceTotals,
  prepareTotalsForEdits,
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
 * totals and applies only the lines that changed; a new engine's totals are filled in one pass). Engine data comes
 * from GET /api/compliance/engine-data for the formula's materials and lots; a saved formula's specification ticks
 * apply. When the data cannot be had, compliance is reported unavailable, never guessed.
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
  // By content: the ticks' answer arriving with the same keys (none, for most formulas) checks nothing again.
  const confirmedKeysText = confirmations.data?.confirmations.map((entry) => entry.standardKey).join('\n') ?? '';
  const confirmedKeys = useMemo(
    () => (confirmedKeysText === '' ? [] : confirmedKeysText.split('\n')),
    [confirmedKeysText],
  );
  const gramsByRowId = useGramsByRowId(calculation);
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

  const live = useMemo((): LiveCompliance => {
    if (engineQuery.error) {
      const error = engineQuery.error;
      const message =
        error instanceof ApiError && error.status === 404 && error.message.startsWith('No API route')
          ? 'Live IFRA checks are unavailable: the compliance service is not running on this server.'
          : `Live IFRA checks are unavailable: ${error.message}`;
      return { state: 'unavailable', message };
    }
    if (materialIds.length === 0) return { state: 'empty' };
    if (!engine) return { state: 'loading' };
    if (totalsRef.current?.engine !== engine)
      totalsRef.current = { engine, totals: createLiveComplianceTotals(engine) };
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
  }, [engine, engineQuery.error, materialIds.length, rows, gramsByRowId, product, confirmedKeys]);
  usePrepareTotalsWhenIdle(totalsRef, live);
  return live;
}

/**
 * The grams of each line, as the same Map while no line's grams change: the compliance check reads grams, not prices,
 * so the prices' answer (which arrives after the first verdict and gives a new calculation) checks nothing again.
 */
function useGramsByRowId(calculation: FormulaCalculation): ReadonlyMap<string, number> {
  const lastRef = useRef<ReadonlyMap<string, number> | null>(null);
  return useMemo(() => {
    const grams = new Map(calculation.rows.map((line) => [line.rowId, line.grams]));
    const last = lastRef.current;
    if (last && hasSameGrams(last, grams)) return last;
    lastRef.current = grams;
    return grams;
  }, [calculation]);
}

const hasSameGrams = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  a.size === b.size && [...a].every(([rowId, grams]) => b.get(rowId) === grams);

/**
 * A new engine's first check fills fresh totals in one pass (syncFormulaTotals: 600 lines in a few milliseconds, where
 * one edit per line took 10-90 ms); the ledgers an edit needs are built when the browser is next idle, so the first
 * key typed does not wait for them.
 */
function usePrepareTotalsWhenIdle(
  totalsRef: { current: { engine: ComplianceEngine; totals: FormulaTotals } | null },
  live: LiveCompliance,
): void {
  useEffect(() => {
    const totals =
      live.state === 'ready' && totalsRef.current?.engine === live.engine ? totalsRef.current.totals : null;
    if (!totals || totals.hasContributions || typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => prepareTotalsForEdits(totals), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [totalsRef, live]);
}
