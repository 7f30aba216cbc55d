import type { MaterialSearchIndex, SearchableMaterial } from './material-search-index.ts';

/** The most occurrences of a text the substring and word tiers read (a text most names hold stops there). */
export const MAX_WORD_MATCHES = 5000;

/**
 * Calls `visit` with each word holding `text` (3 characters or more) inside it, in word order, skipping the words
 * from `skipFrom` up to, not including, `skipTo` (those starting with it, already offered), until MAX_WORD_MATCHES
 * occurrences are counted: what a scan of every word joined in one text visits, read from the trigram lists instead of that
 * text's 360 kB (a word holds `text` only if it holds each of its trigrams, so the shortest of their lists holds
 * every such word, in word order). Scanning the blob was 55-100 µs a search whatever the text (issue 34).
 */
export function forEachSubstringWord<T extends SearchableMaterial>(
  index: MaterialSearchIndex<T>,
  text: string,
  skipFrom: number,
  skipTo: number,
  visit: (wordId: number) => void,
): void {
  let shortest = -1;
  let shortestLength = Infinity;
  for (let at = 0; at + 3 <= text.length; at += 1) {
    const list = index.trigramWords.get(text.slice(at, at + 3));
    if (list === undefined) return;
    const length = (index.trigramWordIds.offsets[list + 1] ?? 0) - (index.trigramWordIds.offsets[list] ?? 0);
    if (length < shortestLength) [shortest, shortestLength] = [list, length];
  }
  if (shortest < 0) return;
  const { offsets, ids } = index.trigramWordIds;
  const end = offsets[shortest + 1] ?? 0;
  let found = 0;
  for (let at = offsets[shortest] ?? 0; at < end && found < MAX_WORD_MATCHES; at += 1) {
    const wordId = ids[at] ?? 0;
    if (wordId >= skipFrom && wordId < skipTo) continue;
    const word = index.words[wordId] ?? '';
    let position = word.indexOf(text);
    if (position === -1) continue;
    visit(wordId);
    // Each occurrence counts towards the bound, as the blob's scan counted them (overlapping ones too).
    for (; position !== -1; position = word.indexOf(text, position + 1)) found += 1;
  }
}
