import { createHash } from 'node:crypto';

/** Events one visitor session may send per minute (a person browsing sends a few). */
export const TRACKED_EVENTS_PER_SESSION_MINUTE = 300;
/** Events one client address may send per minute, whatever the sessions (many people behind one proxy or office). */
export const TRACKED_EVENTS_PER_ADDRESS_MINUTE = 600;
/** Events all visitors without a session may send per minute together: a flood from many addresses stops here. */
export const TRACKED_ANONYMOUS_EVENTS_MINUTE = 3_000;
const WINDOW_MS = 60_000;

/**
 * Stops a flood of rows through the public events endpoint: a fixed one-minute window per visitor session and per
 * client address, the address kept only as a hash, everything forgotten when the window ends (memory holds one
 * minute of keys).
 */
export function createTrackedEventLimiter(
  limits: { perSession: number; perAddress: number; allAnonymous: number } = {
    perSession: TRACKED_EVENTS_PER_SESSION_MINUTE,
    perAddress: TRACKED_EVENTS_PER_ADDRESS_MINUTE,
    allAnonymous: TRACKED_ANONYMOUS_EVENTS_MINUTE,
  },
  now: () => number = Date.now,
) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /**
     * Counts `events` for the session, the address and (for a visitor without an account) all visitors; false when
     * any would pass its limit (nothing counted).
     */
    allow(address: string, sessionId: string, events: number, anonymous = true): boolean {
      if (now() - windowStart >= WINDOW_MS) {
        windowStart = now();
        counts = new Map();
      }
      const addressKey = `a:${createHash('sha256').update(address).digest('base64url').slice(0, 22)}`;
      const sessionKey = `s:${sessionId}`;
      const byAddress = (counts.get(addressKey) ?? 0) + events;
      const bySession = (counts.get(sessionKey) ?? 0) + events;
      const byAnonymous = (counts.get('anonymous') ?? 0) + (anonymous ? events : 0);
      if (byAddress > limits.perAddress || bySession > limits.perSession || byAnonymous > limits.allAnonymous)
        return false;
      counts.set(addressKey, byAddress);
      counts.set(sessionKey, bySession);
      counts.set('anonymous', byAnonymous);
      return true;
    },
  };
}
