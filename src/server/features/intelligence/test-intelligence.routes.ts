import path from 'node:path';
import { count, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { materials } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { CATALOGUE_PRESETS } from '../../../domain/intelligence/parse-catalogue-rows.ts';
import { findReferenceDataset, type ReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { createRouter } from '../../lib/create-router.ts';
import { importAndWait, REFERENCE_DATA_IMPORT_JOB } from '../reference-data/reference-data.public.ts';
import { PARFUMO_CATALOGUE, type CatalogueSource } from './catalogue-sources.ts';
import { importCatalogue } from './import-catalogue.ts';
import { recomputeTrends } from './recompute-trends.ts';

/** The small fixture catalogue (real Parfumo rows) and materials the tests and e2e journeys use. */
export function buildFixtureCatalogueSource(): CatalogueSource {
  return {
    catalogue: PARFUMO_CATALOGUE,
    title: 'Parfumo sample (test fixture)',
    licence: 'Attribution, non-commercial (Parfumo)',
    attribution: 'Parfumo data via Olga G. (Kaggle) and TidyTuesday',
    isNonCommercial: false,
    file: path.resolve('tests/fixtures/catalogue/parfumo_sample.csv'),
    mapping: CATALOGUE_PRESETS.parfumo,
  };
}

/**
 * Mounted only when NODE_ENV=test: seeds the fixture materials and catalogue, then computes the trends. One router
 * per app (createApp), so its one-seed-at-a-time lock is the app's, not the module's.
 */
export function createTestIntelligenceRouter() {
  let seeding: Promise<unknown> = Promise.resolve();
  return createRouter().post('/seed', async (c) => {
    // One seed at a time: parallel journeys share the server.
    const previous = seeding;
    let release: () => void = () => {};
    seeding = new Promise<void>((resolve) => (release = resolve));
    await previous.catch(() => {});
    try {
      return await seed(c);
    } finally {
      release();
    }
  });
}

async function seed(c: Context<AppEnv>) {
  const deps = c.var.deps;
  // Journeys share one server: fixture materials only when no journey has imported the real datasets yet.
  const running = await deps.jobs.findActive(REFERENCE_DATA_IMPORT_JOB.name);
  if (running) await deps.jobs.waitFor(running.id, { pollMs: 250 });
  const [library] = await deps.database.db.select({ total: count() }).from(materials).where(isNull(materials.userId));
  if ((library?.total ?? 0) === 0) {
    const datasets = ['ifra-transparency-list', 'pyrfume-flavornet']
      .map(findReferenceDataset)
      .filter((dataset): dataset is ReferenceDataset => dataset !== undefined);
    await importAndWait(deps, {
      datasets,
      folder: path.resolve('tests/fixtures/reference-data/complete'),
      minPublishedRowShare: 0,
    });
  }
  const result = await importCatalogue(deps.database.db, buildFixtureCatalogueSource());
  const trends = await recomputeTrends(deps.database.db, PARFUMO_CATALOGUE);
  return c.json({ catalogue: result, trends });
}
