import { describe, expect, it } from 'vitest';
import {
  chooseFormulaSearch,
  type FormulaSearchFacts,
  MAX_WALKED_FORMULAS,
  MAX_WORD_TOKENS,
  SEARCH_SAMPLE_SIZE,
} from './choose-formula-search.ts';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const facts = (overrides: Partial<FormulaSearchFacts>): FormulaSearchFacts => ({
  words: ['hedi'],
  tokenIds: [ids(1)],
  sampled: SEARCH_SAMPLE_SIZE,
  hits: 0,
  wanted: 201,
  ...overrides,
});
// The walk reads wanted × 64 / hits formulas: with 201 wanted it is chosen from 22 hits of 64 (584 formulas) on.
const hitsForWalk = Math.ceil((201 * SEARCH_SAMPLE_SIZE) / MAX_WALKED_FORMULAS);

describe('chooseFormulaSearch (ADR 044)', () => {
  it.each<[string, Partial<FormulaSearchFacts>, string]>([
    ['a word in no word of the workspace: nothing matches', { tokenIds: [[]] }, 'none'],
    ['one word of two in none: nothing matches', { words: ['lin', 'zzz'], tokenIds: [ids(3), []] }, 'none'],
    ['a workspace smaller than the sample is read whole', { sampled: 10, hits: 0 }, 'walk'],
    ['no hit in the sample: by its words', { hits: 0 }, 'words'],
    ['hits just under the walk’s threshold: by its words', { hits: hitsForWalk - 1 }, 'words'],
    ['hits at the threshold: read in order', { hits: hitsForWalk }, 'walk'],
    ['every formula of the sample: read in order', { hits: SEARCH_SAMPLE_SIZE }, 'walk'],
    ['a later page needs more: by its words', { hits: hitsForWalk, wanted: 401 }, 'words'],
    ['a small page walks sooner', { hits: 6, wanted: 51 }, 'walk'],
    ['a word held by too many words and no other: read in order', { tokenIds: [ids(MAX_WORD_TOKENS + 1)] }, 'walk'],
    ['at the limit of words it is still indexed', { tokenIds: [ids(MAX_WORD_TOKENS)] }, 'words'],
  ])('%s', (_, overrides, kind) => {
    expect(chooseFormulaSearch(facts(overrides)).kind).toBe(kind);
  });

  it('keeps the indexed words’ ids and leaves the others to be checked on the texts', () => {
    const plan = chooseFormulaSearch(
      facts({ words: ['e', 'hedi', 'lin'], tokenIds: [ids(MAX_WORD_TOKENS + 1), [7], [3, 9]], hits: 1 }),
    );
    expect(plan).toEqual({ kind: 'words', tokenIds: [[7], [3, 9]], checkedWords: ['e'] });
  });
});
