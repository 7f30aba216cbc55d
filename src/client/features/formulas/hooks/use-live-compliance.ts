import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { buildComplianceLines, UNMATCHED_MATERIAL } from '../../../../domain/formulas/build-compliance-lines.ts';
import { deriveLineStatuses, type LineStatus } from '../../../../domain/formulas/derive-line-status.ts';
import type { FormulaCalculation } from '../../../../domain/formulas/calculate-formula.ts';
import type { FinishedProduct, FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import type { FormulaTotals } from '../../../../domain/regulatory/apply-formula-edit.ts';
import { applyFormulaEdit, createEmptyFormulaTotals } from '../../../../domain/regulatory/apply-formula-edit.ts';
import type { ComplianceReport } from '../../../../domain/regulatory/check-formula-totals.ts';
import { checkFormulaTotals } from '../../../../domain/regulatory/check-formula-totals.ts';
import { createComplianceEngine, type ComplianceEngine } from '../../../../domain/regulatory/create-compliance-engine.ts';
import { proposeEuProductType } from '../../../../domain/regulatory/propose-eu-product-type.ts';
import { isIfraCategory } from '../../../../domain/regulatory/ifra-categories.ts';
import type { FormulaLine } from '../../../../domain/regulatory/regulatory-model.ts';
import { ApiError } from '../../../lib/api.ts';
import { getEngineData } from '../api/get-engine-data.ts';

export type { LineStatus };

export type LiveCompliance =
  | { state: 'unavailable'; message: string }
  | { state: 'loading' }
  | { state: 'empty' }
  | { state: 'ready'; report: ComplianceReport; lineStatus: ReadonlyMap<string, LineStatus> };

function collectMaterialIds(rows: readonly FormulaRow[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.materialId) ids.add(row.materialId);
    if (row.diluentMaterialId && row.purity < 1) ids.add(row.diluentMaterialId);
  }
  return [...ids].sort();
}

const isSameLine = (a: FormulaLine, b: FormulaLine) =>
  a.materialId === b.materialId && a.grams === b.grams && a.purity === b.purity && a.diluentMaterialId === b.diluentMaterialId && a.isExcluded === b.isExcluded;

/**
 * Compliance on every edit through the engine's incremental mode: the totals are kept between renders and
 * only the lines that changed are subtracted and added again (applyFormulaEdit), then checkFormulaTotals
 * evaluates the 18 categories. Engine data comes from GET /api/compliance/engine-data for the formula's
 * materials; when it cannot be had, compliance is reported unavailable, never guessed.
 */
export function useLiveCompliance(rows: readonly FormulaRow[], calculation: FormulaCalculation, product: FinishedProduct): LiveCompliance {
  const materialIds = useMemo(() => collectMaterialIds(rows), [rows]);
  const key = materialIds.join(',');
  const engineQuery = useQuery({
    queryKey: ['compliance', 'engine-data', key],
    queryFn: () => getEngineData(materialIds),
    enabled: materialIds.length > 0,
    placeholderData: (previous) => previous,
    retry: false,
    staleTime: 600_000,
  });
  const engine = useMemo(() => {
    const data = engineQuery.data;
    if (!data) return null;
    const materials = new Map(data.materials.map((material) => [material.id, material]));
    materials.set(UNMATCHED_MATERIAL.id, UNMATCHED_MATERIAL);
    return createComplianceEngine({ regulatoryData: data.regulatoryData, materials, compositionValue: data.compositionValue });
  }, [engineQuery.data]);
  const totalsRef = useRef<{ engine: ComplianceEngine; totals: FormulaTotals } | null>(null);

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
    if (!engine) return { state: 'loading' };
    if (totalsRef.current?.engine !== engine) totalsRef.current = { engine, totals: createEmptyFormulaTotals(engine) };
    const { totals } = totalsRef.current;
    const gramsById = new Map(calculation.rows.map((line) => [line.rowId, line.grams]));
    const { lines, ownStatus } = buildComplianceLines(rows, gramsById, (materialId) => engine.materials.has(materialId));
    const wanted = new Map(lines.map((line) => [line.lineId, line]));
    for (const lineId of [...totals.lines.keys()]) if (!wanted.has(lineId)) applyFormulaEdit(engine, totals, { kind: 'remove-line', lineId });
    for (const line of wanted.values()) {
      const previous = totals.lines.get(line.lineId);
      if (!previous) applyFormulaEdit(engine, totals, { kind: 'add-line', line });
      else if (!isSameLine(previous, line)) applyFormulaEdit(engine, totals, { kind: 'replace-line', line });
    }
    const category = isIfraCategory(product.ifraCategory) ? product.ifraCategory : '4';
    const dosage =
      product.basis === 'w/w'
        ? ({ basis: 'w/w', percent: product.dosagePercent } as const)
        : ({ basis: 'v/v', percent: product.dosagePercent, concentrateDensity: product.concentrateDensity, baseDensity: product.baseDensity } as const);
    const euProductType = proposeEuProductType(category) === 'not-cosmetic' ? undefined : product.application;
    const checked = checkFormulaTotals(engine, totals, { category, dosage, categoryDetail: 'selected', euProductType });
    if (!checked.ok) return checked.errors.some((error) => error.kind === 'zero-total') ? { state: 'empty' } : { state: 'unavailable', message: 'Live IFRA checks could not run on this formula.' };
    const report = checked.value;
    const lineStatus = deriveLineStatuses(report);
    for (const [lineId, status] of ownStatus) lineStatus.set(lineId, status);
    return { state: 'ready', report, lineStatus };
  }, [engine, engineQuery.error, materialIds.length, rows, calculation, product]);
}
