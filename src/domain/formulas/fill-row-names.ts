import type { FormulaRow } from './formula-row.ts';

export type RowMaterial = { id: string; name: string; cas: string | null };

/** Rows that name a material by id only (no name), which `fillRowNames` can complete. */
export function findNamelessMaterialIds(rows: readonly FormulaRow[]): string[] {
  return [...new Set(rows.filter((row) => row.materialId && row.name.trim() === '').map((row) => row.materialId!))];
}

/**
 * A row given only its material's id takes the material's name, and its CAS when it has none. Rows that already
 * have a name keep it; a material not in `materials` (unknown, or not the user's to see) leaves the row as it was.
 * The same array comes back when nothing changed.
 */
export function fillRowNames(rows: FormulaRow[], materials: ReadonlyMap<string, RowMaterial>): FormulaRow[] {
  let changed = false;
  const filled = rows.map((row) => {
    const material = row.materialId && row.name.trim() === '' ? materials.get(row.materialId) : undefined;
    if (!material) return row;
    changed = true;
    return { ...row, name: material.name, cas: row.cas ?? material.cas };
  });
  return changed ? filled : rows;
}
