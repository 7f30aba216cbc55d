import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PathCachingRouter } from './path-caching-router.ts';

function buildApp() {
  const app = new Hono({ router: new PathCachingRouter() });
  const seen: string[] = [];
  app.use('/api/*', async (c, next) => {
    seen.push(c.req.path);
    await next();
  });
  app.get('/api/formulas', (c) => c.json({ list: true }));
  app.get('/api/formulas/usage', (c) => c.json({ usage: true }));
  app.get('/api/formulas/:id', (c) => c.json({ id: c.req.param('id') }));
  app.all('/api/*', (c) => c.json({ missing: c.req.path }, 404));
  return { app, seen };
}

describe('PathCachingRouter', () => {
  it('answers the same as the trie router, the second time from memory', async () => {
    const { app, seen } = buildApp();
    for (let round = 0; round < 2; round += 1) {
      expect(await (await app.request('/api/formulas')).json()).toEqual({ list: true });
      expect(await (await app.request('/api/formulas/usage')).json()).toEqual({ usage: true });
      expect(await (await app.request('/api/nowhere')).json()).toEqual({ missing: '/api/nowhere' });
    }
    expect(seen).toHaveLength(6);
  });

  it('keeps each path its own parameters, the second time from memory', async () => {
    const { app } = buildApp();
    for (const id of ['a1', 'b2', 'a1', 'other', 'b2', 'a%20b'])
      expect(await (await app.request(`/api/formulas/${id}`)).json()).toEqual({ id: decodeURIComponent(id) });
  });

  // A static path beside a parameter route matches both: it used to be searched on every request.
  it.each([
    ['/api/formulas/usage', ['mw', 'usage', 'by-id', 'fallback'], {}],
    ['/api/formulas/f-1', ['mw', 'by-id', 'fallback'], { id: 'f-1' }],
  ])('keeps the answer of %s, parameters included, and gives it again', (path, handlers, params) => {
    const router = new PathCachingRouter<string>();
    router.add('ALL', '/api/*', 'mw');
    router.add('GET', '/api/formulas/usage', 'usage');
    router.add('GET', '/api/formulas/:id', 'by-id');
    router.add('ALL', '/api/*', 'fallback');
    const first = router.match('GET', path);
    expect(first[0].map(([handler]) => handler)).toEqual(handlers);
    expect(first[0].find(([handler]) => handler === 'by-id')?.[1] ?? {}).toEqual(
      handlers.includes('usage') ? { id: 'usage' } : params,
    );
    expect(router.match('GET', path)).toBe(first);
  });

  // With `combine`, a kept answer is one handler; with parameters, one match entry per request carries them.
  it.each([
    ['GET', '/api/formulas', ['mw', 'list', 'fallback'], undefined],
    ['GET', '/api/formulas/usage', ['mw', 'usage', 'by-id', 'fallback'], [{}, {}, { id: 'usage' }, {}]],
    ['GET', '/api/formulas/f-1', ['mw', 'by-id', 'fallback'], [{}, { id: 'f-1' }, {}]],
    ['POST', '/api/formulas/f-1', ['mw', 'fallback'], undefined],
  ])('%s %s: combines %j with each handler’s parameters', (method, path, handlers, params) => {
    const combined: { handlers: string[]; params: unknown }[] = [];
    const router = new PathCachingRouter<string>({
      combine: (each, eachParams) => {
        combined.push({ handlers: each, params: eachParams?.map((entry) => ({ ...entry })) });
        return (entry) => `composed ${entry[1] === eachParams?.[0] ? 'first' : 'none'}`;
      },
    });
    router.add('ALL', '/api/*', 'mw');
    router.add('GET', '/api/formulas', 'list');
    router.add('GET', '/api/formulas/usage', 'usage');
    router.add('GET', '/api/formulas/:id', 'by-id');
    router.add('ALL', '/api/*', 'fallback');
    const first = router.match(method, path);
    expect(first[0].map(([handler]) => handler)).toEqual(handlers);
    expect(combined).toEqual([{ handlers, params }]);
    const [second, third] = [router.match(method, path), router.match(method, path)];
    expect(second[0]).toEqual([[params ? 'composed first' : 'composed none', params?.[0] ?? {}]]);
    // An entry per request when it has parameters (the composition writes them), else one for every request.
    if (params) expect(third[0][0]).not.toBe(second[0][0]);
    else expect(third).toBe(second);
    expect(combined).toHaveLength(1);
  });

  it('keeps a separate answer per method', async () => {
    const { app } = buildApp();
    expect((await app.request('/api/formulas')).status).toBe(200);
    expect((await app.request('/api/formulas', { method: 'POST' })).status).toBe(404);
    expect((await app.request('/api/formulas')).status).toBe(200);
  });

  it('stays bounded: past its limit it starts again and still answers right', () => {
    const router = new PathCachingRouter<string>();
    router.add('GET', '*', 'page');
    for (let index = 0; index < 5_000; index += 1) {
      const [matches] = router.match('GET', `/page-${index}`);
      expect(matches.map(([handler]) => handler)).toEqual(['page']);
    }
  });
});
