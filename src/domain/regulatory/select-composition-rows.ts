import type { CompositionRow, CompositionSource, CompositionValue } from './regulatory-model.ts';

/**
 * Lot CoA/GC first, then the supplier declaration, then the user's own composition, then the IFRA Annex indicative
 * maximum, then an accepted typical composition (literature).
 */
export const SOURCE_PRIORITY: Readonly<Record<CompositionSource, number>> = {
  'lot-analysis': 0,
  'supplier-declaration': 1,
  'user-composition': 2,
  'ifra-annex': 3,
  literature: 4,
};

export type SelectedCompositionRow = {
  childMaterialId: string;
  /** The share of the neat parent; null when the chosen row carries no value at all. */
  fraction: number | null;
  source: CompositionSource;
  /** 'not-detected' when the chosen source declares the constituent absent; else 'stated'. */
  status: 'stated' | 'not-detected';
};

function pickValue(row: CompositionRow, compositionValue: CompositionValue): number | null {
  if (compositionValue === 'maximum') return row.maximum ?? row.typical ?? row.minimum ?? null;
  if (row.typical !== undefined) return row.typical;
  if (row.minimum !== undefined && row.maximum !== undefined) return (row.minimum + row.maximum) / 2;
  return row.maximum ?? row.minimum ?? null;
}

/**
 * The composition policy of compliance-rules.md §2: for each constituent (a child, or children sharing a CAS
 * given by `identify`) keep only the rows of the best available source that states it (a source silent on a
 * constituent says nothing about it), then take the maximum (default) or the typical value. Several rows of the same
 * child and source are summed (e.g. two lines of one GC report).
 */
export function selectCompositionRows(
  rows: readonly CompositionRow[],
  compositionValue: CompositionValue,
  identify: (childMaterialId: string) => readonly string[] = () => [],
): SelectedCompositionRow[] {
  // One constituent, one group: rows whose children share a CAS (the declaration's "Geraniol" and the Annex's
  // cas:106-24-1) are the same constituent, so only the best source's value counts.
  const groupByCas = new Map<string, string>();
  const groupOf = new Map<string, string>();
  for (const row of rows) {
    if (groupOf.has(row.childMaterialId)) continue;
    const identifiers = identify(row.childMaterialId);
    const group =
      identifiers.map((cas) => groupByCas.get(cas)).find((found) => found !== undefined) ?? row.childMaterialId;
    groupOf.set(row.childMaterialId, group);
    for (const cas of identifiers) if (!groupByCas.has(cas)) groupByCas.set(cas, group);
  }
  const bestSourceByGroup = new Map<string, number>();
  for (const row of rows) {
    const priority = SOURCE_PRIORITY[row.source];
    const group = groupOf.get(row.childMaterialId) ?? row.childMaterialId;
    const best = bestSourceByGroup.get(group);
    if (best === undefined || priority < best) bestSourceByGroup.set(group, priority);
  }
  const selected = new Map<string, SelectedCompositionRow>();
  for (const row of rows) {
    const group = groupOf.get(row.childMaterialId) ?? row.childMaterialId;
    if (SOURCE_PRIORITY[row.source] !== bestSourceByGroup.get(group)) continue;
    const value = pickValue(row, compositionValue);
    const existing = selected.get(row.childMaterialId);
    if (!existing) {
      selected.set(row.childMaterialId, {
        childMaterialId: row.childMaterialId,
        fraction: value,
        source: row.source,
        status: row.status === 'not-detected' ? 'not-detected' : 'stated',
      });
    } else {
      existing.fraction = existing.fraction === null || value === null ? null : existing.fraction + value;
      if (row.status !== 'not-detected') existing.status = 'stated';
    }
  }
  return [...selected.values()];
}
