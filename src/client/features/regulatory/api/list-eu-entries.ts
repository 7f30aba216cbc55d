import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type EuList = 'allergens' | 'annex-ii' | 'annex-iii';
export type EuEntries = InferResponseType<typeof client.regulatory.eu.$get, 200>;

export const fetchEuEntries = async (list: EuList, q: string, page: number) =>
  readJson(await client.regulatory.eu.$get({ query: { list, page: String(page), q: q || undefined } }));

export const euEntriesQueryOptions = (list: EuList, q: string, page: number) =>
  queryOptions({
    queryKey: ['regulatory', 'eu', list, q, page],
    queryFn: () => fetchEuEntries(list, q, page),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useEuEntries = (list: EuList, q: string, page: number) => useQuery(euEntriesQueryOptions(list, q, page));
