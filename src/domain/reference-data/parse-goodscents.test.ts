import { describe, expect, it } from 'vitest';
import { parseGoodScents } from './parse-goodscents.ts';
import type { CsvTable } from './reference-datasets.ts';

const table = (rows: Record<string, string>[]): CsvTable => ({ columns: Object.keys(rows[0] ?? {}), rows });

/** Rows shaped as data_rw_opl.csv and data_rw_contents.csv (values from the staged files). */
const tables = new Map<string, CsvTable>([
  [
    'data_rw_opl.csv',
    table([
      { 'TGSC ID': '1012171', Name: '3,7-dimethyloct-6-enyl acetate', 'CAS Number': '150-84-5', CID: '', Formula: '' },
      { 'TGSC ID': '1099999', Name: 'citronellol', 'CAS Number': '26489-01-0', CID: '', Formula: '' },
      { 'TGSC ID': '1026811', Name: 'undecanal', 'CAS Number': '112-44-7', CID: '', Formula: '' },
    ]),
  ],
  [
    'data_rw_contents.csv',
    table([
      {
        'TGSC ID': '1012171',
        'Content Data Category': 'rw',
        'Content TGSC ID': '1099999',
        'Content Name': 'citronellol',
        'Content Header': 'also (can) contains',
        'Concentration %': '',
        'Concentration Min %': '4.0',
        'Concentration Max %': '6.0',
      },
      {
        'TGSC ID': '1026811',
        'Content Data Category': 'rw',
        'Content TGSC ID': '1555281',
        'Content Name': '2-methyl decanal',
        'Content Header': 'also contains',
        'Concentration %': '5',
        'Concentration Min %': '',
        'Concentration Max %': '',
      },
    ]),
  ],
]);

describe('parseGoodScents: the contents table (issue 26 item 6)', () => {
  const byCas = new Map(parseGoodScents(tables).contributions.map((contribution) => [contribution.cas, contribution]));

  it.each([
    [
      '150-84-5',
      [{ name: 'citronellol', cas: '26489-01-0', minPercent: 4, maxPercent: 6, note: 'also (can) contains' }],
    ],
    // A constituent without its own profile keeps its name, no CAS is made up.
    ['112-44-7', [{ name: '2-methyl decanal', percent: 5, note: 'also contains' }]],
    ['26489-01-0', undefined],
  ])('%s typically contains %o', (cas, expected) => {
    expect(byCas.get(cas)?.typicalComposition).toEqual(expected);
  });
});
