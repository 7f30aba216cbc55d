import { queryOptions, useQuery } from '@tanstack/react-query';
import { client, readJson, type InferResponseType } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/use-auth.ts';

export type Me = InferResponseType<typeof client.me.$get, 200>;
export type Tier = Me['tier'];

export const getMe = async (signal?: AbortSignal) => readJson(await client.me.$get(undefined, { init: { signal } }));

export const getMeQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['me', userId ?? 'anonymous'],
    queryFn: ({ signal }) => getMe(signal),
    enabled: Boolean(userId),
  });

/** GET /api/me for the signed-in user: tier, admin flag, beta-tester flag. */
export function useMe() {
  const { user } = useAuth();
  return useQuery(getMeQueryOptions(user?.id));
}
