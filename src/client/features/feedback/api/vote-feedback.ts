import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, readJson } from '../../../lib/api-client.ts';
import { getFeedbackBoardQueryOptions } from './get-feedback-board.ts';
import { getOwnFeedbackQueryOptions } from './get-own-feedback.ts';

export const voteFeedback = async (id: string) => readJson(await client.feedback[':id'].vote.$post({ param: { id } }));

/** Votes for an item, or takes the vote back. */
export function useVoteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteFeedback,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getFeedbackBoardQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getOwnFeedbackQueryOptions().queryKey }),
      ]),
  });
}
