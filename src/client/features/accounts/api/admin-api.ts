import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../domain/accounts/roles.ts';
import type { Tier } from '../../../../domain/subscriptions/resolve-tier.ts';
import { client, readJson } from '../../../lib/api-client.ts';

export const getAdminUsersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'users', q],
    queryFn: async () => readJson(await client.admin.users.$get({ query: { q: q || undefined, limit: '100' } })),
    placeholderData: keepPreviousData,
  });
export const useAdminUsers = (q: string) => useQuery(getAdminUsersQueryOptions(q));

export const getAuditLogQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'audit-log'],
    queryFn: async () => readJson(await client.admin['audit-log'].$get({ query: { limit: '100' } })),
  });
export const useAuditLog = () => useQuery(getAuditLogQueryOptions());

export const getInstanceStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'system', 'status'],
    queryFn: async () => readJson(await client.admin.system.status.$get()),
  });
export const useInstanceStatus = () => useQuery(getInstanceStatusQueryOptions());

export const getServerMetricsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'server', 'metrics'],
    queryFn: async () => readJson(await client.admin.server.metrics.$get()),
    refetchInterval: 15_000,
  });
export const useServerMetrics = () => useQuery(getServerMetricsQueryOptions());

export const getOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'outbox'],
    queryFn: async () => readJson(await client.admin.outbox.$get({ query: { limit: '50' } })),
  });
export const useOutbox = (enabled: boolean) => useQuery({ ...getOutboxQueryOptions(), enabled });

export type AdminUserChange =
  | { kind: 'plan'; tier: Tier; subscriptionEnd: string | null }
  | { kind: 'role'; role: Role }
  | { kind: 'beta'; isBetaTester: boolean }
  | { kind: 'ban'; reason?: string }
  | { kind: 'unban' }
  | { kind: 'password-reset' };

async function changeUser(id: string, change: AdminUserChange) {
  const users = client.admin.users[':id'];
  const param = { id };
  switch (change.kind) {
    case 'plan':
      return readJson(
        await users.plan.$put({ param, json: { tier: change.tier, subscriptionEnd: change.subscriptionEnd } }),
      );
    case 'role':
      return readJson(await users.role.$put({ param, json: { role: change.role } }));
    case 'beta':
      return readJson(await users['beta-tester'].$put({ param, json: { isBetaTester: change.isBetaTester } }));
    case 'ban':
      return readJson(await users.ban.$post({ param, json: { reason: change.reason } }));
    case 'unban':
      return readJson(await users.unban.$post({ param }));
    case 'password-reset':
      return readJson(await users['password-reset'].$post({ param }));
  }
}

/** Every change an administrator makes to a user; the list and the audit log refresh afterwards. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdminUserChange }) => changeUser(id, change),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
      await queryClient.invalidateQueries({ queryKey: getAuditLogQueryOptions().queryKey });
    },
  });
}

export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson(await client.admin.system.backup.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getInstanceStatusQueryOptions().queryKey }),
  });
}
