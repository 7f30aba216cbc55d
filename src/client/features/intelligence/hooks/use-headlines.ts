import { useHeadlinesQuery, type Headline } from '../api/get-headlines.ts';

export type { Headline };

/**
 * Perfume-news headlines for the header ticker: relevance above 0.5, newest first (spec section 9). Signed-out
 * visitors and an empty news table give none, and the header keeps showing the clock. Never invented.
 */
export function useHeadlines(limit = 3, enabled = true): Headline[] {
  return useHeadlinesQuery(limit, enabled).data?.items ?? [];
}
