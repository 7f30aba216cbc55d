import { describe, expect, it } from 'vitest';
import { listLineMaterialIds } from './build-formula-report.ts';

type Line = { materialId?: string; diluentMaterialId?: string };

/** The definition before session 18's loop (two small arrays per line): the loop must give the same ids. */
const before = (lines: readonly Line[]) =>
  lines.flatMap((line) => [line.materialId, line.diluentMaterialId].filter((id): id is string => !!id));

describe('listLineMaterialIds', () => {
  it.each<[string, Line[], string[]]>([
    ['no lines', [], []],
    ['a material', [{ materialId: 'a' }], ['a']],
    ['a material and its diluent, in that order', [{ materialId: 'a', diluentMaterialId: 'd' }], ['a', 'd']],
    ['a diluent alone', [{ diluentMaterialId: 'd' }], ['d']],
    ['empty ids are left out', [{ materialId: '', diluentMaterialId: '' }, { materialId: 'b' }], ['b']],
    [
      'repeats kept, in line order',
      [{ materialId: 'a', diluentMaterialId: 'd' }, { materialId: 'a' }, { materialId: 'c', diluentMaterialId: 'd' }],
      ['a', 'd', 'a', 'c', 'd'],
    ],
  ])('%s', (_name, lines, ids) => {
    expect(listLineMaterialIds(lines)).toEqual(ids);
    expect(listLineMaterialIds(lines)).toEqual(before(lines));
  });

  it('gives the same ids as before for 600 generated lines', () => {
    let seed = 34;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const pick = () => (next() % 4 === 0 ? undefined : next() % 7 === 0 ? '' : `id-${next() % 50}`);
    const lines: Line[] = Array.from({ length: 600 }, () => {
      const materialId = pick();
      const diluentMaterialId = pick();
      return {
        ...(materialId === undefined ? {} : { materialId }),
        ...(diluentMaterialId === undefined ? {} : { diluentMaterialId }),
      };
    });
    expect(listLineMaterialIds(lines)).toEqual(before(lines));
  });
});
