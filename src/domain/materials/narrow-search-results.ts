import { normaliseSearchText } from './normalise-search-text.ts';
import { searchWordsOf, WORD_SEPARATOR } from './material-search-terms.ts';

/** What narrowing needs of a search result: the name, the synonym that matched and the CAS number it showed. */
export type NarrowableResult = { name: string; cas: string | null; matchedSynonym: string | null };

/**
 * Whether `next` only adds to `previous` (typed on, same spelling up to case): then every material matching `next`
 * also matches `previous`, and an answer to `previous` can be narrowed to `next` while `next`'s own answer is on its
 * way. A deleted or changed character, or a text that is no longer a search (blank), is not an extension.
 */
export function isTextExtension(previous: string, next: string): boolean {
  const before = previous.trim().toLowerCase();
  const after = next.trim().toLowerCase();
  return before.length > 0 && after.length > before.length && after.startsWith(before);
}

/**
 * An answer to an earlier text, narrowed to the text typed since (see isTextExtension), in its order: the results
 * whose name or shown synonym has, for every word of the text, a word starting with it; or whose CAS number starts
 * with a number typed. Each result kept is a match of the new text that the search index finds (as a name, word or
 * synonym-word match), shown in the keystroke's own frame until the index's answer replaces it. It is not always
 * that answer: the index ranks the best matches of the whole library, and a longer text can lift a material the
 * earlier answer had no room for (an exact name, a typo allowance that grows with the text's length) above a result
 * kept here. The interim list is marked as such, and a choice waits for the index's answer (the Enter rule).
 */
export function narrowSearchResults<T extends NarrowableResult>(results: readonly T[], text: string): T[] {
  const raw = text.trim().toLowerCase();
  const tokens = normaliseSearchText(text).split(WORD_SEPARATOR).filter(Boolean);
  if (tokens.length === 0) return [];
  const isCasText = /^\d[\d-]*$/.test(raw);
  const hasEveryWord = (term: string | null) => {
    if (!term) return false;
    const words = searchWordsOf(normaliseSearchText(term));
    return tokens.every((token) => words.some((word) => word.startsWith(token)));
  };
  return results.filter(
    (result) =>
      hasEveryWord(result.name) ||
      hasEveryWord(result.matchedSynonym) ||
      (isCasText && (result.cas ?? '').startsWith(raw)),
  );
}
