import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { roundGrams } from '../../../domain/pricing/calculate-shortfall.ts';
import { convertFromGrams, convertToGrams, isQuantityUnit } from '../../../domain/shared/quantity-units.ts';
import type { Db } from '../../db/client.ts';
import { inventoryLots } from '../../db/schema/index.ts';

/** A lot's quantity in grams (ml at 1 g/ml until materials carry a density). */
export function lotGrams(lot: { quantity: number; unit: string }): number {
  return isQuantityUnit(lot.unit) ? convertToGrams(lot.quantity, lot.unit).grams : 0;
}

/** Grams in stock per material in one workspace. */
export async function findStockGrams(
  db: Db,
  workspaceId: string,
  materialIds: readonly string[],
): Promise<Map<string, number>> {
  const stock = new Map<string, number>();
  if (materialIds.length === 0) return stock;
  const lots = await db
    .select({ materialId: inventoryLots.materialId, quantity: inventoryLots.quantity, unit: inventoryLots.unit })
    .from(inventoryLots)
    .where(and(eq(inventoryLots.workspaceId, workspaceId), inArray(inventoryLots.materialId, [...materialIds])));
  for (const lot of lots) stock.set(lot.materialId, (stock.get(lot.materialId) ?? 0) + lotGrams(lot));
  return stock;
}

export type Deduction = { deductedGrams: number; missingGrams: number; lots: Array<{ lotId: string; grams: number }> };

/**
 * Takes `grams` of a material out of a workspace's stock when a batch is made: the lot expiring first goes first
 * (then the oldest purchase). Never below 0; what could not be taken is returned as missingGrams.
 */
export async function deductStock(db: Db, workspaceId: string, materialId: string, grams: number): Promise<Deduction> {
  if (!(grams > 0)) return { deductedGrams: 0, missingGrams: 0, lots: [] };
  return db.transaction(async (tx) => {
    const lots = await tx
      .select()
      .from(inventoryLots)
      .where(and(eq(inventoryLots.workspaceId, workspaceId), eq(inventoryLots.materialId, materialId)))
      .orderBy(
        sql`${inventoryLots.expiryDate} asc nulls last`,
        sql`${inventoryLots.purchaseDate} asc nulls last`,
        asc(inventoryLots.createdAt),
      )
      .for('update');
    let remaining = grams;
    const taken: Deduction['lots'] = [];
    for (const lot of lots) {
      if (remaining <= 0) break;
      const available = lotGrams(lot);
      if (available <= 0 || !isQuantityUnit(lot.unit)) continue;
      const take = Math.min(available, remaining);
      const left = Math.max(0, convertFromGrams(available - take, lot.unit));
      await tx
        .update(inventoryLots)
        .set({ quantity: roundGrams(left), updatedAt: new Date() })
        .where(eq(inventoryLots.id, lot.id));
      taken.push({ lotId: lot.id, grams: roundGrams(take) });
      remaining -= take;
    }
    return {
      deductedGrams: roundGrams(grams - Math.max(0, remaining)),
      missingGrams: roundGrams(Math.max(0, remaining)),
      lots: taken,
    };
  });
}
