import { authClient, isAdminRole } from './auth-client.ts';

/** The current better-auth session, with the derived flags the UI needs. */
export function useAuth() {
  const { data, isPending, error, refetch } = authClient.useSession();
  const user = data?.user ?? null;
  const role = (user as { role?: string | null } | null)?.role ?? 'user';
  return {
    session: data ?? null,
    user,
    role,
    isPending,
    error,
    refetch,
    signedIn: Boolean(user),
    isAdmin: isAdminRole(role),
  };
}
