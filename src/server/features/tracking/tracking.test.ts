// The admin analytics, retention and stored-address checks live in tracking-admin.test.ts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHROME_UA, createTrackingTestWorld, pageViews } from '../../../../tests/fixtures/tracking-test-fixtures.ts';
import { apiRequestLogs } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const { ctx, db, send, rowsOfSession } = await createTrackingTestWorld();

describe('POST /api/tracking/events', () => {
  it('records a visitor’s page views (no session needed), with device, viewport and no address', async () => {
    const sessionId = randomUUID();
    const response = await send(pageViews(sessionId, ['/', '/pricing']), {
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: 2 });
    const rows = await rowsOfSession(sessionId);
    expect(rows.map((row) => row.endpoint).sort()).toEqual(['/', '/pricing']);
    expect(rows[0]).toMatchObject({
      apiName: 'PageView',
      method: 'GET',
      userId: null,
      userEmail: null,
      ipAddress: null,
      deviceType: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
      viewportSize: '1280x720',
      screenResolution: '1920x1080',
      requestHeaders: { 'user-agent': CHROME_UA, language: 'fr-FR' },
      country: null,
    });
  });

  it('keeps only the origin of a referrer, never its path or query', async () => {
    const sessionId = randomUUID();
    const body = {
      ...pageViews(sessionId, ['/']),
      events: [{ kind: 'page_view', path: '/', referrer: 'https://mail.example.com/inbox/u/0/msg?id=secret-123' }],
    };
    expect((await send(body)).status).toBe(202);
    const [row] = await rowsOfSession(sessionId);
    expect(row?.referrer).toBe('https://mail.example.com');
  });

  it('records a signed-in user’s action with their id and e-mail', async () => {
    const user = await ctx.signUp();
    const sessionId = randomUUID();
    const response = await send(
      { sessionId, events: [{ kind: 'action', action: 'formula_created', path: '/formula', props: { rows: 12 } }] },
      { cookie: user.cookie },
    );
    expect(response.status).toBe(202);
    const [row] = await rowsOfSession(sessionId);
    expect(row).toMatchObject({
      apiName: 'UserAction',
      endpoint: '/action/formula_created',
      method: 'POST',
      userId: user.userId,
      userEmail: user.email,
      requestParams: { path: '/formula', rows: 12 },
    });
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('records nothing when the browser sends %s', async (_case, headers) => {
    const sessionId = randomUUID();
    const response = await send(pageViews(sessionId, ['/features']), { headers });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: 0 });
    expect(await rowsOfSession(sessionId)).toEqual([]);
  });

  it.each([
    ['a session id that is not a uuid', { ...pageViews('abc', ['/']) }],
    ['a path with a query string (could carry a token)', pageViews(randomUUID(), ['/accept-invite?token=secret'])],
    ['a path that is a full URL', pageViews(randomUUID(), ['https://evil.example/'])],
    ['an unknown action', { sessionId: randomUUID(), events: [{ kind: 'action', action: 'anything', path: '/' }] }],
    ['no events', { sessionId: randomUUID(), events: [] }],
    [
      '51 events',
      pageViews(
        randomUUID(),
        Array.from({ length: 51 }, () => '/'),
      ),
    ],
    ['a malformed viewport', { ...pageViews(randomUUID(), ['/']), viewport: 'huge' }],
    [
      'too many action properties',
      {
        sessionId: randomUUID(),
        events: [
          {
            kind: 'action',
            action: 'sign_up',
            path: '/login',
            props: Object.fromEntries(Array.from({ length: 9 }, (_, index) => [`k${index}`, index])),
          },
        ],
      },
    ],
  ])('refuses %s with 422', async (_case, body) => {
    expect((await send(body)).status).toBe(422);
  });

  it('answers 429 when one visitor session sends more than its events per minute', async () => {
    const sessionId = randomUUID();
    for (let batch = 0; batch < 6; batch += 1)
      expect(
        (
          await send(
            pageViews(
              sessionId,
              Array.from({ length: 50 }, () => '/'),
            ),
            { ip: '81.2.69.200' },
          )
        ).status,
      ).toBe(202);
    expect((await send(pageViews(sessionId, ['/']), { ip: '81.2.69.200' })).status).toBe(429);
    expect((await send(pageViews(randomUUID(), ['/']), { ip: '81.2.69.200' })).status).toBe(202);
  });

  it('needs our own page as origin (403 from another site)', async () => {
    const response = await ctx.request('/api/tracking/events', {
      method: 'POST',
      json: pageViews(randomUUID(), ['/']),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});

describe('API calls', () => {
  it('are recorded by route pattern with status and duration, under the visitor session the client sent', async () => {
    const user = await ctx.signUp();
    const sessionId = randomUUID();
    const response = await ctx.request(`/api/formulas/${randomUUID()}`, {
      cookie: user.cookie,
      headers: { 'x-visitor-session': sessionId, 'user-agent': CHROME_UA },
    });
    expect(response.status).toBe(404);
    const rows = await rowsOfSession(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      apiName: 'ApiCall',
      endpoint: '/api/formulas/:id',
      method: 'GET',
      responseStatus: 404,
      userId: user.userId,
      ipAddress: null,
    });
    expect(rows[0]!.responseTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('are counted: identical calls of one session within a write window are one row with their number', async () => {
    const user = await ctx.signUp();
    const sessionId = randomUUID();
    for (let call = 0; call < 3; call += 1)
      await ctx.request('/api/settings', { cookie: user.cookie, headers: { 'x-visitor-session': sessionId } });
    await ctx.request('/api/me', { cookie: user.cookie, headers: { 'x-visitor-session': sessionId } });
    const rows = await rowsOfSession(sessionId);
    expect(rows.map((row) => [row.endpoint, row.requestCount]).sort()).toEqual([
      ['/api/me', 1],
      ['/api/settings', 3],
    ]);
  });

  it('are not recorded with Do Not Track, nor for the tracking endpoints themselves', async () => {
    const user = await ctx.signUp();
    const sessionId = randomUUID();
    await ctx.request('/api/settings', { cookie: user.cookie, headers: { 'x-visitor-session': sessionId, dnt: '1' } });
    await ctx.request('/api/tracking/mine', { cookie: user.cookie, headers: { 'x-visitor-session': sessionId } });
    expect(await rowsOfSession(sessionId)).toEqual([]);
  });
});

describe('own records: GET and DELETE /api/tracking/mine', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request('/api/tracking/mine')).status).toBe(401);
    expect((await ctx.request('/api/tracking/mine', { method: 'DELETE' })).status).toBe(401);
    expect((await ctx.request(`/api/tracking/mine/${randomUUID()}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('shows a user only their own records, and deletes only their own', async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    await send(pageViews(randomUUID(), ['/dashboard', '/materials']), { cookie: alice.cookie });
    await send(pageViews(randomUUID(), ['/inventory']), { cookie: bob.cookie });

    const aliceList = await ctx.request('/api/tracking/mine', { cookie: alice.cookie });
    expect(aliceList.status).toBe(200);
    const aliceBody = await readJson(
      aliceList,
      z.looseObject({ records: z.array(z.looseObject({ id: z.string(), endpoint: z.string() })), total: z.number() }),
    );
    expect(aliceBody.records.map((record) => record.endpoint).sort()).toEqual(['/dashboard', '/materials']);
    expect(aliceBody.total).toBe(2);
    expect(JSON.stringify(aliceBody)).not.toContain('ip');
    const views = async (view: string) =>
      (
        await readJson(
          await ctx.request(`/api/tracking/mine?view=${view}`, { cookie: alice.cookie }),
          z.looseObject({ total: z.number() }),
        )
      ).total;
    expect([await views('activity'), await views('api'), await views('all')]).toEqual([2, 0, 2]);
    expect((await ctx.request('/api/tracking/mine?view=everything', { cookie: alice.cookie })).status).toBe(422);

    const bobBody = await readJson(
      await ctx.request('/api/tracking/mine', { cookie: bob.cookie }),
      z.looseObject({ records: z.array(z.looseObject({ id: z.string(), endpoint: z.string() })) }),
    );
    const bobRecord = bobBody.records.find((record) => record.endpoint === '/inventory')!;

    // Alice cannot delete Bob's record: 404, and it stays.
    const foreign = await ctx.request(`/api/tracking/mine/${bobRecord.id}`, { method: 'DELETE', cookie: alice.cookie });
    expect(foreign.status).toBe(404);
    expect(await db.select().from(apiRequestLogs).where(eq(apiRequestLogs.id, bobRecord.id))).toHaveLength(1);

    // Alice deletes one of hers, then all of hers; Bob's stay.
    const one = await ctx.request(`/api/tracking/mine/${aliceBody.records[0]!.id}`, {
      method: 'DELETE',
      cookie: alice.cookie,
    });
    expect(one.status).toBe(200);
    const all = await ctx.request('/api/tracking/mine', { method: 'DELETE', cookie: alice.cookie });
    expect(await all.json()).toEqual({ deleted: 1 });
    expect(await db.select().from(apiRequestLogs).where(eq(apiRequestLogs.userId, alice.userId))).toEqual([]);
    expect(await db.select().from(apiRequestLogs).where(eq(apiRequestLogs.userId, bob.userId))).not.toEqual([]);
  });

  it('refuses a malformed record id (422) and a bad page (422)', async () => {
    const user = await ctx.signUp();
    expect((await ctx.request('/api/tracking/mine/not-a-uuid', { method: 'DELETE', cookie: user.cookie })).status).toBe(
      422,
    );
    expect((await ctx.request('/api/tracking/mine?limit=5000', { cookie: user.cookie })).status).toBe(422);
  });
});
