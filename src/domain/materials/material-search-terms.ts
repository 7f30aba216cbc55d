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
 * part from a hyphen on (`cis-3-hexenol` also as `3-hexenol` and `hexenol`, `(-)-linalool` as `linalool`). Perfumery
 * names put stereo, position and Greek-letter prefixes before the name a perfumer types: `limonene` finds d-Limonene,
 * `ionone` beta-Ionone and `hexenol` cis-3-Hexenol as the start of a word, not only as a substring.
 */
export function searchWordsOf(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(WORD_SEPARATOR)) {
    if (!word) continue;
    words.push(word);
    for (let at = word.indexOf('-'); at !== -1; at = word.indexOf('-', at + 1)) {
      const part = word.slice(at + 1);
      if (part.length >= MIN_PART_LENGTH && part[0] !== '-' && !words.includes(part)) words.push(part);
    }
  }
  return words;
}

/** No match yet for a material (higher than any score). */
export const NO_SCORE = 0x7fffffff;

/** A name, INCI name or trade name (not a CAS number or a synonym). */
export const isNameLike = (source: number | undefined) =>
  source === TERM_NAME || source === TERM_INCI || source === TERM_TRADE;
