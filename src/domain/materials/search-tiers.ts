/**
 * Kinds of match, best first (issue 26): exact display name, INCI name, trade name or CAS (in that order within the
 * tier; then a substance whose synonym the text is, when no other material has that name or synonym); name or CAS
 * starting with the text (its whole first words before a longer word); a word of the name starting with it; an exact
 * synonym; a word of a synonym starting with it; a substring; a typo-tolerant match. A text naming an oil never ranks
 * a material whose name says it is an absolute, a concrete or an extract above the substring tier.
 */
export const SEARCH_TIERS = {
  exact: 0,
  namePrefix: 1,
  nameWord: 2,
  synonym: 3,
  synonymWord: 4,
  substring: 5,
  typo: 6,
} as const;

/** Why a hit matched, as the result lists show it. */
export type MatchKind = 'exact-name' | 'inci' | 'trade' | 'cas' | 'prefix' | 'synonym' | 'fuzzy';
