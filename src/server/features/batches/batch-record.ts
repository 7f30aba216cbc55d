import { and, eq } from 'drizzle-orm';
import { convertGramsToDrops } from '../../../domain/batches/convert-grams-to-drops.ts';
import { checkBenchLine, toleranceGramsOf } from '../../../domain/batches/change-bench-line.ts';
import { orderBenchLines } from '../../../domain/batches/order-bench-lines.ts';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema/index.ts';
import type { BatchRecord } from './build-batch-record.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';

export type BatchRow = typeof batches.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert'>;

/** A claim left untouched this long may be taken over by another device (a tablet that went flat). */
export const CLAIM_TIMEOUT_MS = 15 * 60 * 1000;

/**
 * The workspace the user makes batches in: the session user's active workspace (the one switched to, else the
 * personal one); every batch query is filtered by it. Inside a transaction the same lookup runs on the transaction.
 */
export const findBatchWorkspaceId = async (db: Executor, userId: string) =>
  (await resolveActiveWorkspace(db as Db, userId)).id;

export function toBatchResponse(row: BatchRow) {
  return {
    id: row.id,
    code: row.code,
    formulaId: row.formulaId,
    formulaVersion: row.formulaVersion,
    formulaName: row.formulaName,
    status: row.status,
    targetGrams: row.targetGrams,
    batchGrams: Math.round(row.lines.reduce((sum, line) => sum + line.targetGrams, 0) * 10_000) / 10_000,
    order: row.weighingOrder,
    lines: orderBenchLines(row.lines, row.weighingOrder).map((line) => ({
      ...line,
      toleranceGrams: toleranceGramsOf(line),
      check: line.status === 'pending' && line.weighedGrams === 0 ? null : checkBenchLine(line),
      targetDrops: convertGramsToDrops(line.targetGrams, line.dropWeightGrams),
    })),
    events: row.events,
    notes: row.notes,
    claimedByDevice: row.claimedByDevice,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    record: row.record as BatchRecord | null,
  };
}
export type BatchResponse = ReturnType<typeof toBatchResponse>;

/** What the audit trail keeps of a batch (issue 30 item 5): which formula version, how much, its state and lots drawn. */
export function describeBatchForAudit(row: BatchRow): Record<string, unknown> {
  return {
    code: row.code,
    formulaId: row.formulaId,
    formulaVersion: row.formulaVersion,
    formulaName: row.formulaName,
    targetGrams: row.targetGrams,
    status: row.status,
    lots: [...new Set(row.lines.map((line) => line.lotId).filter(Boolean))],
  };
}

/** One batch of the user's workspace (404 for any other). */
export async function getWorkspaceBatch(db: Db, userId: string, batchId: string): Promise<BatchRow> {
  const workspaceId = await findBatchWorkspaceId(db, userId);
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'This batch does not exist');
  return row;
}
