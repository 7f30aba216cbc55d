/**
 * Catalogue rows whose data contradicts itself, found at import: such a row stays in the library but is left
 * out of trend counts (trends.ts), and the trends screen says how many were left out.
 *
 * - A launch year earlier than a year the name carries ("Summer Edition 2019" launched 2012): one of the two
 *   is wrong, so the launch cannot be placed in time. Years in names are 1900–2100, as whole words.
 * - A rating without votes: a rating value with no vote count, or zero votes.
 */
export type CatalogueRowFacts = {
  name: string;
  releaseYear: number | null;
  ratingValue: number | null;
  ratingCount: number | null;
};

const YEAR_IN_NAME = /(?<![\d.,])(19\d{2}|20\d{2}|2100)(?![\d.,])/g;

export function findDataContradictions(row: CatalogueRowFacts): string[] {
  const problems: string[] = [];
  if (row.releaseYear !== null) {
    const years = [...row.name.matchAll(YEAR_IN_NAME)].map((match) => Number(match[1]));
    const latest = years.length > 0 ? Math.max(...years) : null;
    if (latest !== null && row.releaseYear < latest)
      problems.push(`launched in ${row.releaseYear}, before the year ${latest} in its name`);
  }
  if (row.ratingValue !== null && (row.ratingCount === null || row.ratingCount === 0))
    problems.push('a rating without votes');
  return problems;
}
