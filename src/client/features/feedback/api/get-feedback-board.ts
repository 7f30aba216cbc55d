import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type BoardItem = InferResponseType<typeof client.feedback.board.$get, 200>['items'][number];

export const getFeedbackBoard = async () => readJson(await client.feedback.board.$get());

export const getFeedbackBoardQueryOptions = () =>
  queryOptions({ queryKey: ['feedback', 'board'], queryFn: getFeedbackBoard });

export const useFeedbackBoard = () => useQuery(getFeedbackBoardQueryOptions());
