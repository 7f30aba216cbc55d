import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IFRA_OVERVIEW_WORKBOOK, normaliseIfraCategoryCell } from '../../../domain/reference-data/map-ifra-overview.ts';
import { parseIfraStandards } from '../../../domain/reference-data/parse-regulatory-datasets.ts';
import { checkDatasetTables } from '../../../domain/reference-data/check-dataset-tables.ts';
import { REFERENCE_DATASETS } from '../../../domain/reference-data/reference-datasets.ts';
import { readDatasetFiles } from './read-dataset-files.ts';
import { readIfraWorkbook } from './read-ifra-workbook.ts';

const FOLDER = path.resolve(import.meta.dirname, '../../../../../shared/data/ifra-51-standards');
const hasData = fs.existsSync(path.join(FOLDER, IFRA_OVERVIEW_WORKBOOK));
const dataset = REFERENCE_DATASETS.find((candidate) => candidate.id === 'ifra-51-standards');

describe('normaliseIfraCategoryCell', () => {
  it.each([
    [1.6000000000000001e-4, '0.00016', null],
    ['0,10', '0.1', null],
    ['No Restriction', 'NO_RESTRICTION', null],
    ['No restriction', 'NO_RESTRICTION', null],
    ['0.0 (Prohibited)', 'PROHIBITED', null],
    ['See Notebox ', 'SEE_NOTEBOX', null],
    ['0.0015 (5-MOP)', '0.0015', '5-MOP'],
    [null, '', null],
  ])('%j → %s', (cell, value, expressedAs) => {
    expect(normaliseIfraCategoryCell(cell)).toEqual({ value, expressedAs });
  });
});

describe.skipIf(!hasData || !dataset)(
  'IFRA’s own workbook gives the same Standards as the CSVs (needs ../shared/data)',
  () => {
    it('parses into identical Standards, limits per category and CAS scope', async () => {
      const csvFiles = ['standards.csv', 'standard_cas.csv'].map(
        (name) => [name, fs.readFileSync(path.join(FOLDER, name))] as const,
      );
      const csv = await readDatasetFiles(dataset!, { uploads: new Map(csvFiles) });
      const xlsx = await readIfraWorkbook(fs.readFileSync(path.join(FOLDER, IFRA_OVERVIEW_WORKBOOK)));
      expect(xlsx.problems).toEqual([]);
      expect(checkDatasetTables(dataset!, xlsx.tables)).toEqual([]);
      const {
        ifraStandards: csvStandards = [],
        ifraStandardLimits: csvLimitRows = [],
        ifraStandardCas: csvScope = [],
      } = parseIfraStandards(csv.tables).tables;
      const {
        ifraStandards: xlsxStandards = [],
        ifraStandardLimits: xlsxLimitRows = [],
        ifraStandardCas: xlsxScope = [],
      } = parseIfraStandards(xlsx.tables).tables;
      expect(xlsxStandards).toHaveLength(263);
      expect(xlsxStandards).toEqual(csvStandards);
      // The CSV conversion rounded to 6 decimals: IFRA's 3.3E-6 % (Standards 264 and 265, categories 5D, 8, 11A, 11B)
      // became 0.000003 there. Every other limit of the 4,734 is identical.
      const csvLimits = new Map(csvLimitRows.map((limit) => [limit.id, limit]));
      const differences = xlsxLimitRows
        .filter((limit) => JSON.stringify(limit) !== JSON.stringify(csvLimits.get(limit.id)))
        .map((limit) => [limit.id, limit.maxPercent, csvLimits.get(limit.id)?.maxPercent]);
      expect(xlsxLimitRows).toHaveLength(csvLimitRows.length);
      expect(differences).toEqual(
        ['IFRA_STD_264', 'IFRA_STD_265'].flatMap((key) =>
          ['5D', '8', '11A', '11B'].map((category) => [`${key}|${category}`, 0.0000033, 0.000003]),
        ),
      );
      const byId = (rows: readonly { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
      // 455 CAS numbers of IFRA's lists, and 84696-53-7, the glossary's "Treemoss extract" (ifra-standard-other-cas.ts).
      expect(xlsxScope).toHaveLength(456);
      expect(byId(xlsxScope)).toEqual(byId(csvScope));
    }, 60_000);

    it('reads the workbook from an upload, or from a folder without standards.csv', async () => {
      const workbook = fs.readFileSync(path.join(FOLDER, IFRA_OVERVIEW_WORKBOOK));
      const uploaded = await readDatasetFiles(dataset!, { uploads: new Map([[IFRA_OVERVIEW_WORKBOOK, workbook]]) });
      expect(uploaded.problems).toEqual([]);
      expect(uploaded.files).toEqual([
        expect.objectContaining({ name: IFRA_OVERVIEW_WORKBOOK, rows: 263, bytes: 102_609 }),
      ]);
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ifra-xlsx-'));
      try {
        fs.copyFileSync(path.join(FOLDER, IFRA_OVERVIEW_WORKBOOK), path.join(tmp, IFRA_OVERVIEW_WORKBOOK));
        const fromFolder = await readDatasetFiles(dataset!, { folder: tmp });
        expect(fromFolder.problems).toEqual([]);
        expect(fromFolder.tables.get('standards.csv')?.rows).toHaveLength(263);
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    }, 60_000);

    it('prefers the workbook to the rounded standards.csv beside it (STD_264 category 5D: 3.3E-6 %, not 3E-6 %)', async () => {
      const read = await readDatasetFiles(dataset!, { folder: FOLDER });
      expect(read.files.map((file) => file.name)).toEqual([IFRA_OVERVIEW_WORKBOOK]);
      const { ifraStandardLimits = [] } = parseIfraStandards(read.tables).tables;
      expect(ifraStandardLimits.find((limit) => limit.id === 'IFRA_STD_264|5D')?.maxPercent).toBe(0.0000033);
    }, 60_000);

    it('refuses a file that is not a workbook', async () => {
      const read = await readIfraWorkbook(Buffer.from('key,name\nIFRA_STD_001,x\n'));
      expect(read.problems).toEqual(['The IFRA workbook cannot be read as an .xlsx file.']);
    });
  },
);
