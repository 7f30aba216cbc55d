import { describe, expect, it } from 'vitest';
import { appendMaterialRow } from './append-material-row.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';

const used = (id: string): FormulaRow => ({ ...createEmptyRow(id), name: id, amount: 1 });
const blank = (id: string): FormulaRow => createEmptyRow(id);
const linalool = { id: 'm-linalool', name: 'Linalool', cas: '78-70-6' };

describe('appendMaterialRow', () => {
  let next = 0;
  const createId = () => `new-${(next += 1)}`;

  it.each<[string, FormulaRow[], number, number]>([
    ['an empty grid takes it on its first row and keeps a blank row after it', [blank('b1')], 0, 2],
    ['it fills the first blank row after the last line in use', [used('a'), blank('b1'), blank('b2')], 1, 3],
    [
      'a blank row between lines is not used: the line goes after the last one',
      [used('a'), blank('b1'), used('c'), blank('b2'), blank('b3')],
      3,
      5,
    ],
    ['a grid without a blank row gets a new line and a blank row', [used('a'), used('b')], 2, 4],
  ])('%s', (_case, rows, index, length) => {
    const result = appendMaterialRow(rows, linalool, createId);
    expect(result.index).toBe(index);
    expect(result.rows).toHaveLength(length);
    expect(result.rows[index]).toMatchObject({ materialId: 'm-linalool', name: 'Linalool', cas: '78-70-6', amount: 0 });
    expect(result.rows.at(-1)).toMatchObject({ name: '', materialId: null });
    // The lines in use are untouched and keep their order.
    expect(result.rows.filter((row) => row.amount > 0)).toEqual(rows.filter((row) => row.amount > 0));
  });
});
