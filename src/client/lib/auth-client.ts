import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { refreshSession } from './session-store.ts';

/**
 * better-auth's client, for the forms that sign in, up or out and change the account. Not part of the app entry:
 * the modules that import it are loaded on demand, and the shell reads the session through `session-store.ts`.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  plugins: [adminClient()],
});

// A call that changes the session (sign-in, sign-up, sign-out, update-user…) flips better-auth's session signal:
// the shell's store checks the session again, as better-auth's own useSession would.
authClient.$store.atoms.$sessionSignal?.listen(() => void refreshSession());

export type { AuthSession } from './session-store.ts';
export { isAdminRole } from './session-store.ts';
