// The material search of this checkout against another checkout's (the code before a change), over the imported
// reference library: for thousands of queries drawn from the library's own names (every prefix, each word, a slip of
// one letter) at several limits, both checkouts' searchMaterialIndex must give the same hits in the same order, each
// with the same kind of match and matched text. Prints the first differences and exits 1 when there is one.
//
//   node bench/material-search-same-answers.ts <other-checkout> [--names 1500] [--datasets pyrfume-goodscents,…]
//
// Needs ../shared/data (REFERENCE_DATA_DIR); the library is imported into an in-memory database with this
// checkout's import, and both checkouts index the same rows.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isNull } from 'drizzle-orm';
import { buildMaterialSearchIndex } from '../src/domain/materials/build-material-search-index.ts';
import {
  searchMaterialIndex,
  type MaterialSearchHit,
  type SearchableMaterial,
} from '../src/domain/materials/material-search-index.ts';
import { REFERENCE_DATASETS } from '../src/domain/reference-data/reference-datasets.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { materials } from '../src/server/db/schema/index.ts';
import { readEnv } from '../src/server/env.ts';
import {
  INDEXED_MATERIAL_COLUMNS,
  createMaterialIndex,
} from '../src/server/features/materials/material-search-store.ts';
import {
  importAndWait,
  REFERENCE_DATA_IMPORT_JOB,
  runImportJob,
} from '../src/server/features/reference-data/import-jobs.ts';
import { createJobQueue } from '../src/server/lib/jobs/job-queue.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { seededRandom } from './lib/seeded-random.ts';

type Search = typeof searchMaterialIndex;
type Build = typeof buildMaterialSearchIndex;

/** Every prefix (1-10 characters), the whole name, each word and a slip of one letter, for `count` names. */
export function queriesFromNames(names: readonly string[], count: number, seed = 34): string[] {
  const random = seededRandom(seed);
  const queries = new Set<string>(['lin', 'lina', 'linal', 'linalol', 'lemon oil', 'iso e', '78-70', '8007', 'rose']);
  for (let taken = 0; taken < count && names.length > 0; taken += 1) {
    const name = names[Math.floor(random() * names.length)] ?? '';
    for (let length = 1; length <= Math.min(10, name.length); length += 1) queries.add(name.slice(0, length));
    queries.add(name);
    for (const word of name.split(/\s+/)) if (word) queries.add(word);
    if (name.length > 4) {
      const at = 1 + Math.floor(random() * (name.length - 2));
      queries.add(name.slice(0, at) + name.slice(at + 1));
    }
  }
  return [...queries];
}

const describe = (hits: MaterialSearchHit<SearchableMaterial>[]) =>
  hits.map((hit) => `${hit.material.id}:${hit.tier}:${hit.distance}:${hit.matchKind}:${hit.matchedText}`).join('|');

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { names: { type: 'string', default: '1500' }, datasets: { type: 'string' } },
  });
  const other = positionals[0];
  if (!other) throw new Error('usage: node bench/material-search-same-answers.ts <other-checkout>');
  const otherRoot = path.resolve(other);
  const otherSearch = (
    (await import(path.join(otherRoot, 'src/domain/materials/material-search-index.ts'))) as {
      searchMaterialIndex: Search;
    }
  ).searchMaterialIndex;
  const otherBuild = (
    (await import(path.join(otherRoot, 'src/domain/materials/build-material-search-index.ts'))) as {
      buildMaterialSearchIndex: Build;
    }
  ).buildMaterialSearchIndex;
  const env = readEnv({
    ...process.env,
    REFERENCE_DATA_DIR: process.env.REFERENCE_DATA_DIR ?? '../shared/data',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(database.db);
    const logger = createLogger('silent');
    const jobs = createJobQueue({ db: database.db, logger });
    const materialIndex = createMaterialIndex(database.db);
    jobs.define(REFERENCE_DATA_IMPORT_JOB, (context) =>
      runImportJob({ database, env, logger, materialIndex }, context),
    );
    const wanted = values.datasets?.split(',');
    const datasets = REFERENCE_DATASETS.filter((dataset) => !wanted || wanted.includes(dataset.id));
    await importAndWait({ jobs }, { datasets });
    await jobs.stop();
    const rows = await database.db.select(INDEXED_MATERIAL_COLUMNS).from(materials).where(isNull(materials.userId));
    const mine = buildMaterialSearchIndex(rows);
    const theirs = otherBuild(rows);
    const names = rows.map((row) => row.name);
    const queries = queriesFromNames(names, Number(values.names));
    let compared = 0;
    const differences: string[] = [];
    for (const query of queries) {
      for (const limit of [1, 5, 20, 50]) {
        compared += 1;
        const after = describe(searchMaterialIndex(mine, query, limit));
        const before = describe(otherSearch(theirs, query, limit));
        if (after !== before) differences.push(`${JSON.stringify(query)} limit ${limit}:\n  ${before}\n  ${after}`);
      }
    }
    console.log(
      `${rows.length} materials, ${queries.length} queries × 4 limits = ${compared} searches: ${differences.length} differences`,
    );
    for (const difference of differences.slice(0, 10)) console.log(difference);
    process.exitCode = differences.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}
