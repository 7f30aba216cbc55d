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

describe('the prerendered sign-in page', () => {
  const prerenderedDist = fs.mkdtempSync(path.join(process.cwd(), '.tmp', 'static-client-'));
  fs.mkdirSync(path.join(prerenderedDist, 'prerendered'));
  fs.writeFileSync(path.join(prerenderedDist, 'app.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(prerenderedDist, 'prerendered', 'login.html'), '<title>sign in</title>');
  fs.writeFileSync(
    path.join(prerenderedDist, 'prerendered', 'login.html.br'),
    brotliCompressSync('<title>sign in</title>'),
  );
  fs.writeFileSync(
    path.join(prerenderedDist, 'prerendered', 'login-admin-pending.html'),
    '<title>sign in</title><p>no administrator yet</p>',
  );
  afterAll(() => fs.rmSync(prerenderedDist, { recursive: true, force: true }));
  let adminPending = false;
  const prerenderedApp = new Hono<AppEnv>();
  mountStaticClient(prerenderedApp, prerenderedDist, { isAdminPending: async () => adminPending });

  it('sends a visitor the page drawn at build time, compressed when the browser takes it', async () => {
    adminPending = false;
    const response = await prerenderedApp.request('/login', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('<title>sign in</title>');
  });

  it('sends the page with the notice while the instance waits for its first administrator', async () => {
    adminPending = true;
    const response = await prerenderedApp.request('/login');
    expect(await response.text()).toContain('no administrator yet');
  });

  it.each([['better-auth.session_token=abc.def'], ['theme=1; __Secure-better-auth.session_token=abc.def']])(
    'sends the app to a browser holding a session cookie (%s), which decides',
    async (cookie) => {
      const response = await prerenderedApp.request('/login', { headers: { cookie } });
      expect(await response.text()).toContain('<title>app</title>');
    },
  );

  it('answers a sign-in form posted before the app had loaded with the page again, by GET', async () => {
    const response = await prerenderedApp.request('/login?redirect=%2Fsettings', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=secret',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Fsettings');
    // The Host header is the client's: the redirect never names it.
    const spoofed = await prerenderedApp.request('http://evil.example/login', {
      method: 'POST',
      headers: { host: 'evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c',
    });
    expect(spoofed.headers.get('location')).toBe('/login');
  });

  it('still serves the app for every other path', async () => {
    const response = await prerenderedApp.request('/signup');
    expect(await response.text()).toContain('<title>app</title>');
  });
});
