import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { BatchEvent, BenchLine } from '../../../domain/batches/bench-line.ts';
import type { LineChange } from '../../../domain/batches/change-bench-line.ts';
import { rescaleAfterOverdose, type RescaleShortfall } from '../../../domain/batches/rescale-after-overdose.ts';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  CLAIM_TIMEOUT_MS,
  describeBatchForAudit,
  findBatchWorkspaceId,
  getWorkspaceBatch,
  toBatchResponse,
  type BatchResponse,
  type BatchRow,
} from './batch-record.ts';
import { findWorkspaceLots } from './plan-workspace-batch.ts';
import { recordAuditEvent } from '../workspaces/workspaces.public.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const OPEN_STATUSES = ['in-progress', 'paused'] as const;

/**
 * Takes a batch to weigh on this device: free, paused, already this device's, or left untouched for 15 minutes.
 * Another device weighing it now is a 409. One conditional update, so two claims at once cannot both win.
 */
export async function claimBatch(
  db: Db,
  userId: string,
  batchId: string,
  deviceId: string,
  now: Date,
): Promise<BatchResponse> {
  const batch = await getWorkspaceBatch(db, userId, batchId);
  if (!OPEN_STATUSES.includes(batch.status as (typeof OPEN_STATUSES)[number]))
    throw new AppError('CONFLICT', `This batch is ${batch.status}`);
  const event: BatchEvent = {
    kind: batch.status === 'paused' ? 'resumed' : 'claimed',
    at: now.toISOString(),
    deviceId,
    userId,
  };
  const [row] = await db
    .update(batches)
    .set({
      status: 'in-progress',
      claimedByDevice: deviceId,
      claimedByUserId: userId,
      claimedAt: now,
      updatedAt: now,
      events: sql`${batches.events} || ${JSON.stringify([event])}::jsonb`,
    })
    .where(
      and(
        eq(batches.id, batch.id),
        inArray(batches.status, [...OPEN_STATUSES]),
        or(
          isNull(batches.claimedByDevice),
          and(eq(batches.claimedByDevice, deviceId), eq(batches.claimedByUserId, userId)),
          lt(batches.claimedAt, new Date(now.getTime() - CLAIM_TIMEOUT_MS)),
        ),
      ),
    )
    .returning();
  if (!row) throw new AppError('CONFLICT', 'This batch is being weighed on another device: pause it there first');
  return toBatchResponse(row);
}

/** The batch, locked, when this device holds it and it is being weighed (409 otherwise). */
export async function lockHeldBatch(tx: Tx, userId: string, batchId: string, deviceId: string): Promise<BatchRow> {
  const workspaceId = await findBatchWorkspaceId(tx, userId);
  const [row] = await tx
    .select()
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.workspaceId, workspaceId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'This batch does not exist');
  if (row.status === 'completed' || row.status === 'cancelled')
    throw new AppError('CONFLICT', `This batch is ${row.status}`);
  if (row.status !== 'in-progress' || row.claimedByDevice !== deviceId || row.claimedByUserId !== userId)
    throw new AppError('CONFLICT', 'Take this batch on this device first (it is paused or weighed elsewhere)');
  return row;
}

/** Applies a change to the lines of a batch this device holds, with the events it adds. */
export async function changeHeldBatch(
  db: Db,
  userId: string,
  batchId: string,
  deviceId: string,
  now: Date,
  change: (
    row: BatchRow,
    tx: Tx,
  ) =>
    | Promise<{ lines: BenchLine[]; events?: BatchEvent[]; extra?: object }>
    | { lines: BenchLine[]; events?: BatchEvent[] },
) {
  return db.transaction(async (tx) => {
    const row = await lockHeldBatch(tx, userId, batchId, deviceId);
    const changed = await change(row, tx);
    const [updated] = await tx
      .update(batches)
      .set({ lines: changed.lines, events: [...row.events, ...(changed.events ?? [])], claimedAt: now, updatedAt: now })
      .where(eq(batches.id, row.id))
      .returning();
    return toBatchResponse(updated!);
  });
}

/** The lines a domain change gives, or its sentence as a 422. */
export function linesOrThrow(change: LineChange): BenchLine[] {
  if (!change.ok) throw new AppError('VALIDATION_FAILED', change.message);
  return change.lines;
}

/**
 * Rescales the lines after an overdose so every ratio holds (the batch grows); lines whose lot holds less than
 * their new target are answered beside the batch (`shortfalls`). 422 unless the line is over its tolerance.
 */
export async function rescaleBatch(
  db: Db,
  userId: string,
  batchId: string,
  lineId: string,
  deviceId: string,
  now: Date,
) {
  let shortfalls: RescaleShortfall[] = [];
  const batch = await changeHeldBatch(db, userId, batchId, deviceId, now, async (row, tx) => {
    const lotIds = row.lines.flatMap((line) => (line.lotId ? [line.lotId] : []));
    const lots = await findWorkspaceLots(tx, row.workspaceId, [
      ...new Set(row.lines.flatMap((line) => (line.materialId ? [line.materialId] : []))),
    ]);
    const available = new Map(lots.filter((lot) => lotIds.includes(lot.lotId)).map((lot) => [lot.lotId, lot.grams]));
    const rescale = rescaleAfterOverdose(row.lines, lineId, available);
    if (!rescale)
      throw new AppError('VALIDATION_FAILED', 'Only a line weighed over its tolerance can rescale the batch');
    shortfalls = rescale.shortfalls;
    return {
      lines: rescale.lines,
      events: [
        {
          kind: 'rescaled',
          at: now.toISOString(),
          lineId,
          factor: rescale.factor,
          fromGrams: rescale.fromGrams,
          toGrams: rescale.toGrams,
        },
      ],
    };
  });
  return { ...batch, shortfalls };
}

/** Pauses the batch and lets it go: any device of the workspace may take it up again. */
export async function pauseBatch(db: Db, userId: string, batchId: string, deviceId: string, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockHeldBatch(tx, userId, batchId, deviceId);
    const event: BatchEvent = { kind: 'paused', at: now.toISOString(), deviceId, userId };
    const [updated] = await tx
      .update(batches)
      .set({
        status: 'paused',
        claimedByDevice: null,
        claimedByUserId: null,
        claimedAt: null,
        events: [...row.events, event],
        updatedAt: now,
      })
      .where(eq(batches.id, row.id))
      .returning();
    return toBatchResponse(updated!);
  });
}

/** Cancels a batch before completion: nothing is taken out of stock. Any device may cancel a paused batch. */
export async function cancelBatch(db: Db, userId: string, batchId: string, deviceId: string, now: Date) {
  const batch = await getWorkspaceBatch(db, userId, batchId);
  const [row] = await db
    .update(batches)
    .set({ status: 'cancelled', cancelledAt: now, claimedByDevice: null, claimedByUserId: null, updatedAt: now })
    .where(
      and(
        eq(batches.id, batch.id),
        inArray(batches.status, [...OPEN_STATUSES]),
        or(isNull(batches.claimedByDevice), eq(batches.claimedByDevice, deviceId)),
      ),
    )
    .returning();
  if (!row)
    throw new AppError(
      'CONFLICT',
      batch.status === 'completed' || batch.status === 'cancelled'
        ? `This batch is ${batch.status}`
        : 'This batch is being weighed on another device',
    );
  await recordAuditEvent(
    db,
    { userId, workspaceId: row.workspaceId },
    {
      entity: 'batch',
      entityId: row.id,
      action: 'update',
      before: describeBatchForAudit(batch),
      after: describeBatchForAudit(row),
    },
  );
  return toBatchResponse(row);
}
