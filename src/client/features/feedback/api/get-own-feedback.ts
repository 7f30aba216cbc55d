import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type OwnFeedbackItem = InferResponseType<typeof client.feedback.$get, 200>['feedback'][number];

export const getOwnFeedback = async () => readJson(await client.feedback.$get());

export const getOwnFeedbackQueryOptions = () =>
  queryOptions({ queryKey: ['feedback', 'mine'], queryFn: getOwnFeedback });

export const useOwnFeedback = () => useQuery(getOwnFeedbackQueryOptions());
