import fs from 'node:fs';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import {
  findReferenceDataset,
  isRestrictedLicence,
  REFERENCE_DATASETS,
  type ReferenceDataset,
} from '../../../domain/reference-data/reference-datasets.ts';
import type { Database } from '../../db/client.ts';
import { importRuns, materials } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { JobFailure, jobType, type JobContext, type JobRow } from '../../lib/jobs/job-type.ts';
import type { MaterialIndex } from '../materials/materials.public.ts';
import { importDataset, type ImportPhase, type ImportResult } from './import-dataset.ts';
import { rebuildMaterials } from './rebuild-materials.ts';
import type { Tx } from './sync-rows.ts';

export type ImportJobDeps = {
  database: Database;
  env: Env;
  logger: Logger;
  jobs: JobQueue;
  /** This server's index of the reference library, rebuilt once an import has merged the library. */
  materialIndex: Pick<MaterialIndex, 'rebuild'>;
};

export type ImportJobPayload = {
  datasets: string[];
  /** Folder holding one sub-folder per dataset; null reads REFERENCE_DATA_DIR on the server that runs the job. */
  folder: string | null;
  /** The dataset's files were uploaded with the job (job_files). */
  isUpload: boolean;
  startedBy: string | null;
  minPublishedRowShare: number | null;
};

/** The reference data import: one or more datasets, then one merge of the library. */
export const REFERENCE_DATA_IMPORT_JOB = jobType<ImportJobPayload>('reference-data.import');
const IMPORT_SINGLETON = 'reference-data.import';

type ImportCurrent = { dataset: string; phase: ImportPhase | 'merging' };
type Skipped = { dataset: string; reason: string };
type Library = { total: number; added: number; updated: number; removed: number };
type ImportDetail = { current: ImportCurrent | null; results: ImportResult[]; skipped: Skipped[] };
type ImportJobResult = { results: ImportResult[]; skipped: Skipped[]; library: Library | null };

/** The admin screen's view of an import job (its shape predates the jobs table). */
export type ImportJobStatus = {
  id: string;
  datasets: string[];
  status: 'running' | 'succeeded' | 'failed';
  /** The dataset being imported and its phase, and the share done (0-1) for a progress bar. */
  current: ImportCurrent | null;
  progress: number;
  results: ImportResult[];
  skipped: Skipped[];
  library: Library | null;
  startedAt: string;
  finishedAt: string | null;
};

const PHASE_SHARE: Record<ImportPhase, number> = {
  reading: 0,
  checking: 0.15,
  parsing: 0.25,
  writing: 0.4,
  merging: 0.8,
  done: 1,
};

export function toImportJobStatus(job: JobRow): ImportJobStatus {
  const payload = job.payload as ImportJobPayload;
  const result = job.result as ImportJobResult | null;
  const detail = (job.progress.detail ?? null) as ImportDetail | null;
  const isActive = job.state === 'queued' || job.state === 'running';
  return {
    id: job.id,
    datasets: payload.datasets,
    status: isActive ? 'running' : job.state === 'succeeded' ? 'succeeded' : 'failed',
    current: isActive ? (detail?.current ?? null) : null,
    progress: isActive ? job.progress.done / Math.max(1, job.progress.total) : 1,
    results: result?.results ?? detail?.results ?? [],
    skipped: result?.skipped ?? detail?.skipped ?? [],
    library: result?.library ?? null,
    startedAt: (job.startedAt ?? job.createdAt).toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** The running import job, else the last one, in the admin screen's shape (from any server). */
export async function findImportJob(jobs: JobQueue): Promise<ImportJobStatus | null> {
  const [latest] = await jobs.list(REFERENCE_DATA_IMPORT_JOB, { limit: 1 });
  return latest ? toImportJobStatus(latest) : null;
}

/** Waits for an import job to finish (on whichever server runs it) and answers its final status. */
export async function waitForImportJob(jobs: JobQueue, id: string): Promise<ImportJobStatus> {
  return toImportJobStatus(await jobs.waitFor(id));
}

/** Where the setup screen and `npm run data:fetch` put the datasets they download. */
export function resolveFetchedDataDir(env: Env): string {
  return path.join(env.dataDir, 'reference-data');
}

/**
 * The folder holding one sub-folder per dataset: REFERENCE_DATA_DIR when set; else the folder the setup screen and
 * data:fetch download into, when it holds every dataset asked for (fetching one dataset must not hide the others);
 * else the development default ../shared/data.
 */
export function resolveReferenceDataDir(env: Env, datasetIds: readonly string[] = []): string {
  if (env.REFERENCE_DATA_DIR) return path.resolve(env.REFERENCE_DATA_DIR);
  const fetched = resolveFetchedDataDir(env);
  const holdsAll = fs.existsSync(fetched) && datasetIds.every((id) => fs.existsSync(path.join(fetched, id)));
  return holdsAll ? fetched : path.resolve('../shared/data');
}

export type StartImportOptions = {
  datasets: readonly ReferenceDataset[];
  /** Folder holding one sub-folder per dataset; uploads give one dataset's files instead. */
  folder?: string;
  uploads?: ReadonlyMap<string, Buffer>;
  startedBy?: string | null;
  minPublishedRowShare?: number;
  /** Enqueued once for ever (the first-run import). */
  uniqueKey?: string;
};

/**
 * Enqueues a background import of one or more datasets (409 while one is queued or running on any server).
 * Each dataset is written in its own transaction; the library is merged once at the end.
 */
export async function startImportJob(
  deps: Pick<ImportJobDeps, 'jobs'>,
  options: StartImportOptions,
): Promise<ImportJobStatus | null> {
  const job = await deps.jobs.enqueue(
    REFERENCE_DATA_IMPORT_JOB,
    {
      datasets: options.datasets.map((dataset) => dataset.id),
      folder: options.folder ?? null,
      isUpload: options.uploads !== undefined,
      startedBy: options.startedBy ?? null,
      minPublishedRowShare: options.minPublishedRowShare ?? null,
    },
    {
      singletonKey: IMPORT_SINGLETON,
      conflictMessage: 'An import is already running. Wait for it to finish.',
      // A crash is retried once, never twice: an import that crashed its server twice would crash it on every start.
      maxAttempts: 2,
      uniqueKey: options.uniqueKey,
      createdBy: options.startedBy ?? null,
      files: options.uploads,
      progress: {
        done: 0,
        total: options.datasets.length + 1,
        message: null,
        detail: { current: null, results: [], skipped: [] },
      },
    },
  );
  return job ? toImportJobStatus(job) : null;
}

/** Enqueues an import and waits for its end, on whichever server runs it (CLI, tests, the e2e seed). */
export async function importAndWait(
  deps: Pick<ImportJobDeps, 'jobs'>,
  options: Omit<StartImportOptions, 'uniqueKey'>,
): Promise<ImportJobStatus> {
  const started = await startImportJob(deps, options);
  return waitForImportJob(deps.jobs, started!.id);
}

/** Runs an import job (the handler the jobs module calls on the server that claimed it). */
export async function runImportJob(
  deps: Omit<ImportJobDeps, 'jobs'>,
  context: JobContext<ImportJobPayload>,
): Promise<ImportJobResult> {
  const { payload } = context;
  const datasets = payload.datasets.map(getReferenceDataset);
  const folder = payload.folder ?? resolveReferenceDataDir(deps.env, payload.datasets);
  const uploads = payload.isUpload ? await context.readFiles() : null;
  const total = datasets.length + 1;
  const detail: ImportDetail = { current: null, results: [], skipped: [] };
  const report = (done: number, current: ImportCurrent | null) => {
    detail.current = current;
    context.progress({
      done,
      total,
      message: current ? `${current.dataset}: ${current.phase}` : null,
      detail: { ...detail },
    });
  };
  const { db } = deps.database;
  for (const [index, dataset] of datasets.entries()) {
    if (!deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL && isRestrictedLicence(dataset)) {
      detail.skipped.push({
        dataset: dataset.id,
        reason: `Skipped: ${dataset.licence}, and REFERENCE_DATA_ALLOW_NONCOMMERCIAL=false.`,
      });
      continue;
    }
    const result = await importDataset(db, dataset, {
      source: uploads ? { uploads } : { folder: path.join(folder, dataset.id) },
      shouldRebuild: false,
      startedBy: payload.startedBy,
      minPublishedRowShare: payload.minPublishedRowShare ?? undefined,
      onPhase: (phase) => report(index + PHASE_SHARE[phase], { dataset: dataset.id, phase }),
    });
    detail.results.push(result);
    deps.logger.info({ dataset: dataset.id, status: result.status, message: result.message }, 'reference data import');
  }
  report(total - 1, { dataset: 'library', phase: 'merging' });
  const allowed = deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL
    ? undefined
    : new Set(REFERENCE_DATASETS.filter((dataset) => !isRestrictedLicence(dataset)).map((dataset) => dataset.id));
  const merged = await db.transaction(async (tx: Tx) => rebuildMaterials(tx, { allowedDatasets: allowed }));
  // This server's search index follows the library at once; the others notice the new library version.
  await deps.materialIndex.rebuild();
  const result: ImportJobResult = {
    results: detail.results,
    skipped: detail.skipped,
    library: { total: merged.total, added: merged.added, updated: merged.updated, removed: merged.removed },
  };
  const failed = detail.results.filter((entry) => entry.status !== 'succeeded');
  if (failed.length > 0) throw new JobFailure(`${failed.map((entry) => entry.dataset).join(', ')} failed`, result);
  return result;
}

export function getReferenceDataset(id: string): ReferenceDataset {
  const dataset = findReferenceDataset(id);
  if (!dataset) throw new AppError('NOT_FOUND', `No reference dataset "${id}".`);
  return dataset;
}

/**
 * First start: when REFERENCE_DATA_DIR is set and the library has never been imported, imports every dataset
 * in the background. Returns the job, or null when there is nothing to do. Never throws.
 */
export async function importAllIfEmpty(deps: ImportJobDeps): Promise<ImportJobStatus | null> {
  if (!deps.env.REFERENCE_DATA_DIR) return null;
  try {
    const { db } = deps.database;
    const [library] = await db.select({ total: count() }).from(materials).where(isNull(materials.userId));
    const [runs] = await db
      .select({ total: count() })
      .from(importRuns)
      .where(eq(importRuns.status, sql`'succeeded'`));
    if ((library?.total ?? 0) > 0 || (runs?.total ?? 0) > 0) return null;
    deps.logger.info(
      { folder: resolveReferenceDataDir(deps.env) },
      'empty library: importing reference data in the background',
    );
    // Keyed once for ever: servers starting together enqueue one first import.
    return await startImportJob(deps, { datasets: REFERENCE_DATASETS, uniqueKey: 'reference-data.first-import' });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not start the first reference data import');
    return null;
  }
}
