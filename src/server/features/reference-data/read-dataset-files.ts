import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { IFRA_OVERVIEW_WORKBOOK } from '../../../domain/reference-data/map-ifra-overview.ts';
import type { CsvTable, ReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { describeTooManyRows, rowCap } from '../../../domain/reference-data/upload-caps.ts';
import { readAnnexViWorkbook } from './read-annex-vi-workbook.ts';
import { readIfraWorkbook } from './read-ifra-workbook.ts';

export type FileInfo = { name: string; sha256: string; bytes: number; rows: number };
export type DatasetFiles = { tables: Map<string, CsvTable>; files: FileInfo[]; problems: string[] };

/**
 * Parses one CSV file (UTF-8 unless the dataset names Latin-1; BOM and CRLF tolerated, header row first).
 * Problems are returned, not thrown.
 */
export function parseCsv(
  name: string,
  content: Buffer,
  limits: { maxRows?: number; expectedRows?: number; encoding?: 'utf8' | 'latin1' } = {},
): { table: CsvTable | null; problems: string[] } {
  const text = content.toString(limits.encoding ?? 'utf8').replace(/^\uFEFF/, '');
  if (!text.trim()) return { table: null, problems: [`${name} is empty.`] };
  if (text.includes('\u0000')) return { table: null, problems: [`${name} is not a text CSV file.`] };
  // With a row cap, parsing stops one row past it: a huge file costs the cap, not its size in rows.
  const result = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    ...(limits.maxRows === undefined ? {} : { preview: limits.maxRows + 1 }),
  });
  if (limits.maxRows !== undefined && result.data.length > limits.maxRows)
    return { table: null, problems: [describeTooManyRows(name, limits.maxRows, limits.expectedRows ?? 0)] };
  const fatal = result.errors.filter((error) => error.type === 'Quotes' || error.code === 'UndetectableDelimiter');
  if (fatal.length > 0) {
    const first = fatal[0];
    return {
      table: null,
      problems: [
        `${name} cannot be parsed as CSV (${first?.message ?? 'bad quoting'}${first?.row === undefined ? '' : ` at row ${first.row + 2}`}).`,
      ],
    };
  }
  return { table: { columns: result.meta.fields ?? [], rows: result.data }, problems: [] };
}

/** Reads and hashes a dataset's files, from a folder or from uploaded contents (file name → bytes). */
export async function readDatasetFiles(
  dataset: ReferenceDataset,
  source: { folder: string } | { uploads: ReadonlyMap<string, Buffer> },
): Promise<DatasetFiles> {
  const workbook = await findIfraWorkbook(dataset, source);
  if (workbook) {
    const read = await readIfraWorkbook(workbook);
    const rows = read.tables.get('standards.csv')?.rows.length ?? 0;
    return {
      tables: read.tables,
      files: [
        {
          name: IFRA_OVERVIEW_WORKBOOK,
          sha256: createHash('sha256').update(workbook).digest('hex'),
          bytes: workbook.length,
          rows,
        },
      ],
      problems: read.problems,
    };
  }
  const tables = new Map<string, CsvTable>();
  const files: FileInfo[] = [];
  const problems: string[] = [];
  for (const file of dataset.files) {
    if (file.name === IFRA_OVERVIEW_WORKBOOK) continue;
    let content: Buffer | undefined;
    if ('folder' in source) {
      content = await fs.readFile(path.join(source.folder, file.name)).catch(() => undefined);
    } else {
      content = source.uploads.get(file.name);
    }
    if (!content) {
      if (!file.isOptional)
        problems.push(`${file.name} is missing${'folder' in source ? ` from ${source.folder}` : ''}.`);
      continue;
    }
    // ECHA's Annex VI export is read from its workbook, not a CSV.
    const parsed = file.name.endsWith('.xlsx')
      ? await readAnnexViWorkbook(file.name, content)
      : parseCsv(file.name, content, {
          maxRows: rowCap(file),
          expectedRows: file.expectedRows,
          encoding: file.encoding ?? 'utf8',
        });
    problems.push(...parsed.problems);
    if (parsed.table) tables.set(file.name, parsed.table);
    files.push({
      name: file.name,
      sha256: createHash('sha256').update(content).digest('hex'),
      bytes: content.length,
      rows: parsed.table?.rows.length ?? 0,
    });
  }
  return { tables, files, problems };
}

/**
 * IFRA's own workbook, read instead of the CSVs whenever it is there (uploaded, or in the folder): its values are
 * exact, while standards.csv beside it rounds eight cells (IFRA's 3.3E-6 % read as 3E-6 %, issue 27 class 8).
 */
async function findIfraWorkbook(
  dataset: ReferenceDataset,
  source: { folder: string } | { uploads: ReadonlyMap<string, Buffer> },
): Promise<Buffer | undefined> {
  if (!dataset.files.some((file) => file.name === IFRA_OVERVIEW_WORKBOOK)) return undefined;
  if (!('folder' in source)) return source.uploads.get(IFRA_OVERVIEW_WORKBOOK);
  return fs.readFile(path.join(source.folder, IFRA_OVERVIEW_WORKBOOK)).catch(() => undefined);
}
