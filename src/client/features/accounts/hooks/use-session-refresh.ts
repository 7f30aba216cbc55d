import { useEffect } from 'react';
import { refreshSession } from '../../../lib/session-store.ts';
import { useAuth } from '../../../lib/use-auth.ts';

export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const SESSION_REFRESH_THRESHOLD_MS = 5 * 60_000;

/** Should the session be refreshed now? True when fewer than 5 minutes remain (spec sections 4 and 9). */
export function shouldRefreshSession(expiresAt: Date | string | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const expiry = new Date(expiresAt).getTime();
  return Number.isFinite(expiry) && expiry - now < SESSION_REFRESH_THRESHOLD_MS;
}

/** Checks the session expiry every 60 s and asks the server to extend it when under 5 minutes remain. */
export function useSessionRefresh(): void {
  const { session } = useAuth();
  const expiresAt = session?.session.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const check = () => {
      if (shouldRefreshSession(expiresAt, Date.now())) {
        void refreshSession({ disableCookieCache: true });
      }
    };
    check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
}
