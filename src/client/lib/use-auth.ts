import { isAdminRole, refreshSession, useSessionState } from './session-store.ts';

/** The current better-auth session, with the derived flags the UI needs. */
export function useAuth() {
  const { data, isPending, error } = useSessionState();
  const user = data?.user ?? null;
  const role = (user as { role?: string | null } | null)?.role ?? 'user';
  return {
    session: data,
    user,
    role,
    isPending,
    error,
    refetch: refreshSession,
    signedIn: Boolean(user),
    isAdmin: isAdminRole(role),
  };
}
