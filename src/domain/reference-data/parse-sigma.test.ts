import { describe, expect, it } from 'vitest';
import { parseSigma } from './parse-odour-datasets.ts';
import type { CsvTable } from './reference-datasets.ts';

const table = (rows: Record<string, string>[]): CsvTable => ({ columns: Object.keys(rows[0] ?? {}), rows });

// Rows as pyrfume-sigma-2014 gives them: stimuli.csv files three catalogue items under CID 4133 (methyl salicylate)
// and two under each of CID 240 (benzaldehyde), 7794 (citronellal) and 5367785 (geranyl tiglate); molecules.csv names
// the structure.
const tables = new Map<string, CsvTable>([
  [
    'stimuli.csv',
    table([
      { Stimulus: '4133', CAS: '119-36-8' },
      { Stimulus: '4133', CAS: '90045-28-6' },
      { Stimulus: '4133', CAS: '68917-50-0' },
      { Stimulus: '240', CAS: '8013-76-1' },
      { Stimulus: '240', CAS: '100-52-7' },
      { Stimulus: '7794', CAS: '106-23-0' },
      { Stimulus: '7794', CAS: '8000-29-1' },
      { Stimulus: '5367785', CAS: '8000-46-2' },
      { Stimulus: '5367785', CAS: '7785-33-3' },
    ]),
  ],
  [
    'molecules.csv',
    table([
      {
        CID: '4133',
        MolecularWeight: '152.15',
        IsomericSMILES: 'COC(=O)C1=CC=CC=C1O',
        IUPACName: 'x',
        name: 'methyl salicylate',
      },
      { CID: '7794', IsomericSMILES: 'CC(CC=O)CCC=C(C)C', name: 'citronellal' },
      { CID: '5367785', IsomericSMILES: 'CC=C(C)C(=O)OCC=C(C)CCC=C(C)C', name: 'geranyl tiglate' },
      {
        CID: '240',
        MolecularWeight: '106.12',
        IsomericSMILES: 'C1=CC=C(C=C1)C=O',
        IUPACName: 'y',
        name: 'benzaldehyde',
      },
    ]),
  ],
]);

describe('the Sigma-Aldrich catalogue (pyrfume-sigma-2014)', () => {
  it('leaves out the naturals filed under their main constituent’s structure, and keeps the constituents', () => {
    const parsed = parseSigma(tables);
    const kept = parsed.contributions.map((contribution) => [contribution.cas, contribution.name]);
    expect(kept).toEqual([
      ['119-36-8', 'methyl salicylate'],
      ['100-52-7', 'benzaldehyde'],
      ['106-23-0', 'citronellal'],
      ['7785-33-3', 'geranyl tiglate'],
    ]);
  });
});
