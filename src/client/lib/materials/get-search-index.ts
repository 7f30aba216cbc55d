import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompactSearchIndex } from '../../../domain/materials/compact-search-index.ts';
import { client, readJson, readJsonAs } from '../api-client.ts';
import { MATERIALS_ROOT_KEY } from './material-keys.ts';

/**
 * The compact index of the reference library: its data version first (a few bytes), then that version's URL, which
 * the server marks immutable, so the browser's cache answers a revisit without a byte. The route answers
 * pre-compressed bytes (`c.body`), so its shape is the domain's `CompactSearchIndex`, not an inferred one.
 */
export const getSearchIndex = async (signal?: AbortSignal) => {
  const { version } = await readJson(
    await client.materials['search-index'].version.$get(undefined, { init: { signal } }),
  );
  return readJsonAs<CompactSearchIndex>(
    await client.materials['search-index'][':version'].$get({ param: { version } }, { init: { signal } }),
  );
};

export const getSearchIndexQueryOptions = () =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'search-index'],
    queryFn: ({ signal }) => getSearchIndex(signal),
    staleTime: 30 * 60_000,
  });

export const useSearchIndex = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getSearchIndexQueryOptions(), enabled: options.enabled ?? true });
