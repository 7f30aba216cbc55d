import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

const scrapers = client.admin.scrapers;
export type ScraperSource = InferResponseType<typeof scrapers.$get, 200>['sources'][number];
export type ScraperRun = InferResponseType<(typeof scrapers)[':id']['runs']['$get'], 200>['runs'][number];
export type ScraperSourceInput = InferRequestType<typeof scrapers.$post>['json'];

export const getScraperSources = async (signal?: AbortSignal) =>
  readJson(await scrapers.$get(undefined, { init: { signal } }));

export const getScraperSourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'scrapers'],
    queryFn: ({ signal }) => getScraperSources(signal),
    // Poll while a run is in progress, so the progress bar moves.
    refetchInterval: (query) => (query.state.data?.sources.some((source) => source.isRunning) ? 1000 : false),
  });

export const useScraperSources = () => useQuery(getScraperSourcesQueryOptions());

export const getScraperRuns = async (sourceId: string, signal?: AbortSignal) =>
  readJson(await scrapers[':id'].runs.$get({ param: { id: sourceId } }, { init: { signal } }));
export const getScraperRunsQueryOptions = (sourceId: string) =>
  queryOptions({
    queryKey: [...getScraperSourcesQueryOptions().queryKey, sourceId, 'runs'],
    queryFn: ({ signal }) => getScraperRuns(sourceId, signal),
  });
export const useScraperRuns = (sourceId: string, isRunning: boolean) =>
  useQuery({ ...getScraperRunsQueryOptions(sourceId), refetchInterval: isRunning ? 1000 : false });

function useScraperMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getScraperSourcesQueryOptions().queryKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: failure,
        message: error instanceof ApiError ? error.message : failure,
      }),
  });
}

export const useCreateScraperSource = () =>
  useScraperMutation(
    async (input: ScraperSourceInput) => readJson(await scrapers.$post({ json: input })),
    'Source not saved',
  );
export const useDeleteScraperSource = () =>
  useScraperMutation(
    async (id: string) => readJson(await scrapers[':id'].$delete({ param: { id } })),
    'Source not removed',
  );
export const useRunScraperSource = () =>
  useScraperMutation(
    async (id: string) => readJson(await scrapers[':id'].run.$post({ param: { id } })),
    'Run not started',
  );
