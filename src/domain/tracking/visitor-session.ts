/** A visitor session ends after 30 minutes without a page view, action or API call (spec sections 4 and 9). */
export const VISITOR_SESSION_IDLE_MS = 30 * 60_000;

/** The browser's visitor session: a random id and when it was last used (ms since the epoch). */
export type VisitorSession = { id: string; lastSeenAt: number };

/**
 * The session to use at `now`: the stored one while it was used less than 30 minutes ago (and its clock is not
 * in the future), refreshed; otherwise a new one with `newId()`.
 */
export function resolveVisitorSession(
  stored: VisitorSession | null,
  now: number,
  newId: () => string,
): { session: VisitorSession; isNew: boolean } {
  const idle = stored ? now - stored.lastSeenAt : Number.POSITIVE_INFINITY;
  if (stored && idle >= 0 && idle < VISITOR_SESSION_IDLE_MS) {
    return { session: { id: stored.id, lastSeenAt: now }, isNew: false };
  }
  return { session: { id: newId(), lastSeenAt: now }, isNew: true };
}
