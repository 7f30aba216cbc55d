import { normaliseOffer, OFFER_REJECTION_MESSAGES } from '../../../domain/pricing/normalise-offer.ts';
import type { ImportPriceListInput, PriceListMapping } from '../../../domain/pricing/pricing.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materialPrices } from '../../db/schema/index.ts';
import { buildMaterialMatcher } from '../materials/materials.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';

export type PriceImportRow = {
  vendor: string;
  size: string;
  sizeGrams: number;
  price: number;
  currency: string;
  materialId: string;
};
export type SkippedRow = { row: number; reason: string };

const MAX_REPORTED_SKIPS = 200;

/**
 * Turns mapped CSV records into accepted offers: matches each to a material (CAS, then name), applies the
 * pricing parse (spec section 5) and reports every row left out with its reason.
 */
export async function mapPriceRows(
  db: Db,
  scope: WorkspaceScope | null,
  records: ReadonlyArray<Record<string, string>>,
  mapping: PriceListMapping,
  defaults: { vendor?: string; currency: string },
) {
  const cell = (record: Record<string, string>, column: string | undefined) =>
    (column ? record[column]?.trim() : undefined) || undefined;
  const match = await buildMaterialMatcher(
    db,
    scope,
    records.map((record) => ({ name: cell(record, mapping.material), cas: cell(record, mapping.cas) })),
  );
  const accepted: PriceImportRow[] = [];
  const skipped: SkippedRow[] = [];
  let skippedCount = 0;
  const skip = (row: number, reason: string) => {
    skippedCount += 1;
    if (skipped.length < MAX_REPORTED_SKIPS) skipped.push({ row, reason });
  };
  records.forEach((record, index) => {
    const rowNumber = index + 2; // the header is row 1
    const name = cell(record, mapping.material);
    const cas = cell(record, mapping.cas);
    const material = match(name, cas);
    if (!material)
      return skip(
        rowNumber,
        `No material in the library matches ${[name, cas].filter(Boolean).join(' / ') || 'an empty name'}`,
      );
    const vendor = cell(record, mapping.vendor) ?? defaults.vendor?.trim();
    if (!vendor) return skip(rowNumber, 'No vendor');
    const currency = (cell(record, mapping.currency) ?? defaults.currency).toUpperCase().slice(0, 3);
    const result = normaliseOffer({
      vendor,
      price: cell(record, mapping.price),
      size: cell(record, mapping.size) ?? '',
      currency,
    });
    if (!result.ok) return skip(rowNumber, OFFER_REJECTION_MESSAGES[result.reason]);
    accepted.push({
      vendor,
      size: result.offer.size,
      sizeGrams: result.offer.sizeGrams,
      price: result.offer.price,
      currency,
      materialId: material.id,
    });
  });
  return { accepted, skipped, skippedCount };
}

/** POST /api/pricing/import: a vendor price list from CSV, through the column mapping, into the workspace's prices. */
export async function importPriceList(db: Db, scope: WorkspaceScope, input: ImportPriceListInput, now: Date) {
  const { userId, workspaceId } = scope;
  const { accepted, skipped, skippedCount } = await mapPriceRows(db, scope, input.rows, input.mapping, {
    vendor: input.defaultVendor,
    currency: input.defaultCurrency,
  });
  for (let start = 0; start < accepted.length; start += 500) {
    await db
      .insert(materialPrices)
      .values(
        accepted
          .slice(start, start + 500)
          .map((row) => ({ ...row, userId, workspaceId, observedAt: now, source: 'csv' as const })),
      );
  }
  return { rowsRead: input.rows.length, imported: accepted.length, skippedCount, skipped };
}
