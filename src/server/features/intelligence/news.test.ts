import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { eq } from 'drizzle-orm';
import { jobs, newsFeeds } from '../../db/schema/index.ts';
import { CONFIRMED_FEEDS } from './news-feeds.ts';
import { NEWS_FETCH_JOB } from './news-schedule.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const fixtures = path.resolve('tests/fixtures/news');
const hits = new Map<string, number>();
let server: http.Server;
let base = '';
let admin: { cookie: string };
let user: { cookie: string };

const JsonSchema = z.record(z.string(), z.unknown());

/** Serves the feed fixtures on 127.0.0.1; /flaky.xml fails once, then answers. */
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const name = (request.url ?? '/').slice(1);
    hits.set(name, (hits.get(name) ?? 0) + 1);
    if (name === 'flaky.xml' && hits.get(name) === 1) return response.writeHead(503).end('busy');
    const file = name === 'flaky.xml' ? 'atom.xml' : name;
    if (!/^[\w-]+\.(xml|html)$/.test(file) || !fs.existsSync(path.join(fixtures, file)))
      return response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': file.endsWith('.xml') ? 'application/rss+xml' : 'text/html' })
      .end(fs.readFileSync(path.join(fixtures, file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  admin = await ctx.signUp('admin@sillage.test');
  user = await ctx.signUp();
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function addFeed(name: string, file: string) {
  const response = await ctx.request('/api/admin/news-feeds', {
    method: 'POST',
    cookie: admin.cookie,
    json: { name, url: `${base}/${file}` },
  });
  expect(response.status).toBe(201);
}

describe('perfume news', () => {
  it('guards the routes (401, 403) and validates feeds (422, 404)', async () => {
    expect((await ctx.request('/api/news')).status).toBe(401);
    expect((await ctx.request('/api/admin/news-feeds', { cookie: user.cookie })).status).toBe(403);
    const bad = await ctx.request('/api/admin/news-feeds', {
      method: 'POST',
      cookie: admin.cookie,
      json: { name: 'x', url: 'ftp://example.test/feed' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toMatch(/http/);
    const missing = await ctx.request('/api/admin/news-feeds/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { isEnabled: false },
    });
    expect(missing.status).toBe(404);
  });

  it('seeds the confirmed feeds, and says nothing was fetched before the first fetch', async () => {
    const feeds = await readJson(
      await ctx.request('/api/admin/news-feeds', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(JsonSchema) }),
    );
    expect(feeds.items.map((feed) => feed.url).sort()).toEqual(CONFIRMED_FEEDS.map((feed) => feed.url).sort());
    const news = await readJson(await ctx.request('/api/news', { cookie: user.cookie }), JsonSchema);
    expect(news).toMatchObject({ items: [], hasFetched: false });
    // The tests are offline: keep only the fixture feeds.
    await ctx.deps.database.db.update(newsFeeds).set({ isEnabled: false });
  });

  it('ingests RSS and Atom, decodes entities, dedupes by URL, retries once, and reports a broken feed', async () => {
    await addFeed('Fixture Perfume Blog', 'wordpress-rss.xml');
    await addFeed('Fixture Atom', 'flaky.xml');
    await addFeed('Fixture Duplicate', 'duplicate-rss.xml');
    await addFeed('Broken', 'broken.html');
    const response = await ctx.request('/api/admin/news-feeds/fetch', { method: 'POST', cookie: admin.cookie });
    const results = (await readJson(response, z.looseObject({ results: z.array(JsonSchema) }))).results;
    expect(results.find((result) => result.name === 'Broken')).toMatchObject({
      status: 'failed',
      error: 'Not an RSS or Atom feed.',
    });
    expect(results.find((result) => result.name === 'Fixture Perfume Blog')).toMatchObject({
      status: 'ok',
      added: 2,
      skipped: 1,
    });
    expect(results.find((result) => result.name === 'Fixture Atom')).toMatchObject({ status: 'ok', added: 1 });
    expect(hits.get('flaky.xml')).toBe(2);
    const news = await readJson(
      await ctx.request('/api/news', { cookie: user.cookie }),
      z.looseObject({ items: z.array(JsonSchema), hasFetched: z.boolean() }),
    );
    expect(news.hasFetched).toBe(true);
    expect(news.items).toHaveLength(3);
    const chanel = news.items.find((item) => String(item.url).includes('chanel'));
    expect(chanel).toMatchObject({
      title: 'Chanel’s new fragrance launch: bergamot & oud …',
      author: 'Fixture Author',
      category: 'Launches',
      imageUrl: 'https://blog.example.test/img/bottle.jpg',
      articleType: 'launch',
    });
    expect(String(chanel?.summary)).not.toMatch(/appeared first/);
    expect(chanel?.mentionedIngredients).toEqual(expect.arrayContaining(['oud', 'bergamot', 'vanilla']));
    const atom = news.items.find((item) => String(item.url).includes('givaudan'));
    expect(atom).toMatchObject({
      url: 'https://atom.example.test/2026/givaudan-acquisition.html',
      articleType: 'business',
      author: 'Atom Writer',
    });
    expect(atom?.keyCompanies).toContain('Givaudan');
    // A second fetch adds nothing: every URL is already stored.
    const again = (
      await readJson(
        await ctx.request('/api/admin/news-feeds/fetch', { method: 'POST', cookie: admin.cookie }),
        z.looseObject({ results: z.array(JsonSchema) }),
      )
    ).results;
    expect(again.reduce((sum, result) => sum + Number(result.added), 0)).toBe(0);
  });

  it('filters articles and serves ticker headlines above relevance 0.5', async () => {
    const business = await readJson(
      await ctx.request('/api/news?type=business', { cookie: user.cookie }),
      z.looseObject({ items: z.array(JsonSchema) }),
    );
    expect(business.items).toHaveLength(1);
    const headlines = await readJson(
      await ctx.request('/api/news/headlines?limit=3', { cookie: user.cookie }),
      z.looseObject({ items: z.array(JsonSchema) }),
    );
    const all = await readJson(
      await ctx.request('/api/news', { cookie: user.cookie }),
      z.looseObject({ items: z.array(JsonSchema) }),
    );
    const relevant = all.items.filter((item) => Number(item.relevanceScore) > 0.5).map((item) => item.id);
    expect(headlines.items.map((item) => item.id)).toEqual(relevant.slice(0, 3));
    expect(relevant.length).toBeGreaterThan(0);
  });

  it('fetches once at a time across servers: 409 while another server fetches, and the fetch is a recorded job', async () => {
    const [done] = await ctx.deps.jobs.list(NEWS_FETCH_JOB, { limit: 1 });
    expect(done).toMatchObject({ state: 'succeeded', singletonKey: 'intelligence.news-fetch' });
    // Another app server is fetching a period right now.
    const [other] = await ctx.deps.database.db
      .insert(jobs)
      .values({
        name: NEWS_FETCH_JOB.name,
        payload: { period: '2026-11-23T20:30:00.000Z' },
        state: 'running',
        singletonKey: 'intelligence.news-fetch',
        lockedBy: 'other-server',
        heartbeatAt: new Date(),
      })
      .returning();
    const response = await ctx.request('/api/admin/news-feeds/fetch', { method: 'POST', cookie: admin.cookie });
    expect(response.status).toBe(409);
    await ctx.deps.database.db
      .update(jobs)
      .set({ state: 'succeeded', finishedAt: new Date() })
      .where(eq(jobs.id, other!.id));
    expect((await ctx.request('/api/admin/news-feeds/fetch', { method: 'POST', cookie: admin.cookie })).status).toBe(
      200,
    );
  });
});
