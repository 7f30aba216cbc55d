import { useSyncExternalStore } from 'react';
import type { authClient } from './auth-client.ts';

/**
 * The signed-in session, read from better-auth's `GET /api/auth/get-session` without better-auth's client in the
 * app entry (its React client, fetch wrapper and stores weigh about 12 kB gzip, and the shell only needs this one
 * read). The forms that sign in, up or out load `auth-client.ts` on demand; it tells this store when a call changed
 * the session (`$sessionSignal`), as better-auth's own `useSession` would have noticed. Same states as `useSession`:
 * pending while there is no answer yet (or no session and a new check running), then the session or null.
 */
export type AuthSession = typeof authClient.$Infer.Session;

export type SessionState = { data: AuthSession | null; isPending: boolean; error: Error | null };

const SESSION_URL = '/api/auth/get-session';
/** The id of the session data block the server puts into the app page (app-page.ts's INLINE_SESSION_ID). */
const INLINE_SESSION_ID = 'sl-session';
/** A tab brought back to the front checks the session again, at most this often (better-auth's own rule). */
const FOCUS_RECHECK_MS = 5_000;
/** better-auth's cross-tab message (written to localStorage by the tab that signed out or changed the user). */
const BROADCAST_KEY = 'better-auth.message';

/** The session texts of the error catalogue (spec section 8): a failed or lost session is said, never silent. */
export const SESSION_MESSAGES = {
  title: 'Session error',
  noSession: 'No active session found',
  refreshFailed: 'Failed to refresh session',
} as const;

/** A red toast, the notifications store loaded on demand (it is not in the app entry). */
function notifySessionProblem(message: string) {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id: `session-${message}`, color: 'red', title: SESSION_MESSAGES.title, message }),
  );
}

let state: SessionState = { data: null, isPending: true, error: null };
let inFlight: { promise: Promise<void>; controller: AbortController } | null = null;
let lastCheck = 0;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;
/** Dates arrive as ISO strings; better-auth's client turns them into Date objects, and so does this store. */
const reviveDates = (_key: string, value: unknown) =>
  typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value;

async function readSession(response: Response): Promise<AuthSession | null> {
  if (!response.ok)
    throw Object.assign(new Error(`Session check failed (${response.status})`), { status: response.status });
  const text = await response.text();
  const data = text ? (JSON.parse(text, reviveDates) as (AuthSession & { needsRefresh?: boolean }) | null) : null;
  return data?.session && data.user ? data : null;
}

/** Asks the server for the session now (replacing a check under way); resolves when the store holds the answer. */
export function refreshSession(options: { disableCookieCache?: boolean } = {}): Promise<void> {
  inFlight?.controller.abort();
  const controller = new AbortController();
  lastCheck = Date.now();
  setState({ ...state, isPending: state.data === null, error: null });
  const url = options.disableCookieCache ? `${SESSION_URL}?disableCookieCache=true` : SESSION_URL;
  const promise = (async () => {
    try {
      const response = await fetch(url, { credentials: 'include', signal: controller.signal });
      let data = await readSession(response);
      // better-auth may ask for the session to be extended by a POST (deferred session refresh).
      if ((data as { needsRefresh?: boolean } | null)?.needsRefresh) {
        data = await readSession(
          await fetch(SESSION_URL, { method: 'POST', credentials: 'include', signal: controller.signal }),
        );
      }
      if (controller.signal.aborted) return;
      // A session that was there and is gone (expired, revoked elsewhere) is said once.
      if (data === null && state.data !== null) notifySessionProblem(SESSION_MESSAGES.noSession);
      setState({ data, isPending: false, error: null });
    } catch (error) {
      if (controller.signal.aborted) return;
      const unauthorized = (error as { status?: number }).status === 401;
      if (unauthorized && state.data !== null) notifySessionProblem(SESSION_MESSAGES.noSession);
      else if (!unauthorized) notifySessionProblem(SESSION_MESSAGES.refreshFailed);
      setState({
        data: unauthorized ? null : state.data,
        isPending: false,
        error: unauthorized ? (error as Error) : new Error(SESSION_MESSAGES.refreshFailed, { cause: error }),
      });
    } finally {
      if (inFlight?.controller === controller) inFlight = null;
    }
  })();
  inFlight = { promise, controller };
  return promise;
}

/**
 * The session the server wrote into the page (src/server/lib/app-page.ts: a JSON data block, `null` for a visitor),
 * read once: no request before the first render. Absent (the Vite dev server, a failed lookup): undefined.
 */
function readInlineSession(): AuthSession | null | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(INLINE_SESSION_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent || 'null', reviveDates) as AuthSession | null;
    return data?.session && data.user ? data : null;
  } catch {
    return undefined;
  }
}

let loaded: Promise<void> | null = null;

/**
 * The first session state: the one the page carries, else a check started now (main.tsx calls this before React
 * renders, so the request leaves with the scripts). Later calls return the same promise until a check replaces it.
 */
export function loadSession(): Promise<void> {
  if (inFlight) return inFlight.promise;
  if (loaded) return loaded;
  const inline = readInlineSession();
  if (inline === undefined) return refreshSession();
  lastCheck = Date.now();
  setState({ data: inline, isPending: false, error: null });
  loaded = Promise.resolve();
  return loaded;
}

/** After signing out: no session, at once (the server's answer to the next check agrees). */
export function clearSession(): void {
  inFlight?.controller.abort();
  inFlight = null;
  setState({ data: null, isPending: false, error: null });
}

/**
 * Back to the state of a page that has not loaded yet: no session, no check under way or remembered. For component
 * tests (tests/setup/dom-setup.ts calls it after each test), where the module outlives one test's page.
 */
export function resetSessionStore(): void {
  inFlight?.controller.abort();
  inFlight = null;
  loaded = null;
  lastCheck = 0;
  state = { data: null, isPending: true, error: null };
}

function onVisible() {
  if (document.visibilityState === 'visible' && Date.now() - lastCheck >= FOCUS_RECHECK_MS) void refreshSession();
}
function onStorage(event: StorageEvent) {
  if (event.key === BROADCAST_KEY) void refreshSession();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    // First subscriber (the shell): check unless a check is already under way, then follow focus and other tabs.
    void loadSession();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    }
  };
}

const getSnapshot = () => state;

/** Whether a user is signed in as far as the store knows right now (outside React: prefetches). */
export const isSignedInNow = (): boolean => state.data !== null;

/** The session state, re-rendering on change. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Admin is role 'admin' or 'super_admin' (spec section 6). */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}
