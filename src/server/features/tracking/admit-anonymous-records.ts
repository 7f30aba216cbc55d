import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackingAnonymousDays } from '../../db/schema/index.ts';
import type { UsageRow } from './usage-recorder.ts';

/** The UTC day a record written at `now` belongs to (YYYY-MM-DD). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The records of a batch that may be stored: every record of a signed-in user, and the records of visitors without
 * an account while the day's global budget (`perDay`, all servers together) lasts. The day's count is raised by the
 * batch's anonymous records and read back in one statement, so parallel writers never both take the last places;
 * the records past the budget are dropped and their events (a record may stand for several) added to the day's
 * `events_over_budget`.
 */
export async function admitAnonymousRecords(db: Db, rows: UsageRow[], perDay: number, now = new Date()) {
  const anonymous = rows.filter((row) => !row.userId);
  if (anonymous.length === 0) return rows;
  const day = dayOf(now);
  const [counted] = await db
    .insert(trackingAnonymousDays)
    .values({ day, recordsOffered: anonymous.length })
    .onConflictDoUpdate({
      target: trackingAnonymousDays.day,
      set: { recordsOffered: sql`${trackingAnonymousDays.recordsOffered} + ${anonymous.length}` },
    })
    .returning({ recordsOffered: trackingAnonymousDays.recordsOffered });
  const before = (counted?.recordsOffered ?? anonymous.length) - anonymous.length;
  const places = Math.max(0, Math.min(anonymous.length, perDay - before));
  if (places === anonymous.length) return rows;
  const admitted = new Set(anonymous.slice(0, places));
  const refused = anonymous.slice(places);
  const events = refused.reduce((sum, row) => sum + (row.requestCount ?? 1), 0);
  await db
    .update(trackingAnonymousDays)
    .set({ eventsOverBudget: sql`${trackingAnonymousDays.eventsOverBudget} + ${events}` })
    .where(eq(trackingAnonymousDays.day, day));
  return rows.filter((row) => row.userId || admitted.has(row));
}
