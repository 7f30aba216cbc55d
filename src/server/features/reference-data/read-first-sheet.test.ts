import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_WORKBOOK_CELLS } from '../../../domain/reference-data/upload-caps.ts';
import { readAnnexViWorkbook } from './read-annex-vi-workbook.ts';
import { openWorkbookReader, readFirstSheet, WORKBOOK_READ_ATTEMPTS } from './read-first-sheet.ts';
import { readIfraWorkbook } from './read-ifra-workbook.ts';

async function workbookOf(rows: number, columns: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (let row = 0; row < rows; row += 1) sheet.addRow(Array.from({ length: columns }, (_, column) => row + column));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const ANNEX_VI = path.resolve(
  import.meta.dirname,
  '../../../../../shared/data/eu-clp-annex-vi-echa/annex_vi_clp_table_atp21_en.xlsx',
);

describe('readFirstSheet', () => {
  it('reads a small sheet into a matrix of cells', async () => {
    const sheet = await readFirstSheet(await workbookOf(2, 3), 'test.xlsx', 'a test');
    expect(sheet).toEqual({
      matrix: [
        [0, 1, 2],
        [1, 2, 3],
      ],
      problem: null,
    });
  });

  // exceljs's stream reader sometimes ends its walk through the zip before the workbook part and throws on a valid
  // file ("Cannot read properties of undefined (reading 'sheets')", about one read in 300 on a busy machine).
  it.each([
    { label: 'a read that throws once is tried again: the valid workbook is read', throwing: 1, opened: 2, read: true },
    { label: 'one that throws every time is unreadable', throwing: 99, opened: WORKBOOK_READ_ATTEMPTS, read: false },
  ])('$label', async ({ throwing, opened, read }) => {
    let opens = 0;
    const open = async (content: Buffer) => {
      opens += 1;
      if (opens <= throwing) throw new TypeError("Cannot read properties of undefined (reading 'sheets')");
      return openWorkbookReader(content);
    };
    const sheet = await readFirstSheet(await workbookOf(2, 3), 'test.xlsx', 'a test', open);
    expect(opens).toBe(opened);
    expect(sheet).toEqual(
      read
        ? {
            matrix: [
              [0, 1, 2],
              [1, 2, 3],
            ],
            problem: null,
          }
        : { matrix: null, problem: 'test.xlsx cannot be read as an .xlsx file.' },
    );
  });

  it('refuses, for both workbooks a user can upload, a sheet past the cell cap instead of loading it whole', async () => {
    const columns = 1_000;
    const oversized = await workbookOf(Math.ceil(MAX_WORKBOOK_CELLS / columns) + 1, columns);
    const ifra = await readIfraWorkbook(oversized);
    expect(ifra.problems).toEqual([
      "The IFRA workbook has more than 500,000 cells in its first sheet: refused. Check that it is IFRA's Standards overview.",
    ]);
    const annexVi = await readAnnexViWorkbook('annex_vi.xlsx', oversized);
    expect(annexVi).toEqual({
      table: null,
      problems: [
        "annex_vi.xlsx has more than 500,000 cells in its first sheet: refused. Check that it is ECHA's Annex VI export (the table of harmonised entries).",
      ],
    });
  }, 60_000);

  it('says a file that is not a workbook cannot be read', async () => {
    const read = await readAnnexViWorkbook('annex_vi.xlsx', Buffer.from('not a workbook'));
    expect(read).toEqual({ table: null, problems: ['annex_vi.xlsx cannot be read as an .xlsx file.'] });
  });

  it.skipIf(!fs.existsSync(ANNEX_VI))(
    "streams ECHA's Annex VI export (ATP 21) whole: every harmonised entry, no problem (needs ../shared/data)",
    async () => {
      const read = await readAnnexViWorkbook('annex_vi.xlsx', fs.readFileSync(ANNEX_VI));
      expect(read.problems).toEqual([]);
      expect(read.table?.rows.length).toBe(4_400);
    },
    60_000,
  );
});
