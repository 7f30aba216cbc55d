import { hc, type InferRequestType, type InferResponseType } from 'hono/client';
import type { AppType } from '../../server/app.ts';
import { ApiError, fetchWithRetry } from './api.ts';
import { takeEarlyRead } from './early-reads.ts';
import { touchVisitorSession } from './visitor-session.ts';

/** Each API call carries the visitor session id (usage records: x-visitor-session), unless tracking is declined. */
function withVisitorSession(headers: HeadersInit | undefined): HeadersInit | undefined {
  const sessionId = typeof window === 'undefined' ? null : touchVisitorSession();
  if (!sessionId) return headers;
  const merged = new Headers(headers);
  merged.set('x-visitor-session', sessionId);
  return merged;
}

/**
 * The typed API client: every `/api` route with its input and output types, inferred from the server's routers
 * (`AppType`). Requests carry the session cookie and retry on network failures only (spec section 9).
 */
export const client = hc<AppType>(typeof window === 'undefined' ? 'http://localhost' : window.location.origin, {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const read = () =>
      fetchWithRetry(url, { ...init, headers: withVisitorSession(init?.headers), credentials: 'include' });
    // A read the page started early (first-paint.js) is this one's first try; a network failure reads again.
    const early = takeEarlyRead(url, init?.method);
    return early ? early.catch(read) : read();
  },
}).api;

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } };

/** Reads a typed response: its JSON when the status is 2xx, otherwise an ApiError with the server's message. */
export async function readJson<T>(response: {
  ok: boolean;
  status: number;
  text(): Promise<string>;
  json(): Promise<T>;
}): Promise<T> {
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data ?? {}) as ErrorBody;
    throw new ApiError(
      response.status,
      body.error?.code ?? `HTTP_${response.status}`,
      body.error?.message ?? `Request failed (${response.status})`,
      body.error?.details,
    );
  }
  return data as T;
}

export type { InferRequestType, InferResponseType };

/**
 * Reads the JSON of a route that answers raw bytes (`c.body`, e.g. the pre-compressed search index), whose shape
 * hc cannot infer: the caller names it with a domain type.
 */
export async function readJsonAs<T>(response: { ok: boolean; status: number; text(): Promise<string> }): Promise<T> {
  return readJson<T>({
    ok: response.ok,
    status: response.status,
    text: () => response.text(),
    json: async () => JSON.parse(await response.text()) as T,
  });
}
