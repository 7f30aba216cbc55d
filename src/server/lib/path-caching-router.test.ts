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

  it.each(['a1', 'b2', 'a1'])('never keeps an answer with parameters: /api/formulas/%s', async (id) => {
    const { app } = buildApp();
    await app.request('/api/formulas/other');
    expect(await (await app.request(`/api/formulas/${id}`)).json()).toEqual({ id });
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
