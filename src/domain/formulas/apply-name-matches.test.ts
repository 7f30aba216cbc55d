import { describe, expect, it } from 'vitest';
import { applyNameMatches, listNamesToMatch, type NameMatch } from './apply-name-matches.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';

const row = (id: string, fields: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(id), amount: 5, ...fields });

const ROWS = [
  row('a', { name: 'hedione' }),
  row('b', { name: 'Mystery base 7' }),
  row('c', { name: 'Iso E Super', materialId: 'm-iso' }),
  row('d', { name: 'hedione' }),
  row('e', { name: '' }),
  row('f', { name: 'Linalool', cas: '78-70-6' }),
];
const MATCHES: NameMatch[] = [
  { name: 'hedione', material: { id: 'm-hed', name: 'Hedione', cas: '24851-98-7' } },
  { name: 'Mystery base 7', material: null },
  { name: 'Linalool', material: { id: 'm-lin', name: 'Linalool', cas: '78-70-6' } },
];

describe('applyNameMatches: an import names library materials, and reports the lines it could not match', () => {
  it('asks for each free-text name once', () => {
    expect(listNamesToMatch(ROWS)).toEqual(['hedione', 'Mystery base 7', 'Linalool']);
  });

  it('gives matched lines their material, keeps the others as free text, and lists them by position', () => {
    const { rows, unmatched } = applyNameMatches(ROWS, MATCHES);
    expect(rows.map((entry) => [entry.name, entry.materialId, entry.cas])).toEqual([
      ['Hedione', 'm-hed', '24851-98-7'],
      ['Mystery base 7', null, null],
      ['Iso E Super', 'm-iso', null],
      ['Hedione', 'm-hed', '24851-98-7'],
      ['', null, null],
      ['Linalool', 'm-lin', '78-70-6'],
    ]);
    expect(unmatched).toEqual([{ index: 2, name: 'Mystery base 7' }]);
  });

  it('a name the lookup did not answer counts as unmatched', () => {
    expect(applyNameMatches([row('x', { name: 'Vetiver' })], []).unmatched).toEqual([{ index: 1, name: 'Vetiver' }]);
  });
});
