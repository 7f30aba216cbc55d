import { describe, expect, it } from 'vitest';
import { CertificateOfAnalysisSchema } from '../../../../domain/inventory/inventory.schemas.ts';
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
    ['no row: no certificate', [], { rows: null, error: null, checking: false }],
    ['only blank rows: no certificate', [emptyCoaRow(), emptyCoaRow()], { rows: null, error: null, checking: false }],
    [
      'constituents picked from the library, with their CAS',
      [picked(limonene, 38), picked(linalool, 12), emptyCoaRow()],
      {
        rows: [
          { name: 'Limonene', cas: '5989-27-5', percent: 38 },
          { name: 'Linalool', cas: '78-70-6', percent: 12 },
        ],
        error: null,
        checking: false,
      },
    ],
    [
      'a row without its %',
      [picked(limonene, '')],
      { rows: null, error: 'Row 1 (Limonene): give its % in the lot.', checking: false },
    ],
    [
      'a % without its constituent',
      [{ ...emptyCoaRow(), percent: 5 }],
      { rows: null, error: 'Row 1: pick the constituent from the library.', checking: false },
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
        checking: false,
      },
    ],
    [
      'more than 100% in total',
      [picked(limonene, 60), picked(linalool, 40.01)],
      { rows: null, error: 'Composition percentages add up to more than 100', checking: false },
    ],
    ['a % above 100', [picked(limonene, 101)], { rows: null, error: 'Percent must be 0 to 100', checking: false }],
  ])('%s', (_case, draft, expected) => {
    expect(parseCoaDraft(draft, CertificateOfAnalysisSchema)).toEqual(expected);
  });

  it('keeps a saved constituent as it was until another is picked', () => {
    const draft = toCoaDraft([{ name: 'Linalool', cas: '78-70-6', percent: 12 }]);
    expect(parseCoaDraft(draft, CertificateOfAnalysisSchema)).toEqual({
      rows: [{ name: 'Linalool', cas: '78-70-6', percent: 12 }],
      error: null,
      checking: false,
    });
    expect(
      parseCoaDraft(
        draft.map((row) => ({ ...row, material: limonene })),
        CertificateOfAnalysisSchema,
      ),
    ).toEqual({
      rows: [{ name: 'Limonene', cas: '5989-27-5', percent: 12 }],
      error: null,
      checking: false,
    });
  });

  // The schema is its own chunk, fetched at a certificate's first row (useCoaSchema): until it is here, filled rows
  // are neither a certificate nor an error, so no form can save the lot without the certificate the perfumer typed.
  it('is checking, with no rows and no error, while filled rows wait for the schema', () => {
    expect(parseCoaDraft([picked(limonene, 38)], null)).toEqual({ rows: null, error: null, checking: true });
    expect(parseCoaDraft([emptyCoaRow()], null)).toEqual({ rows: null, error: null, checking: false });
    expect(parseCoaDraft([picked(limonene, '')], null)).toEqual({
      rows: null,
      error: 'Row 1 (Limonene): give its % in the lot.',
      checking: false,
    });
  });
});
