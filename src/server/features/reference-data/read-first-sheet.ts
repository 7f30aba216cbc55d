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

/**
 * The first sheet of an .xlsx workbook as a matrix of cells, streamed row by row: a workbook of millions of cells is
 * refused at MAX_WORKBOOK_CELLS, never loaded whole (an 11-million-cell upload took the process down). `label` names
 * the file in the problem ("The IFRA workbook", "annex_vi.xlsx"); `expected` says what it should be.
 */
export async function readFirstSheet(content: Buffer, label: string, expected: string): Promise<FirstSheet> {
  // exceljs is loaded when a workbook is read, not at server start (it costs half a second to load).
  const { default: exceljs } = await import('exceljs');
  const reader = new exceljs.stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  const matrix: SheetCell[][] = [];
  let cells = 0;
  let sawSheet = false;
  try {
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
  } catch {
    return { matrix: null, problem: `${label} cannot be read as an .xlsx file.` };
  }
  if (!sawSheet) return { matrix: null, problem: `${label} has no sheet.` };
  return { matrix: Array.from(matrix, (row) => row ?? []), problem: null };
}
