import fs from 'node:fs';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import {
  findReferenceDataset, isRestrictedLicence, REFERENCE_DATASETS, type ReferenceDataset,
} from '../../../domain/reference-data/reference-datasets.ts';
import type { Database } from '../../db/client.ts';
import { importRuns, materials } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { rebuildMaterialSearchIndex } from '../materials/material-search-store.ts';
import { importDataset, type ImportPhase, type ImportResult } from './import-dataset.ts';
import { rebuildMaterials } from './rebuild-materials.ts';
import type { Tx } from './sync-rows.ts';

export type ImportJobDeps = { database: Database; env: Env; logger: Logger };

export type ImportJob = {
  id: string;
  datasets: string[];
  status: 'running' | 'succeeded' | 'failed';
  /** Index of the dataset being imported, its phase, and the share done (0-1) for a progress bar. */
  current: { dataset: string; phase: ImportPhase | 'merging' } | null;
  progress: number;
  results: ImportResult[];
  skipped: { dataset: string; reason: string }[];
  library: { total: number; added: number; updated: number; removed: number } | null;
  startedAt: string;
  finishedAt: string | null;
  done: Promise<ImportJob>;
};

const PHASE_SHARE: Record<ImportPhase, number> = { reading: 0, checking: 0.15, parsing: 0.25, writing: 0.4, merging: 0.8, done: 1 };

/** Jobs live in the process that runs them, one registry per database. */
const registries = new WeakMap<Database, { current: ImportJob | null; last: ImportJob | null }>();

function registryFor(database: Database) {
  let registry = registries.get(database);
  if (!registry) {
    registry = { current: null, last: null };
    registries.set(database, registry);
  }
  return registry;
}

/** The running import job, else the last one, as JSON. */
export function findImportJob(database: Database) {
  const registry = registryFor(database);
  const job = registry.current ?? registry.last;
  if (!job) return null;
  const { done: _done, ...rest } = job;
  return rest;
}

/** Where the setup screen and `npm run data:fetch` put the datasets they download. */
export function resolveFetchedDataDir(env: Env): string {
  return path.join(env.dataDir, 'reference-data');
}

export function resolveReferenceDataDir(env: Env): string {
  if (env.REFERENCE_DATA_DIR) return path.resolve(env.REFERENCE_DATA_DIR);
  // Downloaded by the setup screen or data:fetch; else the development default.
  const fetched = resolveFetchedDataDir(env);
  return fs.existsSync(fetched) ? fetched : path.resolve('../shared/data');
}

export type StartImportOptions = {
  datasets: readonly ReferenceDataset[];
  /** Folder holding one sub-folder per dataset; uploads give one dataset's files instead. */
  folder?: string;
  uploads?: ReadonlyMap<string, Buffer>;
  startedBy?: string | null;
  minPublishedRowShare?: number;
};

/**
 * Starts a background import of one or more datasets (409 if one is running). Each dataset is written in its
 * own transaction; the library is merged once at the end.
 */
export function startImportJob(deps: ImportJobDeps, options: StartImportOptions): ImportJob {
  const registry = registryFor(deps.database);
  if (registry.current) throw new AppError('CONFLICT', 'An import is already running. Wait for it to finish.');
  const folder = options.folder ?? resolveReferenceDataDir(deps.env);
  const job: ImportJob = {
    id: crypto.randomUUID(),
    datasets: options.datasets.map((dataset) => dataset.id),
    status: 'running',
    current: null,
    progress: 0,
    results: [],
    skipped: [],
    library: null,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    done: Promise.resolve(undefined as never),
  };
  registry.current = job;
  const total = options.datasets.length + 1;
  const run = async (): Promise<ImportJob> => {
    const { db } = deps.database;
    for (const [index, dataset] of options.datasets.entries()) {
      if (!deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL && isRestrictedLicence(dataset)) {
        job.skipped.push({ dataset: dataset.id, reason: `Skipped: ${dataset.licence}, and REFERENCE_DATA_ALLOW_NONCOMMERCIAL=false.` });
        continue;
      }
      const result = await importDataset(db, dataset, {
        source: options.uploads ? { uploads: options.uploads } : { folder: path.join(folder, dataset.id) },
        shouldRebuild: false,
        startedBy: options.startedBy,
        minPublishedRowShare: options.minPublishedRowShare,
        onPhase: (phase) => {
          job.current = { dataset: dataset.id, phase };
          job.progress = (index + PHASE_SHARE[phase]) / total;
        },
      });
      job.results.push(result);
      deps.logger.info({ dataset: dataset.id, status: result.status, message: result.message }, 'reference data import');
    }
    job.current = { dataset: 'library', phase: 'merging' };
    job.progress = (total - 1) / total;
    const allowed = deps.env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL
      ? undefined
      : new Set(REFERENCE_DATASETS.filter((dataset) => !isRestrictedLicence(dataset)).map((dataset) => dataset.id));
    const merged = await db.transaction(async (tx: Tx) => rebuildMaterials(tx, { allowedDatasets: allowed }));
    job.library = { total: merged.total, added: merged.added, updated: merged.updated, removed: merged.removed };
    // The in-process search index follows the library.
    await rebuildMaterialSearchIndex(db);
    job.status = job.results.every((result) => result.status === 'succeeded') ? 'succeeded' : 'failed';
    return job;
  };
  job.done = run()
    .catch((error: unknown) => {
      deps.logger.error({ err: error }, 'reference data import failed');
      job.status = 'failed';
      return job;
    })
    .finally(() => {
      job.current = null;
      job.progress = 1;
      job.finishedAt = new Date().toISOString();
      registry.last = job;
      registry.current = null;
    });
  return job;
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
export async function importAllIfEmpty(deps: ImportJobDeps): Promise<ImportJob | null> {
  if (!deps.env.REFERENCE_DATA_DIR) return null;
  try {
    const { db } = deps.database;
    const [library] = await db.select({ total: count() }).from(materials).where(isNull(materials.userId));
    const [runs] = await db.select({ total: count() }).from(importRuns).where(eq(importRuns.status, sql`'succeeded'`));
    if ((library?.total ?? 0) > 0 || (runs?.total ?? 0) > 0) return null;
    deps.logger.info({ folder: resolveReferenceDataDir(deps.env) }, 'empty library: importing reference data in the background');
    return startImportJob(deps, { datasets: REFERENCE_DATASETS });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not start the first reference data import');
    return null;
  }
}
