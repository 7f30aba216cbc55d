import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { JobFailure, jobType, type JobContext, type JobRow } from '../../lib/jobs/job-type.ts';
import type { Logger } from '../../lib/logger.ts';
import { buildParfumoSource, type CatalogueSource } from './catalogue-sources.ts';
import { importCatalogue, type CatalogueImportResult } from './import-catalogue.ts';
import { recomputeTrends, type TrendsSummary } from './recompute-trends.ts';

export type CatalogueJobDeps = { database: Database; env: Env; logger: Logger; jobs: JobQueue };

export type CatalogueJobPayload = { source: CatalogueSource; startedBy: string | null };

/** A perfume catalogue import, then the recomputation of its trends. */
export const CATALOGUE_IMPORT_JOB = jobType<CatalogueJobPayload>('intelligence.catalogue-import');
const CATALOGUE_SINGLETON = 'intelligence.catalogue-import';

type CatalogueJobResult = { result: CatalogueImportResult; trends: TrendsSummary | null };

/** The admin screen's view of a catalogue job (its shape predates the jobs table). */
export type CatalogueJob = {
  id: string;
  catalogue: string;
  status: 'running' | 'succeeded' | 'failed';
  phase: string;
  progress: number;
  result: CatalogueImportResult | null;
  trends: TrendsSummary | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
};

function toCatalogueJob(job: JobRow): CatalogueJob {
  const payload = job.payload as CatalogueJobPayload;
  const outcome = job.result as CatalogueJobResult | null;
  const isActive = job.state === 'queued' || job.state === 'running';
  return {
    id: job.id,
    catalogue: payload.source.catalogue,
    status: isActive ? 'running' : job.state === 'succeeded' ? 'succeeded' : 'failed',
    phase: isActive ? (job.progress.message ?? 'reading') : 'done',
    progress: isActive ? job.progress.done / Math.max(1, job.progress.total) : 1,
    result: outcome?.result ?? null,
    trends: outcome?.trends ?? null,
    error: job.error,
    startedAt: (job.startedAt ?? job.createdAt).toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** The queued or running job (if any) and the last ten that finished, newest first, from every server. */
export async function listCatalogueJobs(jobs: JobQueue) {
  const rows = await jobs.list(CATALOGUE_IMPORT_JOB, { limit: 11 });
  const current = rows.find((row) => row.state === 'queued' || row.state === 'running');
  return {
    current: current ? toCatalogueJob(current) : null,
    recent: rows
      .filter((row) => row !== current)
      .slice(0, 10)
      .map(toCatalogueJob),
  };
}

/** Waits for a catalogue job to finish, on whichever server runs it. */
export async function waitForCatalogueJob(jobs: JobQueue, id: string): Promise<CatalogueJob> {
  return toCatalogueJob(await jobs.waitFor(id));
}

/** Enqueues a catalogue import and its trends (409 while another catalogue import is queued or running). */
export async function startCatalogueJob(
  deps: Pick<CatalogueJobDeps, 'env' | 'jobs'>,
  source: CatalogueSource,
  startedBy: string | null,
  options: { uniqueKey?: string } = {},
): Promise<CatalogueJob | null> {
  if (source.isNonCommercial && !deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL) {
    throw new AppError(
      'FORBIDDEN',
      `${source.title} is licensed for non-commercial use, and REFERENCE_DATA_ALLOW_NONCOMMERCIAL=false.`,
    );
  }
  const job = await deps.jobs.enqueue(
    CATALOGUE_IMPORT_JOB,
    { source, startedBy },
    {
      singletonKey: CATALOGUE_SINGLETON,
      conflictMessage: 'A catalogue import is already running. Wait for it to finish.',
      uniqueKey: options.uniqueKey,
      createdBy: startedBy,
      progress: { done: 0, total: 100, message: 'reading' },
    },
  );
  return job ? toCatalogueJob(job) : null;
}

/**
 * The reference-data setup job's last step: imports the fetched Parfumo files through a catalogue job and waits for
 * it (409 and the licence check as startCatalogueJob).
 */
export async function importFetchedCatalogue(
  deps: Pick<CatalogueJobDeps, 'env' | 'jobs'>,
  catalogue: { file: string; brandCountryFile: string; startedBy: string | null },
): Promise<{ status: string; message: string }> {
  const source = {
    ...buildParfumoSource(deps.env),
    file: catalogue.file,
    brandCountryFile: catalogue.brandCountryFile,
  };
  const started = await startCatalogueJob(deps, source, catalogue.startedBy);
  const job = await waitForCatalogueJob(deps.jobs, started!.id);
  return { status: job.status, message: job.error ?? `${job.result?.rowsAdded ?? 0} perfumes added.` };
}

/** The handler: imports the catalogue (85% of the bar), then recomputes its trends. */
export async function runCatalogueJob(
  deps: Omit<CatalogueJobDeps, 'jobs'>,
  context: JobContext<CatalogueJobPayload>,
): Promise<CatalogueJobResult> {
  const { db } = deps.database;
  const { source, startedBy } = context.payload;
  const result = await importCatalogue(db, source, {
    startedBy,
    onProgress: (share, phase) => context.progress({ done: Math.round(share * 85), total: 100, message: phase }),
  });
  if (result.status === 'failed') throw new JobFailure(result.message, { result, trends: null });
  context.progress({ done: 88, total: 100, message: 'trends' });
  const trends = await recomputeTrends(db, source.catalogue);
  deps.logger.info(
    { catalogue: source.catalogue, importMs: result.ms, trendsMs: trends.ms, message: result.message },
    'catalogue import',
  );
  return { result, trends };
}

/**
 * First start with REFERENCE_DATA_DIR set and no catalogue yet: imports Parfumo in the background once the
 * materials import (if any, on any server) is done, so trending notes link to the library. Never throws.
 */
export async function importCatalogueIfEmpty(
  deps: CatalogueJobDeps,
  source: CatalogueSource,
): Promise<CatalogueJob | null> {
  if (!deps.env.REFERENCE_DATA_DIR || (source.isNonCommercial && !deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL))
    return null;
  try {
    const materialsImport = await deps.jobs.findActive('reference-data.import');
    if (materialsImport) await deps.jobs.waitFor(materialsImport.id, { pollMs: 1_000 });
    const { db } = deps.database;
    const existing = await db.execute<{ found: number }>(
      sql`SELECT 1 AS found FROM import_runs WHERE dataset = ${`catalogue:${source.catalogue}`} LIMIT 1`,
    );
    if (existing.rows.length > 0) return null;
    deps.logger.info({ catalogue: source.catalogue }, 'no perfume catalogue yet: importing it in the background');
    return await startCatalogueJob(deps, source, null, {
      uniqueKey: `intelligence.catalogue-first-import:${source.catalogue}`,
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not start the first catalogue import');
    return null;
  }
}
