import { resolveVisitorSession, type VisitorSession } from '../../domain/tracking/visitor-session.ts';

const STORAGE_KEY = 'sillage_visitor_session';

function readStored(): VisitorSession | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<VisitorSession> | null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.lastSeenAt === 'number'
      ? { id: parsed.id, lastSeenAt: parsed.lastSeenAt }
      : null;
  } catch {
    return null;
  }
}

/**
 * The visitor session id (spec section 4): random, kept in this browser only, reused while used within the last
 * 30 minutes and renewed after that. Each call is a use. Null when storage is unavailable or the browser asks not
 * to be tracked (Do Not Track, Global Privacy Control).
 */
export function touchVisitorSession(now = Date.now()): string | null {
  if (typeof window === 'undefined' || isTrackingDeclinedByBrowser()) return null;
  try {
    const { session } = resolveVisitorSession(readStored(), now, () => crypto.randomUUID());
    localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    return session.id;
  } catch {
    return null;
  }
}

/** Forgets the visitor session (after a user deleted their records). */
export function forgetVisitorSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
}

/** Do Not Track or Global Privacy Control is on in this browser. */
export function isTrackingDeclinedByBrowser(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}
