import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type IfraStandardDetail = InferResponseType<(typeof client.regulatory.ifra)[':id']['$get'], 200>;

export const fetchIfraStandard = async (id: string) =>
  readJson(await client.regulatory.ifra[':id'].$get({ param: { id } }));

export const ifraStandardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['regulatory', 'ifra', 'detail', id],
    queryFn: () => fetchIfraStandard(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useIfraStandard = (id: string) => useQuery(ifraStandardQueryOptions(id));
