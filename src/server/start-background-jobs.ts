import { importCatalogueIfEmpty } from './features/intelligence/catalogue-jobs.ts';
import {
  CALENDAR_NOTIFY_AFTER_START_MS,
  CALENDAR_NOTIFY_EVERY_MS,
  CALENDAR_NOTIFY_JOB,
} from './features/markets/notify-calendar-deadlines.ts';
import { buildParfumoSource } from './features/intelligence/catalogue-sources.ts';
import { NEWS_FETCH_JOB, NEWS_FETCH_SINGLETON } from './features/intelligence/news-schedule.ts';
import { enqueueDueScraperRuns } from './features/pricing/run-scraper.ts';
import { warmKeptRuleFindings } from './features/markets/kept-rule-findings.ts';
import { importAllIfEmpty } from './features/reference-data/import-jobs.ts';
import { prepareVerdictWorker } from './features/regulatory/check-in-worker.ts';
import { prepareVerdictChecks } from './features/regulatory/stored-checks.ts';
import { formulas } from './db/schema/index.ts';
import type { AppDeps } from './lib/app-context.ts';
import { collectAndRelease } from './lib/collect-and-release.ts';
import { EMBEDDED_BACKUP_JOB } from './lib/backups.ts';
import { warmSignedInMember } from './warm-signed-in-member.ts';
import { TRACKING_RETENTION_EVERY_MS, TRACKING_RETENTION_JOB } from './features/tracking/tracking-retention.ts';

/** How often each server checks which scheduled scraper runs are due. */
const SCRAPER_CHECK_MS = 60_000;
/** How often each server checks whether another one changed the reference library under its search index. */
const SEARCH_INDEX_CHECK_MS = 30_000;

/**
 * What the server does besides answering requests: its material search index (rebuilt when another server changed
 * the library) and the compliance engine's inputs (with the kept checks' key: prepareVerdictChecks), both built at
 * start rather than in the first user's request (under a house's load the inputs' half second, built by the first ask
 * for verdicts, held every request of that second behind it), and the jobs module's worker (ADR 012): the first-run
 * imports (reference data, then the perfume catalogue) when REFERENCE_DATA_DIR is set, news every
 * NEWS_REFRESH_SECONDS, scheduled vendor catalogue runs and embedded database backups, each period enqueued once
 * across every server; and, as each member signs in, what their first screens need (warmSignedInMember). Returns a
 * function that stops the worker.
 */
export async function startBackgroundJobs(deps: AppDeps): Promise<() => void> {
  const { env, jobs } = deps;
  const indexBuilt = deps.materialIndex
    .rebuild()
    .catch((error: unknown) => deps.logger.error({ err: error }, 'material search index'));
  // With formulas to show verdicts of, the verdict worker's copy of the inputs too (ADR 084): the members signing in
  // after a restart then do not meet its build (the first of them made it in warmSignedInMember, in the same seconds
  // as everyone's first pages), and the kept findings of the dashboards' next deadline (ADR 088: the first of thirty
  // members landing together read them for everyone). A deployment without formulas holds none of it.
  const inputsBuilt = prepareVerdictChecks(deps)
    .then(async () => {
      const [any] = await deps.database.db.select({ id: formulas.id }).from(formulas).limit(1);
      if (!any) return;
      await prepareVerdictWorker(deps);
      await warmKeptRuleFindings(deps, await deps.complianceInputs.load());
    })
    .catch((error: unknown) => deps.logger.error({ err: error }, 'compliance inputs'));
  // What building them left (the rows read, the index's working arrays) is given back once both are done (ADR 083).
  void Promise.all([indexBuilt, inputsBuilt]).then(() => collectAndRelease?.());
  deps.sessionStarts.listen((userId) => {
    void warmSignedInMember(deps, userId).catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'preparing a signed-in member'),
    );
  });
  jobs.addTicker('material search index', SEARCH_INDEX_CHECK_MS, async () => {
    await deps.materialIndex.refreshIfStale();
  });
  if (env.hasJobSchedules) {
    jobs.schedule(
      NEWS_FETCH_JOB,
      env.NEWS_REFRESH_SECONDS * 1000,
      (periodStart) => ({ period: periodStart.toISOString() }),
      {
        singletonKey: NEWS_FETCH_SINGLETON,
      },
    );
    jobs.addTicker('scheduled scrapers', SCRAPER_CHECK_MS, () =>
      enqueueDueScraperRuns({ db: deps.database.db, jobs, logger: deps.logger }),
    );
    // Deadlines come within 90 days as the days pass, not only after an import; not in a start's first minutes.
    jobs.schedule(
      CALENDAR_NOTIFY_JOB,
      CALENDAR_NOTIFY_EVERY_MS,
      (periodStart) => ({ reason: `daily ${periodStart.toISOString()}` }),
      { notBeforeUptimeMs: CALENDAR_NOTIFY_AFTER_START_MS },
    );
    jobs.schedule(TRACKING_RETENTION_JOB, TRACKING_RETENTION_EVERY_MS, (periodStart) => ({
      period: periodStart.toISOString(),
    }));
    if (deps.database.pglite && env.BACKUP_INTERVAL_HOURS > 0) {
      jobs.schedule(EMBEDDED_BACKUP_JOB, env.BACKUP_INTERVAL_HOURS * 3_600_000, (periodStart) => ({
        period: periodStart.toISOString(),
      }));
    }
  }
  // The embedded database's lock proves no other server runs: what a previous process left running restarts now.
  await jobs.start({ reclaimAll: deps.database.kind === 'pglite' });
  await importAllIfEmpty(deps);
  void importCatalogueIfEmpty(deps, buildParfumoSource(env));
  return () => {
    deps.sessionStarts.listen(null);
    void jobs.stop();
  };
}
