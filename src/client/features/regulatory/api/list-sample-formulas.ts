import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type SampleFormula = InferResponseType<
  (typeof client.admin)['ifra-system-check']['sample-formulas']['$get'],
  200
>['items'][number];

export const fetchSampleFormulas = async () =>
  readJson(await client.admin['ifra-system-check']['sample-formulas'].$get());

export const sampleFormulasQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'ifra-sample-formulas'], queryFn: fetchSampleFormulas, staleTime: 60_000 });

export const useSampleFormulas = () => useQuery(sampleFormulasQueryOptions());
