import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

export type AdminFeedbackFilters = InferRequestType<typeof client.admin.feedback.$get>['query'];
export type AdminFeedbackItem = InferResponseType<typeof client.admin.feedback.$get, 200>['items'][number];

export const listAdminFeedback = async (query: AdminFeedbackFilters) =>
  readJson(await client.admin.feedback.$get({ query }));

export const listAdminFeedbackQueryOptions = (query: AdminFeedbackFilters) =>
  queryOptions({
    queryKey: ['admin', 'feedback', 'list', query],
    queryFn: () => listAdminFeedback(query),
    placeholderData: keepPreviousData,
  });

export const useAdminFeedback = (query: AdminFeedbackFilters) => useQuery(listAdminFeedbackQueryOptions(query));
