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
 *   found after a few hundred, each read once);
 * - `words`: the formulas holding one of the words found for each indexed word (`tokenIds`, one list per word) are
 *   taken from the index of word ids, newest first; the words held by too many distinct words (`checkedWords`) and
 *   the dates are checked on those formulas.
 */
export type FormulaSearchPlan =
  { kind: 'none' } | { kind: 'walk' } | { kind: 'words'; tokenIds: number[][]; checkedWords: string[] };

export type FormulaSearchFacts = {
  /** The query's words that are not dates, and for each the ids of the workspace's words holding it (at most MAX_WORD_TOKENS + 1). */
  words: readonly string[];
  tokenIds: readonly (readonly number[])[];
  /** How many of the SEARCH_SAMPLE_SIZE newest formulas the user may open were read, and how many match the query. */
  sampled: number;
  hits: number;
  /** The matches the page needs: offset + limit + 1. */
  wanted: number;
};

/** Chooses the plan from what one statement found (planFormulaSearch): the cheaper way to fill the page. */
export function chooseFormulaSearch(facts: FormulaSearchFacts): FormulaSearchPlan {
  if (facts.tokenIds.some((ids) => ids.length === 0)) return { kind: 'none' };
  // A workspace smaller than the sample: reading every formula costs no more than the sample did.
  if (facts.sampled < SEARCH_SAMPLE_SIZE) return { kind: 'walk' };
  const indexed = facts.tokenIds.filter((ids) => ids.length <= MAX_WORD_TOKENS);
  const walkedFormulas = facts.hits === 0 ? Infinity : (facts.wanted * SEARCH_SAMPLE_SIZE) / facts.hits;
  if (indexed.length === 0 || walkedFormulas <= MAX_WALKED_FORMULAS) return { kind: 'walk' };
  return {
    kind: 'words',
    tokenIds: indexed.map((ids) => [...ids]),
    checkedWords: facts.words.filter((_, index) => facts.tokenIds[index]!.length > MAX_WORD_TOKENS),
  };
}
