import type ExcelJS from 'exceljs';
import { mapIfraOverviewSheet, type SheetCell } from '../../../domain/reference-data/map-ifra-overview.ts';
import type { CsvTable } from '../../../domain/reference-data/reference-datasets.ts';

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

/** Reads IFRA's Standards overview workbook (first sheet) into the standards.csv and standard_cas.csv tables. */
export async function readIfraWorkbook(
  content: Buffer,
): Promise<{ tables: Map<string, CsvTable>; problems: string[] }> {
  // exceljs is loaded when a workbook is read, not at server start (it costs half a second to load).
  const { default: exceljs } = await import('exceljs');
  const workbook = new exceljs.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { tables: new Map(), problems: ['The IFRA workbook cannot be read as an .xlsx file.'] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { tables: new Map(), problems: ['The IFRA workbook has no sheet.'] };
  const matrix: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      cells[columnNumber - 1] = toSheetCell(cell.value);
    });
    matrix[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  return mapIfraOverviewSheet(Array.from(matrix, (row) => row ?? []));
}
