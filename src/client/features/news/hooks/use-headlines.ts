export type Headline = { id: string; title: string; url: string | null };

/**
 * Perfume-news headlines for the header ticker (relevance above 0.5, 3 in the header; spec section 9).
 * The news service arrives with the perfume-news issue; until it exists there are no headlines, and the
 * header simply keeps showing the clock. Headlines are never invented.
 */
export function useHeadlines(): Headline[] {
  return [];
}
