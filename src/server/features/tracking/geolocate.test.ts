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
