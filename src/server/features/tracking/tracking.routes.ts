import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import {
  AnalyticsQuerySchema,
  OwnUsageRecordsQuerySchema,
  TrackEventsInputSchema,
  TrackingSettingsInputSchema,
  UsageRecordIdParamSchema,
} from '../../../domain/tracking/tracking.schemas.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/guards.ts';
import { validate } from '../../lib/validate.ts';
import { resolveClientAddress } from '../accounts/accounts.public.ts';
import { recordTrackedEvents } from './record-usage.ts';
import { summariseUsage } from './summarise-usage.ts';
import { getTrackingSettings, updateTrackingSettings } from './tracking-settings.ts';
import { deleteOwnUsageRecord, deleteOwnUsageRecords, listOwnUsageRecords } from './usage-records.ts';

/** The client's address, for the geolocation lookup only: it is never stored. */
function clientAddressOf(c: Context<AppEnv>): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // no socket (a test calling app.fetch directly): no lookup
  }
  return resolveClientAddress(socket, c.req.header('x-forwarded-for'), c.var.deps.env.trustedProxies);
}

/**
 * /api/tracking: the browser's page views and actions (public: visitors too), what is kept (public, for /privacy),
 * and a signed-in user's own records, which they can read and delete.
 */
export const trackingRouter = createRouter()
  .post('/events', validate('json', TrackEventsInputSchema), (c) => {
    const input = c.req.valid('json');
    const clientAddress = clientAddressOf(c);
    if (!c.var.deps.usage.eventLimiter.allow(clientAddress, input.sessionId, input.events.length, !c.get('user')))
      throw new AppError('RATE_LIMITED', 'Too many usage events; try again in a minute.');
    const recorded = recordTrackedEvents(
      c.var.deps.usage.recorder,
      input,
      { headers: c.req.raw.headers, clientAddress },
      c.get('user'),
    );
    return c.json({ recorded }, 202);
  })
  .get('/policy', (c) => {
    const settings = c.var.deps.usage.settings.current();
    return c.json({
      retentionDays: settings.retentionDays,
      geolocation: settings.geolocationUrlTemplate !== null,
      honoursDoNotTrack: true,
      anonymousRecordsPerDay: c.var.deps.env.TRACKING_ANONYMOUS_RECORDS_PER_DAY,
    });
  })
  .get('/mine', validate('query', OwnUsageRecordsQuerySchema), async (c) => {
    await c.var.deps.usage.recorder.flush();
    return c.json(await listOwnUsageRecords(c.var.db, currentUser(c).id, c.req.valid('query')));
  })
  .delete('/mine', async (c) => {
    await c.var.deps.usage.recorder.flush();
    return c.json({ deleted: await deleteOwnUsageRecords(c.var.db, currentUser(c).id) });
  })
  .delete('/mine/:id', validate('param', UsageRecordIdParamSchema), async (c) => {
    await c.var.deps.usage.recorder.flush();
    await deleteOwnUsageRecord(c.var.db, currentUser(c).id, c.req.valid('param').id);
    return c.json({ deleted: 1 });
  });

/** /api/admin/analytics: visitor analytics and the tracking settings (retention, geolocation service). */
export const adminAnalyticsRouter = createRouter()
  .get('/summary', validate('query', AnalyticsQuerySchema), async (c) => {
    await c.var.deps.usage.recorder.flush();
    return c.json(await summariseUsage(c.var.db, c.req.valid('query').days, new Date()));
  })
  .get('/settings', async (c) => c.json({ settings: await getTrackingSettings(c.var.db) }))
  .put('/settings', validate('json', TrackingSettingsInputSchema), async (c) => {
    const settings = await updateTrackingSettings(c.var.db, currentUser(c), c.req.valid('json'));
    c.var.deps.usage.settings.set(settings);
    c.var.deps.usage.geolocator.clear();
    return c.json({ settings });
  });
