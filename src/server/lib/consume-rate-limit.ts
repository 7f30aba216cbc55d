import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

export type RateLimit = { max: number; windowMs: number };

/**
 * The rate-limit row's key: the scope in clear (what is limited), the subject (an address, a user id, an e-mail)
 * only as a hash, so the table and its backups hold no address.
 */
export function rateLimitKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(`${scope}\u0000${subject}`).digest('hex')}`;
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
  limit: RateLimit,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowOpen = sql`${rateLimits.lastRequest} > ${now - limit.windowMs}`;
  const [entry] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: rateLimitKey(scope, subject), count: 1, lastRequest: now })
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
