import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { newsFeeds } from '../../db/schema/index.ts';
import { fetchAllFeeds } from './fetch-feeds.ts';

const ctx = await createTestContext();
const fixture = fs.readFileSync(path.resolve('tests/fixtures/news/wordpress-rss.xml'));
const HUGE_BYTES = 150 * 1024 * 1024;
let server: http.Server;
let base = '';
let hugeBytesSent = 0;

const rssItem = (title: string, link: string) =>
  `<item><title>${title}</title><link>${link}</link><pubDate>Mon, 02 Mar 2026 10:00:00 +0000</pubDate><description>Iris and vetiver.</description></item>`;

/** A 150 MB feed, generated as it is sent (never held in memory), with backpressure. */
function serveHuge(response: http.ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/rss+xml' });
  response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
  const chunk = Buffer.from(rssItem('Padding item about iris', 'https://huge.example.test/a').repeat(400));
  const pump = () => {
    while (hugeBytesSent < HUGE_BYTES) {
      hugeBytesSent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end('</channel></rss>');
  };
  response.on('error', () => {});
  pump();
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    switch (request.url) {
      case '/huge.xml':
        return serveHuge(response);
      case '/slow.xml': {
        // Headers at once, then a byte every 300 ms: only a time cap stops it.
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        const timer = setInterval(() => response.write(' '), 300);
        response.on('close', () => clearInterval(timer));
        return;
      }
      case '/nul.xml':
        return response
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end(
            `<?xml version="1.0"?><rss version="2.0"><channel><title>Nul</title>${rssItem('Bad &#0; title', 'https://nul.example.test/bad')}${rssItem('Surrogate &#xD800; title', 'https://nul.example.test/surrogate')}${rssItem('Fine title', 'https://nul.example.test/fine')}</channel></rss>`,
          );
      case '/malformed.xml':
        return response
          .writeHead(200, { 'content-type': 'application/rss+xml' })
          .end('<rss><channel><item><title>unclosed');
      case '/good.xml':
        return response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(fixture);
      default:
        return response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await ctx.deps.database.db.delete(newsFeeds);
  await ctx.deps.database.db.insert(newsFeeds).values(
    ['huge', 'slow', 'nul', 'malformed', 'good'].map((name) => ({
      name: `Feed ${name}`,
      url: `${base}/${name}.xml`,
    })),
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('feed limits', () => {
  it('refuses a 150 MB feed unread and a slow one, survives &#0; and malformed XML, keeps answering, and fetches the other feeds', async () => {
    const fetching = fetchAllFeeds(ctx.deps.database.db, {
      timeoutMs: 3000,
      retryDelayMs: 10,
      allowedHosts: ctx.env.fetchAllowedHosts,
    });
    // The server keeps answering while the feeds come in.
    const health = await ctx.request('/api/health');
    expect(health.status).toBe(200);
    const results = await fetching;
    const byName = new Map(results.map((result) => [result.name, result]));
    expect(byName.get('Feed huge')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/larger than 5 MB/),
    });
    expect(hugeBytesSent).toBeLessThan(HUGE_BYTES);
    expect(byName.get('Feed slow')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/did not answer within 3 s/),
    });
    expect(byName.get('Feed malformed')?.added).toBe(0);
    expect(byName.get('Feed nul')).toMatchObject({ status: 'ok', added: 3 });
    expect(byName.get('Feed good')).toMatchObject({ status: 'ok', added: 2 });
    expect((await ctx.request('/api/health')).status).toBe(200);
  }, 30_000);
});
