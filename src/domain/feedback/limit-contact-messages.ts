/** A fixed-window count: how many messages were sent since the window started (milliseconds since the epoch). */
export type RateWindow = { count: number; windowStart: number };

export type RateLimit = { max: number; windowMs: number };

/**
 * Contact messages a sender may send: 5 an hour per signed-in user or, for a visitor, per e-mail address; and 30 an
 * hour from all visitors together, so a flood cannot bury the admins' inbox (addresses are free to invent).
 */
export const CONTACT_LIMITS = {
  perSender: { max: 5, windowMs: 60 * 60 * 1000 },
  allVisitors: { max: 30, windowMs: 60 * 60 * 1000 },
} as const satisfies Record<string, RateLimit>;

export type RateDecision = { allowed: true; next: RateWindow } | { allowed: false; retryAfterSeconds: number };

/** Whether one more message fits in the window, and the window after it (a window that has ended starts again). */
export function decideRateLimit(current: RateWindow | null, now: number, limit: RateLimit): RateDecision {
  if (!current || now - current.windowStart >= limit.windowMs || now < current.windowStart) {
    return { allowed: true, next: { count: 1, windowStart: now } };
  }
  if (current.count >= limit.max) {
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((current.windowStart + limit.windowMs - now) / 1000)),
    };
  }
  return { allowed: true, next: { count: current.count + 1, windowStart: current.windowStart } };
}

/** "Please try again in 12 minutes." from a wait in seconds. */
export function describeRetryAfter(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
