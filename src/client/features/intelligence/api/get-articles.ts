import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { ArticleList } from './news-types.ts';

/** Spec section 9: articles refresh every 30 minutes; 100 are fetched. */
export const ARTICLES_REFRESH_MS = 30 * 60 * 1000;

export type ArticleFilters = { q?: string; source?: string; sentiment?: string; type?: string };

export const getArticles = (filters: ArticleFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => Boolean(value)) as [string, string][]);
  return api.get<ArticleList>(`/api/news?${query.toString()}`, signal);
};

export const articlesQueryOptions = (filters: ArticleFilters) =>
  queryOptions({
    queryKey: ['news', 'articles', filters],
    queryFn: ({ signal }) => getArticles(filters, signal),
    refetchInterval: ARTICLES_REFRESH_MS,
    placeholderData: keepPreviousData,
    // Spec section 7: a failed article fetch is retried once after 1 s.
    retry: 1,
    retryDelay: 1000,
  });

export const useArticles = (filters: ArticleFilters) => useQuery(articlesQueryOptions(filters));
