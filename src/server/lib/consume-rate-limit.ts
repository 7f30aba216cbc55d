import { createHash, createHmac, randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export type RateLimit = { max: number; windowMs: number };

/**
 * The rate-limit row's key: the scope in clear (what is limited), the subject (an address, a user id, an e-mail)
 * only as a hash, so the table and its backups hold no address.
 */
export function rateLimitKey(scope: string, subject: string, secret = ''): string {
  const digest = secret
    ? createHmac('sha256', secret).update(`${scope}\u0000${subject}`).digest('hex')
    : createHash('sha256').update(`${scope}\u0000${subject}`).digest('hex');
  return `${scope}:${digest}`;
}

/** The longest window of any limit: rows older than twice it are deleted (the privacy page promises it). */
export const RATE_LIMIT_KEEP_MS = 2 * 24 * 60 * 60 * 1000;
let lastSweep = 0;

/** Deletes rate-limit rows whose window ended long ago, at most every ten minutes per process. */
async function sweepOldRows(db: Db, now: number): Promise<void> {
  if (now - lastSweep < 10 * 60 * 1000) return;
  lastSweep = now;
  await db.delete(rateLimits).where(lt(rateLimits.lastRequest, now - RATE_LIMIT_KEEP_MS));
}

/**
 * Counts one use against a limit and says whether it is allowed, in one statement (increment and read back; a new
 * window when the last one ended), so parallel requests cannot all read the same count. Shared by every server on
 * the database (better-auth's rate_limits table).
 */
export async function consumeRateLimit(
  db: Db,
  scope: string,
  subject: string,
  limit: RateLimit & { secret?: string },
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  await sweepOldRows(db, now);
  const windowOpen = sql`${rateLimits.lastRequest} > ${now - limit.windowMs}`;
  const [entry] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: rateLimitKey(scope, subject, limit.secret), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        lastRequest: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.lastRequest} ELSE ${now} END`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  const count = entry?.count ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil(((entry?.lastRequest ?? now) + limit.windowMs - now) / 1000));
  return { allowed: count <= limit.max, retryAfterSeconds };
}

/** consumeRateLimit that throws RATE_LIMITED (429) with `message` and when to retry. */
export async function assertRateLimit(
  db: Db,
  scope: string,
  subject: string,
  limit: RateLimit,
  message: string,
): Promise<void> {
  const result = await consumeRateLimit(db, scope, subject, limit);
  if (!result.allowed) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    throw new AppError('RATE_LIMITED', `${message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}
