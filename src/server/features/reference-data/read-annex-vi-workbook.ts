import { mapAnnexViSheet } from '../../../domain/clp/parse-annex-vi.ts';
import type { CsvTable } from '../../../domain/reference-data/reference-datasets.ts';
import { readFirstSheet } from './read-first-sheet.ts';

/**
 * Reads ECHA's Annex VI export (first sheet, streamed under the workbook cell cap) into one table of its 12 columns;
 * an unreadable or oversized file is a problem.
 */
export async function readAnnexViWorkbook(
  name: string,
  content: Buffer,
): Promise<{ table: CsvTable | null; problems: string[] }> {
  const sheet = await readFirstSheet(content, name, "ECHA's Annex VI export (the table of harmonised entries)");
  if (!sheet.matrix) return { table: null, problems: [sheet.problem] };
  const mapped = mapAnnexViSheet(sheet.matrix);
  return { table: mapped.table, problems: mapped.problems.map((problem) => `${name}: ${problem}`) };
}
