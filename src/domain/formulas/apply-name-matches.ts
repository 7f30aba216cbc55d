import type { FormulaRow } from './formula-row.ts';

export type NameMatch = { name: string; material: { id: string; name: string; cas: string | null } | null };

/** A row of an import that names nothing in the library: kept as free text, and not checked for compliance. */
export type UnmatchedRow = { index: number; name: string };

/** The free-text lines of `rows` (a name, no material) to look up, once each, in the order they come. */
export function listNamesToMatch(rows: readonly FormulaRow[]): string[] {
  return [...new Set(rows.filter((row) => row.materialId === null && row.name.trim() !== '').map((row) => row.name))];
}

/**
 * Free-text rows that the library names exactly take that material (id, name, CAS); the others are listed as
 * unmatched with their position (1-based) and name. Rows that already name a material are left as they are.
 */
export function applyNameMatches(
  rows: readonly FormulaRow[],
  matches: readonly NameMatch[],
): { rows: FormulaRow[]; unmatched: UnmatchedRow[] } {
  const byName = new Map(matches.map((match) => [match.name, match.material]));
  const unmatched: UnmatchedRow[] = [];
  const matched = rows.map((row, index) => {
    if (row.materialId !== null || row.name.trim() === '') return row;
    const material = byName.get(row.name);
    if (!material) {
      unmatched.push({ index: index + 1, name: row.name });
      return row;
    }
    return { ...row, materialId: material.id, name: material.name, cas: row.cas ?? material.cas };
  });
  return { rows: matched, unmatched };
}
