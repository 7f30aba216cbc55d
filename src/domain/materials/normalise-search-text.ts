const GREEK_LETTERS: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ω: 'omega',
};

/**
 * ASCII letters, digits, `-`, `,` and brackets, words apart by single spaces, none at either end: what most searches
 * and names are. Such a text is in the form below once in lower case (nothing to decompose, strip, spell or join).
 */
const PLAIN_TEXT = /^[A-Za-z0-9,()-]+(?: [A-Za-z0-9,()-]+)*$/;

/**
 * The form names are compared and searched in: lower case, accents removed, CAS-index Greek letters
 * (`.alpha.`) and Greek characters spelled as words, punctuation other than `-` and digits' separators
 * turned into single spaces. A plain text (PLAIN_TEXT) is only put in lower case: the six passes below change
 * nothing else in it, and every search normalises its text (issue 34, session 18).
 */
export function normaliseSearchText(text: string): string {
  if (PLAIN_TEXT.test(text)) return text.toLowerCase();
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
