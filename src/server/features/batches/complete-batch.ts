import { and, eq, inArray } from 'drizzle-orm';
import { roundGrams, type BenchLine } from '../../../domain/batches/bench-line.ts';
import { listBatchDeviations } from '../../../domain/batches/list-batch-deviations.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { convertFromGrams, isQuantityUnit } from '../../../domain/shared/quantity-units.ts';
import type { Db } from '../../db/client.ts';
import { batches, formulas, formulaVersions, inventoryLots, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ComplianceDeps } from '../regulatory/regulatory.public.ts';
import { lotGrams } from '../inventory/inventory.public.ts';
import { describeBatchForAudit, toBatchResponse, type BatchRow } from './batch-record.ts';
import { recordAuditEvent } from '../workspaces/workspaces.public.ts';
import { checkBatchCompliance, costBatch, type BatchRecord, type LotDrawRecord } from './build-batch-record.ts';
import { lockHeldBatch } from './change-batch.ts';

/** Grams each lot gives to the batch: a line's material (grams × purity) from its lot, its diluent from its own. */
function drawsOf(lines: readonly BenchLine[]): Array<Omit<LotDrawRecord, 'lotNumber' | 'missingGrams'>> {
  const byLot = new Map<string, Omit<LotDrawRecord, 'lotNumber' | 'missingGrams'>>();
  const add = (lotId: string | null, materialId: string | null, name: string, grams: number) => {
    if (!lotId || !materialId || !(grams > 0)) return;
    const entry = byLot.get(lotId) ?? { lotId, materialId, name, grams: 0 };
    byLot.set(lotId, { ...entry, grams: roundGrams(entry.grams + grams) });
  };
  for (const line of lines) {
    if (line.status === 'skipped') continue;
    const materialId = line.replacement ? line.replacement.materialId : line.materialId;
    add(line.lotId, materialId, line.replacement?.name ?? line.name, line.weighedGrams * line.purity);
    add(line.diluentLotId, line.diluentMaterialId, `${line.name} (diluent)`, line.weighedGrams * (1 - line.purity));
  }
  return [...byLot.values()];
}

/** The formula version's rows and finished product the batch was made from. */
async function findBatchFormula(db: Db, batch: BatchRow) {
  const [version] = await db
    .select({ rows: formulaVersions.rows, product: formulaVersions.product })
    .from(formulaVersions)
    .where(and(eq(formulaVersions.formulaId, batch.formulaId), eq(formulaVersions.version, batch.formulaVersion)))
    .limit(1);
  const [formula] = await db
    .select({ rows: formulas.rows, product: formulas.product, userId: formulas.userId })
    .from(formulas)
    .where(eq(formulas.id, batch.formulaId))
    .limit(1);
  return {
    id: batch.formulaId,
    userId: formula?.userId ?? null,
    rows: (version?.rows ?? formula?.rows ?? []) as FormulaRow[],
    product: version?.product ?? formula?.product ?? null,
  };
}

/**
 * Completes a batch exactly once: every line weighed or skipped (422 otherwise), then in ONE transaction the
 * grams are taken out of each lot (never below 0; what a lot lacked is recorded), the record is frozen and the
 * status set. A second completion, from this device or another, finds the batch completed (409) and deducts
 * nothing. Compliance is computed from the actual weights and the lots' certificates of analysis.
 */
export async function completeBatch(
  deps: ComplianceDeps,
  userId: string,
  batchId: string,
  input: { deviceId: string; notes?: string },
  now: Date,
): Promise<ReturnType<typeof toBatchResponse>> {
  const db = deps.database.db;
  // Compliance reads the engine's data: done before the transaction, on the lines as they stand.
  const before = await db.transaction((tx) => lockHeldBatch(tx, userId, batchId, input.deviceId));
  const pending = before.lines.filter((line) => line.status === 'pending');
  if (pending.length > 0)
    throw new AppError(
      'VALIDATION_FAILED',
      `${pending.length} ${pending.length === 1 ? 'line is' : 'lines are'} not weighed yet: weigh or skip ${pending.length === 1 ? 'it' : 'them'} first (${pending.map((line) => line.name).join(', ')})`,
    );
  const compliance = await checkBatchCompliance(
    deps,
    { userId, workspaceId: before.workspaceId },
    await findBatchFormula(db, before),
    before.lines,
  );
  const [operator] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return db.transaction(async (tx) => {
    const row = await lockHeldBatch(tx, userId, batchId, input.deviceId);
    if (JSON.stringify(row.lines) !== JSON.stringify(before.lines))
      throw new AppError('CONFLICT', 'The batch changed while it was being completed: complete it again');
    const planned = drawsOf(row.lines);
    const lotRows =
      planned.length === 0
        ? []
        : await tx
            .select()
            .from(inventoryLots)
            .where(
              and(
                eq(inventoryLots.workspaceId, row.workspaceId),
                inArray(
                  inventoryLots.id,
                  planned.map((draw) => draw.lotId),
                ),
              ),
            )
            .for('update');
    const lots = new Map(lotRows.map((lot) => [lot.id, lot]));
    const draws: LotDrawRecord[] = [];
    const priced = new Map<
      string,
      { pricePaid: number | null; currency: string | null; purchasedGrams: number | null; gramsBefore: number }
    >();
    for (const draw of planned) {
      const lot = lots.get(draw.lotId);
      if (!lot || !isQuantityUnit(lot.unit)) {
        draws.push({ ...draw, lotNumber: null, missingGrams: draw.grams });
        continue;
      }
      const available = lotGrams(lot);
      const taken = Math.min(available, draw.grams);
      priced.set(lot.id, {
        pricePaid: lot.pricePaid,
        currency: lot.currency,
        purchasedGrams:
          lot.purchasedQuantity === null ? null : lotGrams({ quantity: lot.purchasedQuantity, unit: lot.unit }),
        gramsBefore: available,
      });
      await tx
        .update(inventoryLots)
        .set({ quantity: roundGrams(Math.max(0, convertFromGrams(available - taken, lot.unit))), updatedAt: now })
        .where(eq(inventoryLots.id, lot.id));
      draws.push({ ...draw, lotNumber: lot.lotNumber, missingGrams: roundGrams(draw.grams - taken) });
    }
    const record: BatchRecord = {
      code: row.code,
      formula: { id: row.formulaId, name: row.formulaName, version: row.formulaVersion },
      operator: { userId, name: operator?.name ?? null },
      startedAt: row.startedAt.toISOString(),
      completedAt: now.toISOString(),
      targetGrams: row.targetGrams,
      actualGrams: roundGrams(
        row.lines.reduce((sum, line) => sum + (line.status === 'skipped' ? 0 : line.weighedGrams), 0),
      ),
      lines: row.lines.map((line) => ({
        lineId: line.lineId,
        name: line.name,
        materialId: line.materialId,
        replacement: line.replacement?.name ?? null,
        lotId: line.lotId,
        lotNumber: line.lotNumber,
        targetGrams: line.targetGrams,
        formulaGrams: line.formulaGrams,
        weighedGrams: line.weighedGrams,
        status: line.status,
        reason: line.reason,
      })),
      draws,
      deviations: listBatchDeviations(row.lines, row.events),
      events: row.events,
      notes: [row.notes, input.notes].filter(Boolean).join('\n') || null,
      cost: costBatch(draws, priced),
      compliance,
    };
    const [completed] = await tx
      .update(batches)
      .set({
        status: 'completed',
        record,
        completedAt: now,
        completedBy: userId,
        claimedByDevice: null,
        claimedByUserId: null,
        notes: record.notes,
        updatedAt: now,
      })
      .where(and(eq(batches.id, row.id), eq(batches.status, 'in-progress')))
      .returning();
    if (!completed) throw new AppError('CONFLICT', 'This batch is already completed');
    await recordAuditEvent(
      tx,
      { userId, workspaceId: completed.workspaceId },
      {
        entity: 'batch',
        entityId: completed.id,
        action: 'update',
        before: describeBatchForAudit(row),
        after: describeBatchForAudit(completed),
      },
    );
    return toBatchResponse(completed);
  });
}
