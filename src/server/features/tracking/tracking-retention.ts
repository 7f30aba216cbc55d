import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiRequestLogs, trackingAnonymousDays } from '../../db/schema/index.ts';
import { jobType } from '../../lib/jobs/job-type.ts';
import { getTrackingSettings } from './tracking-settings.ts';

/**
 * Daily: usage records older than the retention period (tracking settings, 180 days by default) are deleted, with
 * the anonymous budget's counts of those days.
 */
export const TRACKING_RETENTION_JOB = jobType<{ period: string }>('tracking.retention');
export const TRACKING_RETENTION_EVERY_MS = 86_400_000;

/** Deletes the usage records older than the retention period at `now`; returns the cut-off and how many went. */
export async function deleteExpiredUsageRecords(db: Db, now: Date) {
  const { retentionDays } = await getTrackingSettings(db);
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db
    .delete(apiRequestLogs)
    .where(lt(apiRequestLogs.createdAt, before))
    .returning({ id: apiRequestLogs.id });
  // The anonymous budget's day counts go with them (the day of `before` is kept: some of its records still are).
  await db.delete(trackingAnonymousDays).where(lt(trackingAnonymousDays.day, before.toISOString().slice(0, 10)));
  return { retentionDays, before: before.toISOString(), deleted: deleted.length };
}
