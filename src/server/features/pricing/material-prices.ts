import { and, eq } from 'drizzle-orm';
import { compareOffers, type ChoiceMode } from '../../../domain/pricing/compare-offers.ts';
import { normaliseOffer, OFFER_REJECTION_MESSAGES } from '../../../domain/pricing/normalise-offer.ts';
import type { AddPriceInput } from '../../../domain/pricing/pricing.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materialPrices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { describePriceRow, findOffersByMaterial, findPriceRows } from './find-offers.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { recordAuditEvent, getVisibleMaterial } from '../workspaces/workspaces.public.ts';

/** The suppliers and pricing of one material (spec section 3), grouped by vendor. */
export async function listMaterialPrices(db: Db, scope: WorkspaceScope, materialId: string) {
  const material = await getVisibleMaterial(db, scope, materialId);
  const rows = (await findPriceRows(db, scope, [materialId])).map((row) => describePriceRow(row, scope));
  const vendors = [...new Set(rows.map((row) => row.vendor))].sort((a, b) => a.localeCompare(b));
  return {
    material,
    prices: rows,
    suppliers: vendors.map((name) => ({
      name,
      pricing: rows
        .filter((row) => row.vendor === name)
        .map((row) => ({ price: row.price, currency: row.currency, size: row.size })),
    })),
  };
}

/** A price typed by a member, the workspace's; rejected (422) when the pricing rules would ignore it. */
export async function addMaterialPrice(
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
  input: AddPriceInput,
  now: Date,
) {
  await getVisibleMaterial(db, scope, materialId);
  const result = normaliseOffer({
    vendor: input.vendor,
    price: input.price,
    size: input.size,
    currency: input.currency,
  });
  if (!result.ok)
    throw new AppError('VALIDATION_FAILED', `Price not saved: ${OFFER_REJECTION_MESSAGES[result.reason]}`);
  const [row] = await db
    .insert(materialPrices)
    .values({
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      materialId,
      vendor: input.vendor,
      size: result.offer.size,
      sizeGrams: result.offer.sizeGrams,
      price: result.offer.price,
      currency: input.currency,
      observedAt: now,
      source: 'manual',
    })
    .returning();
  const price = describePriceRow(row!, scope);
  await recordAuditEvent(db, scope, { entity: 'price', entityId: price.id, action: 'create', after: price });
  return price;
}

export async function deleteMaterialPrice(db: Db, scope: WorkspaceScope, priceId: string) {
  const [deleted] = await db
    .delete(materialPrices)
    .where(and(eq(materialPrices.id, priceId), eq(materialPrices.workspaceId, scope.workspaceId)))
    .returning();
  if (!deleted) throw new AppError('NOT_FOUND', 'Price not found');
  const before = describePriceRow(deleted, scope);
  await recordAuditEvent(db, scope, { entity: 'price', entityId: priceId, action: 'delete', before });
}

/** Vendor comparison for a material and a needed quantity. */
export async function compareMaterialVendors(
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
  grams: number,
  mode: ChoiceMode,
) {
  const material = await getVisibleMaterial(db, scope, materialId);
  const offers = (await findOffersByMaterial(db, scope, [materialId])).get(materialId) ?? [];
  return { material, comparison: compareOffers(offers, grams, mode) };
}
