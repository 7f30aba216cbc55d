import type { FormulaRow } from '../../../../domain/formulas/formula-row.ts';

/**
 * A change reported by the spreadsheet, replayed onto the latest rows. The grid builds its next rows from the
 * rows it last rendered (`shown`), which can be older than the formula's own: a keystroke not yet rendered, a
 * line the palette added, names matched to the library, or a cell being typed into (the grid is not re-rendered
 * for every character). Taking the grid's array as it is would undo those. So only what the grid changed is kept:
 * for each line, the fields that differ from what it showed, written onto the latest version of that line; lines
 * it did not touch are the latest ones; lines it added or removed are added or removed; lines added since it last
 * rendered stay where they are.
 */
export function rebaseGridChange(
  latest: readonly FormulaRow[],
  shown: readonly FormulaRow[],
  next: readonly FormulaRow[],
): FormulaRow[] {
  if (latest === shown) return [...next];
  // A keystroke in a cell being typed into: one line changed, and the latest rows are the same lines in the same
  // order (only values typed since the grid last rendered differ). The same result, without indexing 300 lines.
  const single = singleChangedLine(shown, next);
  if (single !== -1 && sameLines(latest, shown)) {
    const result = [...latest];
    result[single] = mergeLine(next[single]!, shown[single]!, latest[single]!);
    return result;
  }
  const shownById = new Map(shown.map((row) => [row.id, row]));
  const latestById = new Map(latest.map((row) => [row.id, row]));
  const result = next.map((row) => {
    const current = latestById.get(row.id);
    const before = shownById.get(row.id);
    if (!current) return row;
    if (!before || row === before) return current;
    return mergeLine(row, before, current);
  });
  // Lines the grid never saw (added after its last render) keep their place: after the line they followed.
  const inResult = new Set(result.map((row) => row.id));
  latest.forEach((row, index) => {
    if (shownById.has(row.id) || inResult.has(row.id)) return;
    let after = -1;
    for (let previous = index - 1; previous >= 0 && after === -1; previous--)
      after = result.findIndex((line) => line.id === latest[previous]!.id);
    result.splice(after + 1, 0, row);
    inResult.add(row.id);
  });
  return result;
}

/** The fields the grid changed on a line (`row` against what it showed, `before`), written onto its latest version. */
function mergeLine(row: FormulaRow, before: FormulaRow, current: FormulaRow): FormulaRow {
  let merged: FormulaRow | null = null;
  for (const key of Object.keys(row) as (keyof FormulaRow)[]) {
    if (row[key] === before[key] || row[key] === current[key]) continue;
    merged ??= { ...current };
    (merged as Record<keyof FormulaRow, unknown>)[key] = row[key];
  }
  return merged ?? current;
}

/** The index of the one line `next` changed (the same line, same place), or -1 (none, several, or lines moved). */
function singleChangedLine(shown: readonly FormulaRow[], next: readonly FormulaRow[]): number {
  if (shown.length !== next.length) return -1;
  let changed = -1;
  for (let index = 0; index < next.length; index++) {
    if (next[index] === shown[index]) continue;
    if (changed !== -1 || next[index]!.id !== shown[index]!.id) return -1;
    changed = index;
  }
  return changed;
}

function sameLines(a: readonly FormulaRow[], b: readonly FormulaRow[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index]!.id !== b[index]!.id) return false;
  return true;
}

/** The fields typed into the grid's text cells (the cells that keep their own input while edited). */
const TEXT_CELL_FIELDS = new Set<keyof FormulaRow>(['amount', 'unit', 'purity', 'diluent', 'notes']);

/**
 * True when `next` differs from `shown` only in the text-cell fields of a single line: what a keystroke in an
 * amount, unit, purity, diluent or notes cell does. The edited cell's own input already shows it, so the grid need
 * not re-render for it until editing ends.
 */
export function isSingleTextCellChange(shown: readonly FormulaRow[], next: readonly FormulaRow[]): boolean {
  if (shown.length !== next.length) return false;
  let changed = 0;
  for (let index = 0; index < next.length; index++) {
    const before = shown[index]!;
    const after = next[index]!;
    if (before === after) continue;
    if (before.id !== after.id || ++changed > 1) return false;
    for (const key of Object.keys(after) as (keyof FormulaRow)[])
      if (after[key] !== before[key] && !TEXT_CELL_FIELDS.has(key)) return false;
  }
  return true;
}
