import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type MyFeedbackItem = InferResponseType<typeof client.feedback.$get, 200>['feedback'][number];

export const getMyFeedback = async () => readJson(await client.feedback.$get());

export const getMyFeedbackQueryOptions = () => queryOptions({ queryKey: ['feedback', 'mine'], queryFn: getMyFeedback });

export const useMyFeedback = () => useQuery(getMyFeedbackQueryOptions());
