import { Hono, type Context, type ErrorHandler, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-context.ts';
import { composeHandlers, type RouteHandler } from './compose-handlers.ts';
import { PathCachingRouter } from './path-caching-router.ts';

type Step = 'sync' | 'async';
/** What each case's handlers do; `seen` records what the first middleware saw once the rest had answered. */
type Case = {
  middleware: Step;
  /** A second middleware, between the first and the route (Hono's route middleware: a permission check, say). */
  check?: 'next' | 'throws' | 'next twice' | 'stops';
  route: 'answers' | 'throws' | 'rejects' | 'none' | 'throws a string';
};

const onError: ErrorHandler<AppEnv> = (error, c) => c.json({ error: error.message }, 418);

/** The same app on Hono's own router and composition, or on PathCachingRouter composing kept answers. */
function buildApp({ middleware, check, route }: Case, composed: boolean) {
  const app = new Hono<AppEnv>(
    composed
      ? {
          router: new PathCachingRouter({
            combine: (handlers) => composeHandlers(handlers as RouteHandler[], onError) as (typeof handlers)[number],
          }),
        }
      : {},
  );
  app.onError(onError);
  const seen: string[] = [];
  const after = (c: Context<AppEnv>) => seen.push(`${c.res.status} ${c.get('composedRoutes') ? 'composed' : 'hono'}`);
  app.use(
    '*',
    (middleware === 'sync'
      ? (c, next) => {
          const answered = next() as unknown;
          if (answered instanceof Promise) return answered.then(() => void after(c));
          after(c);
        }
      : async (c, next) => {
          await next();
          after(c);
        }) as MiddlewareHandler<AppEnv>,
  );
  if (check)
    app.use('/api/item', ((c, next) => {
      if (check === 'throws') throw new Error('refused');
      if (check === 'stops') return undefined;
      if (check === 'next twice') return Promise.resolve(next()).then(() => next());
      return next();
    }) as MiddlewareHandler<AppEnv>);
  if (route !== 'none')
    app.get('/api/item', (c) => {
      if (route === 'throws') throw new Error('broken');
      if (route === 'throws a string') throw 'not an Error';
      if (route === 'rejects') return Promise.reject(new Error('rejected'));
      return c.json({ item: 1 });
    });
  return { app, seen };
}

async function answerOf(app: Hono<AppEnv>) {
  try {
    const response = await app.request('/api/item');
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { thrown: String(error) };
  }
}

describe('composeHandlers: Hono’s composition, waiting for nothing it need not (issue 34)', () => {
  it.each<[string, Case]>([
    ['sync middleware, the route answers', { middleware: 'sync', route: 'answers' }],
    ['async middleware, the route answers', { middleware: 'async', route: 'answers' }],
    ['a check before the route', { middleware: 'sync', check: 'next', route: 'answers' }],
    ['the check refuses (throws)', { middleware: 'sync', check: 'throws', route: 'answers' }],
    ['the check refuses, async middleware', { middleware: 'async', check: 'throws', route: 'answers' }],
    ['the check calls next twice', { middleware: 'async', check: 'next twice', route: 'answers' }],
    ['the check stops without answering', { middleware: 'sync', check: 'stops', route: 'answers' }],
    ['the route throws', { middleware: 'sync', route: 'throws' }],
    ['the route rejects', { middleware: 'sync', route: 'rejects' }],
    ['the route throws something not an Error', { middleware: 'sync', route: 'throws a string' }],
    ['no route: not found', { middleware: 'sync', check: 'next', route: 'none' }],
  ])('%s: the same answer and the same records as Hono’s', async (_case, spec) => {
    const hono = buildApp(spec, false);
    const ours = buildApp(spec, true);
    // Twice each: the path-caching router composes from the second request on (the first is the trie's answer).
    const expected = [await answerOf(hono.app), await answerOf(hono.app)];
    const actual = [await answerOf(ours.app), await answerOf(ours.app)];
    expect(actual).toEqual(expected);
    expect(ours.seen.map((entry) => entry.split(' ')[0])).toEqual(hono.seen.map((entry) => entry.split(' ')[0]));
    if (hono.seen.length === 2) expect(ours.seen[1]).toMatch(/composed$/);
  });

  it('answers at once, without a promise, when no handler returned one (the old composition always made one)', async () => {
    const { app } = buildApp({ middleware: 'sync', check: 'next', route: 'answers' }, true);
    await app.request('/api/item');
    const answered = app.fetch(new Request('http://localhost/api/item'));
    expect(answered).toBeInstanceOf(Response);
    expect(await (answered as Response).json()).toEqual({ item: 1 });
  });

  it.each([
    ['the route answered', 'answers', '/api/item'],
    ['the check refused', 'throws', '/api/item'],
  ] as const)('names the route that answered: %s', async (_case, check, path) => {
    let route: string | undefined;
    const app = new Hono<AppEnv>({
      router: new PathCachingRouter({
        combine: (handlers) => composeHandlers(handlers as RouteHandler[], onError) as (typeof handlers)[number],
      }),
    });
    app.onError(onError);
    app.use('*', async (c, next) => {
      await next();
      const composed = c.get('composedRoutes');
      route = composed?.routes[composed.index]?.path;
    });
    app.use('/api/item', (c, next) => {
      if (check === 'throws') throw new Error('refused');
      return next();
    });
    app.get('/api/item', (c) => c.json({ item: 1 }));
    await app.request('/api/item');
    await app.request('/api/item');
    expect(route).toBe(path);
  });
});
