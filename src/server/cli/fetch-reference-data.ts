// npm run data:fetch [dataset…] [-- --from <base-url>] [--commercial-only]: downloads the reference datasets
// (pinned sources, or a mirror holding the same file names: --from or REFERENCE_DATA_URL) into
// DATA_DIR/reference-data, verifies each file's size and SHA-256, resumes partial downloads, then imports what
// arrived into DATABASE_URL or the embedded database. Exits 1 if any dataset failed.
import { DATASET_MANIFEST } from '../../domain/reference-data/dataset-manifest.ts';
import { formatBytes, formatCount } from '../../domain/shared/format-numbers.ts';
import { readEnv } from '../env.ts';
import { resolveFetchedDataDir } from '../features/reference-data/import-jobs.ts';
import type { FileProgress } from '../features/reference-data/fetch-reference-data.ts';
import { findSetupJob, startSetupJob, waitForSetupJob } from '../features/reference-data/setup-jobs.ts';
import { createLogger } from '../lib/logger.ts';
import { buildDeps } from '../start-server.ts';

const args = process.argv.slice(2);
const fromIndex = args.indexOf('--from');
const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
if (fromIndex >= 0 && !from) {
  console.error('--from needs a base URL, e.g. --from http://127.0.0.1:8080');
  process.exit(2);
}
const commercialOnly = args.includes('--commercial-only');
const ids = args.filter((arg, index) => !arg.startsWith('--') && index !== fromIndex + 1);
const unknown = ids.filter((id) => !DATASET_MANIFEST.some((dataset) => dataset.id === id));
if (unknown.length > 0) {
  console.error(
    `Unknown dataset${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. Known: ${DATASET_MANIFEST.map((dataset) => dataset.id).join(', ')}`,
  );
  process.exit(2);
}

const env = readEnv();
const allowNonCommercial = env.REFERENCE_DATA_ALLOW_NONCOMMERCIAL && !commercialOnly;
const baseUrl = from ?? env.REFERENCE_DATA_URL ?? null;
const chosen = DATASET_MANIFEST.filter((dataset) =>
  ids.length === 0 ? allowNonCommercial || !dataset.isNonCommercial : ids.includes(dataset.id),
);
console.log(
  `Fetching ${chosen.length} dataset(s) from ${baseUrl ?? 'their pinned public sources'} into ${resolveFetchedDataDir(env)}:`,
);
for (const dataset of chosen)
  console.log(`  ${dataset.id}: ${dataset.licence}${dataset.isNonCommercial ? '  [non-commercial]' : ''}`);
if (!allowNonCommercial)
  console.log('  (non-commercial datasets skipped: REFERENCE_DATA_ALLOW_NONCOMMERCIAL=false or --commercial-only)');

const deps = await buildDeps(env, createLogger('warn'));
try {
  const startedAt = performance.now();
  // Through the jobs table: a running server may claim it first; this follows its progress either way.
  const started = await startSetupJob(deps, {
    datasets: chosen.map((dataset) => dataset.id),
    allowNonCommercial,
    baseUrl,
    startedBy: null,
  });
  const printed = new Set<string>();
  const printFinished = (files: readonly FileProgress[]) => {
    for (const file of files) {
      const key = `${file.dataset}/${file.file}`;
      if (printed.has(key) || (file.status !== 'verified' && file.status !== 'failed')) continue;
      printed.add(key);
      console.log(
        `${file.status === 'verified' ? '✓' : '✗'} ${key} (${formatBytes(file.bytes)})${file.message ? `: ${file.message}` : ''}`,
      );
    }
  };
  const timer = setInterval(() => {
    void findSetupJob(deps.jobs).then((current) => {
      if (!current || current.id !== started.id) return;
      printFinished(current.files);
      const active = current.files.find((file) => file.status === 'downloading');
      if (active && process.stdout.isTTY) {
        process.stdout.write(
          `  ${active.dataset}/${active.file}: ${formatBytes(active.received)} of ${formatBytes(active.bytes)}, ${formatBytes(active.bytesPerSecond)}/s${active.secondsLeft === null ? '' : `, ${Math.ceil(active.secondsLeft)} s left`}\r`,
        );
      }
    });
  }, 500);
  const job = await waitForSetupJob(deps.jobs, started.id);
  clearInterval(timer);
  printFinished(job.files);
  for (const result of job.fetched.filter((item) => item.status === 'failed'))
    console.log(`✗ ${result.dataset}: ${result.message}`);
  if (job.status === 'failed' && job.fetched.length === 0) console.log(`✗ ${job.message ?? 'failed'}`);
  for (const result of job.imported)
    console.log(
      `${result.status === 'succeeded' ? '✓' : result.status === 'skipped' ? '-' : '✗'} import ${result.dataset}: ${result.message}`,
    );
  if (job.library) console.log(`Library: ${formatCount(job.library.total)} reference materials.`);
  console.log(`Done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);
  process.exitCode = job.status === 'succeeded' ? 0 : 1;
} finally {
  await deps.stop();
}
