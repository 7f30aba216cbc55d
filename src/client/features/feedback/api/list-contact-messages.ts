import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferRequestType, type InferResponseType } from '../../../lib/api-client.ts';

type ContactMessagesRoute = (typeof client.admin)['contact-messages'];
export type ContactMessagesFilters = InferRequestType<ContactMessagesRoute['$get']>['query'];
export type ContactMessage = InferResponseType<ContactMessagesRoute['$get'], 200>['messages'][number];
export type ContactMessageStatusChange = InferRequestType<ContactMessagesRoute[':id']['$patch']>['json'];

export const listContactMessages = async (query: ContactMessagesFilters) =>
  readJson(await client.admin['contact-messages'].$get({ query }));

export const listContactMessagesQueryOptions = (query: ContactMessagesFilters) =>
  queryOptions({
    queryKey: ['admin', 'contact-messages', query],
    queryFn: () => listContactMessages(query),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (query: ContactMessagesFilters) => useQuery(listContactMessagesQueryOptions(query));

export const updateContactMessage = async ({ id, change }: { id: string; change: ContactMessageStatusChange }) =>
  readJson(await client.admin['contact-messages'][':id'].$patch({ param: { id }, json: change }));

/** An admin marks a message answered, archived or new again; the list refreshes. */
export function useUpdateContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-messages'] }),
  });
}
