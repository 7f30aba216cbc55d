import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Usage records (spec section 3: api_request_logs): one row per page view (api_name 'PageView'), API call
 * ('ApiCall', the route pattern, never the URL; identical calls of one session within a write window are one row
 * with `request_count`; so are a visitor's identical page views and actions without an account) or named user action ('UserAction', endpoint /action/{name}).
 * `ip_address` exists because the spec names it, and a check keeps it null: no address is ever stored.
 * A user's rows go with their account (cascade); every row goes after the retention period (tracking_settings).
 */
export const apiRequestLogs = pgTable(
  'api_request_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiName: text('api_name').$type<'PageView' | 'ApiCall' | 'UserAction'>().notNull(),
    endpoint: text('endpoint').notNull(),
    method: text('method').notNull(),
    requestParams: jsonb('request_params'),
    /** Only the user agent and the first language tag. */
    requestHeaders: jsonb('request_headers'),
    responseStatus: integer('response_status'),
    /** API calls are counted per visitor session, route and status over each write window (2 s): how many. */
    requestCount: integer('request_count').notNull().default(1),
    /** The mean over those calls. */
    responseTimeMs: doublePrecision('response_time_ms'),
    responseSizeBytes: integer('response_size_bytes'),
    errorMessage: text('error_message'),
    cacheHit: boolean('cache_hit'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    userEmail: text('user_email'),
    /** The browser's visitor session id (random, renewed after 30 minutes idle). */
    sessionId: text('session_id'),
    country: text('country'),
    city: text('city'),
    region: text('region'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timezone: text('timezone'),
    deviceType: text('device_type'),
    browser: text('browser'),
    os: text('os'),
    screenResolution: text('screen_resolution'),
    viewportSize: text('viewport_size'),
    isMobile: boolean('is_mobile'),
    isBot: boolean('is_bot'),
    referrer: text('referrer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('api_request_logs_no_ip_address', sql`${table.ipAddress} is null`),
    index('api_request_logs_created_at_idx').on(table.createdAt),
    index('api_request_logs_user_id_idx').on(table.userId, table.createdAt),
    index('api_request_logs_session_id_idx').on(table.sessionId),
  ],
);

/** The instance's usage-tracking settings (one row, id 'instance'): retention and the geolocation service. */
export const trackingSettings = pgTable('tracking_settings', {
  id: text('id').primaryKey().default('instance'),
  retentionDays: integer('retention_days').notNull().default(180),
  /** e.g. https://ipapi.co/{ip}/json/ ; null: no geolocation (the default). */
  geolocationUrlTemplate: text('geolocation_url_template'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The global budget of records of visitors without an account, one row per UTC day, counted across every server in
 * one increment-and-read statement: past TRACKING_ANONYMOUS_RECORDS_PER_DAY a day, their events are only counted
 * here (`events_over_budget`), never stored one by one, so an anonymous flood cannot grow the database without bound.
 * Deleted with the usage records after the retention period.
 */
export const trackingAnonymousDays = pgTable('tracking_anonymous_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Records offered for storage that day (stored: the first TRACKING_ANONYMOUS_RECORDS_PER_DAY of them). */
  recordsOffered: integer('records_offered').notNull().default(0),
  /** Events of the records past the budget: counted, not stored. */
  eventsOverBudget: integer('events_over_budget').notNull().default(0),
});
