// npm run data:import [dataset…]: imports the reference datasets from REFERENCE_DATA_DIR (default ../shared/data)
// into DATABASE_URL or the embedded database, prints one line per dataset, then exits (1 if any failed).
import {
  findReferenceDataset,
  REFERENCE_DATASETS,
  type ReferenceDataset,
} from '../../domain/reference-data/reference-datasets.ts';
import { readEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { importAndWait, resolveReferenceDataDir } from '../features/reference-data/import-jobs.ts';
import { buildDeps } from '../start-server.ts';

const env = readEnv();
const names = process.argv.slice(2);
const datasets: ReferenceDataset[] =
  names.length === 0
    ? [...REFERENCE_DATASETS]
    : names.map((name) => {
        const dataset = findReferenceDataset(name);
        if (!dataset) {
          console.error(`Unknown dataset "${name}". Known: ${REFERENCE_DATASETS.map((d) => d.id).join(', ')}`);
          process.exit(2);
        }
        return dataset;
      });
const deps = await buildDeps(env, createLogger('warn'));
try {
  const started = performance.now();
  console.log(`Importing ${datasets.length} dataset(s) from ${resolveReferenceDataDir(env)}…`);
  // Through the jobs table: a running server may claim it first; this waits for the end either way.
  const job = await importAndWait(deps, { datasets });
  for (const skipped of job.skipped) console.log(`- ${skipped.dataset}: ${skipped.reason}`);
  for (const result of job.results)
    console.log(`${result.status === 'succeeded' ? '✓' : '✗'} ${result.dataset}: ${result.message}`);
  if (job.library)
    console.log(
      `Library: ${job.library.total} materials (${job.library.added} added, ${job.library.updated} updated, ${job.library.removed} removed).`,
    );
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  process.exitCode = job.status === 'succeeded' ? 0 : 1;
} finally {
  await deps.stop();
}
