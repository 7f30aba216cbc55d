import { describe, expect, it } from 'vitest';
import { diffFormulaVersions } from './diff-formula-versions.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';

const row = (id: string, change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), name: id, ...change });

describe('diffFormulaVersions', () => {
  it.each([
    ['identical versions', [row('a', { amount: 1 })], [row('a', { amount: 1 })], ['unchanged']],
    ['an amount changed', [row('a', { amount: 1 })], [row('a', { amount: 2 })], ['changed']],
    ['a line added', [row('a', {})], [row('a', {}), row('b', {})], ['unchanged', 'added']],
    ['a line removed', [row('a', {}), row('b', {})], [row('a', {})], ['unchanged', 'removed']],
    [
      'a re-imported line matched by name',
      [row('a', { name: 'Hedione' })],
      [row('z', { name: 'Hedione' })],
      ['unchanged'],
    ],
  ])('%s', (_, before, after, kinds) => {
    expect(diffFormulaVersions(before, after).map((entry) => entry.kind)).toEqual(kinds);
  });

  it('names the changed fields', () => {
    const [entry] = diffFormulaVersions(
      [row('a', { amount: 1, notes: '' })],
      [row('a', { amount: 2, notes: 'warmer' })],
    );
    expect(entry).toMatchObject({ kind: 'changed', fields: ['amount', 'notes'] });
  });
});
