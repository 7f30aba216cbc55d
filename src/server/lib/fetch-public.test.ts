import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBoundedFetch,
  fetchPublic,
  FetchRefusedError,
  isPublicAddress,
  parseAllowedHosts,
} from './fetch-public.ts';

const options = { maxBytes: 1024, timeoutMs: 2000 };
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/to-localhost')
      return response.writeHead(301, { location: `http://localhost:${port}/ok` }).end();
    if (request.url === '/to-private') return response.writeHead(302, { location: 'http://10.0.0.7/admin' }).end();
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('fine');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::10.0.0.1', false],
    ['2002:7f00:1::', false],
    ['not an address', false],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('fetchPublic', () => {
  it('refuses loopback by address and by name (resolved at connect time) unless allowed', async () => {
    await expect(fetchPublic(`http://127.0.0.1:${port}/ok`, options)).rejects.toThrow(
      /127\.0\.0\.1:\d+ is not a public address/,
    );
    await expect(fetchPublic(`http://[::1]:${port}/ok`, options)).rejects.toThrow(/is not a public address/);
    await expect(fetchPublic(`http://localhost:${port}/ok`, options)).rejects.toThrow(
      /localhost:\d+ is not a public address/,
    );
    const allowed = await fetchPublic(`http://127.0.0.1:${port}/ok`, { ...options, allowedHosts: ['127.0.0.1'] });
    expect(allowed.body.toString()).toBe('fine');
  });

  it('checks every redirect', async () => {
    await expect(
      fetchPublic(`http://127.0.0.1:${port}/to-private`, { ...options, allowedHosts: ['127.0.0.1'] }),
    ).rejects.toThrow(/^10\.0\.0\.7 is not a public address/);
    // An allowed address also allows the names that resolve to it.
    const followed = await fetchPublic(`http://127.0.0.1:${port}/to-localhost`, {
      ...options,
      allowedHosts: ['127.0.0.1'],
    });
    expect(followed.body.toString()).toBe('fine');
  });

  it('says the same for a closed port and an open port that does not speak HTTP', async () => {
    const silent = net.createServer((socket) => socket.end('SSH-2.0-OpenSSH\r\n'));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const openPort = (silent.address() as net.AddressInfo).port;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const allow = { ...options, allowedHosts: ['127.0.0.1'] };
    const open = await fetchPublic(`http://127.0.0.1:${openPort}/`, allow).catch((error: Error) =>
      error.message.replace(String(openPort), 'PORT'),
    );
    const shut = await fetchPublic(`http://127.0.0.1:${closedPort}/`, allow).catch((error: Error) =>
      error.message.replace(String(closedPort), 'PORT'),
    );
    silent.close();
    expect(open).toBe('127.0.0.1:PORT could not be reached');
    expect(shut).toBe(open);
  });

  it('reads FETCH_ALLOWED_HOSTS', () => {
    expect(parseAllowedHosts(' 127.0.0.1, Localhost ,[::1],')).toEqual(['127.0.0.1', 'localhost', '::1']);
  });
});

describe('createBoundedFetch', () => {
  let hostile: http.Server;
  let hostilePort = 0;
  const received: { method: string; body: string }[] = [];
  beforeAll(async () => {
    hostile = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method ?? '', body });
        if (request.url === '/endless') {
          // An answer that never ends: 64 kB chunks for as long as anyone reads.
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          const chunk = Buffer.alloc(64 * 1024, 'a');
          const pump = () => {
            while (response.write(chunk));
          };
          response.on('drain', pump);
          pump();
          return;
        }
        if (request.url === '/bomb') {
          // 20 MB of zeros in a few kB of gzip.
          response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
          return response.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024)));
        }
        if (request.url === '/declared') {
          response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
          return response.write('x');
        }
        if (request.url === '/drip') {
          response.writeHead(200, { 'content-type': 'text/plain' });
          const timer = setInterval(() => response.write('.'), 50);
          response.on('close', () => clearInterval(timer));
          return;
        }
        if (request.url === '/to-private') return response.writeHead(307, { location: 'http://10.0.0.7/v1' }).end();
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: body }));
      });
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    hostilePort = (hostile.address() as net.AddressInfo).port;
  });
  afterAll(() => {
    hostile.closeAllConnections();
    return new Promise<void>((resolve) => hostile.close(() => resolve()));
  });
  const base = () => `http://127.0.0.1:${hostilePort}`;
  const loopback = { addresses: 'public', allowedHosts: ['127.0.0.1'] } as const;

  it('sends the method, headers and body and hands back the answer', async () => {
    const boundedFetch = createBoundedFetch({ ...loopback, maxBytes: 1024, timeoutMs: 2000 });
    const response = await boundedFetch(`${base()}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ echo: '{"hello":"world"}' });
    expect(received.at(-1)?.method).toBe('POST');
  });

  it('stops an endless answer at the byte cap, whether read whole or streamed, without growing the heap', async () => {
    const boundedFetch = createBoundedFetch({ ...loopback, maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 });
    const heapBefore = process.memoryUsage().heapUsed;
    await expect((await boundedFetch(`${base()}/endless`)).text()).rejects.toThrow(/larger than 2 MB/);
    const reader = (await boundedFetch(`${base()}/endless`)).body!.getReader();
    let streamed = 0;
    const failure = await (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return null;
        streamed += value.byteLength;
      }
    })().catch((error: Error) => error);
    expect(failure).toBeInstanceOf(FetchRefusedError);
    expect(streamed).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('counts the bytes after decompression and refuses a declared length over the cap before reading', async () => {
    const boundedFetch = createBoundedFetch({ ...loopback, maxBytes: 1024 * 1024, timeoutMs: 5000 });
    await expect((await boundedFetch(`${base()}/bomb`)).arrayBuffer()).rejects.toThrow(/larger than 1 MB/);
    await expect(boundedFetch(`${base()}/declared`)).rejects.toThrow(/larger than 1 MB/);
  });

  it('ends a slow answer at the time cap', async () => {
    const boundedFetch = createBoundedFetch({ ...loopback, maxBytes: 1024 * 1024, timeoutMs: 300 });
    const started = Date.now();
    await expect((await boundedFetch(`${base()}/drip`)).text()).rejects.toThrow(/did not answer within/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('applies the public rule at connect time and on redirects; the administrator rule only bounds', async () => {
    const publicOnly = createBoundedFetch({ addresses: 'public', maxBytes: 1024, timeoutMs: 2000 });
    await expect(publicOnly(`${base()}/echo`, { method: 'POST', body: '{}' })).rejects.toThrow(
      /is not a public address/,
    );
    await expect(publicOnly(`http://localhost:${hostilePort}/echo`)).rejects.toThrow(/is not a public address/);
    await expect(
      createBoundedFetch({ ...loopback, maxBytes: 1024, timeoutMs: 2000 })(`${base()}/to-private`, {
        method: 'POST',
        body: '{}',
      }),
    ).rejects.toThrow(/^10\.0\.0\.7 is not a public address/);
    const administrator = createBoundedFetch({ addresses: 'any', maxBytes: 1024, timeoutMs: 2000 });
    expect((await administrator(`${base()}/echo`)).status).toBe(200);
  });
});
