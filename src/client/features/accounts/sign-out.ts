import { clearSession } from '../../lib/session-store.ts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Signs out everywhere (spec section 7: sign out with global scope): revokes all sessions, then signs out
 * this browser, and forgets every cached answer. 'Auth session missing!' style errors are ignored (spec section 8).
 * Answers the workspace's identity provider's logout URL when the session was made through single sign-on and the
 * provider offers one (ADR 039), for the caller to send the browser to; else null.
 */
export async function signOutEverywhere(queryClient: QueryClient): Promise<string | null> {
  // better-auth's client is not in the app entry (session-store.ts): loaded when someone signs out.
  const { authClient } = await import('../../lib/auth-client.ts');
  try {
    await authClient.revokeSessions();
  } catch {
    // The session may already be gone; signing out below still clears this browser.
  }
  let providerLogoutUrl: string | null = null;
  try {
    const { data } = await authClient.signOut();
    providerLogoutUrl = typeof data?.url === 'string' ? data.url : null;
  } catch {
    // Ignored, as the spec says for a missing session.
  }
  clearSession();
  queryClient.clear();
  return providerLogoutUrl;
}
