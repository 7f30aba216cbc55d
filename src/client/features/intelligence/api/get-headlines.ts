import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ARTICLES_REFRESH_MS } from './get-articles.ts';

export type Headline = { id: string; title: string; url: string; sourceName: string };

/** Header ticker headlines: the latest articles with relevance above 0.5 (3 in the header, spec section 9). */
export const headlinesQueryOptions = (limit: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['news', 'headlines', limit],
    queryFn: ({ signal }) => api.get<{ items: Headline[] }>(`/api/news/headlines?limit=${limit}`, signal),
    refetchInterval: ARTICLES_REFRESH_MS,
    retry: false,
    enabled,
  });

export const useHeadlinesQuery = (limit: number, enabled: boolean) => useQuery(headlinesQueryOptions(limit, enabled));
