import { Hono, type Context, type ErrorHandler, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-context.ts';
import { combineHandlers } from './compose-handlers.ts';
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
          router: new PathCachingRouter({ combine: combineHandlers(onError) }),
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
      router: new PathCachingRouter({ combine: combineHandlers(onError) }),
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

/**
 * Routes laid out as the app's are: a static path beside a parameter route (`/search` and `/:id`), route middleware,
 * a middleware with a parameter, a static path that falls through to the parameter route (`next()`), a parameter
 * route added before a static one, and a fallback. Every handler records the parameters it read.
 */
function buildRoutedApp(composed: boolean) {
  const app = new Hono<AppEnv>(
    composed ? { router: new PathCachingRouter({ combine: combineHandlers(onError) }) } : {},
  );
  app.onError(onError);
  let seen: string[] = [];
  const read = (name: string, c: Context<AppEnv>) => seen.push(`${name} ${JSON.stringify(c.req.param())}`);
  const check = (name: string): MiddlewareHandler<AppEnv> =>
    ((c, next) => {
      read(name, c);
      return next();
    }) as MiddlewareHandler<AppEnv>;
  const answer = (name: string) => (c: Context<AppEnv>) => {
    read(name, c);
    return c.json({ [name]: c.req.param() });
  };
  app.use('*', ((c, next) => {
    const answered = next() as unknown;
    const after = () => void read('after', c);
    return answered instanceof Promise ? answered.then(after) : after();
  }) as MiddlewareHandler<AppEnv>);
  app.use('/api/items/:id/*', check('item-middleware'));
  app.get('/api/materials/search', check('search-check'), answer('search'));
  app.get('/api/materials/:id', check('by-id-check'), answer('by-id'));
  app.get('/api/materials/:id/formulas', answer('formulas'));
  app.put('/api/materials/:id', answer('put'));
  app.get('/api/formulas/usage', check('usage-passes'));
  app.get('/api/formulas/:id', answer('formula'));
  app.get('/api/invites/:id', answer('invite'));
  app.get('/api/invites/accept', answer('accept'));
  app.get('/api/items/:id/notes/:note', async (c) => {
    await Promise.resolve();
    read('note', c);
    return c.json({ note: c.req.param() });
  });
  app.all('/api/*', answer('fallback'));
  return {
    app,
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

describe('composeHandlers with parameters: each handler reads its own (issue 34, session 18)', () => {
  it.each<[method: string, path: string, seen: string[]]>([
    ['GET', '/api/materials/search', ['search-check {}', 'search {}', 'after {}']],
    ['GET', '/api/materials/m-1', ['by-id-check {"id":"m-1"}', 'by-id {"id":"m-1"}', 'after {"id":"m-1"}']],
    ['GET', '/api/materials/a%20b', ['by-id-check {"id":"a b"}', 'by-id {"id":"a b"}', 'after {"id":"a b"}']],
    ['GET', '/api/materials/m-1/formulas', ['formulas {"id":"m-1"}', 'after {"id":"m-1"}']],
    ['PUT', '/api/materials/search', ['put {"id":"search"}', 'after {"id":"search"}']],
    ['GET', '/api/materials/search/formulas', ['formulas {"id":"search"}', 'after {"id":"search"}']],
    ['GET', '/api/formulas/usage', ['usage-passes {}', 'formula {"id":"usage"}', 'after {"id":"usage"}']],
    ['GET', '/api/invites/accept', ['invite {"id":"accept"}', 'after {"id":"accept"}']],
    [
      'GET',
      '/api/items/i-1/notes/n-2',
      ['item-middleware {"id":"i-1"}', 'note {"id":"i-1","note":"n-2"}', 'after {"id":"i-1","note":"n-2"}'],
    ],
    ['GET', '/api/nowhere', ['fallback {}', 'after {}']],
    ['DELETE', '/api/materials/m-1', ['fallback {}', 'after {}']],
  ])('%s %s: the same handlers, parameters and answer as Hono’s own', async (method, path, seen) => {
    const hono = buildRoutedApp(false);
    const ours = buildRoutedApp(true);
    const request = () => new Request(`http://localhost${path}`, { method });
    for (let round = 0; round < 3; round += 1) {
      const expected = await hono.app.fetch(request());
      const actual = await ours.app.fetch(request());
      expect({ status: actual.status, body: await actual.text() }).toEqual({
        status: expected.status,
        body: await expected.text(),
      });
      expect(hono.take()).toEqual(seen);
      expect(ours.take()).toEqual(seen);
    }
  });

  it.each([
    ['the search beside /:id', '/api/materials/search', { search: {} }],
    ['a material by id', '/api/materials/m-1', { 'by-id': { id: 'm-1' } }],
    ['a static path that falls through to /:id', '/api/formulas/usage', { formula: { id: 'usage' } }],
  ])('%s is answered at once, without a promise, from the second request on', async (_case, path, body) => {
    const { app } = buildRoutedApp(true);
    await app.request(path);
    const answered = app.fetch(new Request(`http://localhost${path}`));
    expect(answered).toBeInstanceOf(Response);
    expect(await (answered as Response).json()).toEqual(body);
  });

  it('keeps each request’s parameters while requests of the same route wait at once', async () => {
    const { app, take } = buildRoutedApp(true);
    await app.request('/api/items/warm/notes/up');
    take();
    const answers = await Promise.all(
      ['a', 'b', 'a', 'c'].map(async (id) => (await app.request(`/api/items/${id}/notes/n-${id}`)).json()),
    );
    expect(answers).toEqual(['a', 'b', 'a', 'c'].map((id) => ({ note: { id, note: `n-${id}` } })));
    expect(
      take()
        .filter((entry) => entry.startsWith('note'))
        .sort(),
    ).toEqual(['a', 'a', 'b', 'c'].map((id) => `note {"id":"${id}","note":"n-${id}"}`));
  });
});
