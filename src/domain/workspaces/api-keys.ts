/**
 * API keys of a workspace (issue 30, item 6; ADR 038): what a key may do and where it is accepted. Pure rules, read by
 * the server's key check, the OpenAPI document and the workspace screen.
 */
export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with it, so a leaked one is recognisable (and a secret scanner can look for it). */
export const API_KEY_PREFIX = 'sil_';
/** How many leading characters of a key are kept in clear to recognise it in the list (the prefix and 6 more). */
export const API_KEY_START_LENGTH = API_KEY_PREFIX.length + 6;

/**
 * The routes a key is accepted on: those that read and write by the request's workspace (formulas, their versions,
 * materials, inventory). Not the formula's documents, certificate links, shares, CLP, markets or verdicts, nor
 * batches: those still resolve the maker's own formulas or active workspace, not the key's (ADR 038).
 */
export const API_KEY_ROUTES: readonly { pattern: RegExp; label: string }[] = [
  { pattern: /^\/api\/formulas(?:\/[^/]+)?$/, label: '/api/formulas, /api/formulas/{id}' },
  { pattern: /^\/api\/formulas\/[^/]+\/versions(?:\/.*)?$/, label: '/api/formulas/{id}/versions' },
  { pattern: /^\/api\/materials(?:\/.*)?$/, label: '/api/materials' },
  { pattern: /^\/api\/inventory(?:\/.*)?$/, label: '/api/inventory' },
];

/** Requests per key and window (each key has its own count). */
export const API_KEY_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;

/** Does a route accept an API key instead of a session? (`/api/formulas/…`, not `/api/formulasX` or its documents.) */
export function acceptsApiKey(path: string): boolean {
  return API_KEY_ROUTES.some((route) => route.pattern.test(path));
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A read-scoped key reads only; a read-write key may also write (within its maker's role). */
export function allowsMethod(scope: ApiKeyScope, method: string): boolean {
  return scope === 'read-write' || READ_METHODS.has(method.toUpperCase());
}

/**
 * The key a request presents, or null when it presents none: `Authorization: Bearer sil_…` or `X-Api-Key: …`. A
 * bearer token without our prefix is not a key (null); anything in X-Api-Key is taken as one (and then verified).
 */
export function readPresentedApiKey(authorization: string | undefined, xApiKey: string | undefined): string | null {
  const header = xApiKey?.trim();
  if (header) return header;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}

/** The 403 of a write with a read-only key. */
export const READ_ONLY_KEY_MESSAGE = 'This API key is read-only: make a read-write key to change data.';

/** The 403 of a key on a route that does not accept keys. */
export function describeRouteRefusal(): string {
  return `API keys are accepted on ${API_KEY_ROUTES.map((route) => route.label).join(', ')} only; sign in for the rest.`;
}
