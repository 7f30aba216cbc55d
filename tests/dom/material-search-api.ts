import { buildCompactSearchIndex } from '../../src/domain/materials/compact-search-index.ts';
import type { client } from '../../src/client/lib/api-client.ts';
import type { MaterialListPage } from '../../src/client/lib/materials/list-materials.ts';
import { answer, type StubRoute } from './stub-api.ts';

type LibraryEntry = Parameters<typeof buildCompactSearchIndex>[1][number];

/** One of the user's own materials as GET /api/materials lists it. */
export const ownMaterial = (
  id: string,
  name: string,
  cas: string | null = null,
): MaterialListPage['items'][number] => ({
  id,
  name,
  cas,
  kind: 'base',
  isNatural: false,
  odourFamily: null,
  notePosition: null,
  substantivityHours: null,
  sourceCount: 0,
  isOwn: true,
  isIfraRestricted: false,
  isEuAllergen: false,
});

/** The answers `useMaterialSearch` (and so the MaterialPicker) asks for: the index version, its index, own materials. */
export function materialSearchApi(library: LibraryEntry[], own: MaterialListPage['items'] = []): StubRoute[] {
  return [
    answer<(typeof client.materials)['search-index']['version']['$get']>('GET', '/api/materials/search-index/version', {
      version: 'v7',
    }),
    {
      method: 'GET',
      path: '/api/materials/search-index/v7',
      status: 200,
      body: buildCompactSearchIndex('v7', library),
    },
    answer<typeof client.materials.$get>('GET', '/api/materials', {
      items: own,
      total: own.length,
      page: 1,
      pageSize: 500,
    }),
  ];
}
