import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { FORMULA_LIST_DEFAULT_LIMIT } from '../../../domain/formulas/formulas.schemas.ts';
import { isDateWord, splitSearchWords } from '../../../domain/formulas/search-formulas.ts';
import type { Db } from '../../db/client.ts';
import { withPlannerSwitches } from '../../db/with-planner-switches.ts';
import { formulaSearchEntries, formulas } from '../../db/schema/index.ts';
import { openableFormulas } from '../workspaces/workspaces.public.ts';
import type { FormulaScope } from './formula-record.ts';
import {
  type FormulaSearchPlan,
  integerArray,
  matchesSearchDates,
  matchesSearchTexts,
  planFormulaSearch,
} from './plan-formula-search.ts';

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
  // Written by the database on every write of a formula (formula_search_entries, migrations 0042-0043): a page never
  // reads the formulas' rows. A formula without its entry (none should be) reads as empty rather than vanishing.
  lineCount: sql<number>`coalesce(${formulaSearchEntries.lineCount}, 0)`.mapWith(Number),
  ingredientCount: sql<number>`coalesce(${formulaSearchEntries.ingredientCount}, 0)`.mapWith(Number),
  ingredientNames: formulaSearchEntries.ingredientNames,
  createdAt: formulas.createdAt,
  updatedAt: formulas.updatedAt,
};

/** Newest first; the id breaks ties so that pages never repeat or skip a formula. */
const newestFirst = [desc(formulas.createdAt), desc(formulas.id)];

/** The summaries' select; with `candidates`, of those formulas (joined in the candidates' order). */
function selectSummaries(db: Db, candidates?: Candidates) {
  const select = db.select(summaryColumns);
  const from = candidates
    ? select.from(candidates).innerJoin(formulas, eq(formulas.id, candidates.formulaId))
    : select.from(formulas);
  return from.leftJoin(formulaSearchEntries, eq(formulaSearchEntries.formulaId, formulas.id));
}
type Candidates = ReturnType<typeof openableInOrder>;
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
 * date; searchFormulas), in the database, over the lines' names and CAS numbers only: planFormulaSearch chooses
 * between reading the newest formulas' search texts in order and finding the words' formulas by their index (ADR 044).
 */
export async function listFormulaSummaries(
  db: Db,
  scope: FormulaScope,
  page: { limit?: number; offset?: number; q?: string },
): Promise<{ items: FormulaSummaryResponse[]; nextOffset: number | null }> {
  const limit = page.limit ?? FORMULA_LIST_DEFAULT_LIMIT;
  const offset = page.offset ?? 0;
  const query = page.q?.trim();
  const words = query ? splitSearchWords(query) : [];
  const dates = words.filter(isDateWord);
  const texts = words.filter((word) => !isDateWord(word));
  if (texts.length === 0) {
    const records = await selectSummaries(db)
      .where(and(openableFormulas(scope), ...matchesSearchDates(dates)))
      .orderBy(...newestFirst)
      .limit(limit + 1)
      .offset(offset);
    return pageOf(records.map(toSummaryResponse), limit, offset);
  }
  const plan = await planFormulaSearch(db, scope, query!, offset + limit + 1);
  if (plan.kind === 'none') return { items: [], nextOffset: null };
  // The planner counts neither reading the search texts nor comparing long lists of word ids, and misjudges how many
  // formulas hold a word: the order is given by the candidates' subquery, and scanning every formula is ruled out.
  const switches = { enable_seqscan: 'off', enable_bitmapscan: plan.kind === 'walk' ? 'off' : 'on' } as const;
  const records = await withPlannerSwitches(db, switches, (db) => {
    const candidates = plan.kind === 'words' ? formulasHoldingWords(db, plan) : openableInOrder(db, scope);
    return selectSummaries(db, candidates)
      .where(
        and(
          openableFormulas(scope),
          ...matchesSearchDates(dates),
          ...matchesSearchTexts(plan.kind === 'words' ? plan.checkedWords : texts),
        ),
      )
      .orderBy(desc(candidates.createdAt), desc(candidates.formulaId))
      .limit(limit + 1)
      .offset(offset);
  });
  return pageOf(records.map(toSummaryResponse), limit, offset);
}

/**
 * A candidates' subquery's LIMIT that keeps every row: with a LIMIT, PostgreSQL keeps the subquery apart (it is not
 * merged into the page's query, nor are the page's conditions moved into it), so its order is the order in which the
 * page reads the formulas and checks them (drizzle writes no OFFSET 0).
 */
const EVERY_ROW = Number.MAX_SAFE_INTEGER;

/** A candidate of a search: its formula's id and creation date (the page's order). */
const candidateFields = (id: SQLWrapper, createdAt: SQLWrapper) => ({
  formulaId: sql<string>`${id}`.as('candidate_id'),
  createdAt: sql<Date>`${createdAt}`.as('candidate_created_at'),
});

/**
 * The formulas holding, for each indexed word, one of its words (formula_search_entries' GIN index), newest first by
 * the entries alone; the formulas are then read in that order until the page is full, checking access, dates and
 * the words not indexed.
 */
function formulasHoldingWords(db: Db, plan: Extract<FormulaSearchPlan, { kind: 'words' }>) {
  return db
    .select(candidateFields(formulaSearchEntries.formulaId, formulaSearchEntries.createdAt))
    .from(formulaSearchEntries)
    .where(and(...plan.tokenIds.map((ids) => sql`${formulaSearchEntries.tokenIds} && ${integerArray(ids)}::integer[]`)))
    .orderBy(desc(formulaSearchEntries.createdAt), desc(formulaSearchEntries.formulaId))
    .limit(EVERY_ROW)
    .as('candidates');
}

/** Every formula the user may open, newest first (the index of workspace and creation date, read backwards). */
function openableInOrder(db: Db, scope: FormulaScope) {
  return db
    .select(candidateFields(formulas.id, formulas.createdAt))
    .from(formulas)
    .where(openableFormulas(scope))
    .orderBy(...newestFirst)
    .limit(EVERY_ROW)
    .as('candidates');
}

function pageOf<T>(items: T[], limit: number, offset: number) {
  return items.length > limit
    ? { items: items.slice(0, limit), nextOffset: offset + limit }
    : { items, nextOffset: null };
}
