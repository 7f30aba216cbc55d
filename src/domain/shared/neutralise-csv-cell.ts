import Papa from 'papaparse';

/** A text starting with one of these runs as a formula when a spreadsheet opens the CSV (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One cell of an exported CSV: a text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or
 * carriage return first) gets a leading `'`, so it shows as text. Numbers stay numbers (-5 is not a formula).
 */
export function neutraliseCsvCell(value: CsvCell): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes `neutraliseCsvCell` when a file we exported comes back in: `'=x` reads as `=x`. */
export function restoreCsvCell(value: string): string {
  return value.length > 1 && value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/** The only CSV writer: every cell goes through `neutraliseCsvCell`. */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse({ fields: [...fields], data: rows.map((row) => row.map(neutraliseCsvCell)) });
}
