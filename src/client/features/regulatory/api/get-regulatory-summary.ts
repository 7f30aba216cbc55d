import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type RegulatorySummary = InferResponseType<typeof client.regulatory.summary.$get, 200>;

export const fetchRegulatorySummary = async () => readJson(await client.regulatory.summary.$get());

export const regulatorySummaryQueryOptions = () =>
  queryOptions({ queryKey: ['regulatory', 'summary'], queryFn: fetchRegulatorySummary, staleTime: 60_000 });

export const useRegulatorySummary = () => useQuery(regulatorySummaryQueryOptions());
