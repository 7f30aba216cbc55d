import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkspaceRole } from '../../../../domain/workspaces/workspace-roles.ts';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';

export type WorkspaceList = InferResponseType<typeof client.workspaces.$get, 200>;
export type Workspace = WorkspaceList['items'][number];
export type WorkspaceMember = InferResponseType<
  (typeof client.workspaces)[':id']['members']['$get'],
  200
>['items'][number];
export type WorkspaceInvitation = InferResponseType<
  (typeof client.workspaces)[':id']['invitations']['$get'],
  200
>['items'][number];

export const workspacesQueryOptions = () =>
  queryOptions({ queryKey: ['workspaces'], queryFn: async () => readJson(await client.workspaces.$get()) });
export const useWorkspaces = () => useQuery(workspacesQueryOptions());

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces', workspaceId, 'members'],
    queryFn: async () => readJson(await client.workspaces[':id'].members.$get({ param: { id: workspaceId } })),
  });
export const useMembers = (workspaceId: string) =>
  useQuery({ ...membersQueryOptions(workspaceId), enabled: !!workspaceId });

export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['workspaces', workspaceId, 'invitations'],
    queryFn: async () => readJson(await client.workspaces[':id'].invitations.$get({ param: { id: workspaceId } })),
  });
export const useInvitations = (workspaceId: string, enabled: boolean) =>
  useQuery({ ...invitationsQueryOptions(workspaceId), enabled: enabled && !!workspaceId });

/** Switching changes what every screen shows: every query is read again. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (workspaceId: string) =>
      readJson(await client.workspaces.active.$post({ json: { workspaceId } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => readJson(await client.workspaces.$post({ json: { name } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

function useWorkspaceMutation<Input, Output>(workspaceId: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workspaces', workspaceId] }),
  });
}

export const useChangeRole = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
    readJson(
      await client.workspaces[':id'].members[':userId'].$patch({ param: { id: workspaceId, userId }, json: { role } }),
    ),
  );

export const useRemoveMember = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async (userId: string) =>
    readJson(await client.workspaces[':id'].members[':userId'].$delete({ param: { id: workspaceId, userId } })),
  );

export const useInviteMember = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async (input: { email: string; role: WorkspaceRole }) =>
    readJson(await client.workspaces[':id'].invitations.$post({ param: { id: workspaceId }, json: input })),
  );

export const useRevokeInvitation = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async (invitationId: string) =>
    readJson(
      await client.workspaces[':id'].invitations[':invitationId'].$delete({ param: { id: workspaceId, invitationId } }),
    ),
  );

export const useInvitationCheck = (token: string) =>
  useQuery({
    queryKey: ['workspace-invitations', 'check', token],
    queryFn: async () => readJson(await client['workspace-invitations'].check.$get({ query: { token } })),
    enabled: token.length > 0,
    retry: false,
  });

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      readJson(await client['workspace-invitations'].accept.$post({ json: { token } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
