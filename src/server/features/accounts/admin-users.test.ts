import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { outbox } from '../../db/schema/index.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads loose JSON bodies field by field
type Json = Record<string, any>;
const JsonSchema = z.record(z.string(), z.any());
const json = async (response: Response) => await readJson(response, JsonSchema);

const admin = await ctx.signUp('admin@sillage.test');

describe('/api/admin/users', () => {
  it('needs a session (401) and an admin (403)', async () => {
    const user = await ctx.signUp();
    expect((await ctx.request('/api/admin/users')).status).toBe(401);
    expect((await ctx.request('/api/admin/users', { cookie: user.cookie })).status).toBe(403);
    expect(
      (
        await ctx.request(`/api/admin/users/${user.userId}/plan`, {
          method: 'PUT',
          cookie: user.cookie,
          json: { tier: 'enterprise' },
        })
      ).status,
    ).toBe(403);
    expect((await ctx.request('/api/admin/audit-log', { cookie: user.cookie })).status).toBe(403);
    expect((await ctx.request('/api/admin/system/status', { cookie: user.cookie })).status).toBe(403);
    expect((await ctx.request('/api/admin/server/metrics', { cookie: user.cookie })).status).toBe(403);
  });

  it('raises a user to basic: the fourth formula is then accepted (201), and the change is audited', async () => {
    const user = await ctx.signUp();
    for (let index = 0; index < 3; index += 1) {
      expect(
        (await ctx.request('/api/formulas', { method: 'POST', cookie: user.cookie, json: { name: `Study ${index}` } }))
          .status,
      ).toBe(201);
    }
    expect(
      (await ctx.request('/api/formulas', { method: 'POST', cookie: user.cookie, json: { name: 'Fourth' } })).status,
    ).toBe(403);
    const raised = await ctx.request(`/api/admin/users/${user.userId}/plan`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { tier: 'basic' },
    });
    expect(raised.status).toBe(200);
    expect(await json(raised)).toEqual({ subscribed: true, tier: 'basic', subscriptionEnd: null });
    expect(
      (await ctx.request('/api/formulas', { method: 'POST', cookie: user.cookie, json: { name: 'Fourth' } })).status,
    ).toBe(201);
    const log = await json(await ctx.request('/api/admin/audit-log', { cookie: admin.cookie }));
    expect(log.items[0]).toMatchObject({
      actorEmail: 'admin@sillage.test',
      targetEmail: user.email,
      action: 'plan.set',
      detail: { tier: 'basic', subscriptionEnd: null },
    });
    const listed = await json(
      await ctx.request(`/api/admin/users?q=${encodeURIComponent(user.email)}`, { cookie: admin.cookie }),
    );
    expect(listed.total).toBe(1);
    expect(listed.items[0]).toMatchObject({
      email: user.email,
      tier: 'basic',
      role: 'user',
      formulaCount: 4,
      materialCount: 0,
      isBetaTester: false,
      banned: false,
    });
    expect(listed.items[0].lastSignInAt).toEqual(expect.any(String));
  });

  it('validates plans (422), ends on a date, refuses to re-plan an admin (409) and answers 404 for no such user', async () => {
    const user = await ctx.signUp();
    const put = (id: string, body: unknown) =>
      ctx.request(`/api/admin/users/${id}/plan`, { method: 'PUT', cookie: admin.cookie, json: body });
    expect((await put(user.userId, { tier: 'platinum' })).status).toBe(422);
    expect((await put(user.userId, { tier: 'basic', subscriptionEnd: 'soon' })).status).toBe(422);
    expect((await put(user.userId, { tier: 'basic', subscriptionEnd: '2001-01-01' })).status).toBe(422);
    const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
    expect(await json(await put(user.userId, { tier: 'premium', subscriptionEnd: end }))).toEqual({
      subscribed: true,
      tier: 'premium',
      subscriptionEnd: end,
    });
    expect((await json(await ctx.request('/api/me', { cookie: user.cookie }))).daysRemaining).toBe(10);
    expect((await put(admin.userId, { tier: 'basic' })).status).toBe(409);
    expect((await put('no-such-user', { tier: 'basic' })).status).toBe(404);
  });

  it('changes roles (an admin is enterprise), flags beta testers, bans and unbans, sends a reset link; all audited', async () => {
    const user = await ctx.signUp();
    const call = (path: string, method: string, body?: unknown) =>
      ctx.request(`/api/admin/users/${user.userId}${path}`, { method, cookie: admin.cookie, json: body });
    expect((await call('/role', 'PUT', { role: 'owner' })).status).toBe(422);
    expect(await json(await call('/role', 'PUT', { role: 'admin' }))).toMatchObject({
      role: 'admin',
      tier: 'enterprise',
    });
    expect(await json(await ctx.request('/api/me', { cookie: user.cookie }))).toMatchObject({
      isAdmin: true,
      tier: 'enterprise',
    });
    expect((await call('/role', 'PUT', { role: 'user' })).status).toBe(200);
    expect(
      (
        await ctx.request(`/api/admin/users/${admin.userId}/role`, {
          method: 'PUT',
          cookie: admin.cookie,
          json: { role: 'user' },
        })
      ).status,
    ).toBe(409);
    expect(await json(await call('/beta-tester', 'PUT', { isBetaTester: true }))).toEqual({ isBetaTester: true });
    expect((await call('/beta-tester', 'PUT', { isBetaTester: 'yes' })).status).toBe(422);
    expect(await json(await call('/ban', 'POST', { reason: 'spam' }))).toEqual({ banned: true });
    expect((await ctx.request('/api/me', { cookie: user.cookie })).status).toBe(401);
    expect(
      (
        await ctx.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: user.email, password: user.password },
        })
      ).status,
    ).toBe(403);
    expect(await json(await call('/unban', 'POST'))).toEqual({ banned: false });
    expect(
      (
        await ctx.request('/api/auth/sign-in/email', {
          method: 'POST',
          json: { email: user.email, password: user.password },
        })
      ).status,
    ).toBe(200);
    expect(await json(await call('/password-reset', 'POST'))).toEqual({ sent: true });
    const mails = await db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails.map((mail) => mail.subject)).toContain('Reset your Sillage password');
    const log = await json(await ctx.request('/api/admin/audit-log?limit=20', { cookie: admin.cookie }));
    const actions = log.items.filter((item: Json) => item.targetEmail === user.email).map((item: Json) => item.action);
    expect(actions).toEqual(['password-reset.sent', 'user.unban', 'user.ban', 'beta.set', 'role.set', 'role.set']);
  });
});

describe('/api/admin/system and /api/admin/server', () => {
  it('reports the instance: database, migrations, jobs, backups, mail', async () => {
    const status = await json(await ctx.request('/api/admin/system/status', { cookie: admin.cookie }));
    const kind = ctx.deps.database.kind;
    expect(status.database).toMatchObject({ kind });
    expect(status.database.bytes).toBeGreaterThan(0);
    expect(status.database.migrationsApplied).toBe(status.database.migrationsInCode);
    expect(status.mail).toMatchObject({ transport: 'outbox' });
    expect(status.jobs.map((job: Json) => job.name)).toContain('News feeds (every 30 minutes)');
    expect(status.backups).toMatchObject({ available: kind === 'pglite' });
    expect(status.realtime.fanOut).toBe(kind === 'pglite' ? 'in process' : 'PostgreSQL LISTEN/NOTIFY');
  });

  it('backs the embedded database up now, and lists the file (PostgreSQL: 409, pg_dump is its tool)', async () => {
    const made = await ctx.request('/api/admin/system/backup', { method: 'POST', cookie: admin.cookie });
    if (ctx.deps.database.kind === 'postgres') {
      expect(made.status).toBe(409);
      return;
    }
    expect(made.status).toBe(201);
    const { name } = await json(made);
    const status = await json(await ctx.request('/api/admin/system/status', { cookie: admin.cookie }));
    expect(status.backups.files.map((file: Json) => file.name)).toContain(name);
  });

  it('summarises the requests it answered per route pattern, never per URL', async () => {
    await ctx.request('/api/formulas/00000000-0000-0000-0000-000000000000', { cookie: admin.cookie });
    const metrics = await json(await ctx.request('/api/admin/server/metrics', { cookie: admin.cookie }));
    const routes = metrics.lastHour.routes.map((route: Json) => `${route.method} ${route.route}`);
    expect(routes).toContain('GET /api/formulas/:id');
    expect(routes.some((route: string) => route.includes('00000000'))).toBe(false);
    expect(metrics.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(metrics.process.memory.rss).toBeGreaterThan(0);
  });
});
