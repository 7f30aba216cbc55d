import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api.ts';

export type ScraperRun = {
  id: string;
  status: 'running' | 'succeeded' | 'failed';
  progress: number;
  rowsRead: number;
  pricesSaved: number;
  rowsSkipped: number;
  isOffline: boolean;
  error: string | null;
  log: Array<{ at: string; level: 'info' | 'warn' | 'error'; message: string }>;
  startedAt: string;
  finishedAt: string | null;
};

export type ScraperSourceInput = {
  vendor: string;
  url: string;
  parseRules: {
    format: 'csv' | 'json';
    itemsPath: string;
    columns: { material?: string; cas?: string; size: string; price: string; currency?: string };
    defaultCurrency: string;
  };
  scheduleHours: number | null;
  isEnabled: boolean;
};

export type ScraperSource = ScraperSourceInput & { id: string; isRunning: boolean; lastRun: ScraperRun | null };

export const getScraperSources = (signal?: AbortSignal) => api.get<{ sources: ScraperSource[] }>('/api/admin/scrapers', signal);

export const getScraperSourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'scrapers'],
    queryFn: ({ signal }) => getScraperSources(signal),
    // Poll while a run is in progress, so the progress bar moves.
    refetchInterval: (query) => (query.state.data?.sources.some((source) => source.isRunning) ? 1000 : false),
  });

export const useScraperSources = () => useQuery(getScraperSourcesQueryOptions());

export const getScraperRuns = (sourceId: string, signal?: AbortSignal) => api.get<{ runs: ScraperRun[] }>(`/api/admin/scrapers/${sourceId}/runs`, signal);
export const useScraperRuns = (sourceId: string, isRunning: boolean) =>
  useQuery({ queryKey: ['admin', 'scrapers', sourceId, 'runs'], queryFn: ({ signal }) => getScraperRuns(sourceId, signal), refetchInterval: isRunning ? 1000 : false });

function useScraperMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'scrapers'] }),
    onError: (error) => notifications.show({ color: 'red', title: failure, message: error instanceof ApiError ? error.message : failure }),
  });
}

export const useCreateScraperSource = () => useScraperMutation((input: ScraperSourceInput) => api.post('/api/admin/scrapers', input), 'Source not saved');
export const useDeleteScraperSource = () => useScraperMutation((id: string) => api.delete(`/api/admin/scrapers/${id}`), 'Source not removed');
export const useRunScraperSource = () => useScraperMutation((id: string) => api.post<{ runId: string }>(`/api/admin/scrapers/${id}/run`), 'Run not started');
