import type { CompositionRow, CompositionSource, CompositionValue } from './regulatory-model.ts';

/** Lot CoA/GC first, then the supplier declaration, then the IFRA Annex indicative maximum, then literature. */
const SOURCE_PRIORITY: Readonly<Record<CompositionSource, number>> = {
  'lot-analysis': 0,
  'supplier-declaration': 1,
  'ifra-annex': 2,
  literature: 3,
};

export type SelectedCompositionRow = {
  childMaterialId: string;
  /** The share of the neat parent; null when the chosen row carries no value at all. */
  fraction: number | null;
  source: CompositionSource;
};

function pickValue(row: CompositionRow, compositionValue: CompositionValue): number | null {
  if (compositionValue === 'maximum') return row.maximum ?? row.typical ?? row.minimum ?? null;
  if (row.typical !== undefined) return row.typical;
  if (row.minimum !== undefined && row.maximum !== undefined) return (row.minimum + row.maximum) / 2;
  return row.maximum ?? row.minimum ?? null;
}

/**
 * The composition policy of compliance-rules.md §2: for each child keep only the rows of the best
 * available source, then take the maximum (default) or the typical value. Several rows of the same
 * child and source are summed (e.g. two lines of one GC report).
 */
export function selectCompositionRows(
  rows: readonly CompositionRow[],
  compositionValue: CompositionValue,
): SelectedCompositionRow[] {
  const bestSourceByChild = new Map<string, number>();
  for (const row of rows) {
    const priority = SOURCE_PRIORITY[row.source];
    const best = bestSourceByChild.get(row.childMaterialId);
    if (best === undefined || priority < best) bestSourceByChild.set(row.childMaterialId, priority);
  }
  const selected = new Map<string, SelectedCompositionRow>();
  for (const row of rows) {
    if (SOURCE_PRIORITY[row.source] !== bestSourceByChild.get(row.childMaterialId)) continue;
    const value = pickValue(row, compositionValue);
    const existing = selected.get(row.childMaterialId);
    if (!existing) {
      selected.set(row.childMaterialId, { childMaterialId: row.childMaterialId, fraction: value, source: row.source });
    } else {
      existing.fraction = existing.fraction === null || value === null ? null : existing.fraction + value;
    }
  }
  return [...selected.values()];
}
