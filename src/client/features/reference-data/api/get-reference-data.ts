import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type ReferenceDataStatus = InferResponseType<(typeof client.admin)['reference-data']['$get'], 200>;
export type ReferenceDatasetStatus = ReferenceDataStatus['datasets'][number];
export type ImportJobStatus = NonNullable<ReferenceDataStatus['job']>;

export const getReferenceData = async (signal?: AbortSignal) =>
  readJson(await client.admin['reference-data'].$get(undefined, { init: { signal } }));

export const getReferenceDataQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'reference-data'],
    queryFn: ({ signal }) => getReferenceData(signal),
    staleTime: 0,
  });

/** The datasets and the current job; polled every second while a job runs. */
export const useReferenceData = () =>
  useQuery({
    ...getReferenceDataQueryOptions(),
    refetchInterval: (query) => (query.state.data?.job?.status === 'running' ? 1000 : false),
  });
