import { and, desc, eq } from 'drizzle-orm';
import { compareOffers } from '../../../domain/pricing/compare-offers.ts';
import type { AddShoppingItemInput } from '../../../domain/pricing/pricing.schemas.ts';
import {
  calculateLineTotal,
  DEFAULT_SHOPPING_QUANTITY_GRAMS,
  summariseShoppingList,
} from '../../../domain/pricing/shopping-list.ts';
import { totalByCurrency } from '../../../domain/pricing/total-by-currency.ts';
import type { Db } from '../../db/client.ts';
import { shoppingListItems } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findOffersByMaterial } from './find-offers.ts';
import { getVisibleMaterial } from './find-visible-material.ts';
import { getPersonalWorkspaceId } from '../workspaces/personal-workspace.ts';

export type ShoppingItemRow = typeof shoppingListItems.$inferSelect;

export function toItemView(row: ShoppingItemRow) {
  const { userId: _userId, ...fields } = row;
  return { ...fields, lineTotal: calculateLineTotal(row) };
}

/** The user's list, newest first (spec section 7), with the item count and one total per currency (`totals`). */
export async function listShoppingItems(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.userId, userId))
    .orderBy(desc(shoppingListItems.createdAt));
  const currencies = [
    ...new Set(rows.map((row) => row.currency).filter((currency): currency is string => Boolean(currency))),
  ];
  return {
    items: rows.map(toItemView),
    summary: { ...summariseShoppingList(rows), currencies, totals: totalByCurrency(rows) },
  };
}

export async function getShoppingItem(db: Db, userId: string, id: string): Promise<ShoppingItemRow> {
  const [row] = await db
    .select()
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'Shopping list item not found');
  return row;
}

/**
 * Adds a material (default 10 g). A material already on the list gets the quantity added to it instead
 * ('Updated {material} quantity'). Without a vendor, the best offer of the user's price list is chosen
 * (a size holding at least the quantity, cheapest per gram); with no offer, vendor and price stay empty.
 */
export async function addShoppingItem(db: Db, userId: string, input: AddShoppingItemInput) {
  const material = await getVisibleMaterial(db, userId, input.materialId);
  const quantity = input.quantity ?? DEFAULT_SHOPPING_QUANTITY_GRAMS;
  const [existing] = await db
    .select()
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.userId, userId), eq(shoppingListItems.materialId, material.id)))
    .limit(1);
  if (existing) {
    const [updated] = await db
      .update(shoppingListItems)
      .set({ quantity: roundQuantity(existing.quantity + quantity) })
      .where(eq(shoppingListItems.id, existing.id))
      .returning();
    return { item: toItemView(updated!), merged: true };
  }
  let vendor = input.vendor ?? null;
  let priceEstimate = input.priceEstimate ?? null;
  let currency = input.currency ?? null;
  if (!vendor) {
    const offers = (await findOffersByMaterial(db, userId, [material.id])).get(material.id) ?? [];
    const best = compareOffers(offers, quantity, 'add').best;
    if (best) ({ vendor, pricePerGram: priceEstimate, currency } = best);
  }
  const [row] = await db
    .insert(shoppingListItems)
    .values({
      userId,
      workspaceId: await getPersonalWorkspaceId(db, userId),
      materialId: material.id,
      materialName: material.name,
      casNumber: material.cas,
      quantity,
      unit: 'g',
      vendor,
      priceEstimate,
      currency,
    })
    .returning();
  return { item: toItemView(row!), merged: false };
}

export function roundQuantity(grams: number): number {
  return Math.round(grams * 1000) / 1000;
}

/** A number above 0 sets the quantity; 0 or less removes the item (spec section 4). */
export async function updateShoppingQuantity(db: Db, userId: string, id: string, quantity: number) {
  await getShoppingItem(db, userId, id);
  if (quantity <= 0) {
    await db.delete(shoppingListItems).where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId)));
    return { removed: true as const, item: null };
  }
  const [row] = await db
    .update(shoppingListItems)
    .set({ quantity: roundQuantity(quantity) })
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId)))
    .returning();
  return { removed: false as const, item: toItemView(row!) };
}

export async function updateShoppingVendor(
  db: Db,
  userId: string,
  id: string,
  change: { vendor: string | null; priceEstimate: number | null; currency?: string },
) {
  await getShoppingItem(db, userId, id);
  const [row] = await db
    .update(shoppingListItems)
    .set({
      vendor: change.vendor,
      priceEstimate: change.priceEstimate,
      ...(change.currency ? { currency: change.currency } : {}),
    })
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId)))
    .returning();
  return { item: toItemView(row!) };
}

export async function deleteShoppingItem(db: Db, userId: string, id: string) {
  const deleted = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.userId, userId)))
    .returning({ id: shoppingListItems.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Shopping list item not found');
}

/** Deletes every item of this user, and only theirs. */
export async function clearShoppingList(db: Db, userId: string) {
  const deleted = await db
    .delete(shoppingListItems)
    .where(eq(shoppingListItems.userId, userId))
    .returning({ id: shoppingListItems.id });
  return { removed: deleted.length };
}

/** Best-price refresh: re-chooses each item's vendor with the refresh rules of spec section 9. */
export async function refreshShoppingPrices(db: Db, userId: string) {
  const rows = await db.select().from(shoppingListItems).where(eq(shoppingListItems.userId, userId));
  const offers = await findOffersByMaterial(db, userId, [...new Set(rows.map((row) => row.materialId))]);
  let updated = 0;
  let withoutOffers = 0;
  for (const row of rows) {
    const best = compareOffers(offers.get(row.materialId) ?? [], row.quantity, 'refresh').best;
    if (!best) {
      withoutOffers += 1;
      continue;
    }
    if (best.vendor === row.vendor && best.pricePerGram === row.priceEstimate && best.currency === row.currency)
      continue;
    await db
      .update(shoppingListItems)
      .set({ vendor: best.vendor, priceEstimate: best.pricePerGram, currency: best.currency })
      .where(and(eq(shoppingListItems.id, row.id), eq(shoppingListItems.userId, userId)));
    updated += 1;
  }
  return { updated, withoutOffers, ...(await listShoppingItems(db, userId)) };
}
