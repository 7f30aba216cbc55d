import { randomUUID } from 'node:crypto';
import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGeolocationServer } from '../../../../tests/fakes/geolocation-server.ts';
import { signUpAdmin } from '../../../../tests/setup/make-admin.ts';
import { createTrackingTestWorld, pageViews } from '../../../../tests/fixtures/tracking-test-fixtures.ts';
import { apiRequestLogs } from '../../db/schema/index.ts';
import { deleteExpiredUsageRecords } from './tracking-retention.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const { ctx, db, send, rowsOfSession } = await createTrackingTestWorld();
const geolocation = await startFakeGeolocationServer();
afterAll(() => geolocation.close());

describe('/api/admin/analytics', () => {
  it('answers 401 without a session and 403 to a user who is not an admin', async () => {
    const user = await ctx.signUp();
    for (const [path, method] of [
      ['/api/admin/analytics/summary', 'GET'],
      ['/api/admin/analytics/settings', 'GET'],
      ['/api/admin/analytics/settings', 'PUT'],
    ] as const) {
      const body = method === 'PUT' ? { retentionDays: 30, geolocationUrlTemplate: null } : undefined;
      expect((await ctx.request(path, { method, json: body })).status).toBe(401);
      expect((await ctx.request(path, { method, json: body, cookie: user.cookie })).status).toBe(403);
    }
  });

  it('counts page views, sessions, top pages, devices and the landing → sign-up → formula funnel', async () => {
    const admin = await signUpAdmin(ctx);
    const before = await readJson(
      await ctx.request('/api/admin/analytics/summary?days=7', { cookie: admin.cookie }),
      z.looseObject({
        totals: z.looseObject({ pageViews: z.number() }),
        funnel: z.array(z.looseObject({ count: z.number() })),
      }),
    );

    const converted = randomUUID();
    await send(pageViews(converted, ['/', '/pricing', '/login']));
    await send({ sessionId: converted, events: [{ kind: 'action', action: 'sign_up', path: '/login' }] });
    const newcomer = await ctx.signUp();
    await send(
      { sessionId: converted, events: [{ kind: 'action', action: 'formula_created', path: '/formula' }] },
      { cookie: newcomer.cookie },
    );
    await send(pageViews(randomUUID(), ['/']));

    const response = await ctx.request('/api/admin/analytics/summary?days=7', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const summary = await readJson(
      response,
      z.looseObject({
        totals: z.looseObject({ pageViews: z.number(), sessions: z.number() }),
        daily: z.array(z.looseObject({ day: z.string(), pageViews: z.number() })),
        topPages: z.array(z.looseObject({ path: z.string(), views: z.number() })),
        devices: z.array(z.looseObject({ label: z.string(), sessions: z.number() })),
        funnel: z.array(z.looseObject({ label: z.string(), count: z.number() })),
      }),
    );
    expect(summary.totals.pageViews - before.totals.pageViews).toBe(4);
    expect(summary.daily).toHaveLength(7);
    expect(summary.daily.at(-1)!.pageViews).toBeGreaterThanOrEqual(4);
    expect(summary.topPages.find((page) => page.path === '/')!.views).toBeGreaterThanOrEqual(2);
    expect(summary.devices.map((device) => device.label)).toContain('desktop');
    expect(
      summary.funnel.map((step) => step.count - (before.funnel[summary.funnel.indexOf(step)]?.count ?? 0)),
    ).toEqual([2, 1, 1]);
  });

  it.each([
    ['days=0', '/api/admin/analytics/summary?days=0'],
    ['days=1000', '/api/admin/analytics/summary?days=1000'],
  ])('refuses %s with 422', async (_case, path) => {
    const admin = await signUpAdmin(ctx);
    expect((await ctx.request(path, { cookie: admin.cookie })).status).toBe(422);
  });

  it('keeps 180 days and no geolocation by default; an admin changes both (422 on a template without {ip})', async () => {
    const admin = await signUpAdmin(ctx);
    const defaults = await ctx.request('/api/admin/analytics/settings', { cookie: admin.cookie });
    expect(await defaults.json()).toEqual({ settings: { retentionDays: 180, geolocationUrlTemplate: null } });
    expect(await (await ctx.request('/api/tracking/policy')).json()).toEqual({
      retentionDays: 180,
      geolocation: false,
      honoursDoNotTrack: true,
      anonymousRecordsPerDay: 10_000,
    });

    for (const body of [
      { retentionDays: 30, geolocationUrlTemplate: 'https://geo.example/json/' },
      { retentionDays: 0, geolocationUrlTemplate: null },
      { retentionDays: 30, geolocationUrlTemplate: 'ftp://geo.example/{ip}' },
    ]) {
      const refused = await ctx.request('/api/admin/analytics/settings', {
        method: 'PUT',
        json: body,
        cookie: admin.cookie,
      });
      expect(refused.status).toBe(422);
    }

    const saved = await ctx.request('/api/admin/analytics/settings', {
      method: 'PUT',
      json: { retentionDays: 90, geolocationUrlTemplate: geolocation.template },
      cookie: admin.cookie,
    });
    expect(saved.status).toBe(200);
    expect(await (await ctx.request('/api/tracking/policy')).json()).toMatchObject({
      retentionDays: 90,
      geolocation: true,
    });

    // With the service configured: a public address gets a place (and is not stored); localhost gets none.
    const far = randomUUID();
    const near = randomUUID();
    await send(pageViews(far, ['/features']), { ip: '81.2.69.142' });
    await send(pageViews(near, ['/features']), { ip: '127.0.0.1' });
    await ctx.deps.usage.recorder.stop();
    expect((await rowsOfSession(far))[0]).toMatchObject({ country: 'France', city: 'Grasse', ipAddress: null });
    expect((await rowsOfSession(near))[0]).toMatchObject({ country: null, ipAddress: null });
    expect(geolocation.lookups()).toEqual(['81.2.69.142']);

    await ctx.request('/api/admin/analytics/settings', {
      method: 'PUT',
      json: { retentionDays: 180, geolocationUrlTemplate: null },
      cookie: admin.cookie,
    });
  });
});

describe('retention', () => {
  it('the daily job deletes records older than the retention period and keeps the rest', async () => {
    const sessionId = randomUUID();
    const day = 86_400_000;
    const now = new Date();
    await db.insert(apiRequestLogs).values([
      {
        apiName: 'PageView',
        endpoint: '/old',
        method: 'GET',
        sessionId,
        createdAt: new Date(now.getTime() - 181 * day),
      },
      {
        apiName: 'PageView',
        endpoint: '/edge',
        method: 'GET',
        sessionId,
        createdAt: new Date(now.getTime() - 179 * day),
      },
      { apiName: 'PageView', endpoint: '/new', method: 'GET', sessionId, createdAt: now },
    ]);
    const result = await deleteExpiredUsageRecords(db, now);
    expect(result.retentionDays).toBe(180);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect((await rowsOfSession(sessionId)).map((row) => row.endpoint).sort()).toEqual(['/edge', '/new']);
  });

  it('is registered on the jobs module and runs there', async () => {
    const job = await ctx.deps.jobs.enqueue({ name: 'tracking.retention' }, { period: 'test' });
    expect(job).not.toBeNull();
    await expect.poll(async () => (await ctx.deps.jobs.get(job!.id))?.state, { timeout: 10_000 }).toBe('succeeded');
  });
});

describe('no stored row has an address', () => {
  it('holds for every row written by these tests, and the database refuses one', async () => {
    await ctx.deps.usage.recorder.flush();
    expect(await db.select().from(apiRequestLogs).where(isNotNull(apiRequestLogs.ipAddress))).toEqual([]);
    const [{ total }] = (await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM api_request_logs`))
      .rows as [{ total: number }];
    expect(total).toBeGreaterThan(5);
    await expect(
      db.insert(apiRequestLogs).values({ apiName: 'PageView', endpoint: '/', method: 'GET', ipAddress: '81.2.69.142' }),
    ).rejects.toThrow();
  });
});
