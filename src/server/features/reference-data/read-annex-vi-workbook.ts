import { mapAnnexViSheet } from '../../../domain/clp/parse-annex-vi.ts';
import type { SheetCell } from '../../../domain/reference-data/map-ifra-overview.ts';
import type { CsvTable } from '../../../domain/reference-data/reference-datasets.ts';
import { toSheetCell } from './read-ifra-workbook.ts';

/** Reads ECHA's Annex VI export (first sheet) into one table of its 12 columns; an unreadable file is a problem. */
export async function readAnnexViWorkbook(
  name: string,
  content: Buffer,
): Promise<{ table: CsvTable | null; problems: string[] }> {
  // exceljs is loaded when a workbook is read, not at server start.
  const { default: exceljs } = await import('exceljs');
  const workbook = new exceljs.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { table: null, problems: [`${name} cannot be read as an .xlsx file.`] };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { table: null, problems: [`${name} has no sheet.`] };
  const matrix: SheetCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: SheetCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      cells[columnNumber - 1] = toSheetCell(cell.value);
    });
    matrix[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
  });
  const mapped = mapAnnexViSheet(Array.from(matrix, (row) => row ?? []));
  return { table: mapped.table, problems: mapped.problems.map((problem) => `${name}: ${problem}`) };
}
