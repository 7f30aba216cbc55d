import { useMutation } from '@tanstack/react-query';
import { client, readJson, type InferRequestType } from '../../../lib/api-client.ts';

/** Feedback submission payload (spec section 3), as the route validates it. Optional bug fields are omitted when empty. */
export type FeedbackSubmission = InferRequestType<typeof client.feedback.$post>['json'];

export const submitFeedback = async (submission: FeedbackSubmission) =>
  readJson(await client.feedback.$post({ json: submission }));

/** Sends one piece of feedback; nothing cached depends on it, so nothing is invalidated. */
export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
