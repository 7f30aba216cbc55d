import { z } from 'zod';

/** The kinds of usage record (spec section 7: api_request_logs.api_name). */
export const USAGE_RECORD_KINDS = ['PageView', 'ApiCall', 'UserAction'] as const;
export type UsageRecordKind = (typeof USAGE_RECORD_KINDS)[number];

/** The named user actions the client records (`track(action)`); nothing else is accepted. */
export const TRACKED_ACTIONS = [
  'sign_up',
  'formula_created',
  'formula_imported',
  'certificate_downloaded',
  'allergen_declaration_downloaded',
] as const;
export type TrackedAction = (typeof TRACKED_ACTIONS)[number];

export const RETENTION_DAYS_DEFAULT = 180;
export const RETENTION_DAYS_MIN = 1;
export const RETENTION_DAYS_MAX = 3650;

/** A path of this app without query or fragment (a query can carry a token): `/formula-lab/123`. */
const AppPathSchema = z
  .string()
  .max(300)
  .regex(/^\/[^?#\s]*$/, 'must be a path starting with / without a query string');

/** Small, flat action details: at most 8 keys, short strings, numbers or booleans. */
const ActionPropsSchema = z
  .record(z.string().max(40), z.union([z.string().max(100), z.number().finite(), z.boolean()]))
  .refine((props) => Object.keys(props).length <= 8, 'at most 8 properties');

const SizeSchema = z.string().regex(/^\d{1,5}x\d{1,5}$/, 'must be WIDTHxHEIGHT');

export const TrackedEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('page_view'),
    path: AppPathSchema,
    /** Only the origin of another site that linked here (https://example.com), never its path. */
    referrer: z.url().max(200).optional(),
  }),
  z.object({
    kind: z.literal('action'),
    action: z.enum(TRACKED_ACTIONS),
    path: AppPathSchema,
    props: ActionPropsSchema.optional(),
  }),
]);
export type TrackedEvent = z.infer<typeof TrackedEventSchema>;

/** What the browser sends to POST /api/tracking/events: a few events of one visitor session. */
export const TrackEventsInputSchema = z.object({
  sessionId: z.uuid(),
  viewport: SizeSchema.optional(),
  screen: SizeSchema.optional(),
  events: z.array(TrackedEventSchema).min(1).max(50),
});
export type TrackEventsInput = z.infer<typeof TrackEventsInputSchema>;

/** The visitor session id the client adds to its API calls (header x-visitor-session). */
export const VisitorSessionIdSchema = z.uuid();

/** Admin settings of usage tracking. The template names the address as {ip}; null turns geolocation off. */
export const TrackingSettingsInputSchema = z.object({
  retentionDays: z.number().int().min(RETENTION_DAYS_MIN).max(RETENTION_DAYS_MAX),
  geolocationUrlTemplate: z
    .string()
    .trim()
    .max(300)
    .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) address')
    .refine((value) => value.includes('{ip}'), 'must contain {ip} where the address goes')
    .nullable(),
});
export type TrackingSettingsInput = z.infer<typeof TrackingSettingsInputSchema>;

export const AnalyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** Which of a user's own records to list: pages and actions, API calls, or all. */
export const OWN_RECORD_VIEWS = ['activity', 'api', 'all'] as const;
export type OwnRecordView = (typeof OWN_RECORD_VIEWS)[number];

export const OwnUsageRecordsQuerySchema = z.object({
  view: z.enum(OWN_RECORD_VIEWS).default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const UsageRecordIdParamSchema = z.object({ id: z.uuid() });

/** Control characters (NUL included, which PostgreSQL cannot store) and unpaired surrogates in an outside answer. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSTORABLE = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A place name from the service, stored as text: without what cannot be stored, blank as absent. */
const PlaceTextSchema = (max: number) =>
  z
    .string()
    .max(max)
    .transform((text) => text.replace(UNSTORABLE, '').trim() || undefined);

/**
 * A geolocation service's answer (ipapi.co style: country_name, city, region, latitude, longitude, timezone). The
 * service is outside: its texts are cleaned before they reach a usage record.
 */
export const GeolocationAnswerSchema = z
  .object({
    country_name: PlaceTextSchema(100).optional(),
    country: PlaceTextSchema(100).optional(),
    city: PlaceTextSchema(100).optional(),
    region: PlaceTextSchema(100).optional(),
    latitude: z.coerce.number().min(-90).max(90).optional(),
    longitude: z.coerce.number().min(-180).max(180).optional(),
    timezone: PlaceTextSchema(64).optional(),
  })
  .transform((answer) => ({
    country: answer.country_name ?? answer.country ?? null,
    city: answer.city ?? null,
    region: answer.region ?? null,
    latitude: answer.latitude ?? null,
    longitude: answer.longitude ?? null,
    timezone: answer.timezone ?? null,
  }));
export type Geolocation = z.output<typeof GeolocationAnswerSchema>;
