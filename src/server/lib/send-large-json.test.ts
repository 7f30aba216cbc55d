import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppDeps, AppEnv } from './app-context.ts';
import { COMPRESS_JSON_MIN_BYTES, sendLargeJson } from './send-large-json.ts';

/** A large answer (an engine-data-like list) and a small one, sent by sendLargeJson from their text. */
const large = {
  items: Array.from({ length: 2000 }, (_, index) => ({ id: `material-${index}`, casNumbers: ['1-2-3'] })),
};
const app = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    // What the app's first middleware sets: the deployment's address (the headers follow it) and the request id.
    c.set('deps', { env: { publicUrl: 'http://localhost:3000' } } as AppDeps);
    c.set('requestId', 'request-1');
    await next();
  })
  .get('/large', (c) => sendLargeJson(c, JSON.stringify(large)))
  .get('/small', (c) => sendLargeJson(c, JSON.stringify({ ok: true })));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('sendLargeJson', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'sends a large JSON answer compressed when the browser takes it (%s → %s)',
    async (accepted, encoding, decode) => {
      const response = await get('/large', accepted);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = await bytes(response);
      const plain = JSON.stringify(large);
      expect(body.length).toBeLessThan(plain.length / 5);
      expect(JSON.parse(decode(body).toString('utf8'))).toEqual(large);
    },
  );

  it('sends it as it is to a client that takes no compression', async () => {
    const response = await get('/large');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse((await bytes(response)).toString('utf8'))).toEqual(large);
  });

  it('sends a small answer as it is, with the same headers', async () => {
    const small = await get('/small', 'br');
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESS_JSON_MIN_BYTES);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toContain('Accept-Encoding');
    expect(await small.json()).toEqual({ ok: true });
  });

  it.each(['/large', '/small'])("carries the API's security headers and the request id (%s)", async (path) => {
    const response = await get(path, 'br');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-request-id')).toBe('request-1');
  });
});
