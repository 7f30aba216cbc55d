// Issue 28 item 5: anonymous usage tracking aggregated, under a global daily budget of stored records.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../../tests/setup/make-admin.ts';
import { createTrackingTestWorld, pageViews } from '../../../../tests/fixtures/tracking-test-fixtures.ts';
import { apiRequestLogs, trackingAnonymousDays } from '../../db/schema/index.ts';
import { admitAnonymousRecords } from './admit-anonymous-records.ts';
import { deleteExpiredUsageRecords } from './tracking-retention.ts';
import type { UsageRow } from './usage-recorder.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const BUDGET = 5;
const { ctx, db, send, rowsOfSession } = await createTrackingTestWorld({
  TRACKING_ANONYMOUS_RECORDS_PER_DAY: String(BUDGET),
});
const today = () => new Date().toISOString().slice(0, 10);
const dayRow = async (day: string) =>
  (await db.select().from(trackingAnonymousDays).where(eq(trackingAnonymousDays.day, day)))[0];

describe('anonymous usage records', () => {
  it('a visitor’s identical page views within the write window are one record with their number', async () => {
    const sessionId = randomUUID();
    const response = await send(pageViews(sessionId, [...Array(30).fill('/pricing'), '/', '/']));
    expect(response.status).toBe(202);
    const rows = await rowsOfSession(sessionId);
    expect(rows.map((row) => [row.endpoint, row.requestCount]).sort()).toEqual([
      ['/', 2],
      ['/pricing', 30],
    ]);
    expect(rows.every((row) => row.responseTimeMs === null)).toBe(true);
  });

  it('keeps a route pattern, never an id or a token another client put in the path', async () => {
    const sessionId = randomUUID();
    const body = {
      sessionId,
      events: [
        { kind: 'page_view', path: '/c/Xk3_9aQzLw0-pRt7' },
        { kind: 'action', action: 'certificate_downloaded', path: '/formulas/4f3a9c1e-0000-4000-8000-000000000001' },
      ],
    };
    expect((await send(body)).status).toBe(202);
    const rows = await rowsOfSession(sessionId);
    expect(rows.map((row) => row.endpoint).sort()).toEqual(['/action/certificate_downloaded', '/c/:param']);
    expect(rows.find((row) => row.apiName === 'UserAction')?.requestParams).toEqual({ path: '/formulas/:param' });
  });

  it('a signed-in user’s page views stay one record each (their own records list them)', async () => {
    const user = await ctx.signUp();
    const sessionId = randomUUID();
    expect((await send(pageViews(sessionId, ['/materials', '/materials']), { cookie: user.cookie })).status).toBe(202);
    const rows = await rowsOfSession(sessionId);
    expect(rows.map((row) => row.requestCount)).toEqual([1, 1]);
  });

  it(`stores at most ${BUDGET} records a day of all visitors without an account; the rest are counted, not stored`, async () => {
    const before = (await dayRow(today()))?.recordsOffered ?? 0;
    // The earlier cases of this file took `before` places of the budget already.
    const sessions = Array.from({ length: 8 }, () => randomUUID());
    for (const [index, sessionId] of sessions.entries())
      expect(
        (await send(pageViews(sessionId, ['/features', '/features', '/features']), { ip: `10.9.0.${index + 1}` }))
          .status,
      ).toBe(202);
    await ctx.deps.usage.recorder.flush();
    const stored = await db.select().from(apiRequestLogs).where(inArray(apiRequestLogs.sessionId, sessions));
    const places = Math.max(0, BUDGET - before);
    expect(stored).toHaveLength(places);
    const day = await dayRow(today());
    expect(day?.recordsOffered).toBe(before + sessions.length);
    // Each refused record stood for three page views.
    expect(day?.eventsOverBudget).toBeGreaterThanOrEqual((sessions.length - places) * 3);

    // A signed-in user's records are outside the visitors' budget.
    const user = await ctx.signUp();
    const userSession = randomUUID();
    expect((await send(pageViews(userSession, ['/dashboard']), { cookie: user.cookie })).status).toBe(202);
    expect(await rowsOfSession(userSession)).toHaveLength(1);

    // The administrator sees what was counted and not stored.
    const admin = await signUpAdmin(ctx);
    const summary = await readJson(
      await ctx.request('/api/admin/analytics/summary?days=1', { cookie: admin.cookie }),
      z.looseObject({ anonymousOverBudget: z.looseObject({ events: z.number(), days: z.number() }) }),
    );
    // Signing up and in were API calls without an account too, past the budget: counted as well.
    const after = await dayRow(today());
    expect(after!.eventsOverBudget).toBeGreaterThan(day!.eventsOverBudget);
    expect(summary.anonymousOverBudget).toEqual({ events: after!.eventsOverBudget, days: 1 });
  });

  it('holds when writers race for the last places: 20 parallel batches of one record against 5 places', async () => {
    const now = new Date('2030-01-02T10:00:00Z');
    const anonymous = (index: number): UsageRow => ({ apiName: 'PageView', endpoint: `/race-${index}`, method: 'GET' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => admitAnonymousRecords(db, [anonymous(index)], BUDGET, now)),
    );
    expect(results.flat()).toHaveLength(BUDGET);
    expect(await dayRow('2030-01-02')).toEqual({ day: '2030-01-02', recordsOffered: 20, eventsOverBudget: 15 });
  });

  it('a batch that straddles the budget keeps users’ records and the first anonymous ones', async () => {
    const now = new Date('2030-01-03T10:00:00Z');
    const user = await ctx.signUp();
    const rows: UsageRow[] = [
      { apiName: 'PageView', endpoint: '/a', method: 'GET' },
      { apiName: 'PageView', endpoint: '/mine', method: 'GET', userId: user.userId },
      { apiName: 'PageView', endpoint: '/b', method: 'GET', requestCount: 4 },
      { apiName: 'ApiCall', endpoint: '/api/c', method: 'GET', requestCount: 7 },
    ];
    const admitted = await admitAnonymousRecords(db, rows, 2, now);
    expect(admitted.map((row) => row.endpoint)).toEqual(['/a', '/mine', '/b']);
    expect(await dayRow('2030-01-03')).toMatchObject({ recordsOffered: 3, eventsOverBudget: 7 });
  });

  it('says the budget on the public policy (the /privacy page prints it)', async () => {
    const policy = await readJson(
      await ctx.request('/api/tracking/policy'),
      z.looseObject({ anonymousRecordsPerDay: z.number() }),
    );
    expect(policy.anonymousRecordsPerDay).toBe(BUDGET);
  });

  it('the retention job deletes the day counts with the records of those days', async () => {
    await db.insert(trackingAnonymousDays).values({ day: '2020-01-01', recordsOffered: 9, eventsOverBudget: 4 });
    await deleteExpiredUsageRecords(db, new Date('2030-01-10T00:00:00Z'));
    expect(await dayRow('2020-01-01')).toBeUndefined();
    expect(await dayRow('2030-01-03')).toBeDefined();
  });
});
