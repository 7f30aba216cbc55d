import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CreateFirstAdminInput } from '../../../../domain/subscriptions/subscriptions.schemas.ts';
import { client, readJson } from '../../../lib/api-client.ts';
import { refreshSession } from '../../../lib/session-store.ts';

/** Whether a fresh instance is waiting for its first administrator (a setup link is in the server's log). */
export const getSetupStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['setup', 'status'],
    queryFn: async () => readJson(await client.setup.status.$get()),
    staleTime: 60_000,
  });
export const useSetupStatus = () => useQuery(getSetupStatusQueryOptions());

/** Creates the first administrator; the server signs them in, and the shell reads the new session before going on. */
export function useCreateFirstAdmin() {
  return useMutation({
    mutationFn: async (input: CreateFirstAdminInput) => {
      const created = await readJson(await client.setup.admin.$post({ json: input }));
      if (created.isSignedIn) await refreshSession({ disableCookieCache: true });
      return created;
    },
  });
}
