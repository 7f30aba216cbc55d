import { count, eq, isNull, sql } from 'drizzle-orm';
import { DATASET_MANIFEST, findManifestDataset, type ManifestDataset } from '../../../domain/reference-data/dataset-manifest.ts';
import { findReferenceDataset, type ReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import type { Database } from '../../db/client.ts';
import { importRuns, materials } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { startCatalogueJob } from '../intelligence/catalogue-jobs.ts';
import { buildParfumoSource } from '../intelligence/catalogue-sources.ts';
import { fetchReferenceData, type DatasetFetchResult, type FileProgress } from './fetch-reference-data.ts';
import { resolveFetchedDataDir, startImportJob } from './import-jobs.ts';

export type SetupDeps = { database: Database; env: Env; logger: Logger };

export type SetupJob = {
  id: string;
  status: 'fetching' | 'importing' | 'succeeded' | 'failed';
  files: FileProgress[];
  fetched: DatasetFetchResult[];
  imported: { dataset: string; status: string; message: string }[];
  /** The reference library after the import (materials), when one ran. */
  library: { total: number; added: number; updated: number; removed: number } | null;
  message: string | null;
  isOffline: boolean;
  startedAt: string;
  finishedAt: string | null;
  done: Promise<SetupJob>;
};

const registries = new WeakMap<Database, { current: SetupJob | null; last: SetupJob | null }>();

function registryFor(database: Database) {
  let registry = registries.get(database);
  if (!registry) {
    registry = { current: null, last: null };
    registries.set(database, registry);
  }
  return registry;
}

export function findSetupJob(database: Database) {
  const registry = registryFor(database);
  const job = registry.current ?? registry.last;
  if (!job) return null;
  const { done: _done, ...rest } = job;
  return rest;
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
  const chosen = ids.length === 0 ? DATASET_MANIFEST.filter((dataset) => allowNonCommercial || !dataset.isNonCommercial) : ids.map((id) => {
    const dataset = findManifestDataset(id);
    if (!dataset) throw new AppError('VALIDATION_FAILED', `No dataset "${id}".`);
    return dataset;
  });
  const refused = chosen.filter((dataset) => dataset.isNonCommercial && !allowNonCommercial);
  if (refused.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${refused.map((dataset) => dataset.title).join(', ')} ${refused.length === 1 ? 'is' : 'are'} licensed for non-commercial use only: opt in to fetch ${refused.length === 1 ? 'it' : 'them'}.`);
  }
  return chosen;
}

/**
 * Fetches the chosen datasets (verified, resumable), then imports those that arrived: each reference dataset
 * in its own transaction (a failed one changes nothing), then the perfume catalogue. 409 while one runs.
 */
export function startSetupJob(deps: SetupDeps, options: StartSetupOptions): SetupJob {
  const registry = registryFor(deps.database);
  if (registry.current) throw new AppError('CONFLICT', 'The reference data is being fetched already. Wait for it to finish.');
  const datasets = selectSetupDatasets(options.datasets, options.allowNonCommercial);
  const targetDir = resolveFetchedDataDir(deps.env);
  const job: SetupJob = {
    id: crypto.randomUUID(), status: 'fetching', files: [], fetched: [], imported: [], library: null, message: null, isOffline: false,
    startedAt: new Date().toISOString(), finishedAt: null, done: Promise.resolve(undefined as never),
  };
  registry.current = job;
  const run = async (): Promise<SetupJob> => {
    const fetched = await fetchReferenceData({
      datasets, baseUrl: options.baseUrl, targetDir,
      onProgress: (files) => {
        job.files = files.map((file) => ({ ...file }));
      },
    });
    job.files = fetched.files;
    job.fetched = fetched.results;
    job.isOffline = fetched.results.some((result) => result.isOffline);
    const arrived = new Set(fetched.results.filter((result) => result.status === 'fetched').map((result) => result.dataset));
    job.status = 'importing';
    const reference = [...arrived].map((id) => findReferenceDataset(id)).filter((dataset): dataset is ReferenceDataset => dataset !== null);
    if (reference.length > 0) {
      const importJob = startImportJob(deps, { datasets: reference, folder: targetDir, startedBy: options.startedBy });
      await importJob.done;
      job.library = importJob.library;
      job.imported.push(...importJob.results.map((result) => ({ dataset: result.dataset, status: result.status, message: result.message })));
      job.imported.push(...importJob.skipped.map((skipped) => ({ dataset: skipped.dataset, status: 'skipped', message: skipped.reason })));
    }
    if (arrived.has('parfumo-tidytuesday')) {
      const source = { ...buildParfumoSource(deps.env), file: `${targetDir}/parfumo-tidytuesday/parfumo_data_clean.csv`, brandCountryFile: `${targetDir}/fragrantica-brand-country/brand_country.csv` };
      const catalogueJob = startCatalogueJob(deps, source, options.startedBy);
      await catalogueJob.done;
      job.imported.push({ dataset: 'parfumo-tidytuesday', status: catalogueJob.status, message: catalogueJob.error ?? `${catalogueJob.result?.rowsAdded ?? 0} perfumes added.` });
    }
    const failedFetch = fetched.results.filter((result) => result.status === 'failed');
    const failedImport = job.imported.filter((result) => result.status === 'failed');
    job.status = failedFetch.length === 0 && failedImport.length === 0 ? 'succeeded' : 'failed';
    job.message = job.status === 'succeeded'
      ? `${arrived.size} dataset${arrived.size === 1 ? '' : 's'} fetched, verified and imported.`
      : [...failedFetch, ...failedImport].map((result) => `${result.dataset}: ${result.message}`).join(' ');
    return job;
  };
  job.done = run()
    .catch((error: unknown) => {
      deps.logger.error({ err: error }, 'reference data setup failed');
      job.status = 'failed';
      job.message = (error as Error).message;
      return job;
    })
    .finally(() => {
      job.finishedAt = new Date().toISOString();
      registry.last = job;
      registry.current = null;
    });
  return job;
}

/** What the setup screen shows: whether the library is empty, the datasets with their licences and sizes, the job. */
export async function readSetupState(deps: SetupDeps) {
  const { db } = deps.database;
  const [library] = await db.select({ total: count() }).from(materials).where(isNull(materials.userId));
  const [runs] = await db.select({ total: count() }).from(importRuns).where(eq(importRuns.status, sql`'succeeded'`));
  return {
    isLibraryEmpty: (library?.total ?? 0) === 0 && (runs?.total ?? 0) === 0,
    hasReferenceDataDir: Boolean(deps.env.REFERENCE_DATA_DIR),
    mirror: deps.env.REFERENCE_DATA_URL ?? null,
    datasets: DATASET_MANIFEST.map((dataset) => ({
      id: dataset.id, title: dataset.title, kind: dataset.kind, licence: dataset.licence, isNonCommercial: dataset.isNonCommercial,
      bytes: dataset.files.reduce((sum, file) => sum + file.bytes, 0),
      needsMirror: dataset.files.some((file) => !file.sourceUrl && !file.isOptional),
      files: dataset.files.map((file) => ({ name: file.name, bytes: file.bytes, sourceUrl: file.sourceUrl })),
    })),
    job: findSetupJob(deps.database),
  };
}
