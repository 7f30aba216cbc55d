import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import { dashboardQueryOptions, getDashboard, type Dashboard } from './dashboard-query.ts';

export type RecentFormula = Dashboard['recentFormulas'][number];
export type BrokenFormula = Dashboard['brokenFormulas'][number];
export { dashboardQueryOptions, getDashboard, type Dashboard };

export const useDashboard = () => useQuery(dashboardQueryOptions());

/** Marks a formula a data update broke as seen: it leaves the dashboard. */
export function useAcknowledgeBrokenFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      readJson(await client.dashboard['broken-formulas'][':id'].acknowledge.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'Not acknowledged',
        message: error instanceof ApiError ? error.message : 'The notice could not be acknowledged.',
      }),
  });
}

/** Creates the user's copy of a sample formula (real library materials) to open in the editor. */
export function useOpenSampleFormula() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.dashboard['sample-formula'].$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: 'No sample formula',
        message: error instanceof ApiError ? error.message : 'The sample formula could not be created.',
      }),
  });
}

/**
 * Opening a formula acknowledges the notices the dashboard (already fetched in this session) lists for it: no
 * request at all when there is none, so opening a formula stays a read.
 */
export function useAcknowledgeOnOpen(formulaId: string | null) {
  const queryClient = useQueryClient();
  const { mutate } = useAcknowledgeBrokenFormula();
  useEffect(() => {
    if (!formulaId) return;
    const dashboard = queryClient.getQueryData(dashboardQueryOptions().queryKey);
    for (const item of dashboard?.brokenFormulas ?? []) if (item.formulaId === formulaId) mutate(item.id);
  }, [formulaId, mutate, queryClient]);
}
