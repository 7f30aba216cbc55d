import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { listShoppingItems } from './shopping-items.ts';

export const NO_VENDOR_LABEL = 'No vendor';

/** The list as CSV for one vendor (or every vendor when none is named), one line per item with its total. */
export async function exportShoppingCsv(db: Db, userId: string, vendor: string | undefined) {
  const { items } = await listShoppingItems(db, userId);
  const selected = vendor === undefined ? items : items.filter((item) => (item.vendor ?? NO_VENDOR_LABEL) === vendor);
  const rows = selected.map((item) => ({
    vendor: item.vendor ?? NO_VENDOR_LABEL,
    material: item.materialName,
    cas_number: item.casNumber ?? '',
    quantity_g: item.quantity,
    price_per_g: item.priceEstimate ?? '',
    currency: item.currency ?? '',
    line_total: item.lineTotal === null ? '' : item.lineTotal.toFixed(2),
  }));
  const csv = Papa.unparse(rows.map((row) => ({ ...row, material: neutraliseFormula(row.material) })), {
    columns: ['vendor', 'material', 'cas_number', 'quantity_g', 'price_per_g', 'currency', 'line_total'],
  });
  const slug = (vendor ?? 'all-vendors').toLowerCase().replaceAll(/[^a-z0-9]+/g, '-').replaceAll(/^-|-$/g, '') || 'vendor';
  return { csv, filename: `shopping-list-${slug}.csv` };
}

/** A cell starting with = + - @ would run as a formula in a spreadsheet; prefix it with a quote. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@]/.test(value) ? `'${value}` : value;
}
