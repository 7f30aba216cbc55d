import type { Context } from 'hono';
import type { Env } from '../env.ts';
import type { AppEnv } from './app-context.ts';
import { AppError } from './app-error.ts';
import { isWriteRequest } from './read-cache.ts';

/**
 * The origins whose pages may change data: PUBLIC_URL and this port on localhost; the Vite dev server only in
 * development (in production anything on the server's machine at port 5173 would otherwise be trusted).
 */
export function trustedOrigins(env: Pick<Env, 'publicUrl' | 'PORT' | 'NODE_ENV'>): string[] {
  return [
    new URL(env.publicUrl).origin,
    `http://localhost:${env.PORT}`,
    `http://127.0.0.1:${env.PORT}`,
    ...(env.NODE_ENV === 'production' ? [] : ['http://localhost:5173']),
  ];
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  if (value === 'null') return 'null';
  try {
    return new URL(value).origin;
  } catch {
    return 'null';
  }
}

/**
 * Cross-site request forgery: a write to /api (body-less POSTs included) must come from one of our own pages, as
 * better-auth checks for /api/auth. A browser always names the page's origin on a write (Origin, else Referer, else
 * Sec-Fetch-Site); a client that names none is not a browser and cannot be made to forge a request.
 */
export function createOriginCheck(env: Pick<Env, 'publicUrl' | 'PORT' | 'NODE_ENV'>): (c: Context<AppEnv>) => void {
  const trusted = new Set(trustedOrigins(env));
  return (c) => {
    if (!isWriteRequest(c.req.method) || c.req.path.startsWith('/api/auth/')) return;
    const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed =
      origin === null
        ? fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none'
        : trusted.has(origin);
    if (!allowed) {
      throw new AppError(
        'FORBIDDEN',
        `This change was sent from another site (${origin ?? fetchSite}). Sillage accepts changes only from its own pages at ${new URL(env.publicUrl).origin}.`,
      );
    }
  };
}
