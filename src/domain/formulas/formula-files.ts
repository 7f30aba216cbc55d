import Papa from 'papaparse';
import { restoreCsvCell, writeCsv } from '../shared/neutralise-csv-cell.ts';
import type { FinishedProduct, FormulaRow } from './formula-row.ts';
import type { ParsedRows } from './parse-formula-rows.ts';
import { parseFormulaRows } from './parse-formula-rows.ts';
export { buildFormulaFileName } from './build-formula-file-name.ts';

/** What a formula file holds (JSON export, and what an import reads back). */
export type FormulaDocument = {
  name: string;
  description: string | null;
  tags: string[];
  product: FinishedProduct | null;
  rows: FormulaRow[];
};

export const FORMULA_FILE_FORMAT = 'sillage-formula';

export type ImportedFormula = {
  name: string | null;
  description: string | null;
  tags: string[];
  product: unknown;
  parsed: ParsedRows;
};

export function exportFormulaJson(formula: FormulaDocument): string {
  const { name, description, tags, product, rows } = formula;
  return `${JSON.stringify({ format: FORMULA_FILE_FORMAT, formatVersion: 1, name, description, tags, product, rows }, null, 2)}\n`;
}

const CSV_COLUMNS = ['name', 'cas', 'amount', 'unit', 'purity', 'diluent', 'notes', 'excluded'] as const;

export function exportFormulaCsv(rows: readonly FormulaRow[]): string {
  const data = rows.map((row) => [
    row.name,
    row.cas ?? '',
    row.amount,
    row.unit,
    row.purity,
    row.diluent ?? '',
    row.notes,
    row.isExcluded ? 'yes' : '',
  ]);
  return `${writeCsv(CSV_COLUMNS, data)}\n`;
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Reads a JSON formula file: our export, an object with `rows`, or a bare list of rows. */
export function parseFormulaJson(
  text: string,
  createId: (index: number) => string,
): ImportedFormula | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'The file is not valid JSON.' };
  }
  if (Array.isArray(data))
    return { name: null, description: null, tags: [], product: null, parsed: parseFormulaRows(data, createId) };
  if (typeof data !== 'object' || data === null)
    return { error: 'The file holds no formula (expected an object with rows, or a list of rows).' };
  const record = data as Record<string, unknown>;
  if (record.rows === undefined && record.ingredients === undefined) return { error: 'The file holds no rows.' };
  const tags = Array.isArray(record.tags)
    ? record.tags.filter((tag): tag is string => typeof tag === 'string').slice(0, 20)
    : [];
  return {
    name: readString(record.name),
    description: readString(record.description),
    tags,
    product: record.product ?? null,
    parsed: parseFormulaRows(record.rows ?? record.ingredients, createId),
  };
}

const HEADER_ALIASES: Record<string, string> = {
  material: 'name',
  ingredient: 'name',
  'material name': 'name',
  'cas number': 'cas',
  cas_number: 'cas',
  grams: 'amount',
  quantity: 'amount',
  dilution: 'purity',
  solvent: 'diluent',
  exclude: 'excluded',
};

/** Reads a CSV (or tab-separated) formula: a header row naming the columns (name, amount, unit, purity, diluent, notes…). */
export function parseFormulaCsv(
  text: string,
  createId: (index: number) => string,
): ImportedFormula | { error: string } {
  const result = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => {
      const key = header.trim().toLowerCase();
      return HEADER_ALIASES[key] ?? key;
    },
    // A file we exported comes back as it was: '=x (neutralised for spreadsheets) reads as =x.
    transform: (value) => restoreCsvCell(value),
  });
  const fields = result.meta.fields ?? [];
  if (!fields.includes('name') && !fields.includes('amount'))
    return { error: 'The CSV needs a header row with at least a name or an amount column.' };
  return { name: null, description: null, tags: [], product: null, parsed: parseFormulaRows(result.data, createId) };
}
