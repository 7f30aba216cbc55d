import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { createTrackedEventLimiter } from './limit-tracked-events.ts';
import { createUsageRecorder, type UsageRow } from './usage-recorder.ts';

const logger = createLogger('silent');
const row = (endpoint: string, extra: Partial<UsageRow> = {}): UsageRow => ({
  apiName: 'PageView',
  endpoint,
  method: 'GET',
  ...extra,
});

function recorderWith(options: { maxBatch?: number; flushMs?: number; maxBuffered?: number; failFirst?: boolean }) {
  const batches: UsageRow[][] = [];
  let calls = 0;
  const recorder = createUsageRecorder({
    logger,
    maxBatch: options.maxBatch,
    flushMs: options.flushMs,
    maxBuffered: options.maxBuffered,
    write: async (rows) => {
      calls += 1;
      if (options.failFirst && calls === 1) throw new Error('insert failed');
      if (rows.some((item) => item.endpoint === '/bad')) throw new Error('bad row');
      batches.push(rows);
    },
  });
  return { recorder, batches };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('usage recorder batching', () => {
  it.each([
    // [case, maxBatch, rows recorded, batch sizes written at once (before any timer)]
    ['below the batch size: nothing written yet', 5, 4, []],
    ['exactly the batch size: one batch', 5, 5, [5]],
    ['two batches and a rest waiting', 5, 12, [5, 5]],
    ['a batch of one', 1, 3, [1, 1, 1]],
  ])('%s', async (_case, maxBatch, count, sizes) => {
    const { recorder, batches } = recorderWith({ maxBatch, flushMs: 60_000 });
    for (let index = 0; index < count; index += 1) recorder.record(row(`/page-${index}`));
    await vi.waitFor(() => expect(batches.map((batch) => batch.length)).toEqual(sizes));
    expect(recorder.pending()).toBe(count - sizes.reduce((sum, size) => sum + size, 0));
    await recorder.stop();
    expect(recorder.pending()).toBe(0);
    expect(batches.flat()).toHaveLength(count);
  });

  it('writes what waits after the short timer, not before', async () => {
    vi.useFakeTimers();
    const { recorder, batches } = recorderWith({ maxBatch: 100, flushMs: 2_000 });
    recorder.record(row('/a'));
    recorder.record(row('/b'));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches.map((batch) => batch.map((item) => item.endpoint))).toEqual([['/a', '/b']]);
  });

  it('writes the rest on stop (shutdown)', async () => {
    const { recorder, batches } = recorderWith({ maxBatch: 100, flushMs: 60_000 });
    recorder.record(row('/a'));
    await recorder.stop();
    expect(batches).toHaveLength(1);
  });

  it('retries a failed batch row by row, so one bad row loses only itself', async () => {
    const { recorder, batches } = recorderWith({ maxBatch: 3, flushMs: 60_000 });
    recorder.record(row('/a'));
    recorder.record(row('/bad'));
    recorder.record(row('/c'));
    await recorder.flush();
    expect(batches.map((batch) => batch.map((item) => item.endpoint))).toEqual([['/a'], ['/c']]);
    expect(recorder.dropped()).toBe(1);
  });

  it('drops (and counts) rows beyond the buffer while the database is unreachable, never throwing', async () => {
    const recorder = createUsageRecorder({
      logger,
      maxBatch: 1_000,
      flushMs: 60_000,
      maxBuffered: 3,
      write: async () => {},
    });
    for (let index = 0; index < 5; index += 1) expect(() => recorder.record(row(`/p${index}`))).not.toThrow();
    expect(recorder.pending()).toBe(3);
    expect(recorder.dropped()).toBe(2);
    await recorder.stop();
  });

  it('never writes an address, and reads the device from the user agent at write time', async () => {
    const { recorder, batches } = recorderWith({ maxBatch: 1 });
    recorder.record(
      row('/a', {
        ipAddress: '81.2.69.142',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      }),
    );
    await recorder.flush();
    expect(batches[0]![0]).toMatchObject({
      ipAddress: null,
      deviceType: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      isMobile: true,
    });
  });

  it('waits for a geolocation lookup before the row joins a batch, and keeps the row when it fails', async () => {
    const batches: UsageRow[][] = [];
    const recorder = createUsageRecorder({
      logger,
      maxBatch: 100,
      flushMs: 60_000,
      write: async (rows) => {
        batches.push(rows);
      },
      geolocate: async (address) => {
        if (address === '81.2.69.142')
          return { country: 'France', city: 'Grasse', region: null, latitude: null, longitude: null, timezone: null };
        throw new Error('service down');
      },
    });
    recorder.record(row('/found'), '81.2.69.142');
    recorder.record(row('/failed'), '81.2.69.143');
    await recorder.stop();
    expect(batches.flat().map((item) => [item.endpoint, item.country ?? null])).toEqual([
      ['/found', 'France'],
      ['/failed', null],
    ]);
  });

  it.each([
    // [case, calls as [key, ms], rows as [endpoint, requestCount, mean ms]]
    ['one call', [['a', 4]], [['a', 1, 4]]],
    [
      'a thousand identical calls are one row',
      Array.from({ length: 1000 }, () => ['a', 2] as [string, number]),
      [['a', 1000, 2]],
    ],
    [
      'two routes stay apart, each with its mean',
      [
        ['a', 1],
        ['b', 10],
        ['a', 3],
      ],
      [
        ['a', 2, 2],
        ['b', 1, 10],
      ],
    ],
  ] as const)('counts API calls: %s', async (_case, calls, expected) => {
    const { recorder, batches } = recorderWith({ maxBatch: 100, flushMs: 60_000 });
    for (const [key, ms] of calls)
      recorder.count(key, () => ({ apiName: 'ApiCall', endpoint: key, method: 'GET', responseStatus: 200 }), ms);
    expect(recorder.pending()).toBe(expected.length);
    await recorder.flush();
    expect(batches.flat().map((item) => [item.endpoint, item.requestCount, item.responseTimeMs])).toEqual(expected);
  });

  it('starts a new count after each write window', async () => {
    const { recorder, batches } = recorderWith({ maxBatch: 100, flushMs: 60_000 });
    const makeRow = (): UsageRow => ({ apiName: 'ApiCall', endpoint: '/api/me', method: 'GET' });
    recorder.count('k', makeRow, 1);
    recorder.count('k', makeRow, 1);
    await recorder.flush();
    recorder.count('k', makeRow, 1);
    await recorder.flush();
    expect(batches.map((batch) => batch[0]!.requestCount)).toEqual([2, 1]);
  });
});

describe('tracked events limit', () => {
  it.each([
    // [case, sends as [address, session, events], answers]; limits: 10 per session, 15 per address
    [
      'under the limit',
      [
        ['a', 's1', 4],
        ['a', 's1', 6],
      ],
      [true, true],
    ],
    [
      'one session just over',
      [
        ['a', 's1', 6],
        ['a', 's1', 5],
      ],
      [true, false],
    ],
    [
      'a refused send counts nothing',
      [
        ['a', 's1', 6],
        ['a', 's1', 5],
        ['a', 's1', 4],
      ],
      [true, false, true],
    ],
    [
      'new sessions from one address stop at its limit',
      [
        ['a', 's1', 10],
        ['a', 's2', 5],
        ['a', 's3', 1],
      ],
      [true, true, false],
    ],
    [
      'addresses apart',
      [
        ['a', 's1', 10],
        ['b', 's2', 10],
      ],
      [true, true],
    ],
  ] as const)('%s', (_case, sends, answers) => {
    const limiter = createTrackedEventLimiter({ perSession: 10, perAddress: 15, allAnonymous: 1000 }, () => 0);
    expect(sends.map(([address, session, events]) => limiter.allow(address, session, events))).toEqual(answers);
  });

  it('starts again after a minute', () => {
    let now = 0;
    const limiter = createTrackedEventLimiter({ perSession: 5, perAddress: 50, allAnonymous: 1000 }, () => now);
    expect(limiter.allow('a', 's', 5)).toBe(true);
    expect(limiter.allow('a', 's', 1)).toBe(false);
    now = 60_000;
    expect(limiter.allow('a', 's', 5)).toBe(true);
  });

  it('holds every visitor without an account to one budget together, whatever their addresses; users are apart', () => {
    const limiter = createTrackedEventLimiter({ perSession: 10, perAddress: 10, allAnonymous: 25 }, () => 0);
    const visitors = Array.from({ length: 4 }, (_, index) => limiter.allow(`10.0.0.${index}`, `s${index}`, 10));
    expect(visitors).toEqual([true, true, false, false]);
    expect(limiter.allow('10.0.0.9', 'user-session', 10, false)).toBe(true);
  });
});
