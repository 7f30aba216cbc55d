import type { FormulaRow } from './formula-row.ts';

const COMPARED_FIELDS = ['name', 'materialId', 'amount', 'unit', 'purity', 'diluent', 'notes', 'isExcluded'] as const;
type ComparedField = (typeof COMPARED_FIELDS)[number];

export type RowDiff =
  | { kind: 'added'; after: FormulaRow }
  | { kind: 'removed'; before: FormulaRow }
  | { kind: 'changed'; before: FormulaRow; after: FormulaRow; fields: ComparedField[] }
  | { kind: 'unchanged'; after: FormulaRow };

/**
 * Row-by-row comparison of two versions. Lines are matched by id, then (for lines whose id changed, e.g. an
 * import) by material name; the result follows the newer version's order, removed lines at the end.
 */
export function diffFormulaVersions(before: readonly FormulaRow[], after: readonly FormulaRow[]): RowDiff[] {
  const unmatched = new Map(before.map((row) => [row.id, row]));
  const byName = new Map<string, FormulaRow>();
  for (const row of before)
    if (row.name && !byName.has(row.name.toLowerCase())) byName.set(row.name.toLowerCase(), row);
  const result: RowDiff[] = [];
  for (const row of after) {
    let previous = unmatched.get(row.id);
    if (!previous && row.name) {
      const candidate = byName.get(row.name.toLowerCase());
      if (candidate && unmatched.has(candidate.id) && !after.some((other) => other.id === candidate.id))
        previous = candidate;
    }
    if (!previous) {
      result.push({ kind: 'added', after: row });
      continue;
    }
    unmatched.delete(previous.id);
    const fields = COMPARED_FIELDS.filter((field) => previous[field] !== row[field]);
    result.push(
      fields.length > 0 ? { kind: 'changed', before: previous, after: row, fields } : { kind: 'unchanged', after: row },
    );
  }
  for (const row of unmatched.values()) result.push({ kind: 'removed', before: row });
  return result;
}
