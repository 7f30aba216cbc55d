import { and, asc, countDistinct, eq } from 'drizzle-orm';
import { calculateMaterialUsage, describeMaterialLimit } from '../../../domain/inventory/material-limits.ts';
import {
  areLotDatesInOrder,
  EXPIRY_BEFORE_PURCHASE_MESSAGE,
  type LotFields,
  type UpdateLotInput,
} from '../../../domain/inventory/inventory.schemas.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { inventoryLots, inventoryThresholds, materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getVisibleMaterial } from '../pricing/find-visible-material.ts';
import { lotGrams } from './stock.ts';

export type LotRow = typeof inventoryLots.$inferSelect;

function toLotView(lot: LotRow) {
  const { userId: _userId, ...fields } = lot;
  return { ...fields, grams: lotGrams(lot), densityAssumed: lot.unit === 'ml' };
}

export async function countInventoryMaterials(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(inventoryLots.materialId) })
    .from(inventoryLots)
    .where(eq(inventoryLots.userId, userId));
  return Number(row?.value ?? 0);
}

/** Every lot of the user, grouped per material with its total, threshold and low-stock flag, and the tier usage. */
export async function listInventory(db: Db, userId: string, tier: Tier) {
  const lots = await db
    .select({ lot: inventoryLots, materialName: materials.name, cas: materials.cas })
    .from(inventoryLots)
    .innerJoin(materials, eq(materials.id, inventoryLots.materialId))
    .where(eq(inventoryLots.userId, userId))
    .orderBy(asc(materials.name), asc(inventoryLots.createdAt));
  const thresholds = await db.select().from(inventoryThresholds).where(eq(inventoryThresholds.userId, userId));
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
export async function checkMaterialLimit(db: Db, userId: string, materialId: string, tier: Tier, extraNew = 1) {
  const [held] = await db
    .select({ id: inventoryLots.id })
    .from(inventoryLots)
    .where(and(eq(inventoryLots.userId, userId), eq(inventoryLots.materialId, materialId)))
    .limit(1);
  if (held) return;
  const usage = calculateMaterialUsage(tier, await countInventoryMaterials(db, userId));
  if (usage.limit !== null && (usage.remaining ?? 0) < extraNew)
    throw new AppError('FORBIDDEN', describeMaterialLimit(tier, usage.limit));
}

function lotValues<Fields extends Omit<LotFields, 'materialId'> | UpdateLotInput>(fields: Fields) {
  const { certificateOfAnalysis, ...rest } = fields;
  return { ...rest, ...(certificateOfAnalysis === undefined ? {} : { certificateOfAnalysis }) };
}

export async function createLot(db: Db, userId: string, tier: Tier, input: LotFields) {
  await getVisibleMaterial(db, userId, input.materialId);
  await checkMaterialLimit(db, userId, input.materialId, tier);
  const { materialId, ...fields } = input;
  const [lot] = await db
    .insert(inventoryLots)
    .values({ userId, materialId, ...lotValues(fields) })
    .returning();
  return { lot: toLotView(lot!) };
}

/** Corrects a lot of this user (404 otherwise); the dates it ends with must stay in order (422). */
export async function updateLot(db: Db, userId: string, id: string, input: UpdateLotInput) {
  const [current] = await db
    .select({ purchaseDate: inventoryLots.purchaseDate, expiryDate: inventoryLots.expiryDate })
    .from(inventoryLots)
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.userId, userId)));
  if (!current) throw new AppError('NOT_FOUND', 'Lot not found');
  if (!areLotDatesInOrder({ ...current, ...input }))
    throw new AppError('VALIDATION_FAILED', EXPIRY_BEFORE_PURCHASE_MESSAGE);
  const [lot] = await db
    .update(inventoryLots)
    .set({ ...lotValues(input), updatedAt: new Date() })
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.userId, userId)))
    .returning();
  if (!lot) throw new AppError('NOT_FOUND', 'Lot not found');
  return { lot: toLotView(lot) };
}

export async function getLot(db: Db, userId: string, id: string) {
  const [lot] = await db
    .select()
    .from(inventoryLots)
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.userId, userId)));
  if (!lot) throw new AppError('NOT_FOUND', 'Lot not found');
  return { lot: toLotView(lot) };
}

export async function deleteLot(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(inventoryLots)
    .where(and(eq(inventoryLots.id, id), eq(inventoryLots.userId, userId)))
    .returning({ id: inventoryLots.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Lot not found');
}

/** A low-stock threshold in grams; null removes it. */
export async function setThreshold(db: Db, userId: string, materialId: string, minimumGrams: number | null) {
  await getVisibleMaterial(db, userId, materialId);
  if (minimumGrams === null) {
    await db
      .delete(inventoryThresholds)
      .where(and(eq(inventoryThresholds.userId, userId), eq(inventoryThresholds.materialId, materialId)));
    return { minimumGrams: null };
  }
  await db
    .insert(inventoryThresholds)
    .values({ userId, materialId, minimumGrams })
    .onConflictDoUpdate({
      target: [inventoryThresholds.userId, inventoryThresholds.materialId],
      set: { minimumGrams, updatedAt: new Date() },
    });
  return { minimumGrams };
}
