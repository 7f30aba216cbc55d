import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type IfraStandardList = InferResponseType<typeof client.regulatory.ifra.$get, 200>;
export type IfraStandardListItem = IfraStandardList['items'][number];

export const fetchIfraStandards = async (q: string) =>
  readJson(await client.regulatory.ifra.$get({ query: { q: q || undefined } }));

export const ifraStandardsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['regulatory', 'ifra', q],
    queryFn: () => fetchIfraStandards(q),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useIfraStandards = (q: string) => useQuery(ifraStandardsQueryOptions(q));
