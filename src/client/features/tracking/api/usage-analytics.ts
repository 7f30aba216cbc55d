import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingSettingsInput } from '../../../../domain/tracking/tracking.schemas.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type UsageSummary = InferResponseType<(typeof client.admin.analytics)['summary']['$get'], 200>;

export const getUsageSummary = async (days: number) =>
  readJson(await client.admin.analytics.summary.$get({ query: { days: String(days) } }));

export const getUsageSummaryQueryOptions = (days: number) =>
  queryOptions({
    queryKey: ['admin', 'analytics', 'summary', days],
    queryFn: () => getUsageSummary(days),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useUsageSummary = (days: number) => useQuery(getUsageSummaryQueryOptions(days));

export const getTrackingSettings = async () => (await readJson(await client.admin.analytics.settings.$get())).settings;

export const getTrackingSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'analytics', 'settings'], queryFn: getTrackingSettings });

export const useTrackingSettings = () => useQuery(getTrackingSettingsQueryOptions());

export function useUpdateTrackingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: TrackingSettingsInput) =>
      (await readJson(await client.admin.analytics.settings.$put({ json }))).settings,
    onSuccess: (settings) => {
      queryClient.setQueryData(getTrackingSettingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({ queryKey: getTrackingPolicyQueryOptions().queryKey });
    },
  });
}

/** What is kept and for how long (public: the /privacy page reads it). */
export const getTrackingPolicy = async () => readJson(await client.tracking.policy.$get());

export const getTrackingPolicyQueryOptions = () =>
  queryOptions({ queryKey: ['tracking', 'policy'], queryFn: getTrackingPolicy });

export const useTrackingPolicy = () => useQuery(getTrackingPolicyQueryOptions());
