import { count, eq, isNull, sql } from 'drizzle-orm';
import {
  DATASET_MANIFEST,
  findManifestDataset,
  type ManifestDataset,
} from '../../../domain/reference-data/dataset-manifest.ts';
import { findReferenceDataset, type ReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import type { Database } from '../../db/client.ts';
import { importRuns, materials } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { JobFailure, jobType, type JobContext, type JobRow } from '../../lib/jobs/job-type.ts';
import { fetchReferenceData, type DatasetFetchResult, type FileProgress } from './fetch-reference-data.ts';
import {
  resolveFetchedDataDir,
  startImportJob,
  toImportJobStatus,
  waitForImportJob,
  type ImportJobStatus,
} from './import-jobs.ts';

/** The fetched perfume catalogue's files, for the intelligence area's import (the setup job's last step). */
export type FetchedCatalogue = { file: string; brandCountryFile: string; startedBy: string | null };

/**
 * `importCatalogue`: the intelligence area's catalogue import, given by the composition (register-jobs.ts) so this
 * area does not import intelligence, which imports this area's import runs (no cycle between the two, ADR 034).
 */
export type SetupDeps = {
  database: Database;
  env: Env;
  logger: Logger;
  jobs: JobQueue;
  importCatalogue: (catalogue: FetchedCatalogue) => Promise<{ status: string; message: string }>;
};

export type SetupJobPayload = { datasets: string[]; baseUrl: string | null; startedBy: string | null };

/** Fetch-then-import of the reference data (setup screen, `npm run data:fetch`): one at a time across every server. */
export const REFERENCE_DATA_SETUP_JOB = jobType<SetupJobPayload>('reference-data.setup');
const SETUP_SINGLETON = 'reference-data.setup';

/** `rows`: what the dataset's import read and changed (reference datasets; absent for the catalogue or a skip). */
type ImportedEntry = {
  dataset: string;
  status: string;
  message: string;
  rows?: { read: number; added: number; updated: number; removed: number };
};
/** The dataset the import is on and its phase, while the import runs. */
type ImportingNow = { dataset: string; phase: string };
type Library = { total: number; added: number; updated: number; removed: number };
type SetupDetail = {
  phase: 'fetching' | 'importing';
  files: FileProgress[];
  fetched: DatasetFetchResult[];
  imported: ImportedEntry[];
  library: Library | null;
  isOffline: boolean;
  message: string | null;
  current?: ImportingNow | null;
};

/** The setup screen's view of a setup job (its shape predates the jobs table). */
export type SetupJob = {
  id: string;
  status: 'fetching' | 'importing' | 'succeeded' | 'failed';
  files: FileProgress[];
  fetched: DatasetFetchResult[];
  imported: ImportedEntry[];
  /** The reference library after the import (materials), when one ran. */
  library: Library | null;
  message: string | null;
  isOffline: boolean;
  /** While importing: the dataset under way and its phase (each finished one is in `imported` with its counts). */
  current: ImportingNow | null;
  startedAt: string;
  finishedAt: string | null;
};

const EMPTY_DETAIL: SetupDetail = {
  phase: 'fetching',
  files: [],
  fetched: [],
  imported: [],
  library: null,
  isOffline: false,
  message: null,
};

export function toSetupJob(job: JobRow): SetupJob {
  const detail = (job.result ?? job.progress.detail ?? EMPTY_DETAIL) as SetupDetail;
  const isActive = job.state === 'queued' || job.state === 'running';
  return {
    id: job.id,
    status: isActive ? detail.phase : job.state === 'succeeded' ? 'succeeded' : 'failed',
    files: detail.files,
    fetched: detail.fetched,
    imported: detail.imported,
    library: detail.library,
    message: isActive ? null : (detail.message ?? job.error),
    isOffline: detail.isOffline,
    current: isActive ? (detail.current ?? null) : null,
    startedAt: (job.startedAt ?? job.createdAt).toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

/** The running setup job, else the last one (from any server). */
export async function findSetupJob(jobs: JobQueue): Promise<SetupJob | null> {
  const [latest] = await jobs.list(REFERENCE_DATA_SETUP_JOB, { limit: 1 });
  return latest ? toSetupJob(latest) : null;
}

/** Waits for a setup job to finish, on whichever server runs it (the CLI). */
export async function waitForSetupJob(jobs: JobQueue, id: string): Promise<SetupJob> {
  return toSetupJob(await jobs.waitFor(id));
}

export type StartSetupOptions = {
  datasets: readonly string[];
  /** The admin's explicit opt-in to the non-commercial and internal-use datasets. */
  allowNonCommercial: boolean;
  baseUrl: string | null;
  startedBy: string | null;
};

/** The datasets asked for, checked: known ones only, non-commercial ones only with the opt-in (422 otherwise). */
export function selectSetupDatasets(ids: readonly string[], allowNonCommercial: boolean): ManifestDataset[] {
  const chosen =
    ids.length === 0
      ? DATASET_MANIFEST.filter((dataset) => allowNonCommercial || !dataset.isNonCommercial)
      : ids.map((id) => {
          const dataset = findManifestDataset(id);
          if (!dataset) throw new AppError('VALIDATION_FAILED', `No dataset "${id}".`);
          return dataset;
        });
  const refused = chosen.filter((dataset) => dataset.isNonCommercial && !allowNonCommercial);
  if (refused.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${refused.map((dataset) => dataset.title).join(', ')} ${refused.length === 1 ? 'is' : 'are'} licensed for non-commercial use only: opt in to fetch ${refused.length === 1 ? 'it' : 'them'}.`,
    );
  }
  return chosen;
}

/**
 * Enqueues the fetch-then-import of the chosen datasets (the opt-in is checked here, 422 otherwise);
 * 409 while a setup job is queued or running on any server.
 */
export async function startSetupJob(deps: Pick<SetupDeps, 'jobs'>, options: StartSetupOptions): Promise<SetupJob> {
  const datasets = selectSetupDatasets(options.datasets, options.allowNonCommercial);
  const job = await deps.jobs.enqueue(
    REFERENCE_DATA_SETUP_JOB,
    { datasets: datasets.map((dataset) => dataset.id), baseUrl: options.baseUrl, startedBy: options.startedBy },
    {
      singletonKey: SETUP_SINGLETON,
      conflictMessage: 'The reference data is being fetched already. Wait for it to finish.',
      createdBy: options.startedBy,
      maxAttempts: 1,
      progress: { done: 0, total: 2, message: 'fetching', detail: { ...EMPTY_DETAIL } },
    },
  );
  return toSetupJob(job!);
}

const IMPORT_POLL_MS = 500;

function toImportedEntry(result: ImportJobStatus['results'][number]): ImportedEntry {
  return {
    dataset: result.dataset,
    status: result.status,
    message: result.message,
    rows: { read: result.rowsRead, added: result.rowsAdded, updated: result.rowsUpdated, removed: result.rowsRemoved },
  };
}

/** How long the setup waits for an import someone else started (a scheduled refresh, another admin's upload). */
const IMPORT_WAIT_MS = 10 * 60_000;

/**
 * Starts the import of the fetched datasets, waiting for an import already under way to finish first instead of
 * failing the setup with "An import is already running" (the files fetched and verified would be fetched again).
 */
async function startImportWhenFree(
  deps: SetupDeps,
  options: Parameters<typeof startImportJob>[1],
): Promise<ImportJobStatus | null> {
  const deadline = Date.now() + IMPORT_WAIT_MS;
  for (;;) {
    try {
      return await startImportJob(deps, options);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
    }
  }
}

/** Waits for the import job, telling `onProgress` its state (dataset under way, datasets done) as it goes. */
async function followImportJob(
  jobs: JobQueue,
  id: string,
  onProgress: (status: ImportJobStatus) => void,
): Promise<ImportJobStatus> {
  let finished = false;
  const done = waitForImportJob(jobs, id).finally(() => {
    finished = true;
  });
  while (!finished) {
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS))]);
    const row = finished ? null : await jobs.get(id);
    if (row) onProgress(toImportJobStatus(row));
  }
  return done;
}

/**
 * The handler: fetches the datasets (verified, resumable), then imports those that arrived through the import
 * job (each reference dataset in its own transaction: a failed one changes nothing), then the perfume catalogue.
 */
export async function runSetupJob(deps: SetupDeps, context: JobContext<SetupJobPayload>): Promise<SetupDetail> {
  const { payload } = context;
  const datasets = payload.datasets
    .map((id) => findManifestDataset(id))
    .filter((dataset): dataset is ManifestDataset => dataset !== null);
  const targetDir = resolveFetchedDataDir(deps.env);
  const detail: SetupDetail = { ...EMPTY_DETAIL, files: [], fetched: [], imported: [] };
  const report = () =>
    context.progress({
      done: detail.phase === 'fetching' ? 0 : 1,
      total: 2,
      message: detail.phase,
      detail: { ...detail },
    });
  const fetched = await fetchReferenceData({
    datasets,
    baseUrl: payload.baseUrl,
    targetDir,
    allowedHosts: deps.env.fetchAllowedHosts,
    signal: context.signal,
    onProgress: (files) => {
      detail.files = files.map((file) => ({ ...file }));
      report();
    },
  });
  detail.files = fetched.files;
  detail.fetched = fetched.results;
  detail.isOffline = fetched.results.some((result) => result.isOffline);
  const arrived = new Set(
    fetched.results.filter((result) => result.status === 'fetched').map((result) => result.dataset),
  );
  detail.phase = 'importing';
  report();
  const reference = [...arrived]
    .map((id) => findReferenceDataset(id))
    .filter((dataset): dataset is ReferenceDataset => dataset !== null);
  if (reference.length > 0) {
    try {
      const started = await startImportWhenFree(deps, {
        datasets: reference,
        folder: targetDir,
        startedBy: payload.startedBy,
      });
      const importJob = await followImportJob(deps.jobs, started!.id, (running) => {
        detail.current = running.current;
        detail.imported = running.results.map(toImportedEntry);
        report();
      });
      detail.current = null;
      detail.library = importJob.library;
      detail.imported = importJob.results.map(toImportedEntry);
      detail.imported.push(
        ...importJob.skipped.map((skipped) => ({
          dataset: skipped.dataset,
          status: 'skipped',
          message: skipped.reason,
        })),
      );
    } catch (error) {
      detail.imported.push(
        ...reference.map((dataset) => ({ dataset: dataset.id, status: 'failed', message: (error as Error).message })),
      );
    }
    report();
  }
  if (arrived.has('parfumo-tidytuesday') && !deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL) {
    detail.imported.push({
      dataset: 'parfumo-tidytuesday',
      status: 'skipped',
      message: 'Skipped: licensed for non-commercial use, and REFERENCE_DATA_ALLOW_NONCOMMERCIAL=false.',
    });
  } else if (arrived.has('parfumo-tidytuesday')) {
    try {
      const imported = await deps.importCatalogue({
        file: `${targetDir}/parfumo-tidytuesday/parfumo_data_clean.csv`,
        brandCountryFile: `${targetDir}/fragrantica-brand-country/brand_country.csv`,
        startedBy: payload.startedBy,
      });
      detail.imported.push({ dataset: 'parfumo-tidytuesday', ...imported });
    } catch (error) {
      detail.imported.push({ dataset: 'parfumo-tidytuesday', status: 'failed', message: (error as Error).message });
    }
  }
  const failedFetch = fetched.results.filter((result) => result.status === 'failed');
  const failedImport = detail.imported.filter((result) => result.status === 'failed');
  const isSucceeded = failedFetch.length === 0 && failedImport.length === 0;
  detail.message = isSucceeded
    ? `${arrived.size} dataset${arrived.size === 1 ? '' : 's'} fetched, verified and imported.`
    : [...failedFetch, ...failedImport].map((result) => `${result.dataset}: ${result.message}`).join(' ');
  deps.logger.info({ datasets: payload.datasets, message: detail.message }, 'reference data setup');
  if (!isSucceeded) throw new JobFailure(detail.message, detail);
  return detail;
}

/** What the setup screen shows: whether the library is empty, the datasets with their licences and sizes, the job. */
export async function readSetupState(deps: Omit<SetupDeps, 'importCatalogue'>) {
  const { db } = deps.database;
  const [library] = await db.select({ total: count() }).from(materials).where(isNull(materials.userId));
  const [runs] = await db
    .select({ total: count() })
    .from(importRuns)
    .where(eq(importRuns.status, sql`'succeeded'`));
  return {
    isLibraryEmpty: (library?.total ?? 0) === 0 && (runs?.total ?? 0) === 0,
    hasReferenceDataDir: Boolean(deps.env.REFERENCE_DATA_DIR),
    mirror: deps.env.REFERENCE_DATA_URL ?? null,
    datasets: DATASET_MANIFEST.map((dataset) => ({
      id: dataset.id,
      title: dataset.title,
      kind: dataset.kind,
      licence: dataset.licence,
      isNonCommercial: dataset.isNonCommercial,
      bytes: dataset.files.reduce((sum, file) => sum + file.bytes, 0),
      needsMirror: dataset.files.some((file) => !file.sourceUrl && !file.isOptional),
      files: dataset.files.map((file) => ({ name: file.name, bytes: file.bytes, sourceUrl: file.sourceUrl })),
    })),
    job: await findSetupJob(deps.jobs),
  };
}
