import { describe, expect, it } from 'vitest';
import { emptyCoaRow, parseCoaDraft, toCoaDraft, type CoaDraftRow } from './certificate-of-analysis-fields.tsx';

const limonene = { id: 'm-limonene', name: 'Limonene', cas: '5989-27-5' };
const linalool = { id: 'm-linalool', name: 'Linalool', cas: '78-70-6' };
const picked = (material: typeof limonene, percent: number | string): CoaDraftRow => ({
  ...emptyCoaRow(),
  material,
  percent,
});

describe('parseCoaDraft', () => {
  it.each<[string, CoaDraftRow[], ReturnType<typeof parseCoaDraft>]>([
    ['no row: no certificate', [], { rows: null, error: null }],
    ['only blank rows: no certificate', [emptyCoaRow(), emptyCoaRow()], { rows: null, error: null }],
    [
      'constituents picked from the library, with their CAS',
      [picked(limonene, 38), picked(linalool, 12), emptyCoaRow()],
      {
        rows: [
          { name: 'Limonene', cas: '5989-27-5', percent: 38 },
          { name: 'Linalool', cas: '78-70-6', percent: 12 },
        ],
        error: null,
      },
    ],
    ['a row without its %', [picked(limonene, '')], { rows: null, error: 'Row 1 (Limonene): give its % in the lot.' }],
    [
      'a % without its constituent',
      [{ ...emptyCoaRow(), percent: 5 }],
      { rows: null, error: 'Row 1: pick the constituent from the library.' },
    ],
    [
      'exactly 100% in total',
      [picked(limonene, 60), picked(linalool, 40)],
      {
        rows: [
          { name: 'Limonene', cas: '5989-27-5', percent: 60 },
          { name: 'Linalool', cas: '78-70-6', percent: 40 },
        ],
        error: null,
      },
    ],
    [
      'more than 100% in total',
      [picked(limonene, 60), picked(linalool, 40.01)],
      { rows: null, error: 'Composition percentages add up to more than 100' },
    ],
    ['a % above 100', [picked(limonene, 101)], { rows: null, error: 'Percent must be 0 to 100' }],
  ])('%s', (_case, draft, expected) => {
    expect(parseCoaDraft(draft)).toEqual(expected);
  });

  it('keeps a saved constituent as it was until another is picked', () => {
    const draft = toCoaDraft([{ name: 'Linalool', cas: '78-70-6', percent: 12 }]);
    expect(parseCoaDraft(draft)).toEqual({ rows: [{ name: 'Linalool', cas: '78-70-6', percent: 12 }], error: null });
    expect(parseCoaDraft(draft.map((row) => ({ ...row, material: limonene })))).toEqual({
      rows: [{ name: 'Limonene', cas: '5989-27-5', percent: 12 }],
      error: null,
    });
  });
});
