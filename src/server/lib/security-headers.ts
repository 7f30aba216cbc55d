import type { Context, MiddlewareHandler } from 'hono';
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
 * Our API handlers answer through c.json / c.body (or apiJson, below); better-auth and the static client return
 * Response objects of their own, which get the document headers instead.
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

/** What @hono/node-server passes a request's handlers as `c.env`: the Node response, among others. */
type NodeBindings = { outgoing?: { setHeader?: (name: string, value: string) => unknown; headersSent?: boolean } };

/**
 * The API's security headers and the request id, put on once the handler has answered, unless its answer carries
 * them already (apiJson). Served by Node, they go onto Node's response itself, which adds them to whatever the
 * handler answered (a header the handler set wins, as it would with c.header): the answer keeps its plain header
 * object, with no Headers object to build, validate and copy on every request. Without Node (app.request in tests)
 * they go through c.header.
 */
export function createApiHeaders(publicUrl: string): (c: Context<AppEnv>, requestId: string) => void {
  const preparedHeaders = apiHeaders(publicUrl);
  return (c, requestId) => {
    if (c.get('apiHeadersIncluded')) return;
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    if (outgoing?.setHeader && !outgoing.headersSent) {
      for (const [name, value] of preparedHeaders) outgoing.setHeader(name, value);
      outgoing.setHeader('X-Request-Id', requestId);
      return;
    }
    for (const [name, value] of preparedHeaders) c.header(name, value);
    c.header('X-Request-Id', requestId);
  };
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
/** The API's headers of a JSON answer over http://, besides its request id (the floor bench answers with them too). */
export const API_JSON_HEADERS = { ...Object.fromEntries(apiHeaders('http://')), ...JSON_HEADERS };
const HTTPS_API_JSON_HEADERS = { ...Object.fromEntries(apiHeaders('https://')), ...JSON_HEADERS };

/**
 * A JSON answer (the body already serialised, or its UTF-8 bytes) that carries the API's headers and its request id itself, in one
 * plain object: Node writes it as it is, without a call to `setHeader` per header (about a microsecond a request
 * on the hottest reads, their largest cost after Node's own). Hono's `c.body` would turn several headers into a
 * Headers object, so the Response is made here; its headers are exactly those createApiHeaders would add.
 */
export function apiJson(c: Context<AppEnv>, body: string | Uint8Array<ArrayBuffer>, status: 200 = 200): Response {
  return new Response(body, { status, headers: apiJsonHeaders(c) });
}

/** The headers of apiJson's answer, with `extra` (an encoding, say) after them; the answer carries them itself. */
export function apiJsonHeaders(c: Context<AppEnv>, extra?: Record<string, string>): Record<string, string> {
  c.set('apiHeadersIncluded', true);
  const headers = c.get('deps').env.publicUrl.startsWith('https://') ? HTTPS_API_JSON_HEADERS : API_JSON_HEADERS;
  return { ...headers, 'X-Request-Id': c.get('requestId'), ...extra };
}

/**
 * Security headers on pages, files and better-auth's answers: secureHeaders' full set with the document CSP, set the
 * usual way after the handler (those answers are Response objects of their own). The API's own set is
 * createApiHeaders, put on before the handler (setting them afterwards rebuilt every response, a third of an API
 * request's cost).
 */
export function createDocumentHeaders(publicUrl: string): MiddlewareHandler<AppEnv> {
  return secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}
