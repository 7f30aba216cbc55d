import type { FormulaRow } from './formula-row.ts';

/**
 * Sets one line's amount. With ratio locks: when the edited line is locked, every other locked line of the
 * same unit is scaled by the same factor, so the locked lines keep their proportions; unlocked lines never move.
 */
export function changeRowAmount(rows: readonly FormulaRow[], rowId: string, amount: number): FormulaRow[] {
  const edited = rows.find((row) => row.id === rowId);
  if (!edited || !(amount >= 0) || !Number.isFinite(amount)) return [...rows];
  const factor = edited.isLocked && edited.amount > 0 ? amount / edited.amount : null;
  return rows.map((row) => {
    if (row.id === rowId) return { ...row, amount };
    if (factor !== null && row.isLocked && row.unit === edited.unit)
      return { ...row, amount: roundAmount(row.amount * factor) };
    return row;
  });
}

/** Multiplies every gram line by `factor` (percent lines are already relative). */
export function scaleFormula(rows: readonly FormulaRow[], factor: number): FormulaRow[] {
  if (!(factor > 0) || !Number.isFinite(factor)) return [...rows];
  return rows.map((row) => (row.unit === 'g' ? { ...row, amount: roundAmount(row.amount * factor) } : row));
}

/** Amounts are kept to 4 decimals (0.1 mg), the resolution of a lab balance and then some. */
export function roundAmount(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export type BatchTarget =
  { kind: 'mass'; grams: number } | { kind: 'volume'; millilitres: number; densityGramsPerMillilitre: number };

export type BatchLine = { rowId: string; name: string; grams: number };
export type BatchSheet = { targetGrams: number; lines: BatchLine[] };

/**
 * A batch of the concentrate: each included line's share of the concentrate times the batch mass; a volume
 * is converted with the concentrate's density (g/mL).
 */
export function scaleToBatch(
  rows: readonly FormulaRow[],
  lineGrams: ReadonlyMap<string, number>,
  target: BatchTarget,
): BatchSheet | null {
  const targetGrams = target.kind === 'mass' ? target.grams : target.millilitres * target.densityGramsPerMillilitre;
  if (!(targetGrams > 0) || !Number.isFinite(targetGrams)) return null;
  const included = rows.filter((row) => !row.isExcluded);
  const total = included.reduce((sum, row) => sum + (lineGrams.get(row.id) ?? 0), 0);
  if (!(total > 0)) return null;
  return {
    targetGrams,
    lines: included.map((row) => ({
      rowId: row.id,
      name: row.name,
      grams: roundAmount(((lineGrams.get(row.id) ?? 0) / total) * targetGrams),
    })),
  };
}
