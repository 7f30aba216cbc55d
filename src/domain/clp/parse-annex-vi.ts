import type { RowIssue } from '../reference-data/material-contribution.ts';
import type { SheetCell } from '../reference-data/map-ifra-overview.ts';
import type { CsvTable } from '../reference-data/reference-datasets.ts';
import type { AnnexViEntry } from './annex-vi-entry.ts';
import {
  parseHazardClassification,
  parseSpecificLimitsCell,
  type HazardClassification,
} from './parse-hazard-classification.ts';

/** The file name ECHA's ATP 21 export is stored under (an upload of a newer export takes its place). */
export const ANNEX_VI_WORKBOOK = 'annex_vi_clp_table_atp21_en.xlsx';

/** The 12 columns of ECHA's export (two header rows joined: `Classification: Hazard Statement Code(s)`). */
export const ANNEX_VI_COLUMNS = [
  'Index No',
  'International Chemical Identification',
  'EC No',
  'CAS No',
  'Classification: Hazard Class and Category Code(s)',
  'Classification: Hazard Statement Code(s)',
  'Labelling: Pictogram, Signal Word Code(s)',
  'Labelling: Hazard statement Code(s)',
  'Labelling: Suppl. Hazard statement Code(s)',
  'Specific Conc. Limits, M-factors',
  'Notes',
  'ATP inserted/ATP Updated',
] as const;

const cellText = (cell: SheetCell | undefined) => (cell === null || cell === undefined ? '' : String(cell));

/**
 * ECHA's sheet (disclaimer rows, a two-row header starting with `Index No`, then one entry a row) as a table
 * with the 12 columns above. A sheet without that header is refused with a problem, not guessed.
 */
export function mapAnnexViSheet(matrix: readonly (readonly SheetCell[])[]): {
  table: CsvTable | null;
  problems: string[];
} {
  const header = matrix.findIndex((row) => cellText(row[0]).trim() === 'Index No');
  const headerRow = matrix[header];
  if (header === -1 || !headerRow) {
    return { table: null, problems: ['The workbook has no "Index No" header row: it is not ECHA\'s Annex VI export.'] };
  }
  const casHeader = cellText(headerRow[3]).trim();
  const limitsHeader = cellText(headerRow[9]);
  if (casHeader !== 'CAS No' || !/Specific Conc/i.test(limitsHeader)) {
    return {
      table: null,
      problems: [
        `The header row does not match ECHA's Annex VI layout (column 4 "${casHeader}", column 10 "${limitsHeader}").`,
      ],
    };
  }
  // The second header row names the sub-columns ("Hazard Class and Category Code(s)"); its first cell is merged with
  // "Index No" above, which a full read repeats and a streamed read leaves empty.
  const second = matrix[header + 1];
  const secondIsHeader =
    second !== undefined &&
    ['Index No', ''].includes(cellText(second[0]).trim()) &&
    /Hazard Class and Category Code/i.test(cellText(second[4]));
  const dataStart = secondIsHeader ? header + 2 : header + 1;
  const rows: Record<string, string>[] = [];
  for (const row of matrix.slice(dataStart)) {
    if (!row.some((cell) => cellText(cell).trim())) continue;
    rows.push(Object.fromEntries(ANNEX_VI_COLUMNS.map((column, index) => [column, cellText(row[index])])));
  }
  return { table: { columns: [...ANNEX_VI_COLUMNS], rows }, problems: [] };
}

export type ClpAnnexViRow = {
  id: string;
  indexNo: string;
  casNumbers: string[];
  names: string[];
  entry: AnnexViEntry;
};

const lines = (cell: string | undefined) =>
  (cell ?? '')
    .split(/\r?\n/)
    .map((line) => line.replaceAll('\u00a0', ' ').trim())
    .filter(Boolean);

const CAS_PATTERN = /\b\d{2,7}-\d{2}-\d\b/g;
const EC_PATTERN = /\b\d{3}-\d{3}-\d\b/g;

/** The H statements a class and category may carry (Annex I), to pair each class line with its code. */
function findHCodeFamily(hazard: HazardClassification): (code: string) => boolean {
  const number = (code: string) => code.slice(0, 4);
  const isOne = hazard.category.startsWith('1');
  const exact =
    (...codes: string[]) =>
    (code: string) =>
      codes.includes(number(code));
  switch (hazard.hazardClass) {
    case 'Acute Tox.':
      return exact(
        ...({
          '1': ['H300', 'H310', 'H330'],
          '2': ['H300', 'H310', 'H330'],
          '3': ['H301', 'H311', 'H331'],
          '4': ['H302', 'H312', 'H332'],
        }[hazard.category] ?? []),
      );
    case 'Flam. Liq.':
      return exact({ '1': 'H224', '2': 'H225', '3': 'H226' }[hazard.category] ?? '');
    case 'Skin Corr.':
      return exact('H314');
    case 'Skin Irrit.':
      return exact('H315');
    case 'Eye Dam.':
      return exact('H318');
    case 'Eye Irrit.':
      return exact('H319');
    case 'Resp. Sens.':
      return exact('H334');
    case 'Skin Sens.':
      return exact('H317');
    case 'Muta.':
      return exact(isOne ? 'H340' : 'H341');
    case 'Carc.':
      return exact(isOne ? 'H350' : 'H351');
    case 'Repr.':
      return exact(isOne ? 'H360' : 'H361');
    case 'Lact.':
      return exact('H362');
    case 'STOT SE':
      return exact(...({ '1': ['H370'], '2': ['H371'], '3': ['H335', 'H336'] }[hazard.category] ?? []));
    case 'STOT RE':
      return exact(isOne ? 'H372' : 'H373');
    case 'Asp. Tox.':
      return exact('H304');
    case 'Aquatic Acute':
      return exact('H400');
    case 'Aquatic Chronic':
      return exact({ '1': 'H410', '2': 'H411', '3': 'H412', '4': 'H413' }[hazard.category] ?? '');
  }
}

/**
 * Pairs the class lines with the H statement lines. The columns do not align line by line (`Press. Gas` has no
 * code, repeated `Acute Tox. 4 *` lines share one code per route), so each class takes the first unused code of
 * its own family.
 */
function pairHazards(
  classLines: readonly string[],
  hLines: readonly string[],
): { hazards: HazardClassification[]; unread: string[] } {
  const codes = hLines
    .map((line) => line.replaceAll('*', '').trim().split(/\s+/)[0] ?? '')
    .filter((code) => /^H\d{3}/.test(code));
  const used = new Set<number>();
  const hazards: HazardClassification[] = [];
  const unread: string[] = [];
  for (const line of classLines) {
    const hazard = parseHazardClassification(line);
    if (!hazard) {
      unread.push(line);
      continue;
    }
    const family = findHCodeFamily(hazard);
    const index = codes.findIndex((code, position) => !used.has(position) && family(code));
    if (index === -1) {
      unread.push(`${line}: no matching hazard statement`);
      hazards.push(hazard);
      continue;
    }
    used.add(index);
    hazards.push({ ...hazard, hStatement: codes[index] ?? null });
  }
  return { hazards, unread };
}

/** Parses the (checked) Annex VI table into one row per entry, keyed by its index number. */
export function parseClpAnnexVi(table: CsvTable | undefined): {
  rows: ClpAnnexViRow[];
  issues: RowIssue[];
  rowsRead: number;
} {
  const rows: ClpAnnexViRow[] = [];
  const issues: RowIssue[] = [];
  const seen = new Set<string>();
  (table?.rows ?? []).forEach((row, index) => {
    const indexNo = (row['Index No'] ?? '').trim();
    if (!indexNo) {
      issues.push({ file: ANNEX_VI_WORKBOOK, row: index + 1, problem: 'no index number: skipped' });
      return;
    }
    if (seen.has(indexNo)) {
      issues.push({ file: ANNEX_VI_WORKBOOK, row: index + 1, problem: `index number ${indexNo} repeated: skipped` });
      return;
    }
    seen.add(indexNo);
    const paired = pairHazards(
      lines(row['Classification: Hazard Class and Category Code(s)']),
      lines(row['Classification: Hazard Statement Code(s)']),
    );
    const limits = parseSpecificLimitsCell(row['Specific Conc. Limits, M-factors']);
    const names = lines(row['International Chemical Identification']).map((name) =>
      name.replace(/\s*\[\d+\]\s*$/, '').trim(),
    );
    const casNumbers = [...new Set((row['CAS No'] ?? '').match(CAS_PATTERN) ?? [])];
    const entry: AnnexViEntry = {
      indexNo,
      names,
      ecNumbers: [...new Set((row['EC No'] ?? '').match(EC_PATTERN) ?? [])],
      casNumbers,
      hazards: paired.hazards,
      limits: limits.limits,
      mFactors: limits.mFactors,
      ate: limits.ate,
      notes: (row.Notes ?? '').split(/[\s,]+/).filter(Boolean),
      labelCodes: lines(row['Labelling: Pictogram, Signal Word Code(s)']),
      supplementalCodes: lines(row['Labelling: Suppl. Hazard statement Code(s)']),
      atp: (row['ATP inserted/ATP Updated'] ?? '').trim() || null,
      unread: [...paired.unread, ...limits.unread.filter((line) => line !== '*')],
    };
    rows.push({ id: indexNo, indexNo, casNumbers, names, entry });
  });
  return { rows, issues, rowsRead: table?.rows.length ?? 0 };
}
