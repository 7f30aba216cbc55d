import { parseCas } from '../materials/cas-number.ts';
import type { CsvTable } from './reference-datasets.ts';
import { IFRA_CATEGORIES } from './regulatory-rows.ts';

/** IFRA's own workbook of the 51st Amendment, read instead of standards.csv and standard_cas.csv when given. */
export const IFRA_OVERVIEW_WORKBOOK = 'ifra-51st-amendment-ifra-standards-overview.xlsx';

/** One cell as read from the sheet: text, a number, or nothing. */
export type SheetCell = string | number | null;

/** standards.csv column → IFRA's header in the workbook (text columns copied as they are). */
const TEXT_COLUMNS = {
  key: 'Key',
  amendment: 'Amendment number',
  year_previous_publication: 'Year of previous publication',
  year_last_publication: 'Year of last publication',
  deadline_existing_creations: 'Implementation deadline for existing creations',
  deadline_new_creations: 'Implementation deadline for new creations',
  name: 'Name of the IFRA Standard',
  cas_comment: 'CAS numbers (comment)',
  type: 'IFRA Standard type',
  risk_property: 'Intrinsic property driving the risk management measure',
  flavor_use_consideration: 'Flavor use consideration',
  prohibited_notes: 'Prohibited fragrance ingredients: notes',
  phototoxicity_notes: 'Restricted ingredients due to phototoxicity considerations: notes',
  restricted_notes: 'Restricted ingredients: notes',
  specified_notes: 'Specified ingredients: notes',
  contributions_from_other_sources: 'Contributions from other sources',
  contributions_notes: 'Contributions from other sources: notes',
} as const;
const REQUIRED_HEADERS = [
  'Key',
  'Name of the IFRA Standard',
  'CAS numbers',
  'Synonyms',
  'IFRA Standard type',
  'Category 4 (%)',
];

/** A number as text without Excel's binary noise (1.6000000000000001E-4 → 0.00016). */
const formatNumber = (value: number) => String(Number(value.toPrecision(12)));

/** Control characters back in the workbook's own escape (`_x0002_`), as IFRA's file stores them. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g;

function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return formatNumber(cell);
  return cell
    .replaceAll(
      CONTROL_CHARACTERS,
      (character) => `_x${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    )
    .trim();
}

/** The CAS numbers in a CAS cell, in order, once each (the cell may also hold words such as "(mixed isomers)"). */
const extractCasNumbers = (text: string) => [...new Set(text.match(/\b\d{2,7}-\d{2}-\d\b/g) ?? [])];

/** A category cell in standards.csv's vocabulary, and the unit a limit is counted as (`0.0015 (5-MOP)`). */
export function normaliseIfraCategoryCell(cell: SheetCell | undefined): { value: string; expressedAs: string | null } {
  if (typeof cell === 'number') return { value: formatNumber(cell), expressedAs: null };
  const text = cellText(cell);
  if (!text) return { value: '', expressedAs: null };
  if (/^no\s*restriction$/i.test(text)) return { value: 'NO_RESTRICTION', expressedAs: null };
  if (/prohibited/i.test(text)) return { value: 'PROHIBITED', expressedAs: null };
  if (/^see\s*note\s*box$/i.test(text)) return { value: 'SEE_NOTEBOX', expressedAs: null };
  const match = /^(\d+(?:[.,]\d+)?(?:e[-+]?\d+)?)\s*(?:\(([^)]+)\))?$/i.exec(text);
  if (!match?.[1]) return { value: text, expressedAs: null };
  return { value: formatNumber(Number(match[1].replace(',', '.'))), expressedAs: match[2]?.trim() ?? null };
}

const splitLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * IFRA's overview sheet (a disclaimer, then a header row starting with "Key", then one Standard per row) as the
 * standards.csv and standard_cas.csv tables the importer reads: multi-line CAS and synonym cells become lists,
 * decimal commas and binary noise go, "No restriction" / "0.0 (Prohibited)" / "See Notebox" become their codes.
 */
export function mapIfraOverviewSheet(sheet: readonly (readonly SheetCell[])[]): {
  tables: Map<string, CsvTable>;
  problems: string[];
} {
  const headerIndex = sheet.findIndex((row) => row.some((cell) => cellText(cell) === 'Key'));
  const header = (sheet[headerIndex] ?? []).map(cellText);
  const missing = REQUIRED_HEADERS.filter((name) => !header.includes(name));
  if (headerIndex < 0 || missing.length > 0) {
    return {
      tables: new Map(),
      problems: [
        `${IFRA_OVERVIEW_WORKBOOK} is not IFRA's Standards overview: no header row with ${missing.map((name) => `"${name}"`).join(', ')}.`,
      ],
    };
  }
  const column = (name: string) => header.indexOf(name);
  const standards: Record<string, string>[] = [];
  const scope: Record<string, string>[] = [];
  const seenScope = new Set<string>();
  for (const row of sheet.slice(headerIndex + 1)) {
    const at = (name: string) => row[column(name)];
    const key = cellText(at('Key'));
    if (!key) continue;
    const record: Record<string, string> = Object.fromEntries(
      Object.entries(TEXT_COLUMNS).map(([target, source]) => [target, cellText(at(source))]),
    );
    const parts = record.type?.toUpperCase().split('_') ?? [];
    record.is_prohibition = String(parts.includes('PROHIBITION'));
    record.is_restriction = String(parts.includes('RESTRICTION'));
    record.is_specification = String(parts.includes('SPECIFICATION'));
    const casNumbers = extractCasNumbers(cellText(at('CAS numbers')));
    record.cas_numbers = casNumbers.join('|');
    record.synonyms = splitLines(cellText(at('Synonyms'))).join(' | ');
    let expressedAs: string | null = null;
    for (const category of IFRA_CATEGORIES) {
      const normalised = normaliseIfraCategoryCell(at(`Category ${category} (%)`));
      record[`cat_${category}`] = normalised.value;
      expressedAs ??= normalised.expressedAs;
    }
    record.limit_expressed_as = expressedAs ?? '';
    standards.push(record);
    for (const raw of casNumbers) {
      const cas = parseCas(raw)?.cas;
      if (!cas || seenScope.has(`${key}|${cas}`)) continue;
      seenScope.add(`${key}|${cas}`);
      scope.push({ cas, key, name: record.name ?? '', type: record.type ?? '', cat_4: record.cat_4 ?? '' });
    }
  }
  const columnsOf = (rows: Record<string, string>[]) => Object.keys(rows[0] ?? {});
  return {
    tables: new Map([
      ['standards.csv', { columns: columnsOf(standards), rows: standards }],
      ['standard_cas.csv', { columns: columnsOf(scope), rows: scope }],
    ]),
    problems: standards.length === 0 ? [`${IFRA_OVERVIEW_WORKBOOK} has no IFRA Standard rows.`] : [],
  };
}
