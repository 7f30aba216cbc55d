// The texts of the API bench's distinct-texts search row (ADR 054): what a few hundred perfumers would type, none
// twice in a row of the memo's size, so the row measures the search and not the server's memo of answers.
import { seededRandom } from './seeded-random.ts';
/**
 * How many distinct texts the distinct-texts search row asks, in turn: more than the server's memo of answers holds
 * (MAX_SEARCH_MEMO_ENTRIES, 2,000, and fewer within its bytes), so a least-recently-used memo never has the next
 * text (ADR 054): every request of that row is a search.
 */
export const DISTINCT_SEARCH_TEXTS = 3000;

/**
 * What a few hundred perfumers would type (issue 34, ADR 054): each prefix of 3 to 8 characters of library names
 * taken in a seeded order, lower-cased, until `count` distinct texts, then shuffled by the same seed.
 */
export function distinctSearchTexts(names: readonly string[], count = DISTINCT_SEARCH_TEXTS, seed = 34): string[] {
  const random = seededRandom(seed);
  const order = names.map((_, position) => position);
  for (let at = order.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [order[at], order[other]] = [order[other]!, order[at]!];
  }
  const texts = new Set<string>();
  for (const position of order) {
    const name = (names[position] ?? '').toLowerCase();
    for (let length = 3; length <= 8 && length <= name.length && texts.size < count; length += 1) {
      const text = name.slice(0, length).trim();
      if (text.length >= 3) texts.add(text);
    }
    if (texts.size >= count) break;
  }
  const list = [...texts];
  for (let at = list.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [list[at], list[other]] = [list[other]!, list[at]!];
  }
  return list;
}
