import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type IfraSystemCheck = InferResponseType<(typeof client.admin)['ifra-system-check']['$get'], 200>;

export const fetchIfraSystemCheck = async () => readJson(await client.admin['ifra-system-check'].$get());

export const ifraSystemCheckQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'ifra-system-check'], queryFn: fetchIfraSystemCheck, staleTime: 0 });

export const useIfraSystemCheck = () => useQuery(ifraSystemCheckQueryOptions());
