import type { AnnexIiiRequirement } from './eu-product-kinds.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import { matchAnnexIiiScope } from './eu-product-kinds.ts';

/** An Annex III row with a label warning (column i), from ECHA's `warning_label`. */
export type AnnexIiiWarningRow = { refNo: string; productTypes: string | null; warningLabel: string | null };

/** The label warnings of an entry's rows, one per distinct text, with the product kinds of the rows' scopes. */
export function readAnnexIiiWarnings(rows: readonly AnnexIiiWarningRow[]): AnnexIiiRequirement[] {
  const byText = new Map<string, Set<EuProductKind>>();
  for (const row of rows) {
    const text = row.warningLabel?.trim();
    if (!text) continue;
    const kinds = byText.get(text) ?? new Set<EuProductKind>();
    for (const kind of matchAnnexIiiScope(row.productTypes ?? 'All cosmetic products').kinds) kinds.add(kind);
    byText.set(text, kinds);
  }
  return [...byText].map(([text, kinds]) => ({ kind: 'warning', text, kinds: [...kinds], forbids: false }));
}
