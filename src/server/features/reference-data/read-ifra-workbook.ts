import { mapIfraOverviewSheet } from '../../../domain/reference-data/map-ifra-overview.ts';
import type { CsvTable } from '../../../domain/reference-data/reference-datasets.ts';
import { readFirstSheet } from './read-first-sheet.ts';

/** Reads IFRA's Standards overview workbook (first sheet) into the standards.csv and standard_cas.csv tables. */
export async function readIfraWorkbook(
  content: Buffer,
): Promise<{ tables: Map<string, CsvTable>; problems: string[] }> {
  const sheet = await readFirstSheet(content, 'The IFRA workbook', "IFRA's Standards overview");
  if (!sheet.matrix) return { tables: new Map(), problems: [sheet.problem] };
  return mapIfraOverviewSheet(sheet.matrix);
}
