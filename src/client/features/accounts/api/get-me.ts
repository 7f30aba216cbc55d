import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/use-auth.ts';

export type Tier = 'free' | 'basic' | 'premium' | 'enterprise';

export type Me = {
  user: { id: string; email: string; name: string; role: string };
  tier: Tier;
  isAdmin: boolean;
  isBetaTester: boolean;
};

export const getMe = (signal?: AbortSignal) => api.get<Me>('/api/me', signal);

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
