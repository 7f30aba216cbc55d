import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { ARTICLES_REFRESH_MS } from './get-articles.ts';

export type Headline = InferResponseType<typeof client.news.headlines.$get, 200>['items'][number];

/** Header ticker headlines: the latest articles with relevance above 0.5 (3 in the header, spec section 9). */
export const headlinesQueryOptions = (limit: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['news', 'headlines', limit],
    queryFn: async ({ signal }) =>
      readJson(await client.news.headlines.$get({ query: { limit: String(limit) } }, { init: { signal } })),
    refetchInterval: ARTICLES_REFRESH_MS,
    retry: false,
    enabled,
  });

export const useHeadlinesQuery = (limit: number, enabled: boolean) => useQuery(headlinesQueryOptions(limit, enabled));
