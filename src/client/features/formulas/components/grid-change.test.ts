import { describe, expect, it } from 'vitest';
import { createEmptyRow, type FormulaRow } from '../../../../domain/formulas/formula-row.ts';
import { isSingleTextCellChange, rebaseGridChange } from './grid-change.ts';

const row = (id: string, change: Partial<FormulaRow> = {}): FormulaRow => ({ ...createEmptyRow(id), ...change });

describe('rebaseGridChange', () => {
  const a = row('a', { name: 'Hedione', amount: 10 });
  const b = row('b', { name: 'Iso E Super', amount: 5 });
  const c = row('c');

  it('takes the grid rows as they are when the grid showed the latest rows', () => {
    const next = [a, { ...b, amount: 6 }, c];
    expect(rebaseGridChange([a, b, c], [a, b, c], next)).toEqual(next);
  });

  it('keeps a change the grid has not rendered yet (the next line typed into after it)', () => {
    const latest = [{ ...a, amount: 3.75 }, b, c];
    const shown = [{ ...a, amount: 3 }, b, c];
    const next = [{ ...a, amount: 3 }, { ...b, amount: 12.5 }, c];
    expect(rebaseGridChange(latest, shown, next).map((line) => line.amount)).toEqual([3.75, 12.5, 0]);
  });

  it('writes only the fields the grid changed onto the latest line', () => {
    const latest = [{ ...a, amount: 3.75 }, b, c];
    const shown = [a, b, c];
    const next = [{ ...a, notes: 'top' }, b, c];
    expect(rebaseGridChange(latest, shown, next)[0]).toEqual({ ...a, amount: 3.75, notes: 'top' });
  });

  it('keeps names matched to the library since the grid rendered', () => {
    const matched = { ...b, materialId: 'm-1', name: 'Iso E Super' };
    const next = [{ ...a, amount: 11 }, b, c];
    expect(rebaseGridChange([a, matched, c], [a, b, c], next)).toEqual([{ ...a, amount: 11 }, matched, c]);
  });

  it('replays one typed line line by line when the lines are no longer the ones the grid showed', () => {
    const matched = { ...c, name: 'Vanillin' };
    const next = [{ ...a, amount: 11 }, b, c];
    expect(rebaseGridChange([matched, a, b], [a, b, c], next)).toEqual([{ ...a, amount: 11 }, b, matched]);
  });

  it('writes one typed line onto the latest line, whichever line changed since', () => {
    const latest = [a, { ...b, amount: 7 }, { ...c, notes: 'base' }];
    const next = [a, b, { ...c, amount: 2 }];
    expect(rebaseGridChange(latest, [a, b, c], next)).toEqual([
      a,
      { ...b, amount: 7 },
      { ...c, notes: 'base', amount: 2 },
    ]);
  });

  it('adds and removes the lines the grid added and removed, and keeps lines added elsewhere in place', () => {
    const added = row('d', { name: 'Vanillin' });
    const palette = row('p', { name: 'Coumarin' });
    expect(rebaseGridChange([a, b, palette, c], [a, b, c], [a, c, added]).map((line) => line.id)).toEqual([
      'a',
      'p',
      'c',
      'd',
    ]);
  });
});

describe('isSingleTextCellChange', () => {
  const a = row('a', { name: 'Hedione', amount: 10 });
  const b = row('b', { amount: 5 });
  it.each([
    ['an amount typed', [{ ...a, amount: 12 }, b], true],
    ['notes and unit of one line', [{ ...a, notes: 'x', unit: '%' as const }, b], true],
    ['nothing changed', [a, b], true],
    [
      'two lines changed',
      [
        { ...a, amount: 1 },
        { ...b, amount: 2 },
      ],
      false,
    ],
    ['a material picked', [{ ...a, name: 'Vanillin', materialId: 'm' }, b], false],
    ['a line excluded', [{ ...a, isExcluded: true }, b], false],
    ['a line added', [a, b, row('c')], false],
  ])('%s → %s', (_, next, expected) => {
    expect(isSingleTextCellChange([a, b], next)).toBe(expected);
  });
});
