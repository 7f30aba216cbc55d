import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, restoreCsvCell, writeCsv } from './neutralise-csv-cell.ts';

describe('neutraliseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Rose absolute', 'Rose absolute'],
    ['a=b', 'a=b'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [-5, -5],
    [12.5, 12.5],
    [true, true],
  ])('%j → %j', (input, expected) => expect(neutraliseCsvCell(input)).toBe(expected));
});

describe('restoreCsvCell', () => {
  it.each([
    [`'=HYPERLINK("http://x","y")`, '=HYPERLINK("http://x","y")'],
    ["'-2", '-2'],
    ["'quoted", "'quoted"],
    ["'", "'"],
    ['plain', 'plain'],
  ])('%j → %j', (input, expected) => expect(restoreCsvCell(input)).toBe(expected));
});

describe('writeCsv', () => {
  it('neutralises every text cell and keeps numbers', () => {
    const csv = writeCsv(['name', 'amount'], [['=HYPERLINK("http://x","y")', -5]]);
    const [, row] = Papa.parse<string[]>(csv).data;
    expect(row).toEqual([`'=HYPERLINK("http://x","y")`, '-5']);
  });
});
