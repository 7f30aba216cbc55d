// The term kinds, sentinel and word helpers that building and searching the material index share.

export const TERM_NAME = -1;
export const TERM_CAS = -2;
export const TERM_INCI = -3;
export const TERM_TRADE = -4;
/** Within the exact tier: name, INCI name, trade name, CAS number (the `distance` slot holds the order). */
export const EXACT_ORDER: Record<number, number> = { [TERM_NAME]: 0, [TERM_INCI]: 1, [TERM_TRADE]: 2, [TERM_CAS]: 3 };

export function trigramsOf(word: string): string[] {
  const grams: string[] = [];
  for (let index = 0; index + 3 <= word.length; index += 1) {
    const gram = word.slice(index, index + 3);
    if (!grams.includes(gram)) grams.push(gram);
  }
  return grams;
}

export const WORD_SEPARATOR = /[\s,()]+/;

/** Shorter parts are chemistry's endings (`hexan-1-ol`, `-4-yl`), not names anyone types as a word. */
const MIN_PART_LENGTH = 3;

/**
 * The words a text is found by: its words (apart at spaces, commas and brackets) and, in a hyphenated word, each
 * part from a hyphen on (`cis-3-hexenol` also as `3-hexenol` and `hexenol`, `(-)-linalool` as `linalool`), each also
 * without its locants (`3-hexen-1-ol` as `hexenol`). Perfumery names put stereo, position and Greek-letter prefixes
 * before the name a perfumer types, and systematic names put locants inside it: `limonene` finds d-Limonene, `ionone`
 * beta-Ionone and `hexenol` cis-3-Hexenol and (Z)-3-Hexen-1-ol as the start of a word, not only as a substring.
 * `visit` is told whether a word was derived so: the index leaves those out of its typo search (their written word
 * is in it), which keeps building it at +19 % over the written words alone instead of +73 %.
 */
export function forEachSearchWord(text: string, visit: (word: string, derived: boolean) => void): void {
  for (const word of text.split(WORD_SEPARATOR)) {
    if (!word) continue;
    visit(word, false);
    // Most words have no hyphen: nothing more to find in them (the index builds over every word of the library).
    if (!word.includes('-')) continue;
    const derived: string[] = [word];
    const add = (part: string) => {
      if (part.length < MIN_PART_LENGTH || derived.includes(part)) return;
      derived.push(part);
      visit(part, true);
    };
    add(withoutLocants(word));
    for (let at = word.indexOf('-'); at !== -1; at = word.indexOf('-', at + 1)) {
      const part = word.slice(at + 1);
      if (part[0] === '-') continue;
      add(part);
      add(withoutLocants(part));
    }
  }
}

/** The words of forEachSearchWord, in its order, each once. */
export function searchWordsOf(text: string): string[] {
  const words: string[] = [];
  forEachSearchWord(text, (word) => {
    if (!words.includes(word)) words.push(word);
  });
  return words;
}

/** A locant between two parts of a chemical name (`hexen-1-ol`, `octa-1,6-dien`), or one that leads it (`3-`). */
// No lookbehind: the browser's index is built by this code too (Safari before 16.4 cannot parse one).
const INNER_LOCANT = /(\p{L})-\d+(?:,\d+)*-(?=\p{L})/gu;
const LEADING_LOCANT = /^\d+(?:,\d+)*-(?=\p{L})/u;

/**
 * A systematic name as it is said: locants out (`3-hexen-1-ol` → `hexenol`, `2-phenylethan-1-ol` → `phenylethanol`,
 * `9-decen-1-ol` → `decenol`), so the name a perfumer types finds the material named by IUPAC. Unchanged otherwise.
 */
function withoutLocants(part: string): string {
  return /\d/.test(part) ? part.replace(LEADING_LOCANT, '').replaceAll(INNER_LOCANT, '$1') : part;
}

/** No match yet for a material (higher than any score). */
export const NO_SCORE = 0x7fffffff;

/** A name, INCI name or trade name (not a CAS number or a synonym). */
export const isNameLike = (source: number | undefined) =>
  source === TERM_NAME || source === TERM_INCI || source === TERM_TRADE;
