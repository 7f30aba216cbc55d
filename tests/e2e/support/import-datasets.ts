import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { signInAsAdmin } from './admin-account.ts';
import { readJson, ReferenceDataListingSchema } from './read-json.ts';

/** Where the server under test reads the reference datasets (playwright.config.ts leaves REFERENCE_DATA_DIR empty). */
export const REFERENCE_DATA_FOLDER = path.resolve(process.env.REFERENCE_DATA_DIR || '../shared/data');

/**
 * Why a journey that needs the reference data cannot run: only when the data folder is absent (a checkout
 * without ../shared). Every other problem is an import error, and fails the journey.
 */
export function missingReferenceData(): string | null {
  return fs.existsSync(REFERENCE_DATA_FOLDER)
    ? null
    : `the reference data folder ${REFERENCE_DATA_FOLDER} is absent (set REFERENCE_DATA_DIR)`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Imports one reference dataset through the admin API (the request context must be an admin's), waiting out
 * another import under way. Returns a problem to report, or null once the run succeeded. A re-run of an
 * imported dataset changes nothing and is quick.
 */
export async function importDataset(request: APIRequestContext, dataset: string): Promise<string | null> {
  const start = () => request.post(`/api/admin/reference-data/${dataset}/run`, { headers: { connection: 'close' } });
  let run = await start();
  for (let attempt = 0; attempt < 1200 && run.status() === 409; attempt += 1) {
    await pause(250);
    run = await start();
  }
  if (run.status() !== 202) return `${dataset}: ${run.status()} ${await run.text()}`;
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    // The server is busy merging the library: a kept-alive connection may be reset, so ask again.
    const response = await request.get('/api/admin/reference-data').catch(() => null);
    if (!response?.ok()) {
      await pause(250);
      continue;
    }
    const listing = await readJson(response, ReferenceDataListingSchema);
    const lastRun = listing.datasets.find((candidate) => candidate.id === dataset)?.lastRun;
    if (listing.job?.status !== 'running' && lastRun && lastRun.status !== 'running')
      return lastRun.status === 'succeeded' ? null : `${dataset}: ${lastRun.message}`;
    await pause(250);
  }
  return `${dataset} did not finish in time`;
}

/** Imports datasets in order; throws on the first problem, so that a broken import fails the journey. */
export async function importDatasets(request: APIRequestContext, datasets: readonly string[]): Promise<void> {
  for (const dataset of datasets) {
    const problem = await importDataset(request, dataset);
    if (problem !== null) throw new Error(`The reference data import failed: ${problem}`);
  }
}

/**
 * As the e2e admin, in a request context of its own (closed afterwards): imports the datasets in order and throws on
 * the first problem (importDatasets). The journeys' own users then find the materials and limits in the library.
 */
export async function importDatasetsAsAdmin(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  datasets: readonly string[],
): Promise<void> {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    await signInAsAdmin(admin);
    await importDatasets(admin, datasets);
  } finally {
    await admin.dispose();
  }
}
