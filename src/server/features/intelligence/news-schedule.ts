import type { AppDeps } from '../../lib/app-context.ts';
import { fetchAllFeeds } from './fetch-feeds.ts';
import { seedFeedsIfEmpty } from './news-feeds.ts';

/** Spec section 4: articles refresh every 30 minutes. */
export const NEWS_REFRESH_MS = 30 * 60 * 1000;

/**
 * Fetches the feeds every 30 minutes (first run one minute after start). Offline, each feed records its error
 * and nothing else changes. Not started in tests. Returns a stop function.
 */
export function scheduleNewsRefresh(deps: Pick<AppDeps, 'database' | 'env' | 'logger'>): () => void {
  if (deps.env.NODE_ENV === 'test') return () => {};
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await seedFeedsIfEmpty(deps.database.db);
      const results = await fetchAllFeeds(deps.database.db, { allowedHosts: deps.env.fetchAllowedHosts });
      deps.logger.info({ feeds: results.map((result) => ({ name: result.name, status: result.status, added: result.added, error: result.error })) }, 'news feeds fetched');
    } catch (error) {
      deps.logger.error({ err: error }, 'news refresh failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), NEWS_REFRESH_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
