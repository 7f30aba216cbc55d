import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompactSearchIndex } from '../../../../domain/materials/compact-search-index.ts';
import { api } from '../../../lib/api.ts';

/** The compact index of the reference library (the browser revalidates it by ETag: a 304 when unchanged). */
export const getSearchIndex = (signal?: AbortSignal) => api.get<CompactSearchIndex>('/api/materials/search-index', signal);

export const getSearchIndexQueryOptions = () =>
  queryOptions({ queryKey: ['materials', 'search-index'], queryFn: ({ signal }) => getSearchIndex(signal), staleTime: 30 * 60_000 });

export const useSearchIndex = (options: { enabled?: boolean } = {}) => useQuery({ ...getSearchIndexQueryOptions(), enabled: options.enabled ?? true });
