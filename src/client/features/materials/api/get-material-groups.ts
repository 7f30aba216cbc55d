import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type MaterialGroups = InferResponseType<(typeof client.admin)['material-groups']['$get'], 200>;

export const getMaterialGroups = async (signal?: AbortSignal) =>
  readJson(await client.admin['material-groups'].$get(undefined, { init: { signal } }));

export const getMaterialGroupsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'material-groups'], queryFn: ({ signal }) => getMaterialGroups(signal) });

export const useMaterialGroups = () => useQuery(getMaterialGroupsQueryOptions());
