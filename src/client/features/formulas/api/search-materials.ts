import { AUTOCOMPLETE_SEARCH_LIMIT } from '../../../../domain/materials/search-limits.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

type SearchHit = InferResponseType<typeof client.materials.search.$get, 200>['items'][number];
/** What the autocomplete shows: a server hit, or a hit of the in-browser index (which knows fewer fields). */
export type MaterialOption = Pick<SearchHit, 'id' | 'name' | 'cas'> &
  Partial<Pick<SearchHit, 'isOwn' | 'matchedSynonym' | 'odourFamily' | 'matchKind' | 'matchedText'>>;

/** The library and the user's own materials, by name, synonym or CAS (GET /api/materials/search). */
export const searchMaterials = async (query: string, signal?: AbortSignal): Promise<MaterialOption[]> =>
  (
    await readJson(
      await client.materials.search.$get(
        { query: { q: query, limit: String(AUTOCOMPLETE_SEARCH_LIMIT) } },
        { init: { signal } },
      ),
    )
  ).items;
