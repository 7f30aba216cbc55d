import { queryOptions } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { MATERIALS_ROOT_KEY } from '../../../lib/materials/material-keys.ts';

export type MaterialProfileDetail = InferResponseType<(typeof client.materials)[':id']['$get'], 200>['material'];

/**
 * GET /api/materials/:id for each material of a formula (family, note position, substantivity), keyed by id.
 * A material that cannot be read is left out, so the analysis counts it as unknown rather than failing.
 */
export async function getMaterialProfiles(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<Map<string, MaterialProfileDetail>> {
  const entries = await Promise.all(
    ids.map(async (id) => {
      try {
        const body = await readJson(await client.materials[':id'].$get({ param: { id } }, { init: { signal } }));
        return [id, body.material] as const;
      } catch {
        return null;
      }
    }),
  );
  return new Map(entries.filter((entry) => entry !== null));
}

/** Under the materials root key, so a write to a material refreshes the analysis and the fix proposals. */
export const getMaterialProfilesQueryOptions = (ids: readonly string[]) =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'profiles', ids.join(',')],
    queryFn: ({ signal }) => getMaterialProfiles(ids, signal),
  });
