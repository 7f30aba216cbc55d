import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { MAX_WORKBOOK_CELLS } from '../../../domain/reference-data/upload-caps.ts';
import type { SheetCell } from '../../../domain/reference-data/map-ifra-overview.ts';
import { formatCount } from '../../../domain/shared/format-numbers.ts';

/** One exceljs cell value as text or a number (rich text joined, formulas by their result, dates as ISO days). */
export function toSheetCell(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return toSheetCell(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

export type FirstSheet = { matrix: SheetCell[][]; problem: null } | { matrix: null; problem: string };

/** How many times a workbook is read before it is said unreadable (see readFirstSheet). */
export const WORKBOOK_READ_ATTEMPTS = 3;

/** An exceljs stream reader over a workbook in memory (the first sheet is all that is read of it). */
export async function openWorkbookReader(content: Buffer): Promise<AsyncIterable<ExcelJS.stream.xlsx.WorksheetReader>> {
  // exceljs is loaded when a workbook is read, not at server start (it costs half a second to load).
  const { default: exceljs } = await import('exceljs');
  return new exceljs.stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
}

/**
 * The first sheet of an .xlsx workbook as a matrix of cells, streamed row by row: a workbook of millions of cells is
 * refused at MAX_WORKBOOK_CELLS, never loaded whole (an 11-million-cell upload took the process down). `label` names
 * the file in the problem ("The IFRA workbook", "annex_vi.xlsx"); `expected` says what it should be.
 *
 * exceljs's stream reader sometimes ends its walk through the zip before the workbook's own part, and then fails on
 * the sheet it had set aside ("Cannot read properties of undefined (reading 'sheets')"): about one read in 300 of the
 * same small workbook with the machine busy. A read that throws is tried again, up to WORKBOOK_READ_ATTEMPTS times,
 * before the file is said unreadable: a valid workbook is never refused for that race, a broken one fails each time.
 */
export async function readFirstSheet(
  content: Buffer,
  label: string,
  expected: string,
  open: (content: Buffer) => Promise<AsyncIterable<ExcelJS.stream.xlsx.WorksheetReader>> = openWorkbookReader,
): Promise<FirstSheet> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readSheetOnce(await open(content), label, expected);
    } catch {
      if (attempt >= WORKBOOK_READ_ATTEMPTS)
        return { matrix: null, problem: `${label} cannot be read as an .xlsx file.` };
    }
  }
}

/** One read of the first sheet; throws what exceljs throws. */
async function readSheetOnce(
  reader: AsyncIterable<ExcelJS.stream.xlsx.WorksheetReader>,
  label: string,
  expected: string,
): Promise<FirstSheet> {
  const matrix: SheetCell[][] = [];
  let cells = 0;
  let sawSheet = false;
  for await (const sheet of reader) {
    sawSheet = true;
    for await (const row of sheet) {
      const values: SheetCell[] = [];
      row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
        values[columnNumber - 1] = toSheetCell(cell.value);
      });
      cells += values.length;
      if (cells > MAX_WORKBOOK_CELLS)
        return {
          matrix: null,
          problem: `${label} has more than ${formatCount(MAX_WORKBOOK_CELLS)} cells in its first sheet: refused. Check that it is ${expected}.`,
        };
      matrix[row.number - 1] = Array.from(values, (cell) => cell ?? null);
    }
    break;
  }
  if (!sawSheet) return { matrix: null, problem: `${label} has no sheet.` };
  return { matrix: Array.from(matrix, (row) => row ?? []), problem: null };
}
