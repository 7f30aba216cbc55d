import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { FORMULA_LIST_DEFAULT_LIMIT } from '../../../domain/formulas/formulas.schemas.ts';
import { isDateWord, splitSearchWords } from '../../../domain/formulas/search-formulas.ts';
import type { Db } from '../../db/client.ts';
import { formulaSearchEntries, formulas } from '../../db/schema/index.ts';
import { openableFormulas } from '../workspaces/workspaces.public.ts';
import type { FormulaScope } from './formula-record.ts';

/** How many ingredient names a summary carries: the card shows five, the palette's list ten. */
export const SUMMARY_INGREDIENT_NAMES = 10;

/** The columns of a summary, the rows' counts and first names computed by the database (the rows never leave it). */
const summaryColumns = {
  id: formulas.id,
  name: formulas.name,
  description: formulas.description,
  product: formulas.product,
  version: formulas.version,
  revision: formulas.revision,
  masterFormulaId: formulas.masterFormulaId,
  tags: formulas.tags,
  isPublic: formulas.isPublic,
  isConfidential: formulas.isConfidential,
  source: formulas.source,
  // Written by the database on every write of a formula (formula_search_entries, migration 0042): a page never
  // reads the formulas' rows. A formula without its entry (none should be) reads as empty rather than vanishing.
  lineCount: sql<number>`coalesce(${formulaSearchEntries.lineCount}, 0)`.mapWith(Number),
  ingredientCount: sql<number>`coalesce(${formulaSearchEntries.ingredientCount}, 0)`.mapWith(Number),
  ingredientNames: formulaSearchEntries.ingredientNames,
  createdAt: formulas.createdAt,
  updatedAt: formulas.updatedAt,
};

/** Newest first; the id breaks ties so that pages never repeat or skip a formula. */
const newestFirst = [desc(formulas.createdAt), desc(formulas.id)];

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(formulas)
    .leftJoin(formulaSearchEntries, eq(formulaSearchEntries.formulaId, formulas.id));
type SummaryRecord = Awaited<ReturnType<typeof selectSummaries>>[number];

function toSummaryResponse(record: SummaryRecord) {
  return {
    ...record,
    ingredientNames: record.ingredientNames ?? [],
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
export type FormulaSummaryResponse = ReturnType<typeof toSummaryResponse>;

/**
 * A page of the formulas the user may open, without their rows (issue 34): `limit` from `offset`, newest first, and
 * `nextOffset` when there are more. `q` searches like the library always did (name, ingredient name or CAS, tag,
 * date; searchFormulas), in the database, over the lines' names and CAS numbers only.
 */
export async function listFormulaSummaries(
  db: Db,
  scope: FormulaScope,
  page: { limit?: number; offset?: number; q?: string },
): Promise<{ items: FormulaSummaryResponse[]; nextOffset: number | null }> {
  const limit = page.limit ?? FORMULA_LIST_DEFAULT_LIMIT;
  const offset = page.offset ?? 0;
  const query = page.q?.trim();
  const select = (reader: Db) =>
    selectSummaries(reader)
      .where(query ? and(openableFormulas(scope), matchesFormulaSearch(query)) : openableFormulas(scope))
      .orderBy(...newestFirst)
      .limit(limit + 1)
      .offset(offset);
  if (!query || splitSearchWords(query).every(isDateWord))
    return pageOf((await select(db)).map(toSummaryResponse), limit, offset);
  // The planner does not count reading the search texts (7.5 kB each, out of line) and scans them all (berg: 330 ms
  // on the house) rather than their trigram index (45 ms): the scan is ruled out for this one statement.
  const records = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return select(tx);
  });
  return pageOf(records.map(toSummaryResponse), limit, offset);
}

/** A word as a LIKE pattern matching it anywhere: `\`, `%` and `_` stand for themselves. */
const containing = (word: string) => `%${word.replaceAll(/[\\%_]/g, '\\$&')}%`;

/**
 * The library search (searchFormulas' rules: every word of the query must match the name, a tag, a line's name or
 * CAS, or, for a word like 2026-11, the creation or last update date) as one condition the database evaluates, so a
 * house's 10,000 formulas never leave it. Name, tags and lines' names are compared folded (lower case without
 * accents, fold_search_text as foldSearchText), CAS numbers as they are, all in formula_search_entries' search text
 * through its trigram index (migration 0042): one segment per name, tag, line's name and CAS, separated by a line
 * break, so a word (which holds no white space) matches inside one of them as searchFormulas does.
 */
function matchesFormulaSearch(query: string): SQL {
  const words = splitSearchWords(query);
  const dates = words.filter(isDateWord);
  const texts = words.filter((word) => !isDateWord(word));
  return and(
    ...dates.map(
      (word) => sql`(left(to_char(${formulas.createdAt} at time zone 'UTC', 'YYYY-MM-DD'), ${word.length}) = ${word}
            or left(to_char(${formulas.updatedAt} at time zone 'UTC', 'YYYY-MM-DD'), ${word.length}) = ${word})`,
    ),
    ...texts.map((word) => sql`${formulaSearchEntries.searchText} like ${containing(word)}`),
  )!;
}

function pageOf<T>(items: T[], limit: number, offset: number) {
  return items.length > limit
    ? { items: items.slice(0, limit), nextOffset: offset + limit }
    : { items, nextOffset: null };
}
