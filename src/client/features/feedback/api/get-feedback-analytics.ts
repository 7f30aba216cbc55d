import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import type { AdminFeedbackFilters } from './list-admin-feedback.ts';

export const getFeedbackAnalytics = async (query: AdminFeedbackFilters) =>
  readJson(await client.admin.feedback.analytics.$get({ query }));

export const getFeedbackAnalyticsQueryOptions = (query: AdminFeedbackFilters) =>
  queryOptions({
    queryKey: ['admin', 'feedback', 'analytics', query],
    queryFn: () => getFeedbackAnalytics(query),
    placeholderData: keepPreviousData,
  });

export const useFeedbackAnalytics = (query: AdminFeedbackFilters) => useQuery(getFeedbackAnalyticsQueryOptions(query));
