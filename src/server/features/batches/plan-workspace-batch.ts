import { and, eq, inArray } from 'drizzle-orm';
import type { BenchLine } from '../../../domain/batches/bench-line.ts';
import type { PlanBatchInput } from '../../../domain/batches/batches.schemas.ts';
import { chooseBatchLots, type LotChoice, type StockLot } from '../../../domain/batches/choose-batch-lots.ts';
import { planBenchLines } from '../../../domain/batches/plan-bench-lines.ts';
import type { FinishedProduct, FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { NotePosition } from '../../../domain/materials/note-position.ts';
import type { Db } from '../../db/client.ts';
import { inventoryLots, materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula, getFormulaVersion } from '../formulas/formulas.public.ts';
import { lotGrams } from '../inventory/inventory.public.ts';
import { findBatchWorkspaceId } from './batch-record.ts';

export type WorkspaceLot = StockLot & {
  pricePaid: number | null;
  currency: string | null;
  hasCertificate: boolean;
};

/** The workspace's lots of the given materials, in grams. */
export async function findWorkspaceLots(
  db: Pick<Db, 'select'>,
  workspaceId: string,
  materialIds: readonly string[],
): Promise<WorkspaceLot[]> {
  if (materialIds.length === 0) return [];
  const rows = await db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.workspaceId, workspaceId), inArray(inventoryLots.materialId, [...materialIds])));
  return rows.map((lot) => ({
    lotId: lot.id,
    materialId: lot.materialId,
    lotNumber: lot.lotNumber,
    grams: lotGrams(lot),
    expiryDate: lot.expiryDate,
    purchaseDate: lot.purchaseDate,
    pricePaid: lot.pricePaid,
    currency: lot.currency,
    hasCertificate: Array.isArray(lot.certificateOfAnalysis) && lot.certificateOfAnalysis.length > 0,
  }));
}

export type BatchPlan = {
  workspaceId: string;
  formula: { id: string; name: string; version: number; product: FinishedProduct | null };
  rows: FormulaRow[];
  lines: BenchLine[];
  /** Per line (and per diluent, key `<lineId>:diluent`): the lot proposed or chosen, expired or short. */
  lots: LotChoice[];
  /** Every lot of the materials of the batch, for choosing another. */
  availableLots: WorkspaceLot[];
};

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The batch to make of a saved formula version at a target weight: its lines with targets and tolerances, and a
 * lot per line (the user's choice, else the first expiring with enough stock), with expired lots and shortfalls
 * named. A lot the user chose must be a lot of the workspace and of the line's material (422).
 */
export async function planWorkspaceBatch(db: Db, userId: string, input: PlanBatchInput, now: Date): Promise<BatchPlan> {
  const workspaceId = await findBatchWorkspaceId(db, userId);
  // Any formula of the workspace the user may open (a lab member makes the perfumer's formula).
  const formula = await getWorkspaceFormula(db, { userId, workspaceId }, input.formulaId);
  const version = input.version ?? formula.version;
  const saved =
    input.version === undefined
      ? { rows: formula.rows as FormulaRow[], product: formula.product as FinishedProduct | null, name: formula.name }
      : await getFormulaVersion(db, { userId, workspaceId: formula.workspaceId }, input.formulaId, input.version);
  const rows = saved.rows;
  const materialIds = [
    ...new Set(rows.flatMap((row) => [row.materialId, row.diluentMaterialId]).filter((id) => id !== null)),
  ];
  const [notes, availableLots] = await Promise.all([
    materialIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: materials.id, notePosition: materials.notePosition })
          .from(materials)
          .where(inArray(materials.id, materialIds)),
    findWorkspaceLots(db, workspaceId, materialIds),
  ]);
  const lines = planBenchLines(rows, input.targetGrams, {
    tolerancePercentByLine: input.tolerancePercentByLine,
    dropWeightGramsByLine: input.dropWeightGramsByLine,
    notePositionByMaterial: new Map(notes.map((note) => [note.id, note.notePosition as NotePosition | null])),
  });
  if (!lines) throw new AppError('VALIDATION_FAILED', 'The formula has no amounts to make a batch from');
  const needs = lines.flatMap((line) => [
    ...(line.materialId
      ? [{ key: line.lineId, materialId: line.materialId, grams: line.targetGrams * line.purity }]
      : []),
    ...(line.diluentMaterialId
      ? [
          {
            key: `${line.lineId}:diluent`,
            materialId: line.diluentMaterialId,
            grams: line.targetGrams * (1 - line.purity),
          },
        ]
      : []),
  ]);
  const proposed = chooseBatchLots(needs, availableLots, today(now));
  const chosen = proposed.map((choice): LotChoice => {
    const lotId = input.lotIdByLine?.[choice.key];
    if (lotId === undefined) return choice;
    if (lotId === null) return { ...choice, lotId: null, lotNumber: null, isExpired: false };
    const need = needs.find((entry) => entry.key === choice.key)!;
    const lot = availableLots.find((candidate) => candidate.lotId === lotId);
    if (!lot || lot.materialId !== need.materialId)
      throw new AppError('VALIDATION_FAILED', `Lot ${lotId} is not a lot of this line's material in your stock`);
    return {
      key: choice.key,
      lotId,
      lotNumber: lot.lotNumber,
      isExpired: lot.expiryDate !== null && lot.expiryDate < today(now),
      shortfallGrams: Math.max(0, Math.round((need.grams - lot.grams) * 10_000) / 10_000),
    };
  });
  const byKey = new Map(chosen.map((choice) => [choice.key, choice]));
  const withLots = lines.map((line) => ({
    ...line,
    lotId: byKey.get(line.lineId)?.lotId ?? null,
    lotNumber: byKey.get(line.lineId)?.lotNumber ?? null,
    diluentLotId: byKey.get(`${line.lineId}:diluent`)?.lotId ?? null,
  }));
  return {
    workspaceId,
    formula: { id: formula.id, name: saved.name, version, product: saved.product ?? null },
    rows,
    lines: withLots,
    lots: chosen,
    availableLots,
  };
}

/** The plan as the API answers it (before start): lines, lots, shortfalls and expired lots to confirm. */
export function toPlanResponse(plan: BatchPlan) {
  return {
    formula: plan.formula,
    lines: plan.lines,
    lots: plan.lots,
    shortfalls: plan.lots.filter((choice) => choice.shortfallGrams > 0),
    expiredLots: plan.lots.filter((choice) => choice.isExpired),
    availableLots: plan.availableLots.map(({ pricePaid: _price, currency: _currency, ...lot }) => lot),
  };
}
