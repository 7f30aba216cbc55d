import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-context.ts';
import { isAdmin } from '../../domain/accounts/roles.ts';
import { AppError } from './app-error.ts';
import { readRequestHeader } from './read-request-header.ts';

/** Routes under /api that a visitor may call without a session. Everything else requires one. */
export const PUBLIC_API_PREFIXES = [
  '/api/health',
  '/api/auth/',
  '/api/test/',
  '/api/discoveries',
  '/api/billing/webhook',
  '/api/billing/config',
  '/api/setup/',
  '/api/branding',
  '/api/invites/check',
  '/api/workspace-invitations/check',
  '/api/public/certificates/',
  '/api/openapi.json',
  '/api/contact',
  '/api/tracking/events',
  '/api/tracking/policy',
] as const;

export function isPublicApiPath(path: string): boolean {
  return PUBLIC_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));
}

/**
 * Loads the session (if any) into c.var.user, c.var.userId and c.var.isAdmin. Returns nothing when it was known
 * already (no lookup, nothing to wait for: this runs on every request), else the lookup to wait for.
 */
export function loadSessionInto(c: Context<AppEnv>): Promise<void> | undefined {
  if (c.req.path === '/api/health') {
    // Health checks come often and carry no session: no lookup.
    c.set('user', null);
    c.set('isAdmin', false);
    return undefined;
  }
  // c.get, not c.var: c.var builds a new object on every access, and this runs on every request.
  const { readCache, env } = c.get('deps');
  // A session already checked since the last write is taken from memory (embedded database only).
  const { cookie, cacheKey } = readCache
    ? sessionCacheKeyOf(readRequestHeader(c, 'cookie'), env.publicUrl.startsWith('https://'))
    : NO_SESSION_KEY;
  const cached = cacheKey ? readCache?.get<CachedSession>(cacheKey) : undefined;
  if (cached) {
    c.set('user', cached.user);
    c.set('userId', cached.user.id);
    c.set('isAdmin', cached.isAdmin);
    c.set('readScope', cached);
    return undefined;
  }
  return lookUpSession(c, cookie, cacheKey);
}

async function lookUpSession(c: Context<AppEnv>, cookie: string | null, cacheKey: string | null): Promise<void> {
  const { auth, env, readCache } = c.get('deps');
  const startedAt = readCache?.generation() ?? 0;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const user = session?.user ?? null;
  const admin = user
    ? isAdmin({ role: user.role, email: user.email, emailVerified: user.emailVerified }, env.adminEmails)
    : false;
  c.set('user', user);
  c.set('userId', user?.id ?? '');
  c.set('isAdmin', admin);
  // Filed only under the cookie whose token is the very session better-auth verified (signature included).
  if (cacheKey && cookie && session && user && tokenOf(cookie) === session.session.token) {
    const entry: CachedSession = { user, isAdmin: admin };
    readCache?.remember<CachedSession>(cacheKey, entry, startedAt, new Date(session.session.expiresAt).getTime());
    c.set('readScope', entry);
  }
}

type CachedSession = { user: NonNullable<AppEnv['Variables']['user']>; isAdmin: boolean };

/**
 * The value of better-auth's signed session cookie (exactly its name: `better-auth.session_token`, `__Secure-` on
 * HTTPS), or null when absent or sent twice: a second cookie of that name may have been planted, so no cache.
 */
export function findSessionCookie(cookieHeader: string | undefined, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = `${secure ? '__Secure-' : ''}better-auth.session_token`;
  let found: string | null = null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator <= 0 || part.slice(0, separator).trim() !== name) continue;
    if (found !== null) return null;
    found = part.slice(separator + 1).trim();
  }
  return found || null;
}

type SessionCacheKey = { cookie: string | null; cacheKey: string | null };
const NO_SESSION_KEY: SessionCacheKey = { cookie: null, cacheKey: null };
/** Cookie headers seen lately, each with its session cookie and cache key (a house's members: bounded all the same). */
const sessionKeysByHeader = { secure: new Map<string, SessionCacheKey>(), plain: new Map<string, SessionCacheKey>() };
const MAX_KEPT_COOKIE_HEADERS = 512;
/** Longer headers are parsed each time, not kept: 512 of the 64 kB a header may hold would be 32 MB. */
const MAX_KEPT_COOKIE_HEADER_LENGTH = 4096;

/**
 * The session cookie of a Cookie header and the read cache's key for it, kept by the header: a client sends the same
 * header on every request, so the header is hashed once a request instead of split, sliced, trimmed, joined to a
 * 90-character key, flattened and that hashed (about 1 µs of the search memo's 10 in process; issue 34).
 */
function sessionCacheKeyOf(cookieHeader: string | undefined, secure: boolean): SessionCacheKey {
  if (!cookieHeader) return NO_SESSION_KEY;
  const kept = secure ? sessionKeysByHeader.secure : sessionKeysByHeader.plain;
  const known = kept.get(cookieHeader);
  if (known) return known;
  const cookie = findSessionCookie(cookieHeader, secure);
  const key = cookie ? { cookie, cacheKey: `session:${cookie}` } : NO_SESSION_KEY;
  if (cookieHeader.length > MAX_KEPT_COOKIE_HEADER_LENGTH) return key;
  if (kept.size >= MAX_KEPT_COOKIE_HEADERS) kept.clear();
  kept.set(cookieHeader, key);
  return key;
}

/** The session token inside a signed cookie value (`token.signature`, URL-encoded). */
function tokenOf(cookieValue: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = decoded.lastIndexOf('.');
  return dot > 0 ? decoded.slice(0, dot) : null;
}

/** Default deny: every /api route but the public ones needs a signed-in user (401). */
export function ensureUser(c: Context<AppEnv>): void {
  if (!c.get('user') && !isPublicApiPath(c.req.path)) {
    throw new AppError('UNAUTHORIZED', 'Please sign in to access this page');
  }
}

/** Admin routes: a signed-in user without an admin role gets 403. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', 'Please sign in to access this page');
  if (!c.get('isAdmin')) throw new AppError('FORBIDDEN', 'You need admin role to access this page');
  await next();
});

/** The signed-in user of a request behind the default deny (ensureUser); a visitor here is a 401, never a crash. */
export function currentUser(c: { get: (key: 'user') => AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to access this page');
  return user;
}
