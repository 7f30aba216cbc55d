import { clearSession } from '../../lib/session-store.ts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Signs out everywhere (spec section 7: sign out with global scope): revokes all sessions, then signs out
 * this browser, and forgets every cached answer. 'Auth session missing!' style errors are ignored (spec section 8).
 */
export async function signOutEverywhere(queryClient: QueryClient): Promise<void> {
  // better-auth's client is not in the app entry (session-store.ts): loaded when someone signs out.
  const { authClient } = await import('../../lib/auth-client.ts');
  try {
    await authClient.revokeSessions();
  } catch {
    // The session may already be gone; signing out below still clears this browser.
  }
  try {
    await authClient.signOut();
  } catch {
    // Ignored, as the spec says for a missing session.
  }
  clearSession();
  queryClient.clear();
}
