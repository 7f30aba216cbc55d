import { sql } from 'drizzle-orm';
import { buildFunnel, fillDailySeries } from '../../../domain/tracking/usage-analytics.ts';
import type { Db } from '../../db/client.ts';

const DAY_MS = 86_400_000;

type Count = number | string;
const toNumber = (value: Count | null | undefined) => Number(value ?? 0);

/**
 * The admin analytics over the last `days` days (UTC): totals, a daily series, top pages, devices, browsers,
 * countries (when geolocation is on), actions, and the funnel landing → sign-up → a formula created.
 * Visitors: a signed-in person counts once; a visitor without an account once per visitor session. Page views and
 * actions are summed over `request_count` (a visitor's identical events of one write window are one row).
 */
export async function summariseUsage(db: Db, days: number, now: Date) {
  const firstDay = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
  const since = firstDay.toISOString();
  const [totals, daily, pages, devices, browsers, countries, actions, funnel, overBudget] = await Promise.all([
    db.execute<{
      page_views: Count;
      api_calls: Count;
      actions: Count;
      sessions: Count;
      visitors: Count;
      users: Count;
    }>(sql`
      SELECT coalesce(sum(request_count) FILTER (WHERE api_name = 'PageView'), 0) AS page_views,
             coalesce(sum(request_count) FILTER (WHERE api_name = 'ApiCall'), 0) AS api_calls,
             coalesce(sum(request_count) FILTER (WHERE api_name = 'UserAction'), 0) AS actions,
             count(DISTINCT session_id) AS sessions,
             count(DISTINCT coalesce(user_id, session_id)) AS visitors,
             count(DISTINCT user_id) AS users
      FROM api_request_logs WHERE created_at >= ${since}`),
    db.execute<{ day: string; page_views: Count; sessions: Count; visitors: Count }>(sql`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
             coalesce(sum(request_count) FILTER (WHERE api_name = 'PageView'), 0) AS page_views,
             count(DISTINCT session_id) AS sessions,
             count(DISTINCT coalesce(user_id, session_id)) AS visitors
      FROM api_request_logs WHERE created_at >= ${since}
      GROUP BY 1`),
    db.execute<{ path: string; views: Count; sessions: Count }>(sql`
      SELECT endpoint AS path, sum(request_count) AS views, count(DISTINCT session_id) AS sessions
      FROM api_request_logs WHERE created_at >= ${since} AND api_name = 'PageView'
      GROUP BY endpoint ORDER BY sum(request_count) DESC, endpoint LIMIT 10`),
    db.execute<{ label: string; sessions: Count }>(sql`
      SELECT coalesce(device_type, 'unknown') AS label, count(DISTINCT session_id) AS sessions
      FROM api_request_logs WHERE created_at >= ${since} AND api_name = 'PageView'
      GROUP BY 1 ORDER BY 2 DESC, 1`),
    db.execute<{ label: string; sessions: Count }>(sql`
      SELECT coalesce(browser, 'unknown') AS label, count(DISTINCT session_id) AS sessions
      FROM api_request_logs WHERE created_at >= ${since} AND api_name = 'PageView'
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 8`),
    db.execute<{ label: string; sessions: Count }>(sql`
      SELECT country AS label, count(DISTINCT session_id) AS sessions
      FROM api_request_logs WHERE created_at >= ${since} AND api_name = 'PageView' AND country IS NOT NULL
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`),
    db.execute<{ action: string; count: Count }>(sql`
      SELECT substring(endpoint FROM 9) AS action, sum(request_count) AS count
      FROM api_request_logs WHERE created_at >= ${since} AND api_name = 'UserAction'
      GROUP BY 1 ORDER BY 2 DESC, 1`),
    db.execute<{ landing: Count; signed_up: Count; created_formula: Count }>(sql`
      WITH landing AS (
        SELECT DISTINCT session_id FROM api_request_logs
        WHERE created_at >= ${since} AND api_name = 'PageView' AND endpoint = '/' AND session_id IS NOT NULL
      ), signed AS (
        SELECT DISTINCT l.session_id FROM landing l
        JOIN api_request_logs r ON r.session_id = l.session_id
        WHERE r.api_name = 'UserAction' AND r.endpoint = '/action/sign_up' AND r.created_at >= ${since}
      ), created AS (
        SELECT s.session_id FROM signed s
        WHERE EXISTS (
          SELECT 1 FROM api_request_logs f
          WHERE f.api_name = 'UserAction' AND f.endpoint = '/action/formula_created' AND f.created_at >= ${since}
            AND (f.session_id = s.session_id OR f.user_id IN (
              SELECT u.user_id FROM api_request_logs u WHERE u.session_id = s.session_id AND u.user_id IS NOT NULL)))
      )
      SELECT (SELECT count(*) FROM landing) AS landing, (SELECT count(*) FROM signed) AS signed_up,
             (SELECT count(*) FROM created) AS created_formula`),
    db.execute<{ events: Count; days: Count }>(sql`
      SELECT coalesce(sum(events_over_budget), 0) AS events, count(*) FILTER (WHERE events_over_budget > 0) AS days
      FROM tracking_anonymous_days WHERE day >= ${since.slice(0, 10)}`),
  ]);
  const total = totals.rows[0];
  const steps = funnel.rows[0];
  return {
    days,
    since,
    totals: {
      pageViews: toNumber(total?.page_views),
      apiCalls: toNumber(total?.api_calls),
      actions: toNumber(total?.actions),
      sessions: toNumber(total?.sessions),
      visitors: toNumber(total?.visitors),
      signedInUsers: toNumber(total?.users),
    },
    daily: fillDailySeries(
      daily.rows.map((row) => ({
        day: row.day,
        pageViews: toNumber(row.page_views),
        sessions: toNumber(row.sessions),
        visitors: toNumber(row.visitors),
      })),
      since.slice(0, 10),
      days,
    ),
    topPages: pages.rows.map((row) => ({
      path: row.path,
      views: toNumber(row.views),
      sessions: toNumber(row.sessions),
    })),
    devices: devices.rows.map((row) => ({ label: row.label, sessions: toNumber(row.sessions) })),
    browsers: browsers.rows.map((row) => ({ label: row.label, sessions: toNumber(row.sessions) })),
    countries: countries.rows.map((row) => ({ label: row.label, sessions: toNumber(row.sessions) })),
    actions: actions.rows.map((row) => ({ action: row.action, count: toNumber(row.count) })),
    /** Events of visitors without an account past the day's budget: counted, not stored (not in the figures above). */
    anonymousOverBudget: {
      events: toNumber(overBudget.rows[0]?.events),
      days: toNumber(overBudget.rows[0]?.days),
    },
    funnel: buildFunnel([
      { label: 'Visited the front page', count: toNumber(steps?.landing) },
      { label: 'Signed up', count: toNumber(steps?.signed_up) },
      { label: 'Created a formula', count: toNumber(steps?.created_formula) },
    ]),
  };
}
