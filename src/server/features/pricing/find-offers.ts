import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { normaliseOffer, type Offer, type OfferRejection } from '../../../domain/pricing/normalise-offer.ts';
import type { Db } from '../../db/client.ts';
import { materialPrices } from '../../db/schema/index.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';

export type PriceRow = typeof materialPrices.$inferSelect;
export type PriceRowView = Omit<PriceRow, 'userId' | 'scraperSourceId'> & {
  isOwn: boolean;
  pricePerGram: number | null;
  densityAssumed: boolean;
  rejection: OfferRejection | null;
};

/** Price rows a workspace may see: its own (any member's) and the shared scraper rows. */
export function visiblePrices(scope: WorkspaceScope) {
  return or(eq(materialPrices.workspaceId, scope.workspaceId), isNull(materialPrices.workspaceId));
}

export async function findPriceRows(
  db: Db,
  scope: WorkspaceScope,
  materialIds: readonly string[],
): Promise<PriceRow[]> {
  if (materialIds.length === 0) return [];
  return db
    .select()
    .from(materialPrices)
    .where(and(inArray(materialPrices.materialId, [...materialIds]), visiblePrices(scope)))
    .orderBy(desc(materialPrices.observedAt));
}

/**
 * Each row with its normalised price per gram, or why it is not used (`isOwn`: the workspace's, not a scraper's).
 * Materials carry no density yet: ml assumes 1 g/ml.
 */
export function describePriceRow(row: PriceRow, scope: WorkspaceScope): PriceRowView {
  const result = normaliseOffer({ vendor: row.vendor, price: row.price, size: row.size, currency: row.currency });
  const { userId: _author, scraperSourceId: _source, ...fields } = row;
  return {
    ...fields,
    isOwn: row.workspaceId === scope.workspaceId,
    pricePerGram: result.ok ? result.offer.pricePerGram : null,
    densityAssumed: result.ok ? result.offer.densityAssumed : false,
    rejection: result.ok ? null : result.reason,
  };
}

/**
 * Accepted offers per material (spec sections 5 and 9), the latest observation per vendor and size only,
 * so an old price never competes with its own update.
 */
export async function findOffersByMaterial(
  db: Db,
  scope: WorkspaceScope,
  materialIds: readonly string[],
): Promise<Map<string, Offer[]>> {
  const rows = await findPriceRows(db, scope, materialIds);
  const seen = new Set<string>();
  const offers = new Map<string, Offer[]>();
  for (const row of rows) {
    const key = `${row.materialId}|${row.vendor.toLowerCase()}|${row.sizeGrams}|${row.currency}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const result = normaliseOffer({
      vendor: row.vendor,
      price: row.price,
      size: row.size,
      currency: row.currency,
      reference: row.id,
    });
    if (!result.ok) continue;
    const list = offers.get(row.materialId) ?? [];
    list.push(result.offer);
    offers.set(row.materialId, list);
  }
  return offers;
}
