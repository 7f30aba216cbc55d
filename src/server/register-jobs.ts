import {
  ENRICHMENT_BATCH_JOB,
  ENRICHMENT_BATCH_TICK_MS,
  resumeOrphanBatches,
  runEnrichmentBatch,
} from './features/ai/enrichment-batches.ts';
import { enqueueNewsAnalysis, NEWS_ANALYSIS_JOB, runNewsAnalysis } from './features/ai/news-analysis.ts';
import {
  CATALOGUE_IMPORT_JOB,
  importFetchedCatalogue,
  runCatalogueJob,
} from './features/intelligence/catalogue-jobs.ts';
import { NEWS_FETCH_JOB, runNewsFetch } from './features/intelligence/news-schedule.ts';
import { runScraper, SCRAPER_RUN_JOB } from './features/pricing/run-scraper.ts';
import { CALENDAR_NOTIFY_JOB, notifyCalendarDeadlines } from './features/markets/notify-calendar-deadlines.ts';
import {
  REFERENCE_DATA_IMPORT_JOB,
  runImportJob,
  type ImportJobPayload,
} from './features/reference-data/import-jobs.ts';
import {
  FORMULA_VERDICTS_RECHECK_JOB,
  runFormulaVerdictsRecheck,
  withFormulaVerdictsRecheck,
} from './features/regulatory/recheck-formula-verdicts.ts';
import { REFERENCE_DATA_SETUP_JOB, runSetupJob } from './features/reference-data/setup-jobs.ts';
import type { AppDeps } from './lib/app-context.ts';
import { EMBEDDED_BACKUP_JOB, runEmbeddedBackup } from './lib/backups.ts';
import type { JobQueue } from './lib/jobs/job-queue.ts';
import type { JobContext } from './lib/jobs/job-type.ts';
import { deleteExpiredUsageRecords, TRACKING_RETENTION_JOB } from './features/tracking/tracking-retention.ts';

/** Every kind of background job and the use case that runs it (ADR 012); called once in buildDeps. */
export function registerJobs(jobs: JobQueue, deps: Omit<AppDeps, 'jobs'>): void {
  // Every import is followed by a re-check of every formula against the new data (formulas it broke: dashboard).
  // Then the regulatory calendar is brought up to date and its new deadlines within 90 days are told.
  const importAndRecheck = withFormulaVerdictsRecheck({ ...deps, jobs }, (context: JobContext<ImportJobPayload>) =>
    runImportJob(deps, context),
  );
  jobs.define(REFERENCE_DATA_IMPORT_JOB, async (context) => {
    try {
      return await importAndRecheck(context);
    } finally {
      await jobs
        .enqueue(CALENDAR_NOTIFY_JOB, { reason: `reference-data import ${context.job.id}` })
        .catch((error: unknown) => deps.logger.error({ err: error }, 'could not enqueue the calendar notifications'));
    }
  });
  jobs.define(CALENDAR_NOTIFY_JOB, () => notifyCalendarDeadlines(deps, new Date()));
  jobs.define(FORMULA_VERDICTS_RECHECK_JOB, (context) => runFormulaVerdictsRecheck(deps, context));
  // Fetches, then enqueues the import (and catalogue) jobs and waits for them.
  // The catalogue step is the intelligence area's, given here so reference-data never imports intelligence.
  jobs.define(REFERENCE_DATA_SETUP_JOB, (context) =>
    runSetupJob(
      { ...deps, jobs, importCatalogue: (catalogue) => importFetchedCatalogue({ ...deps, jobs }, catalogue) },
      context,
    ),
  );
  jobs.define(CATALOGUE_IMPORT_JOB, (context) => runCatalogueJob(deps, context));
  jobs.define(NEWS_FETCH_JOB, async (context) => {
    const fetched = await runNewsFetch(deps, context);
    // With model analysis on (an admin's switch), the new articles are analysed by the model next.
    await enqueueNewsAnalysis(deps.database.db, jobs, 'after a news refresh').catch((error: unknown) =>
      deps.logger.info({ err: error }, 'news analysis not enqueued'),
    );
    return fetched;
  });
  jobs.define(NEWS_ANALYSIS_JOB, (context) => runNewsAnalysis(deps, context));
  jobs.define(SCRAPER_RUN_JOB, async (context) => {
    await runScraper(
      { db: deps.database.db, logger: deps.logger, allowedHosts: deps.env.fetchAllowedHosts },
      context.payload,
    );
  });
  jobs.define(ENRICHMENT_BATCH_JOB, (context) => runEnrichmentBatch(deps, context));
  jobs.addTicker(ENRICHMENT_BATCH_JOB.name, ENRICHMENT_BATCH_TICK_MS, async () => {
    await resumeOrphanBatches(deps.database.db, jobs);
  });
  jobs.define(TRACKING_RETENTION_JOB, () => deleteExpiredUsageRecords(deps.database.db, new Date()));
  const { pglite } = deps.database;
  if (pglite) jobs.define(EMBEDDED_BACKUP_JOB, () => runEmbeddedBackup(pglite, deps.env.dataDir, deps.logger));
}
