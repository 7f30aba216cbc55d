import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-context.ts';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Our API handlers answer through c.json / c.body, which take headers set beforehand, so the headers go on before
 * the handler runs. better-auth and the static client return their own Response objects: those get their headers
 * afterwards, the usual way.
 */
export const hasPreparedHeaders = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/auth/');

/**
 * The API's headers (OWASP's REST security cheat sheet): JSON is never rendered as a page, so its policy forbids
 * everything and may not be framed; no sniffing, no referrer beyond the origin, not readable cross-origin.
 * The browser-only headers of secureHeaders (opener policy, DNS prefetch, download options…) concern documents.
 */
function apiHeaders(publicUrl: string): [string, string][] {
  return [
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(publicUrl.startsWith('https://')
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
}

/**
 * Security headers on every response: secureHeaders' full set on pages, files and better-auth's answers; the
 * API's own set on our JSON, put on before the handler answers (setting them afterwards rebuilt every response,
 * a third of an API request's cost).
 */
export function createSecurityHeaders(publicUrl: string): MiddlewareHandler<AppEnv> {
  const options = (contentSecurityPolicy: Record<string, string[]>) =>
    secureHeaders({
      contentSecurityPolicy,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity: publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
    });
  const middleware = options(CONTENT_SECURITY_POLICY);
  const preparedHeaders = apiHeaders(publicUrl);
  return async (c, next) => {
    if (!hasPreparedHeaders(c.req.path)) return middleware(c, next);
    for (const [name, value] of preparedHeaders) c.header(name, value);
    await next();
  };
}
