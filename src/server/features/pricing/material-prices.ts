import { and, eq } from 'drizzle-orm';
import { compareOffers, type ChoiceMode } from '../../../domain/pricing/compare-offers.ts';
import { normaliseOffer, OFFER_REJECTION_MESSAGES } from '../../../domain/pricing/normalise-offer.ts';
import type { AddPriceInput } from '../../../domain/pricing/pricing.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materialPrices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { describePriceRow, findOffersByMaterial, findPriceRows } from './find-offers.ts';
import { getVisibleMaterial } from './find-visible-material.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';

/** The suppliers and pricing of one material (spec section 3), grouped by vendor. */
export async function listMaterialPrices(db: Db, userId: string, materialId: string) {
  const material = await getVisibleMaterial(db, userId, materialId);
  const rows = (await findPriceRows(db, userId, [materialId])).map((row) => describePriceRow(row, userId));
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

/** A price typed by the user; rejected (422) when the pricing rules would ignore it. */
export async function addMaterialPrice(db: Db, userId: string, materialId: string, input: AddPriceInput, now: Date) {
  await getVisibleMaterial(db, userId, materialId);
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
      userId,
      workspaceId: await getPersonalWorkspaceId(db, userId),
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
  return describePriceRow(row!, userId);
}

export async function deleteMaterialPrice(db: Db, userId: string, priceId: string) {
  const deleted = await db
    .delete(materialPrices)
    .where(and(eq(materialPrices.id, priceId), eq(materialPrices.userId, userId)))
    .returning({ id: materialPrices.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Price not found');
}

/** Vendor comparison for a material and a needed quantity. */
export async function compareMaterialVendors(
  db: Db,
  userId: string,
  materialId: string,
  grams: number,
  mode: ChoiceMode,
) {
  const material = await getVisibleMaterial(db, userId, materialId);
  const offers = (await findOffersByMaterial(db, userId, [materialId])).get(materialId) ?? [];
  return { material, comparison: compareOffers(offers, grams, mode) };
}
