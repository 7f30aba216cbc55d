import type { Logger } from '../../lib/logger.ts';
import type { apiRequestLogs } from '../../db/schema/index.ts';
import { describeDevice } from '../../../domain/tracking/describe-device.ts';
import type { Geolocation } from '../../../domain/tracking/tracking.schemas.ts';

export type UsageRow = typeof apiRequestLogs.$inferInsert;

export type UsageRecorderOptions = {
  /** Writes one batch in bulk (one INSERT). */
  write: (rows: UsageRow[]) => Promise<void>;
  logger: Logger;
  /** Looks an address up (public addresses only, cached, time-capped); absent or null: no geolocation. */
  geolocate?: ((address: string) => Promise<Geolocation | null>) | null;
  /** A batch is written as soon as this many rows wait… */
  maxBatch?: number;
  /** …or this long after the first of them arrived. */
  flushMs?: number;
  /** Beyond this many waiting rows (the database is down), new rows are dropped and counted. */
  maxBuffered?: number;
};

export type UsageRecorder = {
  /**
   * Keeps a row for the next batch; returns at once and never throws. The device is read from `userAgent` at
   * write time, off the request. With `clientAddress`, the row waits (at most the lookup's time cap) for its place.
   */
  record: (row: UsageRow, clientAddress?: string) => void;
  /**
   * Counts one API call under `key` (session, route, method, status): the first call of a write window builds its
   * row with `makeRow`; the next ones only add to its `requestCount` and mean duration. A flood of calls is one row.
   */
  count: (key: string, makeRow: () => UsageRow, ms: number) => void;
  /** Writes every waiting row now (before a read that must see them, and at shutdown). */
  flush: () => Promise<void>;
  /** Waits for lookups in flight, writes what is left and stops the timer. */
  stop: () => Promise<void>;
  /** Rows waiting to be written (for tests and the server dashboard). */
  pending: () => number;
  /** Rows dropped because the buffer was full. */
  dropped: () => number;
};

/** Device fields from the user agent, filled when a batch is written. */
function withDevice(row: UsageRow): UsageRow {
  if (!row.userAgent || row.deviceType) return row;
  const device = describeDevice(row.userAgent);
  return {
    ...row,
    deviceType: device.deviceType,
    browser: device.browser,
    os: device.os,
    isMobile: device.isMobile,
    isBot: device.isBot,
  };
}

/**
 * Usage records batched in memory and written in bulk, by size or after a short timer, so recording costs a
 * request one array push (a page view, an action) or one counter increment (an API call already seen in this
 * window). A failed write is logged and never reaches a request; a batch that fails whole (a user
 * deleted meanwhile) is retried row by row so one bad row does not lose the others.
 */
export function createUsageRecorder(options: UsageRecorderOptions): UsageRecorder {
  const maxBatch = options.maxBatch ?? 200;
  const flushMs = options.flushMs ?? 2_000;
  const maxBuffered = options.maxBuffered ?? 20_000;
  let buffer: UsageRow[] = [];
  /** Rows counted rather than repeated: API calls (with their time), a visitor's identical events (totalMs null). */
  let tallies = new Map<string, { row: UsageRow; calls: number; totalMs: number | null }>();
  let timer: NodeJS.Timeout | null = null;
  let droppedCount = 0;
  let writing: Promise<void> = Promise.resolve();
  const lookups = new Set<Promise<void>>();

  const waiting = () => buffer.length + tallies.size;

  function isFull(): boolean {
    if (waiting() < maxBuffered) return false;
    droppedCount += 1;
    if (droppedCount === 1 || droppedCount % 1000 === 0)
      options.logger.warn({ dropped: droppedCount }, 'usage records dropped: the write buffer is full');
    return true;
  }

  function scheduleFlush() {
    if (waiting() >= maxBatch) void flush();
    else if (!timer) {
      timer = setTimeout(() => void flush(), flushMs);
      timer.unref();
    }
  }

  function push(row: UsageRow) {
    if (!row.userId) {
      tallyVisitorEvent(row);
      return;
    }
    if (isFull()) return;
    buffer.push(row);
    scheduleFlush();
  }

  /**
   * A page view or action of a visitor without an account: identical ones (same visitor session, page, action,
   * device, place) within the write window are one row with their number, so a visitor's repeated events add a
   * count, not rows.
   */
  function tallyVisitorEvent(row: UsageRow) {
    const key = `event:${JSON.stringify(row)}`;
    const tally = tallies.get(key);
    if (tally) {
      tally.calls += 1;
      return;
    }
    if (isFull()) return;
    tallies.set(key, { row, calls: 1, totalMs: null });
    scheduleFlush();
  }

  function count(key: string, makeRow: () => UsageRow, ms: number) {
    const tally = tallies.get(key);
    if (tally) {
      tally.calls += 1;
      tally.totalMs = (tally.totalMs ?? 0) + ms;
      return;
    }
    try {
      if (isFull()) return;
      tallies.set(key, { row: makeRow(), calls: 1, totalMs: ms });
      scheduleFlush();
    } catch (error) {
      options.logger.warn({ err: error }, 'usage record failed');
    }
  }

  async function writeBatch(rows: UsageRow[]) {
    const prepared = rows.map((row) => ({ ...withDevice(row), ipAddress: null }));
    try {
      await options.write(prepared);
    } catch (error) {
      options.logger.warn({ err: error, rows: prepared.length }, 'usage batch failed; writing its rows one by one');
      for (const row of prepared) {
        try {
          await options.write([row]);
        } catch {
          droppedCount += 1;
        }
      }
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (waiting() === 0) return writing;
    const batch = buffer;
    for (const { row, calls, totalMs } of tallies.values())
      batch.push(
        totalMs === null
          ? { ...row, requestCount: calls }
          : { ...row, requestCount: calls, responseTimeMs: Math.round((totalMs / calls) * 100) / 100 },
      );
    buffer = [];
    tallies = new Map();
    // One write at a time, in order: PGlite has one connection, and the next batch should not overtake this one.
    writing = writing.then(() => writeBatch(batch));
    return writing;
  }

  function record(row: UsageRow, clientAddress?: string) {
    try {
      if (!clientAddress || !options.geolocate) {
        push(row);
        return;
      }
      const lookup = options
        .geolocate(clientAddress)
        .catch(() => null)
        .then((place) => push(place ? { ...row, ...place } : row))
        .finally(() => lookups.delete(lookup));
      lookups.add(lookup);
    } catch (error) {
      options.logger.warn({ err: error }, 'usage record failed');
    }
  }

  return {
    record,
    count,
    flush: async () => {
      await flush();
    },
    stop: async () => {
      await Promise.allSettled([...lookups]);
      await flush();
    },
    pending: () => waiting() + lookups.size,
    dropped: () => droppedCount,
  };
}
