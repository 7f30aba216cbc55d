import { authClient } from '../../lib/auth-client.ts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Signs out everywhere (spec section 7: sign out with global scope): revokes all sessions, then signs out
 * this browser, and forgets every cached answer. 'Auth session missing!' style errors are ignored (spec section 8).
 */
export async function signOutEverywhere(queryClient: QueryClient): Promise<void> {
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
  queryClient.clear();
}
