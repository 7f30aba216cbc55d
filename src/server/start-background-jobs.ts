import { importCatalogueIfEmpty } from './features/intelligence/catalogue-jobs.ts';
import { buildParfumoSource } from './features/intelligence/catalogue-sources.ts';
import { scheduleNewsRefresh } from './features/intelligence/news-schedule.ts';
import { rebuildMaterialSearchIndex } from './features/materials/material-search-store.ts';
import { importAllIfEmpty } from './features/reference-data/import-jobs.ts';
import { startScraperScheduler } from './features/pricing/run-scraper.ts';
import type { AppDeps } from './lib/app-context.ts';

/**
 * What the server does besides answering requests: the first-run imports (reference data, then the perfume
 * catalogue) when REFERENCE_DATA_DIR is set, the material search index, news every 30 minutes and scheduled
 * vendor catalogue runs. Returns a function that stops the timers.
 */
export async function startBackgroundJobs(deps: AppDeps): Promise<() => void> {
  const referenceJob = await importAllIfEmpty(deps);
  void importCatalogueIfEmpty(deps, referenceJob?.done ?? null, buildParfumoSource(deps.env));
  void rebuildMaterialSearchIndex(deps.database.db).catch((error: unknown) => deps.logger.error({ err: error }, 'material search index'));
  const stopNews = scheduleNewsRefresh(deps);
  const stopScrapers = deps.env.NODE_ENV === 'test' ? () => {} : startScraperScheduler({ db: deps.database.db, logger: deps.logger, allowedHosts: deps.env.fetchAllowedHosts });
  return () => {
    stopNews();
    stopScrapers();
  };
}
