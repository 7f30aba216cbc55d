import { useMutation } from '@tanstack/react-query';
import { client, readJson, type InferRequestType } from '../../../lib/api-client.ts';

export type ContactMessageSubmission = InferRequestType<typeof client.contact.$post>['json'];

export const sendContactMessage = async (submission: ContactMessageSubmission) =>
  readJson(await client.contact.$post({ json: submission }));

/** Sends the contact form; nothing the sender sees is cached from it. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
