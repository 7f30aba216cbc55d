import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { CatalogueSource } from './catalogue-sources.ts';
import { importCatalogue, type CatalogueImportResult } from './import-catalogue.ts';
import { recomputeTrends, type TrendsSummary } from './recompute-trends.ts';

export type CatalogueJobDeps = { database: Database; env: Env; logger: Logger };

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
  done: Promise<CatalogueJob>;
};

const registries = new WeakMap<Database, { current: CatalogueJob | null; history: CatalogueJob[] }>();

function registryFor(database: Database) {
  let registry = registries.get(database);
  if (!registry) registries.set(database, (registry = { current: null, history: [] }));
  return registry;
}

function toJson(job: CatalogueJob) {
  const { done: _done, ...rest } = job;
  return rest;
}

/** The running job (if any) and the jobs this process ran, newest first. */
export function listCatalogueJobs(database: Database) {
  const registry = registryFor(database);
  return { current: registry.current ? toJson(registry.current) : null, recent: registry.history.slice(0, 10).map(toJson) };
}

/** Imports a catalogue then recomputes its trends, in the background (409 while another import runs). */
export function startCatalogueJob(deps: CatalogueJobDeps, source: CatalogueSource, startedBy: string | null): CatalogueJob {
  const registry = registryFor(deps.database);
  if (registry.current) throw new AppError('CONFLICT', 'A catalogue import is already running. Wait for it to finish.');
  if (source.isNonCommercial && !deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL) {
    throw new AppError('FORBIDDEN', `${source.title} is licensed for non-commercial use, and REFERENCE_DATA_ALLOW_NONCOMMERCIAL=false.`);
  }
  const job: CatalogueJob = {
    id: crypto.randomUUID(), catalogue: source.catalogue, status: 'running', phase: 'reading', progress: 0, result: null, trends: null,
    error: null, startedAt: new Date().toISOString(), finishedAt: null, done: Promise.resolve(undefined as never),
  };
  registry.current = job;
  const run = async () => {
    const { db } = deps.database;
    job.result = await importCatalogue(db, source, {
      startedBy,
      onProgress: (share, phase) => {
        job.progress = share * 0.85;
        job.phase = phase;
      },
    });
    if (job.result.status === 'failed') {
      job.status = 'failed';
      job.error = job.result.message;
      return job;
    }
    job.phase = 'trends';
    job.progress = 0.88;
    job.trends = await recomputeTrends(db, source.catalogue);
    job.status = 'succeeded';
    deps.logger.info({ catalogue: source.catalogue, importMs: job.result.ms, trendsMs: job.trends.ms, message: job.result.message }, 'catalogue import');
    return job;
  };
  job.done = run()
    .catch((error: unknown) => {
      deps.logger.error({ err: error }, 'catalogue import failed');
      job.status = 'failed';
      job.error = error instanceof Error ? error.message : String(error);
      return job;
    })
    .finally(() => {
      job.phase = 'done';
      job.progress = 1;
      job.finishedAt = new Date().toISOString();
      registry.history.unshift(job);
      registry.current = null;
    });
  return job;
}

/**
 * First start with REFERENCE_DATA_DIR set and no catalogue yet: imports Parfumo in the background once the
 * materials import (if any) is done, so trending notes link to the library. Never throws.
 */
export async function importCatalogueIfEmpty(deps: CatalogueJobDeps, after: Promise<unknown> | null, source: CatalogueSource): Promise<CatalogueJob | null> {
  if (!deps.env.REFERENCE_DATA_DIR || (source.isNonCommercial && !deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL)) return null;
  try {
    await after;
    const { db } = deps.database;
    const existing = await db.execute<{ found: number }>(sql`SELECT 1 AS found FROM import_runs WHERE dataset = ${`catalogue:${source.catalogue}`} LIMIT 1`);
    if (existing.rows.length > 0) return null;
    deps.logger.info({ catalogue: source.catalogue }, 'no perfume catalogue yet: importing it in the background');
    return startCatalogueJob(deps, source, null);
  } catch (error) {
    deps.logger.error({ err: error }, 'could not start the first catalogue import');
    return null;
  }
}
