import { eq } from 'drizzle-orm';
import { RETENTION_DAYS_DEFAULT, type TrackingSettingsInput } from '../../../domain/tracking/tracking.schemas.ts';
import type { Db } from '../../db/client.ts';
import { trackingSettings } from '../../db/schema/index.ts';
import type { SessionUser } from '../../auth.ts';
import { recordAdminAction } from '../accounts/accounts.public.ts';

export type TrackingSettings = { retentionDays: number; geolocationUrlTemplate: string | null };

export const DEFAULT_TRACKING_SETTINGS: TrackingSettings = {
  retentionDays: RETENTION_DAYS_DEFAULT,
  geolocationUrlTemplate: null,
};

const INSTANCE = 'instance';

/** The instance's tracking settings: the stored row, or the defaults (180 days, no geolocation). */
export async function getTrackingSettings(db: Db): Promise<TrackingSettings> {
  const [row] = await db.select().from(trackingSettings).where(eq(trackingSettings.id, INSTANCE));
  return row
    ? { retentionDays: row.retentionDays, geolocationUrlTemplate: row.geolocationUrlTemplate }
    : DEFAULT_TRACKING_SETTINGS;
}

/** Stores the settings (one row) and writes the change to the admin audit log. */
export async function updateTrackingSettings(
  db: Db,
  admin: SessionUser,
  input: TrackingSettingsInput,
): Promise<TrackingSettings> {
  const values = { retentionDays: input.retentionDays, geolocationUrlTemplate: input.geolocationUrlTemplate };
  await db
    .insert(trackingSettings)
    .values({ id: INSTANCE, ...values, updatedBy: admin.id })
    .onConflictDoUpdate({
      target: trackingSettings.id,
      set: { ...values, updatedBy: admin.id, updatedAt: new Date() },
    });
  await recordAdminAction(db, {
    actor: { id: admin.id, email: admin.email },
    target: null,
    action: 'tracking.settings',
    detail: { retentionDays: values.retentionDays, geolocation: values.geolocationUrlTemplate !== null },
  });
  return values;
}

const REFRESH_MS = 60_000;

/**
 * The settings as this server last read them, for the request path (no query per request): re-read in the
 * background at most once a minute, and at once after this server saved them. Another server's change arrives
 * within a minute.
 */
export function createTrackingSettingsCache(db: Db, now: () => number = Date.now) {
  let current = DEFAULT_TRACKING_SETTINGS;
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<TrackingSettings> | null = null;

  function refresh(): Promise<TrackingSettings> {
    loading ??= getTrackingSettings(db)
      .then((settings) => {
        current = settings;
        return settings;
      })
      .catch(() => current)
      .finally(() => {
        loadedAt = now();
        loading = null;
      });
    return loading;
  }

  return {
    /** The last settings read (the defaults until the first read ends); starts a re-read when stale. */
    current(): TrackingSettings {
      if (now() - loadedAt > REFRESH_MS) void refresh();
      return current;
    },
    refresh,
    set(settings: TrackingSettings) {
      current = settings;
      loadedAt = now();
    },
  };
}
