import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isDateWord, splitSearchWords } from '../../../domain/formulas/search-formulas.ts';
import type { Db } from '../../db/client.ts';
import { formulaSearchEntries, formulaSearchTokens, formulas } from '../../db/schema/index.ts';
import { openableFormulas } from '../workspaces/workspaces.public.ts';
import type { FormulaScope } from './formula-record.ts';

/** How many of the newest formulas are read to tell a word most formulas hold from a rarer one (ADR 044). */
export const SEARCH_SAMPLE_SIZE = 64;
/** A word held by more distinct words than this is checked on the search texts rather than found by its words. */
export const MAX_WORD_TOKENS = 256;
/** Reading the newest formulas in order is chosen when it should find the page within this many formulas. */
export const MAX_WALKED_FORMULAS = 600;

/**
 * How the library search finds a query's formulas (ADR 044):
 * - `none`: a word is in no word of the workspace's formulas, so no formula matches;
 * - `walk`: the newest formulas are read in order and their search texts checked (most formulas match: the page is
 *   found after a few hundred, each read once, uncompressed);
 * - `words`: the formulas holding one of the words found for each word (`tokenIds`, one list per word) are taken from
 *   the GIN index of formula_search_entries, newest first; the words held by too many distinct words
 *   (`checkedWords`) and the dates are checked on those formulas.
 */
export type FormulaSearchPlan =
  { kind: 'none' } | { kind: 'walk' } | { kind: 'words'; tokenIds: number[][]; checkedWords: string[] };

/** A word as a LIKE pattern matching it anywhere: `\`, `%` and `_` stand for themselves. */
const containing = (word: string) => `%${word.replaceAll(/[\\%_]/g, '\\$&')}%`;

/** Every word matches the formula's search text (one line per name, tag, line's name and CAS: see below). */
export function matchesSearchTexts(words: readonly string[]): SQL[] {
  return words.map((word) => sql`${formulaSearchEntries.searchText} like ${containing(word)}`);
}

/** Every date word (2026, 2026-11, 2026-11-21) matches the creation or last update date. */
export function matchesSearchDates(words: readonly string[]): SQL[] {
  return words.map(
    (word) => sql`(left(to_char(${formulas.createdAt} at time zone 'UTC', 'YYYY-MM-DD'), ${word.length}) = ${word}
            or left(to_char(${formulas.updatedAt} at time zone 'UTC', 'YYYY-MM-DD'), ${word.length}) = ${word})`,
  );
}

/**
 * The library search (searchFormulas' rules: every word of the query must match the name, a tag, a line's name or
 * CAS, or, for a word like 2026-11, the creation or last update date) as one condition the database evaluates, so a
 * house's 10,000 formulas never leave it. Name, tags and lines' names are compared folded (lower case without
 * accents, fold_search_text as foldSearchText), CAS numbers as they are, all in formula_search_entries' search text:
 * one segment per name, tag, line's name and CAS, separated by a line break, so a word (which holds no white space)
 * matches inside one of them as searchFormulas does.
 */
export function matchesFormulaSearch(query: string): SQL {
  const words = splitSearchWords(query);
  return and(
    ...matchesSearchDates(words.filter(isDateWord)),
    ...matchesSearchTexts(words.filter((word) => !isDateWord(word))),
  )!;
}

/** '{1,2,3}': an integer[] literal (the same parameter on PostgreSQL and PGlite). */
export const integerArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Chooses how to answer `query` (which holds a word that is not a date) for a page that needs `wanted` matches
 * (offset + limit + 1), in one statement: the workspace's words holding each word (by their trigram index, at most
 * MAX_WORD_TOKENS + 1 each) and how many of the SEARCH_SAMPLE_SIZE newest formulas match the whole query.
 */
export async function planFormulaSearch(
  db: Db,
  scope: FormulaScope,
  query: string,
  wanted: number,
): Promise<FormulaSearchPlan> {
  const words = splitSearchWords(query).filter((word) => !isDateWord(word));
  const sample = db
    .select({ hit: sql<boolean>`${matchesFormulaSearch(query)}`.as('hit') })
    .from(formulas)
    .leftJoin(formulaSearchEntries, eq(formulaSearchEntries.formulaId, formulas.id))
    .where(openableFormulas(scope))
    .orderBy(desc(formulas.createdAt), desc(formulas.id))
    .limit(SEARCH_SAMPLE_SIZE);
  const tokens = words.map(
    (word) => sql`array(select ${formulaSearchTokens.id} from ${formulaSearchTokens}
      where ${formulaSearchTokens.workspaceId} = ${scope.workspaceId} and ${formulaSearchTokens.token} like ${containing(word)}
      limit ${MAX_WORD_TOKENS + 1})`,
  );
  const result = await db.execute<{ sampled: number; hits: number; tokens: number[][] | string }>(sql`
    select count(*)::integer as sampled, (count(*) filter (where sample.hit))::integer as hits,
      (select json_build_array(${sql.join(tokens, sql`, `)})) as tokens
    from (${sample}) as sample`);
  const row = result.rows[0]!;
  const tokenIds = (typeof row.tokens === 'string' ? JSON.parse(row.tokens) : row.tokens) as number[][];
  if (tokenIds.some((ids) => ids.length === 0)) return { kind: 'none' };
  const sampled = Number(row.sampled);
  const hits = Number(row.hits);
  // A workspace smaller than the sample: reading every formula costs no more than the sample did.
  if (sampled < SEARCH_SAMPLE_SIZE) return { kind: 'walk' };
  const indexed = tokenIds.filter((ids) => ids.length <= MAX_WORD_TOKENS);
  const walkedFormulas = hits === 0 ? Infinity : (wanted * SEARCH_SAMPLE_SIZE) / hits;
  if (indexed.length === 0 || walkedFormulas <= MAX_WALKED_FORMULAS) return { kind: 'walk' };
  return {
    kind: 'words',
    tokenIds: indexed,
    checkedWords: words.filter((_, index) => tokenIds[index]!.length > MAX_WORD_TOKENS),
  };
}
