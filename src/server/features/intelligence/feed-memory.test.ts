import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  signUpVerifiedAdmin,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../../../tests/support/server-process.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const HUGE_BYTES = 150 * 1024 * 1024;
const fixture = fs.readFileSync(path.resolve('tests/fixtures/news/wordpress-rss.xml'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-feed-memory-'));
let feeds: http.Server;
let feedBase = '';
let app: ServerProcess;

/** The resident memory of a process (Linux), in bytes. */
function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

beforeAll(async () => {
  feeds = http.createServer((request, response) => {
    if (request.url === '/good.xml')
      return response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(fixture);
    if (request.url !== '/huge.xml') return response.writeHead(404).end();
    // 150 MB generated as it is sent, never held in memory.
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
    const chunk = Buffer.from(
      '<item><title>Iris</title><link>https://huge.example.test/a</link><pubDate>Mon, 02 Mar 2026 10:00:00 +0000</pubDate></item>'.repeat(
        500,
      ),
    );
    let sent = 0;
    const pump = () => {
      while (sent < HUGE_BYTES) {
        sent += chunk.length;
        if (!response.write(chunk)) return void response.once('drain', pump);
      }
      response.end('</channel></rss>');
    };
    response.on('error', () => {});
    pump();
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  const port = await freePort();
  app = startServerProcess(port, {
    DATA_DIR: dataDir,
    ADMIN_EMAILS: 'admin@sillage.test',
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await waitForHealth(app, 80_000);
}, 120_000);

afterAll(async () => {
  app?.child.kill('SIGKILL');
  await app?.exited;
  await new Promise<void>((resolve) => feeds.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a 150 MB news feed against the real server process', () => {
  it('is refused unread: the server keeps answering, stays under 1 GB and fetches the other feeds', async () => {
    const origin = { origin: app.url };
    const cookie = await signUpVerifiedAdmin(app.url, 'admin@sillage.test', 'correct horse 42');
    const headers = { ...origin, cookie, 'content-type': 'application/json' };
    // The built-in feeds are on the internet, which the tests do not reach: only the two loopback feeds stay on.
    const listed = await readJson(
      await fetch(`${app.url}/api/admin/news-feeds`, { headers }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) }),
    );
    for (const feed of listed.items) {
      expect(
        (
          await fetch(`${app.url}/api/admin/news-feeds/${feed.id}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ isEnabled: false }),
          })
        ).status,
      ).toBe(200);
    }
    for (const name of ['huge', 'good']) {
      const created = await fetch(`${app.url}/api/admin/news-feeds`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Feed ${name}`, url: `${feedBase}/${name}.xml` }),
      });
      expect(created.status).toBe(201);
    }
    // Sampled while the feeds are fetched (the start-up peak, PGlite's migrations, is not this test's concern).
    let peak = residentBytes(app.child.pid!);
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(app.child.pid!))), 10);
    const fetching = fetch(`${app.url}/api/admin/news-feeds/fetch`, { method: 'POST', headers });
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    const results = (
      await readJson(
        await fetching,
        z.looseObject({
          results: z.array(
            z.looseObject({ name: z.string(), status: z.string(), added: z.number(), error: z.string().nullable() }),
          ),
        }),
      )
    ).results;
    expect(results.find((result) => result.name === 'Feed huge')).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/larger than 5 MB/),
    });
    expect(results.find((result) => result.name === 'Feed good')).toMatchObject({ status: 'ok', added: 2 });
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    clearInterval(sampler);
    expect(peak).toBeLessThan(1024 * 1024 * 1024);
  }, 90_000);
});
