import { and, desc, eq } from 'drizzle-orm';
import { calculatePackOrder, type PackOrder } from '../../../domain/pricing/calculate-pack-order.ts';
import { chooseOffer } from '../../../domain/pricing/compare-offers.ts';
import type { Offer } from '../../../domain/pricing/normalise-offer.ts';
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
import { findCurrentExchangeRates } from './exchange-rates.ts';
import { findOffersByMaterial } from './find-offers.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { getVisibleMaterial } from '../workspaces/workspaces.public.ts';

export type ShoppingItemRow = typeof shoppingListItems.$inferSelect;

export function toItemView(row: ShoppingItemRow) {
  const { userId: _userId, workspaceId: _workspaceId, ...fields } = row;
  return { ...fields, lineTotal: calculateLineTotal(row) };
}

const samePrice = (a: number, b: number) => Math.abs(a - b) <= Math.max(a, b) * 1e-9;

/** The offer an item's vendor and price per gram came from (the cheapest order of them if several match), or null. */
function findItemOffer(row: ShoppingItemRow, offers: readonly Offer[]): Offer | null {
  if (!row.vendor || row.priceEstimate === null) return null;
  const vendor = row.vendor.toLowerCase();
  const matching = offers.filter(
    (offer) =>
      offer.vendor.toLowerCase() === vendor &&
      offer.currency === (row.currency ?? offer.currency) &&
      samePrice(offer.pricePerGram, row.priceEstimate!),
  );
  return (
    matching.sort((a, b) => calculatePackOrder(row.quantity, a).cost - calculatePackOrder(row.quantity, b).cost)[0] ??
    null
  );
}

/**
 * An item as the list shows it: its per-gram estimate and, when its price came from a vendor's pack, the whole
 * packs to buy and what they cost (`pack`). An item with no price yet whose material has offers shows the offer
 * the choice rule picks (`priceIsSuggestion`), so a material with offers never reads "No price yet".
 */
export function toListedItemView(row: ShoppingItemRow, offers: readonly Offer[]) {
  if (row.priceEstimate === null) {
    const best = chooseOffer(offers, row.quantity);
    if (best) {
      const suggested = { ...row, vendor: best.vendor, priceEstimate: best.pricePerGram, currency: best.currency };
      return {
        ...toItemView(suggested),
        pack: calculatePackOrder(row.quantity, best) as PackOrder | null,
        priceIsSuggestion: true,
      };
    }
  }
  const offer = findItemOffer(row, offers);
  return {
    ...toItemView(row),
    pack: offer ? (calculatePackOrder(row.quantity, offer) as PackOrder | null) : null,
    priceIsSuggestion: false,
  };
}

/**
 * The workspace's list, newest first (spec section 7), with the item count and one total per currency (`totals`),
 * each item's whole-pack order where its pack is known, and the exchange rates in force (`exchangeRates`, newest
 * per pair) for the client to show totals in the company's currency.
 */
export async function listShoppingItems(db: Db, scope: WorkspaceScope) {
  const rows = await db
    .select()
    .from(shoppingListItems)
    .where(eq(shoppingListItems.workspaceId, scope.workspaceId))
    .orderBy(desc(shoppingListItems.createdAt));
  const offers = await findOffersByMaterial(db, scope, [...new Set(rows.map((row) => row.materialId))]);
  const items = rows.map((row) => toListedItemView(row, offers.get(row.materialId) ?? []));
  const currencies = [
    ...new Set(items.map((item) => item.currency).filter((currency): currency is string => Boolean(currency))),
  ];
  return {
    items,
    summary: { ...summariseShoppingList(items), currencies, totals: totalByCurrency(items) },
    exchangeRates: await findCurrentExchangeRates(db),
  };
}

export async function getShoppingItem(db: Db, scope: WorkspaceScope, id: string): Promise<ShoppingItemRow> {
  const [row] = await db
    .select()
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.workspaceId, scope.workspaceId)));
  if (!row) throw new AppError('NOT_FOUND', 'Shopping list item not found');
  return row;
}

/**
 * Adds a material (default 10 g). A material already on the list gets the quantity added to it instead
 * ('Updated {material} quantity'). Without a vendor, the offer `chooseOffer` picks is used, the same rule as a
 * price refresh; with no offer, vendor and price stay empty.
 */
export async function addShoppingItem(db: Db, scope: WorkspaceScope, input: AddShoppingItemInput) {
  const material = await getVisibleMaterial(db, scope, input.materialId);
  const quantity = input.quantity ?? DEFAULT_SHOPPING_QUANTITY_GRAMS;
  const [existing] = await db
    .select()
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.workspaceId, scope.workspaceId), eq(shoppingListItems.materialId, material.id)))
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
    const offers = (await findOffersByMaterial(db, scope, [material.id])).get(material.id) ?? [];
    const best = chooseOffer(offers, quantity);
    if (best) ({ vendor, pricePerGram: priceEstimate, currency } = best);
  }
  const [row] = await db
    .insert(shoppingListItems)
    .values({
      userId: scope.userId,
      workspaceId: scope.workspaceId,
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
export async function updateShoppingQuantity(db: Db, scope: WorkspaceScope, id: string, quantity: number) {
  await getShoppingItem(db, scope, id);
  if (quantity <= 0) {
    await db
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.workspaceId, scope.workspaceId)));
    return { removed: true as const, item: null };
  }
  const [row] = await db
    .update(shoppingListItems)
    .set({ quantity: roundQuantity(quantity) })
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.workspaceId, scope.workspaceId)))
    .returning();
  return { removed: false as const, item: toItemView(row!) };
}

export async function updateShoppingVendor(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  change: { vendor: string | null; priceEstimate: number | null; currency?: string },
) {
  await getShoppingItem(db, scope, id);
  const [row] = await db
    .update(shoppingListItems)
    .set({
      vendor: change.vendor,
      priceEstimate: change.priceEstimate,
      ...(change.currency ? { currency: change.currency } : {}),
    })
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.workspaceId, scope.workspaceId)))
    .returning();
  return { item: toItemView(row!) };
}

export async function deleteShoppingItem(db: Db, scope: WorkspaceScope, id: string) {
  const deleted = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.id, id), eq(shoppingListItems.workspaceId, scope.workspaceId)))
    .returning({ id: shoppingListItems.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Shopping list item not found');
}

/** Deletes every item of the workspace's list, and only its. */
export async function clearShoppingList(db: Db, scope: WorkspaceScope) {
  const deleted = await db
    .delete(shoppingListItems)
    .where(eq(shoppingListItems.workspaceId, scope.workspaceId))
    .returning({ id: shoppingListItems.id });
  return { removed: deleted.length };
}

/** Best-price refresh: re-chooses each item's vendor with the rule adding uses (`chooseOffer`, spec section 9). */
export async function refreshShoppingPrices(db: Db, scope: WorkspaceScope) {
  const rows = await db.select().from(shoppingListItems).where(eq(shoppingListItems.workspaceId, scope.workspaceId));
  const offers = await findOffersByMaterial(db, scope, [...new Set(rows.map((row) => row.materialId))]);
  let updated = 0;
  let withoutOffers = 0;
  for (const row of rows) {
    const best = chooseOffer(offers.get(row.materialId) ?? [], row.quantity);
    if (!best) {
      withoutOffers += 1;
      continue;
    }
    if (best.vendor === row.vendor && best.pricePerGram === row.priceEstimate && best.currency === row.currency)
      continue;
    await db
      .update(shoppingListItems)
      .set({ vendor: best.vendor, priceEstimate: best.pricePerGram, currency: best.currency })
      .where(and(eq(shoppingListItems.id, row.id), eq(shoppingListItems.workspaceId, scope.workspaceId)));
    updated += 1;
  }
  return { updated, withoutOffers, ...(await listShoppingItems(db, scope)) };
}
