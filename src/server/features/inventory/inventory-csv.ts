import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { restoreCsvCell, writeCsv } from '../../../domain/shared/neutralise-csv-cell.ts';
import {
  LotFieldsSchema,
  MAX_INVENTORY_IMPORT_ROWS,
  type LotFields,
} from '../../../domain/inventory/inventory.schemas.ts';
import { calculateMaterialUsage, describeMaterialLimit } from '../../../domain/inventory/material-limits.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { Db } from '../../db/client.ts';
import { inventoryLots } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildMaterialMatcher } from '../materials/materials.public.ts';
import { assertLotBudget, countInventoryMaterials, listInventory, type StockScope } from './inventory-lots.ts';
import { formatCount } from '../../../domain/shared/format-numbers.ts';

const INSERT_CHUNK = 500;

export const INVENTORY_CSV_COLUMNS = [
  'material',
  'cas',
  'lot_number',
  'quantity',
  'unit',
  'purchase_date',
  'supplier',
  'price_paid',
  'currency',
  'location',
  'expiry_date',
  'certificate_of_analysis',
  'notes',
] as const;

export async function exportInventoryCsv(db: Db, scope: StockScope, tier: Tier) {
  const { items } = await listInventory(db, scope, tier);
  const rows = items.flatMap((item) =>
    item.lots.map((lot) => [
      item.materialName,
      item.cas ?? '',
      lot.lotNumber ?? '',
      lot.quantity,
      lot.unit,
      lot.purchaseDate ?? '',
      lot.supplier ?? '',
      lot.pricePaid ?? '',
      lot.currency ?? '',
      lot.location ?? '',
      lot.expiryDate ?? '',
      lot.certificateOfAnalysis ? JSON.stringify(lot.certificateOfAnalysis) : '',
      lot.notes ?? '',
    ]),
  );
  return writeCsv(INVENTORY_CSV_COLUMNS, rows);
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const numberOrNull = (value: string | undefined) => (value?.trim() ? Number(value.replace(',', '.')) : null);

/** CSV import: one lot per row, matched to the library by CAS then name; rows that do not fit are reported, never guessed. */
export async function importInventoryCsv(db: Db, scope: StockScope, tier: Tier, csv: string) {
  const { userId, workspaceId } = scope;
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
    transform: (value) => restoreCsvCell(value),
    // One row past the cap is enough to refuse the file.
    preview: MAX_INVENTORY_IMPORT_ROWS + 1,
  });
  if (parsed.data.length > MAX_INVENTORY_IMPORT_ROWS)
    throw new AppError(
      'VALIDATION_FAILED',
      `The CSV has more than ${formatCount(MAX_INVENTORY_IMPORT_ROWS)} rows; split it into smaller files.`,
    );
  const headers = parsed.meta.fields ?? [];
  if (
    !headers.includes('quantity') ||
    !headers.includes('unit') ||
    !(headers.includes('material') || headers.includes('cas'))
  ) {
    throw new AppError('VALIDATION_FAILED', 'The CSV needs the columns material (or cas), quantity and unit');
  }
  const records = parsed.data;
  const match = await buildMaterialMatcher(
    db,
    scope,
    records.map((record) => ({ name: record.material, cas: record.cas })),
  );
  const skipped: Array<{ row: number; reason: string }> = [];
  const accepted: LotFields[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    const material = match(record.material, record.cas);
    if (!material)
      return void skipped.push({
        row,
        reason: `No material in the library matches ${record.material || record.cas || 'an empty name'}`,
      });
    let coa: unknown = null;
    if (record.certificate_of_analysis?.trim()) {
      try {
        coa = JSON.parse(record.certificate_of_analysis);
      } catch {
        return void skipped.push({ row, reason: 'certificate_of_analysis is not JSON rows {cas, name, percent}' });
      }
    }
    const result = LotFieldsSchema.safeParse({
      materialId: material.id,
      lotNumber: blankToNull(record.lot_number),
      quantity: numberOrNull(record.quantity),
      unit: record.unit?.trim().toLowerCase(),
      purchaseDate: blankToNull(record.purchase_date),
      supplier: blankToNull(record.supplier),
      pricePaid: numberOrNull(record.price_paid),
      currency: blankToNull(record.currency),
      location: blankToNull(record.location),
      expiryDate: blankToNull(record.expiry_date),
      certificateOfAnalysis: coa,
      notes: blankToNull(record.notes),
    });
    if (!result.success) return void skipped.push({ row, reason: result.error.issues[0]?.message ?? 'Invalid row' });
    accepted.push(result.data);
  });
  const held = new Set(
    (
      await db
        .select({ materialId: inventoryLots.materialId })
        .from(inventoryLots)
        .where(eq(inventoryLots.workspaceId, workspaceId))
    ).map((lot) => lot.materialId),
  );
  const newMaterials = new Set(accepted.map((lot) => lot.materialId).filter((id) => !held.has(id)));
  const usage = calculateMaterialUsage(tier, await countInventoryMaterials(db, scope));
  if (usage.limit !== null && newMaterials.size > (usage.remaining ?? 0)) {
    throw new AppError(
      'FORBIDDEN',
      `${describeMaterialLimit(tier, usage.limit)} This file adds ${newMaterials.size} new materials; ${usage.remaining ?? 0} remain.`,
    );
  }
  await assertLotBudget(db, workspaceId, accepted.length);
  if (accepted.length > 0) {
    // In chunks, in one transaction: one statement of thousands of rows overflowed the query builder's stack.
    await db.transaction(async (tx) => {
      for (let start = 0; start < accepted.length; start += INSERT_CHUNK) {
        await tx.insert(inventoryLots).values(
          accepted.slice(start, start + INSERT_CHUNK).map(({ materialId, ...fields }) => ({
            userId,
            workspaceId,
            materialId,
            ...fields,
            purchasedQuantity: fields.quantity,
          })),
        );
      }
    });
  }
  return {
    rowsRead: records.length,
    imported: accepted.length,
    skipped: skipped.slice(0, 200),
    skippedCount: skipped.length,
  };
}
