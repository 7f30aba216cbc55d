import { describe, expect, it } from 'vitest';
import { collectEngineIds } from './collect-engine-ids.ts';
import { createEmptyRow, type FormulaRow } from './formula-row.ts';

const row = (change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow('r'), ...change });

describe('collectEngineIds', () => {
  it.each([
    { name: 'no material', rows: [row({ name: 'Accord' })], materialIds: [], lotIds: [] },
    {
      name: 'sorted, once each',
      rows: [row({ materialId: 'b' }), row({ materialId: 'a' }), row({ materialId: 'b' })],
      materialIds: ['a', 'b'],
      lotIds: [],
    },
    {
      name: 'a lot with its material',
      rows: [row({ materialId: 'a', lotId: 'l1' })],
      materialIds: ['a'],
      lotIds: ['l1'],
    },
    { name: 'a lot without a material is ignored', rows: [row({ lotId: 'l1' })], materialIds: [], lotIds: [] },
    {
      name: 'the diluent of a diluted line',
      rows: [row({ materialId: 'a', diluentMaterialId: 'dpg', purity: 0.1 })],
      materialIds: ['a', 'dpg'],
      lotIds: [],
    },
    {
      name: 'no diluent at full strength',
      rows: [row({ materialId: 'a', diluentMaterialId: 'dpg', purity: 1 })],
      materialIds: ['a'],
      lotIds: [],
    },
  ])('$name', ({ rows, materialIds, lotIds }) => {
    expect(collectEngineIds(rows)).toEqual({ materialIds, lotIds });
  });
});
