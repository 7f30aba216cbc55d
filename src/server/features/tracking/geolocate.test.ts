import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeGeolocationServer } from '../../../../tests/fakes/geolocation-server.ts';
import { createLogger } from '../../lib/logger.ts';
import { createGeolocator } from './geolocate.ts';

const fast = await startFakeGeolocationServer();
const slow = await startFakeGeolocationServer({ delayMs: 2_000 });
afterAll(async () => {
  await fast.close();
  await slow.close();
});

/**
 * A hostile service on loopback: /endless/ streams a JSON answer that never ends (a megabyte a write), /nul/ answers
 * a place whose names carry NUL and escape characters. `sent()` counts the bytes written before the reader hung up.
 */
let hostileBytes = 0;
const hostile = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  if (request.url?.startsWith('/nul/')) {
    response.end(JSON.stringify({ country_name: 'Fr\u0000ance', city: '\u001b[2JGrasse', timezone: 'Europe/Paris' }));
    return;
  }
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  response.write('{"city":"');
  const pump = () => {
    while (!response.destroyed) {
      hostileBytes += chunk.length;
      if (!response.write(chunk)) break;
    }
    if (!response.destroyed) response.once('drain', pump);
  };
  pump();
});
await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
const hostileBase = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
afterAll(
  () =>
    new Promise<void>((resolve) => {
      hostile.closeAllConnections();
      hostile.close(() => resolve());
    }),
);

const LOOPBACK = ['127.0.0.1'];
const GRASSE = { country: 'France', city: 'Grasse', timezone: 'Europe/Paris', latitude: 43.6589 };

function geolocatorFor(template: string | null, options: { now?: () => number; timeoutMs?: number } = {}) {
  return createGeolocator({
    getTemplate: () => template,
    allowedHosts: LOOPBACK,
    logger: createLogger('silent'),
    ...options,
  });
}

describe('geolocation through the configured service', () => {
  it('reads the place of a public address', async () => {
    const place = await geolocatorFor(fast.template).lookup('81.2.69.142');
    expect(place).toMatchObject(GRASSE);
    expect(fast.lookups()).toContain('81.2.69.142');
  });

  it.each([
    ['localhost', '127.0.0.1'],
    ['IPv6 loopback', '::1'],
    ['the office network', '192.168.1.20'],
    ['a private 10/8 address', '10.0.0.7'],
  ])('never looks up %s', async (_case, address) => {
    const before = fast.lookups().length;
    expect(await geolocatorFor(fast.template).lookup(address)).toBeNull();
    expect(fast.lookups().length).toBe(before);
  });

  it('does nothing without a configured service (the default)', async () => {
    const before = fast.lookups().length;
    expect(await geolocatorFor(null).lookup('81.2.69.150')).toBeNull();
    expect(fast.lookups().length).toBe(before);
  });

  it('asks once per address within the hour, and again after it', async () => {
    let now = 1_000_000;
    const geolocator = geolocatorFor(fast.template, { now: () => now });
    const count = () => fast.lookups().filter((address) => address === '81.2.69.160').length;
    await Promise.all([geolocator.lookup('81.2.69.160'), geolocator.lookup('81.2.69.160')]);
    expect(count()).toBe(1);
    now += 59 * 60_000;
    expect(await geolocator.lookup('81.2.69.160')).toMatchObject(GRASSE);
    expect(count()).toBe(1);
    now += 2 * 60_000;
    await geolocator.lookup('81.2.69.160');
    expect(count()).toBe(2);
  });

  it('gives up after its time cap (3 s by default) and answers null', async () => {
    const started = performance.now();
    expect(await geolocatorFor(slow.template, { timeoutMs: 300 }).lookup('81.2.69.170')).toBeNull();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('reads at most 64 kB of an endless answer, gives up with null and stays small', async () => {
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    // A time cap far above what reading 64 kB takes: the size cap, not the clock, must end the read.
    const geolocator = geolocatorFor(`${hostileBase}/endless/{ip}/json/`, { timeoutMs: 20_000 });
    expect(await geolocator.lookup('81.2.69.190')).toBeNull();
    expect(performance.now() - started).toBeLessThan(15_000);
    // The service kept writing into the socket's buffers, but the reader took no more than its cap.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
    expect(hostileBytes).toBeGreaterThan(0);
  });

  it('cleans the names of a service that answers NUL and escape characters', async () => {
    expect(await geolocatorFor(`${hostileBase}/nul/{ip}/json/`).lookup('81.2.69.191')).toMatchObject({
      country: 'France',
      city: '[2JGrasse',
      timezone: 'Europe/Paris',
    });
  });

  it('refuses a service on a private host unless FETCH_ALLOWED_HOSTS names it', async () => {
    const geolocator = createGeolocator({
      getTemplate: () => fast.template,
      allowedHosts: [],
      logger: createLogger('silent'),
    });
    const before = fast.lookups().length;
    expect(await geolocator.lookup('81.2.69.180')).toBeNull();
    expect(fast.lookups().length).toBe(before);
  });
});
