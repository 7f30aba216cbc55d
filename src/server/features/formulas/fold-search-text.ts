import { sql, type SQL } from 'drizzle-orm';
import { normaliseSearchText } from '../../../domain/formulas/search-formulas.ts';

/** Latin-1 and Latin Extended-A/B, Greek and Cyrillic: the letters a formula, tag or material name may carry. */
const FOLDED_RANGES: readonly [number, number][] = [
  [0x00c0, 0x024f],
  [0x0370, 0x03ff],
  [0x0400, 0x04ff],
];

/**
 * translate()'s two alphabets: each letter of the ranges whose normalised form (the domain's, as the query's words
 * are) is one other character, beside that character (É → e, ö → o, Ж → ж). Built from the domain's function, so
 * the database folds text exactly as the words were folded.
 */
function buildFoldAlphabets(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [first, last] of FOLDED_RANGES) {
    for (let code = first; code <= last; code++) {
      const letter = String.fromCodePoint(code);
      const folded = normaliseSearchText(letter);
      if ([...folded].length !== 1 || folded === letter) continue;
      from += letter;
      to += folded;
    }
  }
  return { from, to };
}

const FOLD = buildFoldAlphabets();

/**
 * SQL for `text` in lower case without accents, as searchFormulas' normalisation: lower() (which folds ASCII on every
 * collation), then translate() with the letters above. No extension (unaccent is not in PGlite), so it works on the
 * embedded database and PostgreSQL alike; letters outside the ranges are compared as they are.
 */
export function foldSearchText(text: SQL): SQL {
  return sql`translate(lower(${text}), ${FOLD.from}, ${FOLD.to})`;
}
