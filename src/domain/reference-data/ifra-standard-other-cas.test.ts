import { describe, expect, it } from 'vitest';
import type { CsvTable } from './reference-datasets.ts';
import { parseIfraStandards } from './parse-regulatory-datasets.ts';

const table = (rows: Record<string, string>[]): CsvTable => ({ columns: Object.keys(rows[0] ?? {}), rows });

/** STD_080 as the 51st Amendment's standards.csv gives it (its name and CAS list), under the name given. */
function parseStd080(name: string) {
  const tables = new Map<string, CsvTable>([
    [
      'standards.csv',
      table([
        { key: 'IFRA_STD_080', amendment: '49', name, cas_numbers: '90028-67-4|68648-41-9|68917-40-8', cat_4: '0.1' },
      ]),
    ],
  ]);
  return parseIfraStandards(tables).tables;
}

describe('other CAS numbers IFRA identifies a Standard’s ingredient by', () => {
  it.each([
    ['Treemoss extracts', true],
    ['Treemoss extracts (renamed)', false],
  ])('STD_080 named "%s" has 84696-53-7 (the glossary\'s "Treemoss extract") in scope: %s', (name, expected) => {
    const { ifraStandards, ifraStandardCas } = parseStd080(name);
    const scope = (ifraStandardCas ?? []).map((row) => row.cas);
    expect(scope).toEqual(expect.arrayContaining(['90028-67-4', '68648-41-9', '68917-40-8']));
    expect(scope.includes('84696-53-7')).toBe(expected);
    // The Standard's own CAS list stays as IFRA publishes it.
    expect(ifraStandards?.[0]?.casNumbers).toEqual(['90028-67-4', '68648-41-9', '68917-40-8']);
  });
});
