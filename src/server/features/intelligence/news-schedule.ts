import type { AppDeps } from '../../lib/app-context.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { jobType, type JobContext } from '../../lib/jobs/job-type.ts';
import { fetchAllFeeds, type FeedResult } from './fetch-feeds.ts';
import { seedFeedsIfEmpty } from './news-feeds.ts';

/** One fetch of every enabled feed for one period (spec section 4: every 30 minutes, NEWS_REFRESH_SECONDS), or on demand. */
export const NEWS_FETCH_JOB = jobType<{ period: string }>('intelligence.news-fetch');
/** One fetch at a time across servers: a period that falls during an admin's fetch waits for it. */
export const NEWS_FETCH_SINGLETON = 'intelligence.news-fetch';

/**
 * The handler: fetches the feeds once for its period. Offline, each feed records its error and nothing else
 * changes. The jobs module enqueues one job per period across every server (`intelligence.news-fetch:<period>`).
 */
export async function runNewsFetch(
  deps: Pick<AppDeps, 'database' | 'env' | 'logger'>,
  context: JobContext<{ period: string }>,
): Promise<{ results: FeedResult[] }> {
  await seedFeedsIfEmpty(deps.database.db);
  context.progress({ done: 0, total: 1, message: 'fetching the feeds' });
  const results = await fetchAllFeeds(deps.database.db, { allowedHosts: deps.env.fetchAllowedHosts });
  deps.logger.info(
    {
      period: context.payload.period,
      feeds: results.map((result) => ({
        name: result.name,
        status: result.status,
        added: result.added,
        error: result.error,
      })),
    },
    'news feeds fetched',
  );
  return { results };
}

/** An admin's "fetch now": through the jobs module like the periods (409 while a fetch runs), answered when done. */
export async function fetchNewsNow(jobs: JobQueue, startedBy: string): Promise<FeedResult[]> {
  const job = await jobs.enqueue(
    NEWS_FETCH_JOB,
    { period: `on demand ${new Date().toISOString()}` },
    {
      singletonKey: NEWS_FETCH_SINGLETON,
      conflictMessage: 'The news feeds are being fetched. Wait for it to finish.',
      createdBy: startedBy,
      maxAttempts: 1,
    },
  );
  const done = await jobs.waitFor(job!.id);
  if (done.state !== 'succeeded') throw new Error(done.error ?? 'The news fetch failed.');
  return (done.result as { results: FeedResult[] }).results;
}
