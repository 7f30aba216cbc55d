import { writeCsv } from '../../../domain/shared/neutralise-csv-cell.ts';
import type { Db } from '../../db/client.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { listShoppingItems } from './shopping-items.ts';

export const NO_VENDOR_LABEL = 'No vendor';

/** The list as CSV for one vendor (or every vendor when none is named), one line per item with its total and its whole-pack order. */
export async function exportShoppingCsv(db: Db, scope: WorkspaceScope, vendor: string | undefined) {
  const { items } = await listShoppingItems(db, scope);
  const selected = vendor === undefined ? items : items.filter((item) => (item.vendor ?? NO_VENDOR_LABEL) === vendor);
  const rows = selected.map((item) => [
    item.vendor ?? NO_VENDOR_LABEL,
    item.materialName,
    item.casNumber ?? '',
    item.quantity,
    item.priceEstimate ?? '',
    item.currency ?? '',
    item.lineTotal === null ? '' : item.lineTotal.toFixed(2),
    item.pack?.packs ?? '',
    item.pack?.packSize ?? '',
    item.pack?.packPrice ?? '',
    item.pack ? item.pack.cost.toFixed(2) : '',
  ]);
  const csv = writeCsv(
    [
      'vendor',
      'material',
      'cas_number',
      'quantity_g',
      'price_per_g',
      'currency',
      'line_total',
      'packs',
      'pack_size',
      'pack_price',
      'order_cost',
    ],
    rows,
  );
  const slug =
    (vendor ?? 'all-vendors')
      .toLowerCase()
      .replaceAll(/[^a-z0-9]+/g, '-')
      .replaceAll(/^-|-$/g, '') || 'vendor';
  return { csv, filename: `shopping-list-${slug}.csv` };
}
