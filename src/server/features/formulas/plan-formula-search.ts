import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  chooseFormulaSearch,
  type FormulaSearchPlan,
  MAX_WORD_TOKENS,
  SEARCH_SAMPLE_SIZE,
} from '../../../domain/formulas/choose-formula-search.ts';
import { isDateWord, splitSearchWords } from '../../../domain/formulas/search-formulas.ts';
import type { Db } from '../../db/client.ts';
import { formulaSearchEntries, formulaSearchTokens, formulas } from '../../db/schema/index.ts';
import { openableFormulas } from '../workspaces/workspaces.public.ts';
import type { FormulaScope } from './formula-record.ts';

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

export type { FormulaSearchPlan };

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
  return chooseFormulaSearch({ words, tokenIds, sampled: Number(row.sampled), hits: Number(row.hits), wanted });
}
