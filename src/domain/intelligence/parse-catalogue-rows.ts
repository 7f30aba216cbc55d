import { findCopiedFigures } from './find-copied-figures.ts';
import { findDataContradictions } from './find-data-contradictions.ts';
import { normaliseNote, toNoteKey } from './note-key.ts';

/** Which CSV column holds each field; list fields may also be spread over several columns (mainaccord1…5). */
export type CatalogueMapping = {
  name: string;
  brand: string;
  number?: string;
  year?: string;
  concentration?: string;
  gender?: string;
  country?: string;
  ratingValue?: string;
  ratingCount?: string;
  /** The catalogue's rating scale maximum (Parfumo 10, Fragrantica 5); ratings are stored on 0-10. */
  ratingScale?: number;
  accords?: string[];
  topNotes?: string[];
  heartNotes?: string[];
  baseNotes?: string[];
  perfumers?: string[];
  url?: string;
};

export const PARFUMO_MAPPING: CatalogueMapping = {
  number: 'Number',
  name: 'Name',
  brand: 'Brand',
  year: 'Release_Year',
  concentration: 'Concentration',
  ratingValue: 'Rating_Value',
  ratingCount: 'Rating_Count',
  ratingScale: 10,
  accords: ['Main_Accords'],
  topNotes: ['Top_Notes'],
  heartNotes: ['Middle_Notes'],
  baseNotes: ['Base_Notes'],
  perfumers: ['Perfumers'],
  url: 'URL',
};

/** Kaggle "Fragrantica.com Fragrance Dataset" (fra_cleaned.csv, semicolon-separated, comma decimals). */
export const FRAGRANTICA_MAPPING: CatalogueMapping = {
  name: 'Perfume',
  brand: 'Brand',
  country: 'Country',
  gender: 'Gender',
  year: 'Year',
  ratingValue: 'Rating Value',
  ratingCount: 'Rating Count',
  ratingScale: 5,
  accords: ['mainaccord1', 'mainaccord2', 'mainaccord3', 'mainaccord4', 'mainaccord5'],
  topNotes: ['Top'],
  heartNotes: ['Middle'],
  baseNotes: ['Base'],
  perfumers: ['Perfumer1', 'Perfumer2'],
  url: 'url',
};

export const CATALOGUE_PRESETS = { parfumo: PARFUMO_MAPPING, fragrantica: FRAGRANTICA_MAPPING } as const;

export type CataloguePerfume = {
  id: string;
  catalogue: string;
  name: string;
  brand: string;
  brandCountry: string | null;
  releaseYear: number | null;
  concentration: string | null;
  gender: string | null;
  ratingValue: number | null;
  ratingCount: number | null;
  accords: string[];
  topNotes: string[];
  heartNotes: string[];
  baseNotes: string[];
  noteKeys: string[];
  perfumers: string[];
  url: string | null;
  searchText: string;
  /** What contradicts itself in the row (find-data-contradictions.ts): such a perfume is left out of trends. */
  dataIssues: string[];
};

export type CatalogueIssue = { row: number; problem: string };

const MISSING = new Set(['', 'na', 'n/a', 'nan', 'null', 'none', 'unknown']);
const PERFUMER_ROLES = /^(brand owner|perfume maker|perfumer|creative director|nose|evaluator|unknown)$/i;
const ACCORD_HEADER = 'main accords';

function clean(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  return MISSING.has(text.toLowerCase()) ? null : text;
}

function parseNumber(value: string | undefined): number | null {
  const text = clean(value);
  if (!text) return null;
  const parsed = Number(text.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

function splitList(values: readonly (string | undefined)[]): string[] {
  const items: string[] = [];
  for (const value of values) {
    const text = clean(value);
    if (!text) continue;
    for (const part of text.split(/[,;]/)) {
      const item = part.trim();
      if (
        item &&
        !MISSING.has(item.toLowerCase()) &&
        !items.some((existing) => existing.toLowerCase() === item.toLowerCase())
      )
        items.push(item);
    }
  }
  return items;
}

/** `Al Haramain / الحرمين` → `Al Haramain`; perfumers lose role words. */
function firstScript(text: string): string {
  return text.split(' / ')[0]?.trim() ?? text;
}

/** The key brand names are joined on: lower case, ASCII, letters and digits only (`Dolce & Gabbana` = `Dolce Gabbana`). */
export function toBrandKey(brand: string): string {
  return normaliseNote(firstScript(brand)).replaceAll(/[^a-z0-9]/g, '');
}

/** Fragrantica-style URL slugs (`by-kilian`, `angels-share`) become words (`By Kilian`); other text is kept. */
function deslug(text: string): string {
  return /^[\p{Ll}\p{N}]+(-[\p{Ll}\p{N}]+)+$/u.test(text) ? titleCase(text.replaceAll('-', ' ')) : text;
}

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A short URL-safe id for a source key (two 32-bit FNV-1a hashes). */
export function hashKey(text: string): string {
  return `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01234567)}`;
}

function titleCase(text: string): string {
  return text.replaceAll(
    /(^|[\s-])(\p{Ll})/gu,
    (_match, start: string, letter: string) => `${start}${letter.toUpperCase()}`,
  );
}

/**
 * Turns a catalogue CSV's rows into perfumes with the mapping. Rows without a name or brand are skipped and
 * reported; `NA` and empty cells are missing values; ids are stable (URL, else brand+name+year) with a
 * counter for duplicates, so re-importing the same file changes nothing.
 */
export function parseCatalogueRows(
  rows: readonly Record<string, string | undefined>[],
  mapping: CatalogueMapping,
  catalogue: string,
  brandCountries: ReadonlyMap<string, string> = new Map(),
): { perfumes: CataloguePerfume[]; issues: CatalogueIssue[] } {
  const perfumes: CataloguePerfume[] = [];
  const issues: CatalogueIssue[] = [];
  const seen = new Map<string, number>();
  /** The file row of each perfume (header is row 1). */
  const rowNumbers: number[] = [];
  const scale = mapping.ratingScale ?? 10;
  const pick = (row: Record<string, string | undefined>, columns: readonly string[] | undefined) =>
    (columns ?? []).map((column) => row[column]);
  rows.forEach((row, index) => {
    const rawName = clean(row[mapping.name]);
    const brandText = clean(row[mapping.brand]);
    if (!rawName || !brandText || rawName === 'NAME?') {
      issues.push({ row: index + 2, problem: 'No name or brand: skipped.' });
      return;
    }
    const number = mapping.number ? clean(row[mapping.number]) : null;
    const name = deslug(number && !rawName.startsWith(number) ? `${number} ${rawName}` : rawName);
    const brand = deslug(brandText);
    const year = parseNumber(mapping.year ? row[mapping.year] : undefined);
    const releaseYear = year !== null && Number.isInteger(year) && year >= 1600 && year <= 2100 ? year : null;
    const rating = parseNumber(mapping.ratingValue ? row[mapping.ratingValue] : undefined);
    const votes = parseNumber(mapping.ratingCount ? row[mapping.ratingCount] : undefined);
    const accords = splitList(pick(row, mapping.accords))
      .filter((accord) => accord.toLowerCase() !== ACCORD_HEADER)
      .map((accord) => titleCase(accord.toLowerCase()));
    const topNotes = splitList(pick(row, mapping.topNotes));
    const heartNotes = splitList(pick(row, mapping.heartNotes));
    const baseNotes = splitList(pick(row, mapping.baseNotes));
    const noteKeys = [...new Set([...topNotes, ...heartNotes, ...baseNotes].map(toNoteKey).filter(Boolean))];
    const perfumers = splitList(pick(row, mapping.perfumers))
      .map(firstScript)
      .filter((perfumer) => !PERFUMER_ROLES.test(perfumer));
    const url = mapping.url ? clean(row[mapping.url]) : null;
    const baseKey = url ?? `${toBrandKey(brand)}|${normaliseNote(name)}|${releaseYear ?? ''}`;
    const occurrence = (seen.get(baseKey) ?? 0) + 1;
    seen.set(baseKey, occurrence);
    const ownCountry = mapping.country ? clean(row[mapping.country]) : null;
    const ratingValue =
      rating === null || rating < 0 || rating > scale ? null : Math.round((rating * 10 * 100) / scale) / 100;
    const ratingCount = votes === null || votes < 0 ? null : Math.round(votes);
    perfumes.push({
      id: `${catalogue}-${hashKey(`${baseKey}${occurrence > 1 ? `#${occurrence}` : ''}`)}`,
      catalogue,
      name,
      brand,
      brandCountry: ownCountry ?? brandCountries.get(toBrandKey(brand)) ?? null,
      releaseYear,
      concentration: mapping.concentration ? clean(row[mapping.concentration]) : null,
      gender: mapping.gender ? clean(row[mapping.gender]) : null,
      ratingValue,
      ratingCount,
      accords,
      topNotes,
      heartNotes,
      baseNotes,
      noteKeys,
      perfumers,
      url,
      searchText: normaliseNote([name, brand, ...perfumers].join(' ')),
      dataIssues: findDataContradictions({ name, releaseYear, ratingValue, ratingCount }),
    });
    rowNumbers.push(index + 2);
  });
  // Rows that copy another perfume's figures are left out of trends like contradictory ones, and logged.
  for (const [index, source] of findCopiedFigures(perfumes)) {
    perfumes[index]?.dataIssues.push(`copies the rating, votes, accords and perfumers of ${source}`);
    issues.push({ row: rowNumbers[index] ?? 0, problem: `Copies the figures of ${source}: left out of trends.` });
  }
  return { perfumes, issues };
}

/** brand_country.csv rows → brand key → country (trimmed, `Arabia Saudi` → `Saudi Arabia`, `Bahrein` → `Bahrain`). */
export function parseBrandCountries(rows: readonly Record<string, string | undefined>[]): Map<string, string> {
  const fixes: Record<string, string> = { 'Arabia Saudi': 'Saudi Arabia', Bahrein: 'Bahrain' };
  const countries = new Map<string, string>();
  for (const row of rows) {
    const brand = clean(row.brand_name);
    const country = clean(row.country);
    if (brand && country) countries.set(toBrandKey(brand), fixes[country] ?? country);
  }
  return countries;
}
