import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { MATERIALS_ROOT_KEY } from '../../../lib/materials/material-keys.ts';

export type MaterialDetail = InferResponseType<(typeof client.materials)[':id']['$get'], 200>;

export const getMaterial = async (id: string, signal?: AbortSignal) =>
  readJson(await client.materials[':id'].$get({ param: { id } }, { init: { signal } }));

export const getMaterialQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...MATERIALS_ROOT_KEY, 'detail', id], queryFn: ({ signal }) => getMaterial(id, signal) });

export const useMaterial = (id: string) => useQuery(getMaterialQueryOptions(id));
