import { queryOptions } from '@tanstack/react-query';
import { client, readJson } from '../api-client.ts';
import { MATERIALS_ROOT_KEY } from './material-keys.ts';

/**
 * The data version of the reference library's compact search index (a few bytes). Under the materials root key, so a
 * write that changes materials asks again; a new version makes the search worker fetch and build the new index.
 */
export const getSearchIndexVersion = async (signal?: AbortSignal) =>
  readJson(await client.materials['search-index'].version.$get(undefined, { init: { signal } }));

export const getSearchIndexVersionQueryOptions = () =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'search-index', 'version'],
    queryFn: ({ signal }) => getSearchIndexVersion(signal),
    staleTime: 30 * 60_000,
  });

/**
 * Where a version's compact index lives: the server marks that URL immutable, so the browser's HTTP cache answers a
 * revisit without a byte. The search worker fetches it (the route answers pre-compressed bytes whose shape is the
 * domain's `CompactSearchIndex`).
 */
export const searchIndexUrl = (version: string) =>
  client.materials['search-index'][':version'].$url({ param: { version } }).href;
