// The regulatory texts' own files in ../shared/data, read with Papa Parse, never through the importer's parser
// (ADR 065): what the row-by-row regulatory tests check the app against.
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';

/** ../shared/data beside the checkout. */
export const SHARED_DATA = path.resolve(import.meta.dirname, '../../../shared/data');

/** Whether the reference datasets are there (a checkout without ../shared skips the tests that need them). */
export const hasSharedData = fs.existsSync(path.join(SHARED_DATA, 'pyrfume-goodscents'));

/** A text's own CSV file from ../shared/data, read with Papa Parse, not through the importer's parser. */
export function readTextRows(dataset: string, file: string) {
  const csv = fs.readFileSync(path.join(SHARED_DATA, dataset, file), 'utf8');
  return Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
}

/** IFRA's own standards.csv (51st Amendment). */
export const readStandardRows = () => readTextRows('ifra-51-standards', 'standards.csv');
