import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { createLogger } from '../../lib/logger.ts';
import { FetchRefusedError, type fetchPublic } from '../../lib/fetch-public.ts';
import { enqueueDueScraperRuns, runScraper, startScraperRun } from './run-scraper.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

/** GET /api/admin/scrapers: each source with its running flag and its last run. */
const ScraperSourcesSchema = z.looseObject({
  sources: z.array(
    z.looseObject({
      id: z.string(),
      vendor: z.string(),
      isRunning: z.boolean(),
      lastRun: z
        .looseObject({ status: z.string(), rowsRead: z.number(), isOffline: z.boolean(), error: z.string().nullable() })
        .nullable(),
    }),
  ),
});

const ctx = await createTestContext();
const db = ctx.deps.database.db;

/** A vendor catalogue served on loopback only, started by this test. */
let fixtureUrl = '';
let hugeBytesSent = 0;
const fixture = http.createServer((request, response) => {
  if (request.url === '/catalogue.csv') {
    response.writeHead(200, { 'content-type': 'text/csv' });
    response.end(
      'name,cas,size,price\nScraped Vanillin,121-33-5,100 g,$9.50\nScraped Vanillin,121-33-5,1 kg,70\nNobody Knows,,100 g,5\nScraped Vanillin,121-33-5,10 g,0\n',
    );
  } else if (request.url === '/catalogue.json') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { products: [{ title: 'Scraped Vanillin', pack: '4 oz', cost: 12 }] } }));
  } else if (request.url === '/huge.csv') {
    // 30 MB generated as it is sent: past the 5 MB cap, the run must stop reading.
    response.writeHead(200, { 'content-type': 'text/csv' });
    const chunk = Buffer.from('Scraped Vanillin,121-33-5,100 g,9.50\n'.repeat(2000));
    let sent = 0;
    const pump = () => {
      while (sent < 30 * 1024 * 1024) {
        sent += chunk.length;
        hugeBytesSent = sent;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end();
    };
    response.on('error', () => {});
    pump();
  } else if (request.url === '/redirect-inside') {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    response.end();
  } else if (request.url === '/slow.csv') {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end('name,cas,size,price\nScraped Vanillin,121-33-5,100 g,9\n');
    }, 400);
  } else {
    response.writeHead(500);
    response.end('boom');
  }
});

beforeAll(async () => {
  await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
  fixtureUrl = `http://127.0.0.1:${(fixture.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fixture.close(() => resolve())));

const csvRules = {
  format: 'csv',
  columns: { material: 'name', cas: 'cas', size: 'size', price: 'price' },
  defaultCurrency: 'USD',
};

async function createSource(cookie: string, json: Record<string, unknown>) {
  const response = await ctx.request('/api/admin/scrapers', {
    method: 'POST',
    cookie,
    json: { scheduleHours: 24, ...json },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ source: z.looseObject({ id: z.string() }) }))).source;
}

const admin = await ctx.signUp('admin@sillage.test');
const silent = () => ({ db, logger: createLogger('silent'), allowedHosts: ctx.env.fetchAllowedHosts });

/** Starts a run through the jobs module and waits for its end. */
async function runToEnd(sourceId: string) {
  const started = await startScraperRun({ db, jobs: ctx.deps.jobs }, sourceId, null);
  await ctx.deps.jobs.waitFor(started!.jobId);
  return started!;
}

describe('/api/admin/scrapers', () => {
  it('is for admins: 401 for visitors, 403 for users', async () => {
    expect((await ctx.request('/api/admin/scrapers')).status).toBe(401);
    const user = await ctx.signUp();
    expect((await ctx.request('/api/admin/scrapers', { cookie: user.cookie })).status).toBe(403);
    expect((await ctx.request('/api/admin/scrapers', { method: 'POST', cookie: user.cookie, json: {} })).status).toBe(
      403,
    );
  });

  it('rejects a source with a non-http URL (422)', async () => {
    const response = await ctx.request('/api/admin/scrapers', {
      method: 'POST',
      cookie: admin.cookie,
      json: { vendor: 'X', url: 'ftp://x.test/a.csv', parseRules: csvRules, scheduleHours: null },
    });
    expect(response.status).toBe(422);
  });

  it('runs a CSV catalogue from a local fixture server: progress, log, shared prices', async () => {
    const material = await insertMaterial(db, { name: 'Scraped Vanillin', cas: '121-33-5' });
    const source = await createSource(admin.cookie, {
      vendor: 'Fixture Aromatics',
      url: `${fixtureUrl}/catalogue.csv`,
      parseRules: csvRules,
    });
    const { runId } = await runToEnd(source.id);
    const runs = await readJson(
      await ctx.request(`/api/admin/scrapers/${source.id}/runs`, { cookie: admin.cookie }),
      z.looseObject({
        runs: z.array(
          z.looseObject({
            id: z.string(),
            status: z.string(),
            progress: z.number(),
            pricesSaved: z.number(),
            rowsSkipped: z.number(),
            log: z.array(z.looseObject({ message: z.string() })),
          }),
        ),
      }),
    );
    expect(runs.runs[0]).toMatchObject({ id: runId, status: 'succeeded', progress: 1, pricesSaved: 2, rowsSkipped: 2 });
    expect(runs.runs[0]?.log.map((entry) => entry.message).join('\n')).toMatch(/Saved 2 prices/);
    const user = await ctx.signUp();
    const pricesOf = async () =>
      (
        await readJson(
          await ctx.request(`/api/pricing/materials/${material.id}`, { cookie: user.cookie }),
          z.looseObject({ prices: z.array(z.looseObject({ vendor: z.string(), source: z.string() })) }),
        )
      ).prices;
    const prices = await pricesOf();
    expect(prices).toHaveLength(2);
    expect(prices.every((price) => price.vendor === 'Fixture Aromatics' && price.source === 'scraper')).toBe(true);
    // A second run replaces the source's prices rather than piling them up.
    await runToEnd(source.id);
    expect(await pricesOf()).toHaveLength(2);
  });

  it('reads a JSON catalogue by its items path, and the run endpoint answers 202', async () => {
    await insertMaterial(db, { name: 'Json Musk' });
    const source = await createSource(admin.cookie, {
      vendor: 'Json Vendor',
      url: `${fixtureUrl}/catalogue.json`,
      parseRules: {
        format: 'json',
        itemsPath: 'data.products',
        columns: { material: 'title', size: 'pack', price: 'cost' },
        defaultCurrency: 'GBP',
      },
    });
    const started = await ctx.request(`/api/admin/scrapers/${source.id}/run`, { method: 'POST', cookie: admin.cookie });
    expect(started.status).toBe(202);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const list = await readJson(
        await ctx.request('/api/admin/scrapers', { cookie: admin.cookie }),
        ScraperSourcesSchema,
      );
      const mine = list.sources.find((candidate) => candidate.id === source.id);
      if (mine && !mine.isRunning && mine.lastRun?.status !== 'running') {
        expect(mine.lastRun).toMatchObject({ status: 'succeeded', rowsRead: 1 });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the run did not finish');
  });

  it('records an HTTP failure and an offline machine honestly', async () => {
    const broken = await createSource(admin.cookie, {
      vendor: 'Broken',
      url: `${fixtureUrl}/missing`,
      parseRules: csvRules,
    });
    await runToEnd(broken.id);
    const offlineFetch: typeof fetchPublic = () =>
      Promise.reject(new FetchRefusedError('OFFLINE', 'catalogue.example.com could not be reached (ENOTFOUND)'));
    const away = await createSource(admin.cookie, {
      vendor: 'Away',
      url: 'https://catalogue.example.com/prices.csv',
      parseRules: csvRules,
    });
    // Straight to the job's handler: the offline machine is a fetch that fails as DNS would.
    await runScraper(
      { ...silent(), fetchPublic: offlineFetch },
      { sourceId: away.id, runId: crypto.randomUUID(), startedBy: null },
    );
    const list = await readJson(
      await ctx.request('/api/admin/scrapers', { cookie: admin.cookie }),
      ScraperSourcesSchema,
    );
    const byVendor = new Map(list.sources.map((source) => [source.vendor, source.lastRun]));
    expect(byVendor.get('Broken')).toMatchObject({
      status: 'failed',
      isOffline: false,
      error: 'The vendor answered HTTP 500',
    });
    expect(byVendor.get('Away')).toMatchObject({ status: 'failed', isOffline: true });
    expect(byVendor.get('Away')?.error).toMatch(/^The machine is offline: catalogue.example.com could not be reached/);
  });

  it('stops reading a catalogue past 5 MB, and refuses loopback and link-local addresses unless allowed, redirects included', async () => {
    const run = (sourceId: string, extra: object = {}) =>
      runScraper({ ...silent(), ...extra }, { sourceId, runId: crypto.randomUUID(), startedBy: null });
    const huge = await createSource(admin.cookie, {
      vendor: 'Huge',
      url: `${fixtureUrl}/huge.csv`,
      parseRules: csvRules,
    });
    await run(huge.id);
    expect(hugeBytesSent).toBeLessThan(30 * 1024 * 1024);
    const inside = await createSource(admin.cookie, {
      vendor: 'Inside',
      url: `${fixtureUrl}/catalogue.csv`,
      parseRules: csvRules,
    });
    await run(inside.id, { allowedHosts: [] });
    const bounce = await createSource(admin.cookie, {
      vendor: 'Bounce',
      url: `${fixtureUrl}/redirect-inside`,
      parseRules: csvRules,
    });
    await run(bounce.id);
    const list = await readJson(
      await ctx.request('/api/admin/scrapers', { cookie: admin.cookie }),
      ScraperSourcesSchema,
    );
    const byVendor = new Map(list.sources.map((source) => [source.vendor, source.lastRun]));
    expect(byVendor.get('Huge')).toMatchObject({ status: 'failed', error: expect.stringMatching(/larger than 5 MB/) });
    expect(byVendor.get('Inside')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/not a public address/),
    });
    expect(byVendor.get('Bounce')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/169\.254\.169\.254 is not a public address/),
    });
  });

  it('refuses a second run of a source while one is under way on any server (409), then allows it', async () => {
    const source = await createSource(admin.cookie, {
      vendor: 'Slow Vendor',
      url: `${fixtureUrl}/slow.csv`,
      parseRules: csvRules,
    });
    const first = await ctx.request(`/api/admin/scrapers/${source.id}/run`, { method: 'POST', cookie: admin.cookie });
    expect(first.status).toBe(202);
    const second = await ctx.request(`/api/admin/scrapers/${source.id}/run`, { method: 'POST', cookie: admin.cookie });
    expect(second.status).toBe(409);
    const list = await readJson(
      await ctx.request('/api/admin/scrapers', { cookie: admin.cookie }),
      z.looseObject({ sources: z.array(z.looseObject({ id: z.string(), isRunning: z.boolean() })) }),
    );
    expect(list.sources.find((candidate) => candidate.id === source.id)?.isRunning).toBe(true);
    const [job] = await ctx.deps.jobs.list(
      { name: 'pricing.scraper-run' },
      { singletonKey: `scraper:${source.id}`, limit: 1 },
    );
    expect((await ctx.deps.jobs.waitFor(job!.id)).state).toBe('succeeded');
    expect(
      (await ctx.request(`/api/admin/scrapers/${source.id}/run`, { method: 'POST', cookie: admin.cookie })).status,
    ).toBe(202);
  });

  it('enqueues a scheduled source once per period however many servers check it', async () => {
    const source = await createSource(admin.cookie, {
      vendor: 'Scheduled Vendor',
      url: `${fixtureUrl}/catalogue.csv`,
      parseRules: csvRules,
      scheduleHours: 6,
    });
    const now = Date.now();
    const deps = { db, jobs: ctx.deps.jobs, logger: createLogger('silent') };
    await Promise.all([
      enqueueDueScraperRuns(deps, now),
      enqueueDueScraperRuns(deps, now),
      enqueueDueScraperRuns(deps, now),
    ]);
    const enqueued = await ctx.deps.jobs.list(
      { name: 'pricing.scraper-run' },
      { singletonKey: `scraper:${source.id}` },
    );
    expect(enqueued).toHaveLength(1);
    await ctx.deps.jobs.waitFor(enqueued[0]!.id);
    // Just run: not due again within its schedule.
    await enqueueDueScraperRuns(deps, now + 60_000);
    expect(
      await ctx.deps.jobs.list({ name: 'pricing.scraper-run' }, { singletonKey: `scraper:${source.id}` }),
    ).toHaveLength(1);
  });
});
