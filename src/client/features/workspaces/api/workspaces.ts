import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyScope } from '../../../../domain/workspaces/api-keys.ts';
import type { AuditEntity } from '../../../../domain/workspaces/audit-trail.ts';
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

export type AuditFilter = { entity?: AuditEntity; userId?: string };
export type AuditEvent = InferResponseType<(typeof client.workspaces)[':id']['audit']['$get'], 200>['items'][number];

export const auditQueryOptions = (workspaceId: string, filter: AuditFilter) =>
  queryOptions({
    queryKey: ['workspaces', workspaceId, 'audit', filter],
    queryFn: async () =>
      readJson(await client.workspaces[':id'].audit.$get({ param: { id: workspaceId }, query: filter })),
  });
export const useAuditTrail = (workspaceId: string, filter: AuditFilter) =>
  useQuery({ ...auditQueryOptions(workspaceId, filter), enabled: !!workspaceId });

/** The CSV export of the trail with the same filters (a plain link: the browser downloads it). */
export const auditExportUrl = (workspaceId: string, filter: AuditFilter) =>
  client.workspaces[':id'].audit.export.$url({ param: { id: workspaceId }, query: filter }).toString();

/** Who may open a formula (issue 30, item 3): confidential or not, and the members named on it. */
export const useFormulaAccess = (formulaId: string) =>
  useQuery({
    queryKey: ['formulas', formulaId, 'access'],
    queryFn: async () => readJson(await client.formulas[':id'].access.$get({ param: { id: formulaId } })),
  });

export function useSetFormulaAccess(formulaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: { isConfidential: boolean; memberIds: string[] }) =>
      readJson(await client.formulas[':id'].access.$put({ param: { id: formulaId }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['formulas'] }),
  });
}

export type WorkspaceApiKey = InferResponseType<
  (typeof client.workspaces)[':id']['api-keys']['$get'],
  200
>['items'][number];

/** The workspace's API keys (ADR 038): never the key itself, only its first characters. */
export const useApiKeys = (workspaceId: string) =>
  useQuery({
    queryKey: ['workspaces', workspaceId, 'api-keys'],
    queryFn: async () => readJson(await client.workspaces[':id']['api-keys'].$get({ param: { id: workspaceId } })),
    enabled: !!workspaceId,
  });

/** Makes a key; the answer holds the key itself, once. */
export const useCreateApiKey = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async (input: { name: string; scope: ApiKeyScope }) =>
    readJson(await client.workspaces[':id']['api-keys'].$post({ param: { id: workspaceId }, json: input })),
  );

export const useRevokeApiKey = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async (keyId: string) =>
    readJson(await client.workspaces[':id']['api-keys'][':keyId'].$delete({ param: { id: workspaceId, keyId } })),
  );

/** The workspace's OpenID Connect provider (ADR 039), without its secret, and whether the plan has single sign-on. */
export const useSsoProvider = (workspaceId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['workspaces', workspaceId, 'sso'],
    queryFn: async () => readJson(await client.workspaces[':id'].sso.$get({ param: { id: workspaceId } })),
    enabled: enabled && !!workspaceId,
  });

export type SsoProviderInput = {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  emailDomain: string;
  displayName: string;
};

export const useSaveSsoProvider = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async (json: SsoProviderInput) =>
    readJson(await client.workspaces[':id'].sso.$put({ param: { id: workspaceId }, json })),
  );

export const useDeleteSsoProvider = (workspaceId: string) =>
  useWorkspaceMutation(workspaceId, async () =>
    readJson(await client.workspaces[':id'].sso.$delete({ param: { id: workspaceId } })),
  );
