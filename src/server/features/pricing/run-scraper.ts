import { and, desc, eq, isNull } from 'drizzle-orm';
import { ParseRulesSchema } from '../../../domain/pricing/pricing.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materialPrices, scraperRuns, scraperSources } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { jobType } from '../../lib/jobs/job-type.ts';
import type { Logger } from '../../lib/logger.ts';
import { decodeBody } from '../../lib/decode-body.ts';
import { fetchPublic, FetchRefusedError, type PublicResponse } from '../../lib/fetch-public.ts';
import { mapPriceRows } from './import-price-list.ts';
import { parseCatalogue } from './parse-catalogue.ts';

export type ScraperDeps = {
  db: Db;
  logger: Logger;
  /** Hosts allowed although not public (FETCH_ALLOWED_HOSTS); everything else must be a public address. */
  allowedHosts?: readonly string[];
  fetchPublic?: typeof fetchPublic;
  timeoutMs?: number;
};
type LogEntry = { at: string; level: 'info' | 'warn' | 'error'; message: string };

const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** One run of a vendor catalogue source; its `scraper_runs` row records status, progress (0-1), counts and a log. */
export const SCRAPER_RUN_JOB = jobType<{ sourceId: string; runId: string; startedBy: string | null }>(
  'pricing.scraper-run',
);

const singletonKeyOf = (sourceId: string) => `scraper:${sourceId}`;

/** Whether a run of the source is queued or running, on any server. */
export async function isScraperRunning(jobs: JobQueue, sourceId: string): Promise<boolean> {
  return (await jobs.findActive(singletonKeyOf(sourceId))) !== null;
}

/** Enqueues one run of a catalogue source (404 for an unknown source, 409 while one is queued or running). */
export async function startScraperRun(
  deps: { db: Db; jobs: JobQueue },
  sourceId: string,
  startedBy: string | null,
  options: { uniqueKey?: string } = {},
): Promise<{ runId: string; jobId: string } | null> {
  const [source] = await deps.db
    .select({ id: scraperSources.id })
    .from(scraperSources)
    .where(eq(scraperSources.id, sourceId));
  if (!source) throw new AppError('NOT_FOUND', 'Source not found');
  const runId = crypto.randomUUID();
  const job = await deps.jobs.enqueue(
    SCRAPER_RUN_JOB,
    { sourceId, runId, startedBy },
    {
      singletonKey: singletonKeyOf(sourceId),
      conflictMessage: 'This source is already running. Wait for it to finish.',
      uniqueKey: options.uniqueKey,
      createdBy: startedBy,
    },
  );
  if (!job) return null;
  // The handler inserts the same row if it starts first.
  await deps.db.insert(scraperRuns).values({ id: runId, sourceId, status: 'running', startedBy }).onConflictDoNothing();
  return { runId, jobId: job.id };
}

/** Runs one scraper run to its end (the job's handler); records every outcome in the run row, never throws. */
export async function runScraper(
  deps: ScraperDeps,
  run: { sourceId: string; runId: string; startedBy: string | null },
): Promise<void> {
  const { sourceId, runId } = run;
  const [source] = await deps.db.select().from(scraperSources).where(eq(scraperSources.id, sourceId));
  if (!source) return;
  await deps.db
    .insert(scraperRuns)
    .values({ id: runId, sourceId, status: 'running', startedBy: run.startedBy })
    .onConflictDoNothing();
  const log: LogEntry[] = [];
  const note = async (level: LogEntry['level'], message: string, progress?: number) => {
    log.push({ at: new Date().toISOString(), level, message });
    await deps.db
      .update(scraperRuns)
      .set({ log, ...(progress === undefined ? {} : { progress }) })
      .where(eq(scraperRuns.id, runId));
  };
  const finish = async (fields: Partial<typeof scraperRuns.$inferInsert>) => {
    await deps.db
      .update(scraperRuns)
      .set({ ...fields, log, finishedAt: new Date() })
      .where(eq(scraperRuns.id, runId));
  };
  const doFetch = deps.fetchPublic ?? fetchPublic;
  try {
    const rules = ParseRulesSchema.parse(source.parseRules);
    await note('info', `Fetching ${source.url}`, 0.1);
    let response: PublicResponse;
    try {
      // Public addresses only (unless allowed), read with a byte cap and a time cap: never the whole body first.
      response = await doFetch(source.url, {
        maxBytes: MAX_BODY_BYTES,
        timeoutMs: deps.timeoutMs ?? 20_000,
        allowedHosts: deps.allowedHosts,
        headers: { Accept: 'text/csv, application/json' },
      });
    } catch (error) {
      const isOffline = error instanceof FetchRefusedError && error.code === 'OFFLINE';
      const reason = error instanceof FetchRefusedError ? error.message : 'the request failed';
      const message = isOffline
        ? `The machine is offline: ${reason}. Runs will work once the deployment is online.`
        : `Could not fetch the catalogue: ${reason}`;
      await note('error', message);
      await finish({ status: 'failed', isOffline, error: message });
      return;
    }
    if (response.status < 200 || response.status >= 300) {
      const message = `The vendor answered HTTP ${response.status}`;
      await note('error', message);
      await finish({ status: 'failed', error: message });
      return;
    }
    const body = decodeBody(response);
    await note('info', `Fetched ${response.body.length} bytes`, 0.4);
    const records = parseCatalogue(body, rules);
    await note('info', `Read ${records.length} rows`, 0.6);
    const { accepted, skipped, skippedCount } = await mapPriceRows(deps.db, null, records, rules.columns, {
      vendor: source.vendor,
      currency: rules.defaultCurrency,
    });
    for (const skip of skipped.slice(0, 20)) await note('warn', `Row ${skip.row}: ${skip.reason}`);
    const now = new Date();
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(materialPrices)
        .where(and(eq(materialPrices.scraperSourceId, source.id), isNull(materialPrices.userId)));
      for (let start = 0; start < accepted.length; start += 500) {
        await tx.insert(materialPrices).values(
          accepted.slice(start, start + 500).map((row) => ({
            ...row,
            vendor: source.vendor,
            userId: null,
            observedAt: now,
            source: 'scraper' as const,
            sourceUrl: source.url,
            scraperSourceId: source.id,
          })),
        );
      }
    });
    await note('info', `Saved ${accepted.length} prices; ${skippedCount} rows skipped`, 1);
    await finish({
      status: 'succeeded',
      progress: 1,
      rowsRead: records.length,
      pricesSaved: accepted.length,
      rowsSkipped: skippedCount,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.logger.warn({ sourceId, error: message }, 'scraper run failed');
    await note('error', message).catch(() => {});
    await finish({ status: 'failed', error: message }).catch(() => {});
  }
}

/**
 * Enqueues a run of each enabled source whose schedule is due (no run within its schedule), once per period of
 * its schedule across every server (unique key `scraper:<id>:<period start>`). Called by the jobs module's ticker.
 */
export async function enqueueDueScraperRuns(
  deps: { db: Db; jobs: JobQueue; logger: Logger },
  now = Date.now(),
): Promise<void> {
  const sources = await deps.db.select().from(scraperSources).where(eq(scraperSources.isEnabled, true));
  for (const source of sources) {
    if (!source.scheduleHours) continue;
    const everyMs = source.scheduleHours * 3_600_000;
    const [last] = await deps.db
      .select({ startedAt: scraperRuns.startedAt })
      .from(scraperRuns)
      .where(eq(scraperRuns.sourceId, source.id))
      .orderBy(desc(scraperRuns.startedAt))
      .limit(1);
    if (last && now - last.startedAt.getTime() < everyMs) continue;
    const period = new Date(Math.floor(now / everyMs) * everyMs).toISOString();
    await startScraperRun(deps, source.id, null, { uniqueKey: `scraper:${source.id}:${period}` }).catch(
      (error: unknown) => deps.logger.warn({ error: String(error) }, 'scheduled scraper run not started'),
    );
  }
}
