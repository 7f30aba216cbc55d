import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../api-client.ts';
import { MATERIALS_ROOT_KEY } from './material-keys.ts';

export type OdourFamilyCount = InferResponseType<
  (typeof client.materials)['odour-families']['$get'],
  200
>['items'][number];

export const getOdourFamilies = async (signal?: AbortSignal) =>
  readJson(await client.materials['odour-families'].$get(undefined, { init: { signal } }));

export const getOdourFamiliesQueryOptions = () =>
  queryOptions({
    queryKey: [...MATERIALS_ROOT_KEY, 'odour-families'],
    queryFn: ({ signal }) => getOdourFamilies(signal),
  });

/** The library's odour families with their counts (materials filters, the formula wizard). */
export const useOdourFamilies = () => useQuery(getOdourFamiliesQueryOptions());
