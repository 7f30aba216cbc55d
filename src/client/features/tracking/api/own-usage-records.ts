import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnRecordView } from '../../../../domain/tracking/tracking.schemas.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type OwnUsageRecords = InferResponseType<typeof client.tracking.mine.$get, 200>;
export type OwnUsageRecord = OwnUsageRecords['records'][number];

export const getOwnUsageRecords = async (view: OwnRecordView, limit: number) =>
  readJson(await client.tracking.mine.$get({ query: { view, limit: String(limit), offset: '0' } }));

export const getOwnUsageRecordsQueryOptions = (view: OwnRecordView = 'all', limit = 50) =>
  queryOptions({
    queryKey: ['tracking', 'mine', view, limit],
    queryFn: () => getOwnUsageRecords(view, limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useOwnUsageRecords = (view: OwnRecordView, limit: number) =>
  useQuery(getOwnUsageRecordsQueryOptions(view, limit));

const MY_RECORDS_ROOT_KEY = ['tracking', 'mine'] as const;

/** Deletes every usage record of the signed-in user. */
export function useDeleteOwnUsageRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.tracking.mine.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_RECORDS_ROOT_KEY }),
  });
}

/** Deletes one of the signed-in user's usage records. */
export function useDeleteOwnUsageRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await client.tracking.mine[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_RECORDS_ROOT_KEY }),
  });
}
