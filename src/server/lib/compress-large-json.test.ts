import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-context.ts';
import { COMPRESS_JSON_MIN_BYTES, compressLargeJson } from './compress-large-json.ts';

/** A large answer (an engine-data-like list), a small one, an error and a text, behind the middleware. */
const large = {
  items: Array.from({ length: 2000 }, (_, index) => ({ id: `material-${index}`, casNumbers: ['1-2-3'] })),
};
const app = new Hono<AppEnv>()
  .use('*', compressLargeJson)
  .get('/large', (c) => c.json(large))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/missing', (c) => c.json({ error: { code: 'NOT_FOUND', message: 'x'.repeat(COMPRESS_JSON_MIN_BYTES) } }, 404))
  .get('/text', (c) => c.text('x'.repeat(COMPRESS_JSON_MIN_BYTES * 2)));

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('compressLargeJson', () => {
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

  it('leaves small answers, errors and other types as they are', async () => {
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toContain('Accept-Encoding');
    expect(await small.json()).toEqual({ ok: true });
    const missing = await get('/missing', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    const text = await get('/text', 'br');
    expect(text.headers.get('content-encoding')).toBeNull();
    expect((await text.text()).length).toBe(COMPRESS_JSON_MIN_BYTES * 2);
  });
});
