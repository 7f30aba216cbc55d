const GREEK_LETTERS: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ω: 'omega',
};

/**
 * The form names are compared and searched in: lower case, accents removed, CAS-index Greek letters
 * (`.alpha.`) and Greek characters spelled as words, punctuation other than `-` and digits' separators
 * turned into single spaces.
 */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replaceAll(/[αβγδεω]/g, (letter) => GREEK_LETTERS[letter] ?? letter)
    .replaceAll(/\.(alpha|beta|gamma|delta|epsilon|omega)\./g, '$1')
    .replaceAll(/[^\p{L}\p{N}\-,()]+/gu, ' ')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/** A key two spellings of one name share (`Bergamot oil, expressed` = `bergamot oil expressed`). */
export function buildNameKey(text: string): string {
  return normaliseSearchText(text)
    .replaceAll(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
