import { and, asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import { calculateMaterialUsage, describeMaterialLimit } from '../../../domain/inventory/material-limits.ts';
import {
  areLotDatesInOrder,
  EXPIRY_BEFORE_PURCHASE_MESSAGE,
  MAX_INVENTORY_LOTS,
  type LotFields,
  type UpdateLotInput,
} from '../../../domain/inventory/inventory.schemas.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { inventoryLots, inventoryThresholds, materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { recordAuditEvent, getVisibleMaterial } from '../workspaces/workspaces.public.ts';
import { lotGrams } from './stock.ts';
import { formatCount } from '../../../domain/shared/format-numbers.ts';

export type LotRow = typeof inventoryLots.$inferSelect;

/** Whose request reads or changes stock: the session user in the workspace it works in (ADR 033). */
export type StockScope = WorkspaceScope;

function toLotView(lot: LotRow) {
  const { userId: _userId, ...fields } = lot;
  return { ...fields, grams: lotGrams(lot), densityAssumed: lot.unit === 'ml' };
}

export async function countInventoryMaterials(db: Db, scope: StockScope): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(inventoryLots.materialId) })
    .from(inventoryLots)
    .where(eq(inventoryLots.workspaceId, scope.workspaceId));
  return Number(row?.value ?? 0);
}

/** Every lot of the workspace, grouped per material with its total, threshold and low-stock flag, and the tier usage. */
export async function listInventory(db: Db, scope: StockScope, tier: Tier) {
  const lots = await db
    .select({ lot: inventoryLots, materialName: materials.name, cas: materials.cas })
    .from(inventoryLots)
    .innerJoin(materials, eq(materials.id, inventoryLots.materialId))
    .where(eq(inventoryLots.workspaceId, scope.workspaceId))
    .orderBy(asc(materials.name), asc(inventoryLots.createdAt));
  const thresholds = await db
    .select()
    .from(inventoryThresholds)
    .where(eq(inventoryThresholds.workspaceId, scope.workspaceId));
  const thresholdByMaterial = new Map(thresholds.map((row) => [row.materialId, row.minimumGrams]));
  const byMaterial = new Map<
    string,
    {
      materialId: string;
      materialName: string;
      cas: string | null;
      totalGrams: number;
      lots: ReturnType<typeof toLotView>[];
    }
  >();
  for (const { lot, materialName, cas } of lots) {
    const entry = byMaterial.get(lot.materialId) ?? {
      materialId: lot.materialId,
      materialName,
      cas,
      totalGrams: 0,
      lots: [],
    };
    entry.lots.push(toLotView(lot));
    entry.totalGrams += lotGrams(lot);
    byMaterial.set(lot.materialId, entry);
  }
  const items = [...byMaterial.values()].map((entry) => {
    const minimumGrams = thresholdByMaterial.get(entry.materialId) ?? null;
    return {
      ...entry,
      totalGrams: Math.round(entry.totalGrams * 1000) / 1000,
      minimumGrams,
      isLow: minimumGrams !== null && entry.totalGrams < minimumGrams,
    };
  });
  return { items, usage: { tier, ...calculateMaterialUsage(tier, byMaterial.size) } };
}

/** The tier limit applies to the materials a user adds: a lot of a material already held is always allowed. */
export async function checkMaterialLimit(db: Db, scope: StockScope, materialId: string, tier: Tier, extraNew = 1) {
  const [held] = await db
    .select({ id: inventoryLots.id })
    .from(inventoryLots)
    .where(and(eq(inventoryLots.workspaceId, scope.workspaceId), eq(inventoryLots.materialId, materialId)))
    .limit(1);
  if (held) return;
  const usage = calculateMaterialUsage(tier, await countInventoryMaterials(db, scope));
  if (usage.limit !== null && (usage.remaining ?? 0) < extraNew)
    throw new AppError('FORBIDDEN', describeMaterialLimit(tier, usage.limit));
}

function lotValues<Fields extends Omit<LotFields, 'materialId'> | UpdateLotInput>(fields: Fields) {
  const { certificateOfAnalysis, ...rest } = fields;
  return { ...rest, ...(certificateOfAnalysis === undefined ? {} : { certificateOfAnalysis }) };
}

/** 413 when `adding` more lots would pass the workspace's budget (MAX_INVENTORY_LOTS). */
export async function assertLotBudget(db: Db, workspaceId: string, adding: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(inventoryLots).where(eq(inventoryLots.workspaceId, workspaceId));
  const held = Number(row?.n ?? 0);
  if (held + adding > MAX_INVENTORY_LOTS)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `This workspace's inventory holds ${formatCount(held)} lots; at most ${formatCount(MAX_INVENTORY_LOTS)} can be kept. Delete lots you no longer hold first.`,
    );
}

export async function createLot(db: Db, scope: StockScope, tier: Tier, input: LotFields) {
  await getVisibleMaterial(db, scope, input.materialId);
  await assertLotBudget(db, scope.workspaceId, 1);
  await checkMaterialLimit(db, scope, input.materialId, tier);
  const { materialId, ...fields } = input;
  const [lot] = await db
    .insert(inventoryLots)
    .values({
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      materialId,
      ...lotValues(fields),
      purchasedQuantity: fields.quantity,
    })
    .returning();
  const view = toLotView(lot!);
  await recordAuditEvent(db, scope, { entity: 'lot', entityId: view.id, action: 'create', after: view });
  return { lot: view };
}

/** Corrects a lot of this workspace (404 otherwise); the dates it ends with must stay in order (422). */
export async function updateLot(db: Db, scope: StockScope, id: string, input: UpdateLotInput) {
  const [current] = await db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.workspaceId, scope.workspaceId)));
  if (!current) throw new AppError('NOT_FOUND', 'Lot not found');
  if (!areLotDatesInOrder({ ...current, ...input }))
    throw new AppError('VALIDATION_FAILED', EXPIRY_BEFORE_PURCHASE_MESSAGE);
  const [lot] = await db
    .update(inventoryLots)
    .set({
      ...lotValues(input),
      // A lot nothing was taken from yet: correcting its quantity corrects what was bought.
      ...(input.quantity === undefined
        ? {}
        : {
            purchasedQuantity: sql`CASE WHEN ${inventoryLots.quantity} = ${inventoryLots.purchasedQuantity} THEN ${input.quantity}::double precision ELSE ${inventoryLots.purchasedQuantity} END`,
          }),
      updatedAt: new Date(),
    })
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.workspaceId, scope.workspaceId)))
    .returning();
  if (!lot) throw new AppError('NOT_FOUND', 'Lot not found');
  const view = toLotView(lot);
  await recordAuditEvent(db, scope, {
    entity: 'lot',
    entityId: id,
    action: 'update',
    before: toLotView(current),
    after: view,
  });
  return { lot: view };
}

export async function getLot(db: Db, scope: StockScope, id: string) {
  const [lot] = await db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.workspaceId, scope.workspaceId)));
  if (!lot) throw new AppError('NOT_FOUND', 'Lot not found');
  return { lot: toLotView(lot) };
}

export async function deleteLot(db: Db, scope: StockScope, id: string) {
  const [deleted] = await db
    .delete(inventoryLots)
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.workspaceId, scope.workspaceId)))
    .returning();
  if (!deleted) throw new AppError('NOT_FOUND', 'Lot not found');
  await recordAuditEvent(db, scope, { entity: 'lot', entityId: id, action: 'delete', before: toLotView(deleted) });
}

/** A low-stock threshold in grams; null removes it. */
export async function setThreshold(db: Db, scope: StockScope, materialId: string, minimumGrams: number | null) {
  await getVisibleMaterial(db, scope, materialId);
  if (minimumGrams === null) {
    await db
      .delete(inventoryThresholds)
      .where(
        and(eq(inventoryThresholds.workspaceId, scope.workspaceId), eq(inventoryThresholds.materialId, materialId)),
      );
    return { minimumGrams: null };
  }
  await db
    .insert(inventoryThresholds)
    .values({ userId: scope.userId, workspaceId: scope.workspaceId, materialId, minimumGrams })
    .onConflictDoUpdate({
      target: [inventoryThresholds.workspaceId, inventoryThresholds.materialId],
      set: { minimumGrams, userId: scope.userId, updatedAt: new Date() },
    });
  return { minimumGrams };
}
