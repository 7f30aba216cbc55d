import type { BenchLine, BatchEvent } from '../../../domain/batches/bench-line.ts';
import { calculateBatchCost, priceLotPerGram, type BatchCost } from '../../../domain/batches/calculate-batch-cost.ts';
import { findLotsOverLimit, type LotOverLimit } from '../../../domain/batches/find-lots-over-limit.ts';
import type { BatchDeviation } from '../../../domain/batches/list-batch-deviations.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { ComplianceFailure } from '../../../domain/regulatory/check-formula-totals.ts';
import type { ComplianceVerdict } from '../../../domain/regulatory/compliance-verdict.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
import { buildFormulaReport, buildSavedFormulaBody } from '../regulatory/regulatory.public.ts';

/** Grams taken out of one lot by a completed batch. */
export type LotDrawRecord = {
  lotId: string;
  lotNumber: string | null;
  materialId: string;
  name: string;
  grams: number;
  /** What the lot lacked (the lot never goes below 0). */
  missingGrams: number;
};

export type BatchCompliance =
  | {
      status: 'checked';
      /** The batch at its actual weights with its lots' certificates of analysis. */
      verdict: ComplianceVerdict;
      isCompliant: boolean;
      failures: Array<{
        kind: ComplianceFailure['kind'];
        subject: string;
        concentration: number | null;
        limit: number | null;
      }>;
      /** The same weights with the library's compositions (no lot): what the lots change. */
      verdictWithoutLots: ComplianceVerdict;
      lotsOverLimit: LotOverLimit[];
      /** Lines typed as free text: they dilute the rest but cannot be checked. */
      linesNotInLibrary: number;
      dataVersion: unknown;
    }
  | { status: 'cannot-be-verified'; reason: string };

/** The frozen batch record (batches.record), written once at completion. */
export type BatchRecord = {
  code: string;
  formula: { id: string; name: string; version: number };
  operator: { userId: string; name: string | null };
  startedAt: string;
  completedAt: string;
  targetGrams: number;
  actualGrams: number;
  lines: Array<{
    lineId: string;
    name: string;
    materialId: string | null;
    replacement: string | null;
    lotId: string | null;
    lotNumber: string | null;
    targetGrams: number;
    formulaGrams: number;
    weighedGrams: number;
    status: BenchLine['status'];
    reason: string | null;
  }>;
  draws: LotDrawRecord[];
  deviations: BatchDeviation[];
  events: BatchEvent[];
  notes: string | null;
  /** estimatedLotIds: lots priced over what they held, their purchased quantity unknown (absent in older records). */
  cost: BatchCost & { basis: string; estimatedLotIds?: string[] };
  compliance: BatchCompliance;
};

/** The engine lines of what was really weighed: the material weighed (a replacement's), its lot, its grams. */
function toComplianceLines(lines: readonly BenchLine[], withLots: boolean): ComplianceReportBody['lines'] {
  return lines.flatMap((line) => {
    const materialId = line.replacement ? line.replacement.materialId : line.materialId;
    if (line.status === 'skipped' || !materialId || !(line.weighedGrams > 0)) return [];
    return [
      {
        materialId,
        grams: line.weighedGrams,
        purity: line.purity,
        ...(line.diluentMaterialId && line.purity < 1 ? { diluentMaterialId: line.diluentMaterialId } : {}),
        ...(withLots && line.lotId ? { lotId: line.lotId } : {}),
      },
    ];
  });
}

const describeFailure = (failure: ComplianceFailure) => ({
  kind: failure.kind,
  subject: 'name' in failure ? failure.name : failure.kind === 'phototoxicity-sum' ? 'Phototoxicity sum' : failure.kind,
  concentration: 'concentration' in failure ? failure.concentration : null,
  limit: 'limit' in failure ? failure.limit : null,
});

/**
 * The batch's compliance from the ACTUAL weights and the lots' certificates of analysis (IFRA and the markets'
 * EU rules, as the formula's own report), beside the same weights without the lots, so a lot whose certificate
 * pushes a constituent over its limit is named. A batch the engine cannot check says so (never a pass).
 */
export async function checkBatchCompliance(
  deps: ComplianceDeps,
  scope: { userId: string; workspaceId: string },
  formula: { id: string; userId: string | null; rows: FormulaRow[]; product: unknown },
  lines: readonly BenchLine[],
): Promise<BatchCompliance> {
  // The formula's specification ticks are the workspace's (confirmed by its regulatory role, issue 30).
  const body = buildSavedFormulaBody(formula).body;
  const linesNotInLibrary = lines.filter(
    (line) =>
      line.status !== 'skipped' &&
      line.weighedGrams > 0 &&
      !(line.replacement ? line.replacement.materialId : line.materialId),
  ).length;
  try {
    const [withLots, withoutLots] = await Promise.all([
      buildFormulaReport(deps, scope, { ...body, lines: toComplianceLines(lines, true) }),
      buildFormulaReport(deps, scope, { ...body, lines: toComplianceLines(lines, false) }),
    ]);
    return {
      status: 'checked',
      verdict: withLots.report.verdict,
      isCompliant: withLots.report.isCompliant && linesNotInLibrary === 0,
      failures: withLots.report.failures.map(describeFailure),
      verdictWithoutLots: withoutLots.report.verdict,
      lotsOverLimit: findLotsOverLimit(withLots.report.failures, withoutLots.report.failures),
      linesNotInLibrary,
      dataVersion: withLots.report.dataVersion,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
      return { status: 'cannot-be-verified', reason: error.message };
    throw error;
  }
}

/**
 * The cost of the batch from the lots drawn: each lot's price paid over the grams bought (exact), or, for a lot
 * whose purchase is not recorded, over the grams it held before this batch (named in estimatedLotIds).
 */
export function costBatch(
  draws: readonly LotDrawRecord[],
  lots: ReadonlyMap<
    string,
    { pricePaid: number | null; currency: string | null; purchasedGrams: number | null; gramsBefore: number }
  >,
): BatchRecord['cost'] {
  const estimated = new Set<string>();
  const cost = calculateBatchCost(
    draws.map((draw) => {
      const lot = lots.get(draw.lotId);
      const priced = lot ? priceLotPerGram(lot) : { pricePerGram: null, isEstimated: false };
      if (priced.isEstimated && draw.grams - draw.missingGrams > 0) estimated.add(draw.lotId);
      return {
        lotId: draw.lotId,
        grams: draw.grams - draw.missingGrams,
        pricePerGram: priced.pricePerGram,
        currency: lot?.currency ?? null,
      };
    }),
  );
  return {
    ...cost,
    estimatedLotIds: [...estimated],
    basis:
      estimated.size === 0
        ? "Each lot's price paid over the quantity bought"
        : "Each lot's price paid over the quantity bought; for lots whose purchase is not recorded, over the grams they held before this batch (an estimate, never below the real cost)",
  };
}
