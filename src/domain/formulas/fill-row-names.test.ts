import { describe, expect, it } from 'vitest';
import { fillRowNames, findNamelessMaterialIds, type RowMaterial } from './fill-row-names.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';

const HEDIONE: RowMaterial = { id: 'm-hedione', name: 'Hedione', cas: '24851-98-7' };
const ISO: RowMaterial = { id: 'm-iso', name: 'Iso E Super', cas: '54464-57-2' };
const MATERIALS = new Map([HEDIONE, ISO].map((material) => [material.id, material]));

const row = (fields: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow('r'), amount: 10, ...fields });

describe('fillRowNames: rows given only a materialId take its name', () => {
  it.each([
    ['a nameless row takes name and CAS', row({ materialId: 'm-hedione' }), 'Hedione', '24851-98-7'],
    ['a blank name counts as none', row({ materialId: 'm-iso', name: '  ' }), 'Iso E Super', '54464-57-2'],
    ['a CAS already given is kept', row({ materialId: 'm-iso', cas: '0000-00-0' }), 'Iso E Super', '0000-00-0'],
    ['a name already given is kept', row({ materialId: 'm-iso', name: 'ISO E' }), 'ISO E', null],
    ['an unknown or hidden material leaves the row', row({ materialId: 'm-other' }), '', null],
    ['a free-text row without material is left', row({ name: 'Tincture' }), 'Tincture', null],
  ])('%s', (_, input, name, cas) => {
    const [filled] = fillRowNames([input], MATERIALS);
    expect(filled).toMatchObject({ name, cas, amount: 10, materialId: input.materialId });
  });

  it('returns the same array when nothing changed', () => {
    const rows = [row({ name: 'Hedione', materialId: 'm-hedione' })];
    expect(fillRowNames(rows, MATERIALS)).toBe(rows);
  });

  it('lists the ids to look up once each', () => {
    const rows = [
      row({ materialId: 'm-iso' }),
      row({ materialId: 'm-iso' }),
      row({ materialId: 'm-hedione', name: 'H' }),
    ];
    expect(findNamelessMaterialIds(rows)).toEqual(['m-iso']);
  });
});
