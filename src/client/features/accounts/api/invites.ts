import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type Invite = InferResponseType<typeof client.invites.$get, 200>['items'][number];

export const listInvites = async () => readJson(await client.invites.$get());
export const listInvitesQueryOptions = () => queryOptions({ queryKey: ['invites'], queryFn: listInvites });
export const useInvites = () => useQuery(listInvitesQueryOptions());

export const createInvite = async (input: { email: string; message?: string }) =>
  readJson(await client.invites.$post({ json: input }));
export const resendInvite = async (id: string) => readJson(await client.invites[':id'].resend.$post({ param: { id } }));
export const revokeInvite = async (id: string) => readJson(await client.invites[':id'].$delete({ param: { id } }));

function useInviteMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listInvitesQueryOptions().queryKey }),
  });
}

export const useCreateInvite = () => useInviteMutation(createInvite);
export const useResendInvite = () => useInviteMutation(resendInvite);
export const useRevokeInvite = () => useInviteMutation(revokeInvite);

export const checkInvite = async (token: string) => readJson(await client.invites.check.$get({ query: { token } }));
export const checkInviteQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invites', 'check', token], queryFn: () => checkInvite(token), retry: false });
export const useInviteCheck = (token: string) =>
  useQuery({ ...checkInviteQueryOptions(token), enabled: token.length > 0 });

export const acceptInvite = async (token: string) => readJson(await client.invites.accept.$post({ json: { token } }));
export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });
