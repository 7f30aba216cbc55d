import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';

const ctx = await createTestContext();

describe('access rules enforced by the server', () => {
  it('answers a visitor on a protected route with 401 and the guard message', async () => {
    const response = await ctx.request('/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to access this page' },
    });
  });

  it('answers a plain user on an admin route with 403, an admin with 200', async () => {
    const user = await ctx.signUp();
    const forbidden = await ctx.request('/api/admin/outbox', { cookie: user.cookie });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: { message: 'You need admin role to access this page' } });
    const admin = await ctx.signUp('admin@sillage.test');
    const allowed = await ctx.request('/api/admin/outbox', { cookie: admin.cookie });
    expect(allowed.status).toBe(200);
  });

  it('answers an unknown API path with a JSON 404 once signed in, and 401 before', async () => {
    expect((await ctx.request('/api/no-such-thing')).status).toBe(401);
    const { cookie } = await ctx.signUp();
    const response = await ctx.request('/api/no-such-thing', { cookie });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('sends the security headers on every response', async () => {
    const response = await ctx.request('/api/health');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('reports the tier of a subscribed user, and free once the subscription has ended', async () => {
    const { subscribers } = await import('../../db/schema/index.ts');
    const active = await ctx.signUp();
    const lapsed = await ctx.signUp();
    await ctx.deps.database.db.insert(subscribers).values([
      {
        email: active.email,
        subscribed: true,
        subscriptionTier: 'premium',
        subscriptionEnd: new Date(Date.now() + 10 * 86_400_000),
      },
      {
        email: lapsed.email,
        subscribed: true,
        subscriptionTier: 'basic',
        subscriptionEnd: new Date(Date.now() - 86_400_000),
      },
    ]);
    expect(await (await ctx.request('/api/me', { cookie: active.cookie })).json()).toMatchObject({
      tier: 'premium',
      daysRemaining: 10,
    });
    expect(await (await ctx.request('/api/me', { cookie: lapsed.cookie })).json()).toMatchObject({
      tier: 'free',
      daysRemaining: null,
    });
  });
});
