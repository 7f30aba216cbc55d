import { describe, expect, it } from 'vitest';
import { checkAgainstPreviousImport, checkDatasetTables } from './check-dataset-tables.ts';
import { findReferenceDataset, type CsvTable } from './reference-datasets.ts';
import { parseIfraLimitCell } from './parse-regulatory-datasets.ts';

const flavornet = findReferenceDataset('pyrfume-flavornet')!;
const rows = (count: number) =>
  Array.from({ length: count }, () => ({ CAS: '78-70-6', Odors: 'flower', Names: 'linalool' }));
const table = (count: number, columns = ['page_cas', 'CAS', 'MW', 'Odors', 'Names']): CsvTable => ({
  columns,
  rows: rows(count),
});

describe('checkDatasetTables', () => {
  it.each([
    ['the published file', new Map([['flavornet_scraped.csv', table(734)]]), []],
    ['80 % of the rows is accepted', new Map([['flavornet_scraped.csv', table(588)]]), []],
  ])('accepts %s', (_, tables, expected) => {
    expect(checkDatasetTables(flavornet, tables)).toEqual(expected);
  });

  it.each([
    ['a missing file', new Map<string, CsvTable>(), /flavornet_scraped.csv is missing/],
    [
      'a truncated file',
      new Map([['flavornet_scraped.csv', table(100)]]),
      /100 rows where 734 are published.*truncated/,
    ],
    [
      'a missing column',
      new Map([['flavornet_scraped.csv', table(734, ['CAS', 'Names'])]]),
      /lacks the column "Odors"/,
    ],
  ])('refuses %s', (_, tables, message) => {
    expect(checkDatasetTables(flavornet, tables).join(' ')).toMatch(message);
  });

  it('refuses a file far smaller than at the last successful import', () => {
    expect(checkAgainstPreviousImport([{ name: 'a.csv', rows: 10 }], [{ name: 'a.csv', rows: 100 }])[0]).toMatch(
      /truncated/,
    );
    expect(checkAgainstPreviousImport([{ name: 'a.csv', rows: 90 }], [{ name: 'a.csv', rows: 100 }])).toEqual([]);
  });
});

describe('parseIfraLimitCell', () => {
  it.each([
    ['0.1', { limitKind: 'limit', maxPercent: 0.1 }],
    ['1.6000000000000001E-4', { limitKind: 'limit', maxPercent: 0.00016 }],
    ['0,10', { limitKind: 'limit', maxPercent: 0.1 }],
    ['NO_RESTRICTION', { limitKind: 'no_restriction', maxPercent: null }],
    ['PROHIBITED', { limitKind: 'prohibited', maxPercent: 0 }],
    ['SEE_NOTEBOX', { limitKind: 'see_notebox', maxPercent: null }],
    ['', { limitKind: 'none', maxPercent: null }],
  ])('%s', (cell, expected) => {
    expect(parseIfraLimitCell(cell)).toEqual(expected);
  });
});
