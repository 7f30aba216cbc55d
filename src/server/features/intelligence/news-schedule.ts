import type { AppDeps } from '../../lib/app-context.ts';
import { jobType, type JobContext } from '../../lib/jobs/job-queue.ts';
import { fetchAllFeeds } from './fetch-feeds.ts';
import { seedFeedsIfEmpty } from './news-feeds.ts';

/** One fetch of every enabled feed for one period (spec section 4: every 30 minutes, NEWS_REFRESH_SECONDS). */
export const NEWS_FETCH_JOB = jobType<{ period: string }>('intelligence.news-fetch');

/**
 * The handler: fetches the feeds once for its period. Offline, each feed records its error and nothing else
 * changes. The jobs module enqueues one job per period across every server (`intelligence.news-fetch:<period>`).
 */
export async function runNewsFetch(deps: Pick<AppDeps, 'database' | 'logger'>, context: JobContext<{ period: string }>) {
  await seedFeedsIfEmpty(deps.database.db);
  context.progress({ done: 0, total: 1, message: 'fetching the feeds' });
  const results = await fetchAllFeeds(deps.database.db);
  deps.logger.info({ period: context.payload.period, feeds: results.map((result) => ({ name: result.name, status: result.status, added: result.added, error: result.error })) }, 'news feeds fetched');
  return { feeds: results.map((result) => ({ name: result.name, status: result.status, added: result.added, error: result.error })) };
}
