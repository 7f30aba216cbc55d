import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRequestHeader, requestHeaderReader } from './read-request-header.ts';

const NAMES = ['cookie', 'x-request-id', 'authorization', 'x-api-key', 'dnt', 'sec-gpc', 'x-visitor-session', 'absent'];

// Each header as the app reads it, and as Hono reads it, for the same request.
const app = new Hono().get('/', (c) =>
  c.json(
    NAMES.map((name) => ({
      name,
      ours: readRequestHeader(c, name) ?? null,
      reader: requestHeaderReader(c).get(name.toUpperCase()),
      hono: c.req.header(name) ?? null,
    })),
  ),
);

let server: Server;
beforeAll(async () => {
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GET / over a real socket with these raw headers (repeats allowed), and what the app answered. */
function get(rawHeaders: [string, string][]): Promise<unknown> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: '127.0.0.1', port, path: '/', headers: [['Host', '127.0.0.1'], ...rawHeaders].flat() },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += String(chunk)));
        response.on('end', () => {
          try {
            resolve(JSON.parse(body));
          } catch {
            reject(new Error(`answered ${response.statusCode}: ${body}`));
          }
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('readRequestHeader', () => {
  it.each([
    [
      'plain headers',
      [
        ['Cookie', 'a=1; better-auth.session_token=abc.def'],
        ['X-Request-Id', 'id-1'],
        ['DNT', '1'],
      ],
    ],
    [
      'values with spaces around them',
      [
        ['Authorization', '  Bearer sk_live_x  '],
        ['X-Api-Key', '\tkey\t'],
      ],
    ],
    [
      'a cookie header sent twice',
      [
        ['Cookie', 'a=1'],
        ['Cookie', 'better-auth.session_token=x.y'],
      ],
    ],
    [
      'a repeated ordinary header',
      [
        ['X-Visitor-Session', 'one'],
        ['x-visitor-session', 'two'],
        ['Sec-GPC', '1'],
      ],
    ],
    ['no headers of ours', []],
  ] as [string, [string, string][]][])('reads %s served by Node as Hono does', async (_, headers) => {
    const answer = (await get(headers)) as { name: string; ours: unknown; reader: unknown; hono: unknown }[];
    for (const { name, ours, reader, hono } of answer) {
      expect([name, ours]).toEqual([name, hono]);
      expect([name, reader]).toEqual([name, hono]);
    }
  });

  it('reads through Hono without Node (app.request)', async () => {
    const response = await app.request('/', { headers: { 'x-request-id': 'id-2' } });
    const answer = (await response.json()) as { name: string; ours: unknown; hono: unknown }[];
    expect(answer.find((entry) => entry.name === 'x-request-id')).toMatchObject({ ours: 'id-2', hono: 'id-2' });
  });
});
