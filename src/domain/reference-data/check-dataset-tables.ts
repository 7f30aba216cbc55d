import type { CsvTable, ReferenceDataset } from './reference-datasets.ts';

/** Share of a file's published row count below which it is refused as truncated. */
export const MIN_ROW_SHARE = 0.8;

/**
 * The problems that make a dataset's files unusable: a missing file or column, or a row count far below the
 * published one (a truncated download). An empty list means the files can be imported.
 */
export function checkDatasetTables(
  dataset: ReferenceDataset,
  tables: ReadonlyMap<string, CsvTable>,
  options: { minRowShare?: number } = {},
): string[] {
  const problems: string[] = [];
  const share = options.minRowShare ?? MIN_ROW_SHARE;
  for (const file of dataset.files) {
    const table = tables.get(file.name);
    if (!table) {
      if (!file.isOptional) problems.push(`${file.name} is missing.`);
      continue;
    }
    const missing = file.requiredColumns.filter((column) => !table.columns.includes(column));
    if (missing.length > 0)
      problems.push(
        `${file.name} lacks the column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `"${m}"`).join(', ')}.`,
      );
    const minimum = Math.floor(file.expectedRows * share);
    if (table.rows.length < minimum) {
      problems.push(
        `${file.name} has ${table.rows.length} rows where ${file.expectedRows} are published (at least ${minimum} expected): the file looks truncated.`,
      );
    }
  }
  return problems;
}

export type FileRowCount = { name: string; rows: number };

/**
 * A file far smaller than the same file at the last successful import is refused too: it protects a library
 * that was filled from a complete file against a truncated one, whatever the published count.
 */
export function checkAgainstPreviousImport(
  current: readonly FileRowCount[],
  previous: readonly FileRowCount[],
  minRowShare = MIN_ROW_SHARE,
): string[] {
  const problems: string[] = [];
  for (const file of current) {
    const before = previous.find((candidate) => candidate.name === file.name);
    if (before && file.rows < Math.floor(before.rows * minRowShare)) {
      problems.push(
        `${file.name} has ${file.rows} rows where the last successful import read ${before.rows}: the file looks truncated.`,
      );
    }
  }
  return problems;
}
