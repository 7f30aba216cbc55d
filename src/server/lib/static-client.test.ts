import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-context.ts';
import { mountStaticClient } from './static-client.ts';

fs.mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
const dist = fs.mkdtempSync(path.join(process.cwd(), '.tmp', 'static-client-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title>app</title>');
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
// What the build's precompress step writes beside a file (vite.config.ts).
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
const app = new Hono<AppEnv>();
mountStaticClient(app, dist);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the built client', () => {
  it('serves a hashed asset with a one-year cache', async () => {
    const response = await app.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it.each([
    ['br, gzip', 'br', (bytes: Buffer) => brotliDecompressSync(bytes)],
    ['gzip', 'gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ['identity', null, (bytes: Buffer) => bytes],
  ])('sends the asset compressed as the browser accepts (%s)', async (accept, encoding, decode) => {
    const response = await app.request('/assets/main-abc123.js', { headers: { 'Accept-Encoding': accept } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe('console.log(1)');
  });

  it('answers 404 for a missing asset, never the app page with a one-year cache', async () => {
    const response = await app.request('/assets/main-old999.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
    expect(await response.text()).not.toContain('<title>app</title>');
  });

  it('answers the app for any other path', async () => {
    const response = await app.request('/formulas/123');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>app</title>');
  });
});
