export type SearchableFormula = {
  name: string;
  createdAt: string;
  updatedAt: string;
  rows: readonly { name: string; cas?: string | null }[];
  tags?: readonly string[];
};

/** Lower case without accents (é → e): how a query and what it searches are compared. */
export const normaliseSearchText = (text: string) =>
  text
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
const normalise = normaliseSearchText;

/** The words of a query, normalised; a formula matches when every word does. */
export const splitSearchWords = (query: string): string[] => normalise(query).split(/\s+/).filter(Boolean);

/** A word like 2026, 2026-11 or 2026-11-21: it matches the formulas created or last updated then. */
export const isDateWord = (word: string): boolean => /^\d{4}(-\d{1,2}(-\d{1,2})?)?$/.test(word);

/**
 * The Formula Library search (spec section 2): by name, by ingredient (name or CAS), or by date — a query
 * like "2026-11" or "2026-11-21" matches formulas created or updated that month or day. Every word of
 * the query must match.
 */
export function searchFormulas<Formula extends SearchableFormula>(
  formulas: readonly Formula[],
  query: string,
): Formula[] {
  const words = splitSearchWords(query);
  if (words.length === 0) return [...formulas];
  return formulas.filter((formula) => {
    const name = normalise(formula.name);
    const ingredients = formula.rows.map((row) => `${normalise(row.name)} ${row.cas ?? ''}`);
    const tags = (formula.tags ?? []).map(normalise);
    return words.every((word) => {
      if (isDateWord(word)) return formula.createdAt.startsWith(word) || formula.updatedAt.startsWith(word);
      return (
        name.includes(word) ||
        tags.some((tag) => tag.includes(word)) ||
        ingredients.some((ingredient) => ingredient.includes(word))
      );
    });
  });
}
