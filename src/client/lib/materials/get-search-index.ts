import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompactSearchIndex } from '../../../domain/materials/compact-search-index.ts';
import { client, readJsonAs } from '../api-client.ts';
import { MATERIALS_ROOT_KEY } from './material-keys.ts';

/**
 * The compact index of the reference library (the browser revalidates it by ETag: a 304 when unchanged). The route
 * answers pre-compressed bytes (`c.body`), so its shape is the domain's `CompactSearchIndex`, not an inferred one.
 */
export const getSearchIndex = async (signal?: AbortSignal) =>
  readJsonAs<CompactSearchIndex>(await client.materials['search-index'].$get(undefined, { init: { signal } }));

export const getSearchIndexQueryOptions = () =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'search-index'],
    queryFn: ({ signal }) => getSearchIndex(signal),
    staleTime: 30 * 60_000,
  });

export const useSearchIndex = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getSearchIndexQueryOptions(), enabled: options.enabled ?? true });
