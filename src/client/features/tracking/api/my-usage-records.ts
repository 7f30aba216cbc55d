import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnRecordView } from '../../../../domain/tracking/tracking.schemas.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type MyUsageRecords = InferResponseType<typeof client.tracking.mine.$get, 200>;
export type MyUsageRecord = MyUsageRecords['records'][number];

export const getMyUsageRecords = async (view: OwnRecordView, limit: number) =>
  readJson(await client.tracking.mine.$get({ query: { view, limit: String(limit), offset: '0' } }));

export const getMyUsageRecordsQueryOptions = (view: OwnRecordView = 'all', limit = 50) =>
  queryOptions({
    queryKey: ['tracking', 'mine', view, limit],
    queryFn: () => getMyUsageRecords(view, limit),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMyUsageRecords = (view: OwnRecordView, limit: number) =>
  useQuery(getMyUsageRecordsQueryOptions(view, limit));

const MY_RECORDS_ROOT_KEY = ['tracking', 'mine'] as const;

/** Deletes every usage record of the signed-in user. */
export function useDeleteMyUsageRecords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.tracking.mine.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_RECORDS_ROOT_KEY }),
  });
}

/** Deletes one of the signed-in user's usage records. */
export function useDeleteMyUsageRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => readJson(await client.tracking.mine[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_RECORDS_ROOT_KEY }),
  });
}
