import type { Db } from '../../db/client.ts';
import { apiRequestLogs } from '../../db/schema/index.ts';
import type { Logger } from '../../lib/logger.ts';
import { admitAnonymousRecords } from './admit-anonymous-records.ts';
import { createGeolocator } from './geolocate.ts';
import { createTrackedEventLimiter } from './limit-tracked-events.ts';
import { createTrackingSettingsCache } from './tracking-settings.ts';
import { createUsageRecorder } from './usage-recorder.ts';

/** Usage tracking of one server: the batching recorder, its settings and the geolocation lookups. */
export function createUsageTracking(options: {
  db: Db;
  logger: Logger;
  allowedHosts: readonly string[];
  /** Records all visitors without an account may add per day (TRACKING_ANONYMOUS_RECORDS_PER_DAY). */
  anonymousRecordsPerDay: number;
  flushMs?: number;
  maxBatch?: number;
}) {
  const { db, logger } = options;
  const settings = createTrackingSettingsCache(db);
  void settings.refresh();
  const geolocator = createGeolocator({
    getTemplate: () => settings.current().geolocationUrlTemplate,
    allowedHosts: options.allowedHosts,
    logger,
  });
  const recorder = createUsageRecorder({
    write: async (rows) => {
      const admitted = await admitAnonymousRecords(db, rows, options.anonymousRecordsPerDay);
      if (admitted.length > 0) await db.insert(apiRequestLogs).values(admitted);
    },
    logger,
    geolocate: (address) => geolocator.lookup(address),
    flushMs: options.flushMs,
    maxBatch: options.maxBatch,
  });
  return { recorder, settings, geolocator, eventLimiter: createTrackedEventLimiter() };
}

export type UsageTracking = ReturnType<typeof createUsageTracking>;
