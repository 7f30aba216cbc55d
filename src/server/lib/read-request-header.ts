import type { Context } from 'hono';

/** What @hono/node-server passes a request's handlers as `c.env`: Node's request, among others. */
type NodeBindings = { incoming?: { headers?: Record<string, string | string[] | undefined> } };

/**
 * A request header's value (`lowerName` in lower case), as `c.req.header(name)` gives it. Served by Node, it is read
 * from Node's own parsed headers: its HTTP parser has already refused control characters and trimmed the value, and
 * joined repeated headers (cookies with `; `), which is what Hono's lookup checks and does again, with two regular
 * expressions per call; the API's hot path reads seven headers a request. Without Node (app.request in tests), Hono.
 */
export function readRequestHeader(c: Context, lowerName: string): string | undefined {
  const headers = (c.env as NodeBindings | undefined)?.incoming?.headers;
  if (!headers) return c.req.header(lowerName);
  const value = headers[lowerName];
  return typeof value === 'string' ? value : undefined;
}

/** The request's headers as the usage records read them (`get`), through readRequestHeader. */
export function requestHeaderReader(c: Context): { get: (name: string) => string | null } {
  return { get: (name) => readRequestHeader(c, name.toLowerCase()) ?? null };
}
