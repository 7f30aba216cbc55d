import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { StartBatchInput } from '../../../domain/batches/batches.schemas.ts';
import { formatBatchCode } from '../../../domain/batches/format-batch-code.ts';
import type { Db } from '../../db/client.ts';
import { batches } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { describeBatchForAudit, findBatchWorkspaceId, toBatchResponse, type BatchResponse } from './batch-record.ts';
import { planWorkspaceBatch } from './plan-workspace-batch.ts';
import { recordAuditEvent } from '../workspaces/workspaces.public.ts';

/**
 * Starts a batch of a saved formula version at a target weight, held by the device that starts it. Lots past
 * their expiry date need `confirmExpiredLots` (422 naming them); shortfalls do not stop it (the user was shown
 * them). The batch id is the prefix and the workspace's next number for it.
 */
export async function startBatch(db: Db, userId: string, input: StartBatchInput, now: Date): Promise<BatchResponse> {
  const plan = await planWorkspaceBatch(db, userId, input, now);
  const expired = plan.lots.filter((choice) => choice.isExpired);
  if (expired.length > 0 && !input.confirmExpiredLots)
    throw new AppError(
      'VALIDATION_FAILED',
      `${expired.length === 1 ? 'A lot is' : `${expired.length} lots are`} past the expiry date: confirm to use ${expired.length === 1 ? 'it' : 'them'}`,
      { expiredLots: expired },
    );
  const lines = plan.lines.map((line) => ({
    ...line,
    isExpiredLotConfirmed: expired.some((choice) => choice.key === line.lineId),
  }));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`batches:${plan.workspaceId}:${input.prefix}`}))`);
    const [last] = await tx
      .select({ sequence: max(batches.sequence) })
      .from(batches)
      .where(and(eq(batches.workspaceId, plan.workspaceId), eq(batches.prefix, input.prefix)));
    const sequence = (last?.sequence ?? 0) + 1;
    const [row] = await tx
      .insert(batches)
      .values({
        userId,
        workspaceId: plan.workspaceId,
        formulaId: plan.formula.id,
        formulaVersion: plan.formula.version,
        formulaName: plan.formula.name,
        prefix: input.prefix,
        sequence,
        code: formatBatchCode(input.prefix, sequence),
        targetGrams: input.targetGrams,
        weighingOrder: input.order,
        lines,
        events: [{ kind: 'claimed', at: now.toISOString(), deviceId: input.deviceId, userId }],
        notes: input.notes ?? null,
        claimedByDevice: input.deviceId,
        claimedByUserId: userId,
        claimedAt: now,
        startedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The batch could not be started');
    await recordAuditEvent(
      tx,
      { userId, workspaceId: row.workspaceId },
      { entity: 'batch', entityId: row.id, action: 'create', after: describeBatchForAudit(row) },
    );
    return toBatchResponse(row);
  });
}

/** The workspace's batches (of one formula when asked), newest first. */
export async function listBatches(db: Db, userId: string, formulaId: string | undefined): Promise<BatchResponse[]> {
  const workspaceId = await findBatchWorkspaceId(db, userId);
  const rows = await db
    .select()
    .from(batches)
    .where(and(eq(batches.workspaceId, workspaceId), formulaId ? eq(batches.formulaId, formulaId) : undefined))
    .orderBy(desc(batches.startedAt))
    .limit(200);
  return rows.map(toBatchResponse);
}
