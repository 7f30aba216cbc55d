import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/markets/market-rules.ts';
import { calendarNotifications, formulas, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { jobType } from '../../lib/jobs/job-type.ts';
import type { Db } from '../../db/client.ts';
import type { VerdictDeps } from '../regulatory/regulatory.public.ts';
import { formatDocumentDate } from '../../../domain/shared/format-dates.ts';
import { buildUserMarketCalendar } from './build-user-market-calendar.ts';
import { keptRuleFindingsOf } from './kept-rule-findings.ts';

/** Keeps the users told of coming deadlines: after every reference-data import, and once a day (the clock moves). */
export const CALENDAR_NOTIFY_JOB = jobType<{ reason: string }>('markets.calendar-notify');
export const CALENDAR_NOTIFY_EVERY_MS = 24 * 3_600_000;
/**
 * How long after a server's start the day's run waits when that server enqueues it (ADR 084): a deadline told 90 days
 * ahead loses nothing in ten minutes, and a start's first minutes are the verdicts it computes again while people
 * come back. A day's run reads each formula's kept findings (ADR 085: 2.5 s for a house's 10,000); its first run after
 * a deployment that changed the market rules' code, or an import, finds them all again (~90 s under a house's load).
 */
export const CALENDAR_NOTIFY_AFTER_START_MS = 10 * 60_000;
/** A deadline is told when it comes within this many days. */
export const CALENDAR_NOTICE_DAYS = 90;

const addDays = (date: IsoDate, days: number): IsoDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10) as IsoDate;

type NotifyDeps = VerdictDeps & Pick<AppDeps, 'mailer' | 'logger'> & { env: { publicUrl: string } };

/**
 * Tells every user with formulas of each calendar date (a market's rule that changes one of their formulas'
 * verdict or label) that falls within the next 90 days of `now`: once per user and date (a unique row), in the app
 * and by e-mail (SMTP when configured, else the outbox). A user whose calendar cannot be built is logged and
 * skipped; the others are still told. Each formula's findings are kept (kept-rule-findings.ts) and found again only
 * when its rows, the data its author can read, the reference data or the rules' code changed: only which dates fall
 * within the 90 days changes from one day to the next.
 */
export async function notifyCalendarDeadlines(deps: NotifyDeps, now: Date) {
  const { db } = deps.database;
  const from = now.toISOString().slice(0, 10) as IsoDate;
  const to = addDays(from, CALENDAR_NOTICE_DAYS);
  // Each author once per workspace they wrote formulas in, told of their own formulas there (issue 30).
  const owners = await db
    .selectDistinct({ userId: users.id, workspaceId: formulas.workspaceId, email: users.email, name: users.name })
    .from(formulas)
    .innerJoin(users, eq(users.id, formulas.userId))
    .where(isNotNull(formulas.userId));
  let notified = 0;
  let emailed = 0;
  for (const owner of owners) {
    try {
      const calendar = await buildUserMarketCalendar(
        deps,
        { userId: owner.userId, workspaceId: owner.workspaceId },
        { from, to },
        // Each formula's findings kept from the days before, found again only when something they read changed.
        { authoredOnly: true, pace: 'background', store: keptRuleFindingsOf(deps) },
      );
      for (const date of calendar.dates) {
        const formulaIds = [
          ...new Set(date.markets.flatMap((market) => market.formulas.map((formula) => formula.formulaId))),
        ];
        const markets = date.markets.map((market) => market.market);
        const [row] = await db
          .insert(calendarNotifications)
          .values({
            userId: owner.userId,
            date: date.date,
            markets,
            formulaCount: formulaIds.length,
            firstFormulaId: formulaIds[0] ?? null,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: calendarNotifications.id });
        if (!row) continue;
        notified += 1;
        const count = `${formulaIds.length} of your formulas ${formulaIds.length === 1 ? 'needs' : 'need'}`;
        await deps.mailer.send({
          to: owner.email,
          subject: `Regulatory deadline on ${formatDocumentDate(date.date)}: ${markets.join(', ')}`,
          text: [
            `Hello${owner.name ? ` ${owner.name}` : ''},`,
            '',
            `On ${formatDocumentDate(date.date)}, ${count} a new label, declaration or reformulation for ${markets.join(', ')}.`,
            `See which formulas, the lines and the rules in the regulatory calendar: ${deps.env.publicUrl.replace(/\/$/, '')}/regulatory-calendar`,
            '',
            'Sillage tells you once per deadline, 90 days ahead or as soon as a data update brings it.',
          ].join('\n'),
        });
        await db
          .update(calendarNotifications)
          .set({ emailedAt: new Date() })
          .where(eq(calendarNotifications.id, row.id));
        emailed += 1;
      }
    } catch (error) {
      deps.logger.error({ err: error, userId: owner.userId }, 'calendar deadlines not notified');
    }
  }
  return { users: new Set(owners.map((owner) => owner.userId)).size, notified, emailed, from, to };
}

/** The user's deadline notifications not read yet, newest first (GET /api/markets/notifications). */
export async function listCalendarNotifications(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(calendarNotifications)
    .where(and(eq(calendarNotifications.userId, userId), isNull(calendarNotifications.readAt)))
    .orderBy(desc(calendarNotifications.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    markets: row.markets,
    formulaCount: row.formulaCount,
    firstFormulaId: row.firstFormulaId,
    emailed: row.emailedAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Marks one of the user's notifications read (404 for any other). */
export async function readCalendarNotification(db: Db, userId: string, id: string, now: Date) {
  const [row] = await db
    .update(calendarNotifications)
    .set({ readAt: now })
    .where(and(eq(calendarNotifications.id, id), eq(calendarNotifications.userId, userId)))
    .returning({ id: calendarNotifications.id });
  if (!row) throw new AppError('NOT_FOUND', 'Notification not found');
  return { id: row.id, read: true };
}
