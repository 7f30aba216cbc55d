import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiRequestLogs } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The columns a user sees of their own records (everything stored about them; there is no address to show). */
const OWN_COLUMNS = {
  id: apiRequestLogs.id,
  kind: apiRequestLogs.apiName,
  endpoint: apiRequestLogs.endpoint,
  method: apiRequestLogs.method,
  status: apiRequestLogs.responseStatus,
  calls: apiRequestLogs.requestCount,
  responseTimeMs: apiRequestLogs.responseTimeMs,
  details: apiRequestLogs.requestParams,
  sessionId: apiRequestLogs.sessionId,
  deviceType: apiRequestLogs.deviceType,
  browser: apiRequestLogs.browser,
  os: apiRequestLogs.os,
  viewportSize: apiRequestLogs.viewportSize,
  screenResolution: apiRequestLogs.screenResolution,
  language: apiRequestLogs.requestHeaders,
  referrer: apiRequestLogs.referrer,
  country: apiRequestLogs.country,
  city: apiRequestLogs.city,
  createdAt: apiRequestLogs.createdAt,
};

/** The user's own usage records, newest first, and how many there are. */
export async function listOwnUsageRecords(db: Db, userId: string, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(OWN_COLUMNS)
      .from(apiRequestLogs)
      .where(eq(apiRequestLogs.userId, userId))
      .orderBy(desc(apiRequestLogs.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(apiRequestLogs).where(eq(apiRequestLogs.userId, userId)),
  ]);
  return {
    records: rows.map(({ language, ...row }) => ({
      ...row,
      language: (language as { language?: string | null } | null)?.language ?? null,
    })),
    total: total?.value ?? 0,
  };
}

/** Deletes every usage record of the user; returns how many went. */
export async function deleteOwnUsageRecords(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(apiRequestLogs)
    .where(eq(apiRequestLogs.userId, userId))
    .returning({ id: apiRequestLogs.id });
  return deleted.length;
}

/** Deletes one of the user's records; another user's record (or none) answers 404. */
export async function deleteOwnUsageRecord(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(apiRequestLogs)
    .where(and(eq(apiRequestLogs.id, id), eq(apiRequestLogs.userId, userId)))
    .returning({ id: apiRequestLogs.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such usage record');
}
