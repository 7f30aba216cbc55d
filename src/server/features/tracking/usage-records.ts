import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { OwnRecordView } from '../../../domain/tracking/tracking.schemas.ts';
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

function kindFilter(view: OwnRecordView): SQL | undefined {
  if (view === 'api') return eq(apiRequestLogs.apiName, 'ApiCall');
  if (view === 'activity') return ne(apiRequestLogs.apiName, 'ApiCall');
  return undefined;
}

/** The user's own usage records (all, pages and actions, or API calls), newest first, and how many there are. */
export async function listOwnUsageRecords(
  db: Db,
  userId: string,
  page: { limit: number; offset: number; view: OwnRecordView },
) {
  const where = and(eq(apiRequestLogs.userId, userId), kindFilter(page.view));
  const [rows, [total], [all]] = await Promise.all([
    db
      .select(OWN_COLUMNS)
      .from(apiRequestLogs)
      .where(where)
      .orderBy(desc(apiRequestLogs.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(apiRequestLogs).where(where),
    db.select({ value: count() }).from(apiRequestLogs).where(eq(apiRequestLogs.userId, userId)),
  ]);
  return {
    records: rows.map(({ language, ...row }) => ({
      ...row,
      language: (language as { language?: string | null } | null)?.language ?? null,
    })),
    /** Records in this view. */
    total: total?.value ?? 0,
    /** Every record kept about the user. */
    totalKept: all?.value ?? 0,
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
