import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferRequestType } from '../../../lib/api-client.ts';

export type FeedbackChange = InferRequestType<(typeof client.admin.feedback)[':id']['$patch']>['json'];

export const updateFeedback = async ({ id, change }: { id: string; change: FeedbackChange }) =>
  readJson(await client.admin.feedback[':id'].$patch({ param: { id }, json: change }));

/** An admin's status, priority, sentiment or reply; refreshes the admin list and analytics. */
export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'feedback'] }),
  });
}
