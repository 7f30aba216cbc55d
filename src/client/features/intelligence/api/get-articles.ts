import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

/** Spec section 9: articles refresh every 30 minutes; 100 are fetched. */
export const ARTICLES_REFRESH_MS = 30 * 60 * 1000;

export type ArticleList = InferResponseType<typeof client.news.$get, 200>;
export type Article = ArticleList['items'][number];
export type FeedStatus = ArticleList['feeds'][number];
type ArticleQuery = NonNullable<InferRequestType<typeof client.news.$get>['query']>;

export type ArticleFilters = {
  q?: string;
  source?: string;
  sentiment?: ArticleQuery['sentiment'];
  type?: ArticleQuery['type'];
};

export const getArticles = async (filters: ArticleFilters, signal?: AbortSignal) =>
  readJson(
    await client.news.$get(
      {
        query: {
          q: filters.q || undefined,
          source: filters.source || undefined,
          sentiment: filters.sentiment || undefined,
          type: filters.type || undefined,
        },
      },
      { init: { signal } },
    ),
  );

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
