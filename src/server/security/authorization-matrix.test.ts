import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { subscribers } from '../db/schema/index.ts';
import { fillRouteParams, listApiRoutes } from './list-api-routes.ts';

const ctx = await createTestContext();
const routes = listApiRoutes(ctx.app);
const plainUser = await ctx.signUp();
const otherUser = await ctx.signUp();
// On the top plan, so that a feature gate (export, AI: 403) never hides how the route treats someone else's row.
await ctx.deps.database.db
  .insert(subscribers)
  .values({ email: otherUser.email, subscribed: true, subscriptionTier: 'enterprise' });

describe('authorization matrix over every /api route the server registers', () => {
  it('finds the routes (the matrix is not empty)', () => {
    expect(routes.length).toBeGreaterThan(4);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain('GET /api/settings');
  });

  it.each(routes.filter((route) => !route.isPublic).map((route) => [`${route.method} ${route.path}`, route] as const))(
    'anonymous %s gets 401',
    async (_, route) => {
      const response = await ctx.request(fillRouteParams(route.path), {
        method: route.method,
        json: route.method === 'GET' ? undefined : {},
      });
      expect(response.status).toBe(401);
    },
  );

  it.each(routes.filter((route) => route.isAdmin).map((route) => [`${route.method} ${route.path}`, route] as const))(
    'a plain user on %s gets 403',
    async (_, route) => {
      const response = await ctx.request(fillRouteParams(route.path), {
        method: route.method,
        cookie: plainUser.cookie,
        json: route.method === 'GET' ? undefined : {},
      });
      expect(response.status).toBe(403);
    },
  );

  it.each(
    routes
      .filter((route) => !route.isPublic && !route.isAdmin && route.path.includes('/:'))
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )("another user's (or no one's) row on %s is 404 or 422, never 200", async (_, route) => {
    const response = await ctx.request(fillRouteParams(route.path), {
      method: route.method,
      cookie: otherUser.cookie,
      json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
    });
    expect([404, 422]).toContain(response.status);
  });
});
