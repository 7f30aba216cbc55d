import { createHmac, randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/** The window of the per-account limit: failed sign-ins count for 15 minutes. */
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

/**
 * The client's address: the socket's, or (only when the socket is a trusted proxy, TRUSTED_PROXY) the last address
 * in X-Forwarded-For that is not itself a trusted proxy. A header from anyone else changes nothing.
 */
export function resolveClientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const normalise = (address: string) => address.trim().replace(/^::ffff:/, '');
  const trusted = new Set(trustedProxies.map(normalise));
  if (!trusted.has(normalise(socketAddress)) || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map(normalise)
    .filter((address) => net.isIP(address) !== 0);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    if (!trusted.has(hops[index]!)) return hops[index]!;
  }
  return socketAddress;
}

async function readEmail(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The rate-limit key of an account: a hash, so the table (and every backup) holds no e-mail address. Keyed with the
 * instance's secret when there is one, so a list of addresses cannot be matched against it.
 */
export function accountLimitKey(email: string, secret = ''): string {
  return `account-sign-in:${createHmac('sha256', secret).update(email).digest('hex')}`;
}

/**
 * Sign-in with a per-account limit on top of better-auth's per-address one: after `max` failed sign-ins to one
 * account within 15 minutes, from any address, the account answers 429 until the window ends. Each attempt is
 * counted before it is evaluated, in one statement that increments and reads back the count (a new window when the
 * last one ended), so parallel attempts cannot all read the same count: at most `max` are evaluated per window.
 * A success clears the count; an attempt that was not a wrong password (a malformed request, an unverified
 * address) is given back. The count lives in better-auth's rate_limits table, so every app server on one database
 * shares it.
 */
export async function signInWithAccountLimit(
  db: Db,
  max: number,
  request: Request,
  signIn: (request: Request) => Promise<Response>,
  secret = '',
): Promise<Response> {
  const email = await readEmail(request);
  if (!email) return signIn(request);
  const key = accountLimitKey(email, secret);
  const now = Date.now();
  const windowOpen = sql`${rateLimits.lastRequest} > ${now - ACCOUNT_WINDOW_MS}`;
  const [entry] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        lastRequest: sql`CASE WHEN ${windowOpen} THEN ${rateLimits.lastRequest} ELSE ${now} END`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  if (entry && entry.count > max) {
    const minutes = Math.max(1, Math.ceil((entry.lastRequest + ACCOUNT_WINDOW_MS - now) / 60_000));
    return Response.json(
      {
        code: 'TOO_MANY_ACCOUNT_ATTEMPTS',
        message: `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
      },
      { status: 429, headers: { 'Retry-After': String(minutes * 60) } },
    );
  }
  const response = await signIn(request);
  if (response.ok) await db.delete(rateLimits).where(eq(rateLimits.key, key));
  else if (response.status !== 401)
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  return response;
}
