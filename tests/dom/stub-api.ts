import type { InferResponseType } from 'hono/client';
import { vi } from 'vitest';

/**
 * One answer of our own API, matched by method and path (exact, or a RegExp on the pathname); `delayMs` holds the
 * answer back that long, for a test of what happens while a request is in flight.
 */
export type StubRoute = { method: string; path: string | RegExp; status: number; body: unknown; delayMs?: number };

/**
 * An answer typed by the route it stands for: `answer<typeof client.me.$get>('GET', '/api/me', { … })` fails to
 * compile when the server's response changes shape, so a stub cannot drift from the real contract.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function answer<Endpoint extends (...args: any[]) => any>(
  method: string,
  path: string | RegExp,
  body: InferResponseType<Endpoint>,
  status = 200,
): StubRoute {
  return { method, path, status, body };
}

/** An untyped answer, for better-auth's own routes (`/api/auth/*`), which are not in AppType. */
export function authAnswer(method: string, path: string, body: unknown, status = 200): StubRoute {
  return { method, path, status, body };
}

export type RecordedRequest = { method: string; path: string; search: string; body: unknown };

/**
 * Replaces `fetch` for one test with the given answers. Every request is recorded; one without a stub answers 404
 * with our error shape and is listed in `unmatched`, so a test can assert that nothing unexpected was called.
 */
export function stubApi(routes: StubRoute[]) {
  const requests: RecordedRequest[] = [];
  const unmatched: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const rawBody = init?.body ?? (input instanceof Request ? await input.clone().text() : undefined);
    let body: unknown = rawBody;
    if (typeof rawBody === 'string') {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    const request = { method, path: url.pathname, search: url.search, body };
    requests.push(request);
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === 'string' ? candidate.path === url.pathname : candidate.path.test(url.pathname)),
    );
    if (!route) {
      unmatched.push(request);
      return Response.json(
        { error: { code: 'NOT_FOUND', message: `No stub for ${method} ${url.pathname}` } },
        { status: 404 },
      );
    }
    if (route.delayMs) await new Promise((resolve) => setTimeout(resolve, route.delayMs));
    if (route.status === 204) return new Response(null, { status: 204 });
    return Response.json(route.body, { status: route.status });
  });
  // tests/setup/dom-setup.ts routes every fetch (also one captured at import) through this handler until the test ends.
  (globalThis as { __setFetchHandler?: (next: typeof fetch | null) => void }).__setFetchHandler?.(fetchStub);
  return { requests, unmatched, fetch: fetchStub };
}
