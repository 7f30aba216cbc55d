import { and, eq } from 'drizzle-orm';
import {
  acceptLineDeviation,
  recordWeighing,
  replaceBenchLine,
  skipBenchLine,
} from '../../../domain/batches/change-bench-line.ts';
import type { BenchLine } from '../../../domain/batches/bench-line.ts';
import { chooseBatchLots } from '../../../domain/batches/choose-batch-lots.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { visibleMaterials } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { changeHeldBatch, linesOrThrow } from './change-batch.ts';
import { findWorkspaceLots } from './plan-workspace-batch.ts';

type LineAction =
  | { kind: 'weigh'; grams: number; source: 'typed' | 'balance' }
  | { kind: 'skip'; reason: string }
  | { kind: 'replace'; materialId: string | null; name: string; lotId?: string | null; reason: string }
  | { kind: 'accept'; note?: string }
  | { kind: 'choose-lot'; lotId: string | null; confirmExpired: boolean };

/** A lot of the workspace and of the material (422 otherwise), with whether it is past its date. */
async function getLineLot(
  db: Pick<Db, 'select'>,
  workspaceId: string,
  materialId: string | null,
  lotId: string,
  now: Date,
) {
  const lot = materialId
    ? (await findWorkspaceLots(db, workspaceId, [materialId])).find((l) => l.lotId === lotId)
    : null;
  if (!lot) throw new AppError('VALIDATION_FAILED', `Lot ${lotId} is not a lot of this material in your stock`);
  return { ...lot, isExpired: lot.expiryDate !== null && lot.expiryDate < now.toISOString().slice(0, 10) };
}

/**
 * The lot proposed for a replacement material: its first expiring lot in date with enough stock for the line, else
 * its fullest lot in date (a lot past its date is never proposed here: the user chooses it, with a confirmation).
 */
async function proposeReplacementLot(
  db: Pick<Db, 'select'>,
  batch: { workspaceId: string; lines: readonly BenchLine[] },
  lineId: string,
  materialId: string | null,
  now: Date,
) {
  const line = batch.lines.find((candidate) => candidate.lineId === lineId);
  if (!materialId || !line) return null;
  const lots = await findWorkspaceLots(db, batch.workspaceId, [materialId]);
  const today = now.toISOString().slice(0, 10);
  const [choice] = chooseBatchLots(
    [{ key: lineId, materialId, grams: line.targetGrams * line.purity }],
    lots.filter((lot) => lot.expiryDate === null || lot.expiryDate >= today),
    today,
  );
  return choice?.lotId ? { lotId: choice.lotId, lotNumber: choice.lotNumber } : null;
}

/** One action on one line of a batch this device holds: weigh, skip, replace, accept a deviation, choose a lot. */
export async function changeBatchLine(
  db: Db,
  userId: string,
  batchId: string,
  lineId: string,
  deviceId: string,
  action: LineAction,
  now: Date,
) {
  const at = now.toISOString();
  return changeHeldBatch(db, userId, batchId, deviceId, now, async (row, tx) => {
    switch (action.kind) {
      case 'weigh':
        return {
          lines: linesOrThrow(recordWeighing(row.lines, lineId, { grams: action.grams, at, source: action.source })),
        };
      case 'skip':
        return {
          lines: linesOrThrow(skipBenchLine(row.lines, lineId, action.reason)),
          events: [{ kind: 'skipped', at, lineId, reason: action.reason }],
        };
      case 'accept': {
        const lines = linesOrThrow(acceptLineDeviation(row.lines, lineId, action.note ?? null));
        const line = lines.find((candidate) => candidate.lineId === lineId)!;
        return {
          lines,
          events: [
            { kind: 'deviation-accepted', at, lineId, weighedGrams: line.weighedGrams, targetGrams: line.targetGrams },
          ],
        };
      }
      case 'replace': {
        if (action.materialId) {
          const [material] = await tx
            .select({ id: materials.id })
            .from(materials)
            .where(and(eq(materials.id, action.materialId), visibleMaterials({ userId, workspaceId: row.workspaceId })))
            .limit(1);
          if (!material) throw new AppError('VALIDATION_FAILED', 'The replacement is not a material of your library');
        }
        const lot = action.lotId
          ? await getLineLot(tx, row.workspaceId, action.materialId, action.lotId, now)
          : action.lotId === undefined
            ? await proposeReplacementLot(tx, row, lineId, action.materialId, now)
            : null;
        return {
          lines: linesOrThrow(
            replaceBenchLine(
              row.lines,
              lineId,
              {
                materialId: action.materialId,
                name: action.name,
                lotId: lot?.lotId ?? null,
                lotNumber: lot?.lotNumber ?? null,
              },
              action.reason,
            ),
          ),
          events: [{ kind: 'replaced', at, lineId, reason: action.reason }],
        };
      }
      case 'choose-lot': {
        const line = row.lines.find((candidate) => candidate.lineId === lineId);
        if (!line) throw new AppError('NOT_FOUND', 'This batch has no such line');
        if (line.weighedGrams > 0) throw new AppError('VALIDATION_FAILED', 'This line is weighed: its lot is set');
        const materialId = line.replacement ? line.replacement.materialId : line.materialId;
        const lot = action.lotId ? await getLineLot(tx, row.workspaceId, materialId, action.lotId, now) : null;
        if (lot?.isExpired && !action.confirmExpired)
          throw new AppError(
            'VALIDATION_FAILED',
            `Lot ${lot.lotNumber ?? lot.lotId} is past its expiry date: confirm to use it`,
          );
        return {
          lines: row.lines.map((candidate) =>
            candidate.lineId === lineId
              ? {
                  ...candidate,
                  lotId: lot?.lotId ?? null,
                  lotNumber: lot?.lotNumber ?? null,
                  isExpiredLotConfirmed: Boolean(lot?.isExpired),
                }
              : candidate,
          ),
        };
      }
    }
  });
}
