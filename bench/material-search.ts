// Server material search over the full reference import: p50/p95 of searchMaterials on an in-memory PGlite.
// Needs ../shared/data (REFERENCE_DATA_DIR); the import itself is not timed.
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { readEnv } from '../src/server/env.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { REFERENCE_DATASETS } from '../src/domain/materials/reference-datasets.ts';
import { startImportJob } from '../src/server/features/reference-data/import-jobs.ts';
import { searchMaterials } from '../src/server/features/materials/search-materials.ts';

const QUERIES = ['lin', 'linalool', '78-70-6', 'linalol', 'bergamot', 'hedione', 'rose', 'vanil', 'musk', 'ambr', 'citral', 'lemon oil', 'iso e', 'jasm', '8007', 'sandal', 'coumarin', 'eugenol', 'galax', 'patchouli'];

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export async function measureMaterialSearch(options: { folder?: string; rounds?: number } = {}): Promise<{ p50: number; p95: number; count: number }> {
  const env = readEnv({ ...process.env, REFERENCE_DATA_DIR: options.folder ?? process.env.REFERENCE_DATA_DIR ?? '../shared/data', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db);
    const job = startImportJob({ database, env, logger: createLogger('silent') }, { datasets: REFERENCE_DATASETS });
    await job.done;
    const count = job.library?.total ?? 0;
    for (const q of QUERIES) await searchMaterials(database.db, 'bench-user', { q, limit: 20 });
    const times: number[] = [];
    for (let round = 0; round < (options.rounds ?? 10); round += 1) {
      for (const q of QUERIES) {
        const started = performance.now();
        await searchMaterials(database.db, 'bench-user', { q, limit: 20 });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), count };
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const result = await measureMaterialSearch();
  console.log(`material search over ${result.count} materials: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms`);
}
