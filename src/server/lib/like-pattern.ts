/**
 * LIKE / ILIKE patterns built from what a user typed, in one place. PostgreSQL's LIKE treats `%` and `_` as
 * wildcards and `\` as its default escape character, so each of the three is escaped with a backslash: a search for
 * `50%` finds "50%", not "500", and `a_b` does not match "axb". Every query that builds a LIKE pattern from input
 * goes through these (the default ESCAPE '\' is what they assume: never add another ESCAPE clause).
 */
export function escapeLike(text: string): string {
  return text.replaceAll(/[\\%_]/g, (character) => `\\${character}`);
}

/** The pattern of values containing `text` as typed: `%text%`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The pattern of values starting with `text` as typed: `text%`. */
export function startsWithPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
