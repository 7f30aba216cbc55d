import { createEmptyRow, type FormulaRow } from './formula-row.ts';

export type MaterialToAdd = { id: string; name: string; cas: string | null };

const isBlank = (row: FormulaRow) => row.name.trim() === '' && row.materialId === null && row.amount === 0;

/**
 * The rows with a material added as a new line after the last line in use: it fills the first blank row there
 * (the editor keeps a blank tail to type into), or is appended with a fresh blank row after it. Returns the
 * index of the line that received the material.
 */
export function appendMaterialRow(
  rows: readonly FormulaRow[],
  material: MaterialToAdd,
  createId: () => string,
): { rows: FormulaRow[]; index: number } {
  let lastUsed = -1;
  rows.forEach((row, index) => {
    if (!isBlank(row)) lastUsed = index;
  });
  const index = lastUsed + 1;
  const filled = (row: FormulaRow): FormulaRow => ({
    ...row,
    materialId: material.id,
    name: material.name,
    cas: material.cas,
  });
  const target = rows[index];
  if (target && isBlank(target)) {
    const next = rows.map((row, position) => (position === index ? filled(row) : row));
    return { rows: index === rows.length - 1 ? [...next, createEmptyRow(createId())] : next, index };
  }
  return { rows: [...rows, filled(createEmptyRow(createId())), createEmptyRow(createId())], index: rows.length };
}
