import type { MaterialSearchHit, MaterialSearchIndex, SearchableMaterial } from './material-search-index.ts';
import { TERM_CAS, TERM_INCI, TERM_NAME, TERM_TRADE } from './material-search-terms.ts';
import { SEARCH_TIERS, type MatchKind } from './search-tiers.ts';

const MATCH_KIND_BY_SOURCE: Record<number, MatchKind> = {
  [TERM_NAME]: 'exact-name',
  [TERM_INCI]: 'inci',
  [TERM_TRADE]: 'trade',
  [TERM_CAS]: 'cas',
};

/** A hit with why it matched: the kind (by tier and term) and the text that matched. */
export function describeSearchHit<T extends SearchableMaterial>(
  index: MaterialSearchIndex<T>,
  material: T,
  termId: number,
  tier: number,
  distance: number,
): MaterialSearchHit<T> {
  const source = index.termSource[termId] ?? TERM_NAME;
  const alias = index.termAlias.get(termId) ?? null;
  // An INCI or trade name is shown as the synonym that matched too (the lists show it beside the name).
  const synonym = source >= 0 ? (material.synonyms[source] ?? null) : alias;
  const matchedText = synonym ?? (source === TERM_CAS ? (index.termText[termId] ?? '') : material.name);
  let matchKind: MatchKind;
  if (tier === SEARCH_TIERS.exact) matchKind = MATCH_KIND_BY_SOURCE[source] ?? 'synonym';
  else if (tier === SEARCH_TIERS.namePrefix) matchKind = 'prefix';
  else if (tier === SEARCH_TIERS.nameWord) matchKind = distance > 0 ? 'fuzzy' : 'prefix';
  else if (tier === SEARCH_TIERS.synonym || tier === SEARCH_TIERS.synonymWord) matchKind = 'synonym';
  else matchKind = 'fuzzy';
  return { material, tier, distance, matchedSynonym: synonym, matchKind, matchedText };
}
