// Material search: p50/p95 of the server's searchMaterials (in-process index + the user's own materials from the
// database) over the full reference import, then again with the library scaled up synthetically to 100,000
// materials (rows inserted into this in-memory database only); and the browser's per-keystroke search over the
// compact index (the code useMaterialSearch runs, timed here in Node). Needs ../shared/data
// (REFERENCE_DATA_DIR); the import itself is not timed.
import { gzipSync } from 'node:zlib';
import { isNull } from 'drizzle-orm';
import { expandCompactSearchIndex, type CompactSearchIndex } from '../src/domain/materials/compact-search-index.ts';
import { searchMaterialIndex } from '../src/domain/materials/material-search-index.ts';
import { buildMaterialSearchIndex } from '../src/domain/materials/build-material-search-index.ts';
import { normaliseSearchText } from '../src/domain/materials/normalise-search-text.ts';
import { REFERENCE_DATASETS } from '../src/domain/reference-data/reference-datasets.ts';
import { openDatabase, type Db } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { materials } from '../src/server/db/schema/index.ts';
import { readEnv } from '../src/server/env.ts';
import { createMaterialIndex } from '../src/server/features/materials/material-search-store.ts';
import { createOwnMaterialIndexes } from '../src/server/features/materials/own-material-indexes.ts';
import {
  matchMaterialNames,
  searchMaterials,
  type MaterialSearchDeps,
} from '../src/server/features/materials/search-materials.ts';
import { pickExactMaterialMatch } from '../src/domain/materials/exact-material-match.ts';
import {
  importAndWait,
  REFERENCE_DATA_IMPORT_JOB,
  runImportJob,
} from '../src/server/features/reference-data/import-jobs.ts';
import { createJobQueue } from '../src/server/lib/jobs/job-queue.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { percentile } from './lib/percentile.ts';

const QUERIES = [
  'lin',
  'linalool',
  '78-70-6',
  'linalol',
  'bergamot',
  'hedione',
  'rose',
  'vanil',
  'musk',
  'ambr',
  'citral',
  'lemon oil',
  'iso e',
  'jasm',
  '8007',
  'sandal',
  'coumarin',
  'eugenol',
  'galax',
  'patchouli',
  'vanilin',
  'ylang',
];
const SCALED_TOTAL = 100_000;
const MODIFIERS = [
  'extra',
  'rectified',
  'crude',
  'fraction',
  'distilled',
  'redistilled',
  'colourless',
  'deterpenated',
  'molecular',
  'absolute',
  'resinoid',
  'pure',
];

/** A user in a workspace with no own materials: the search reads the reference library. */
const BENCH_SCOPE = { userId: 'bench-user', workspaceId: '00000000-0000-4000-8000-000000000000' };

export type SearchTiming = { p50: number; p95: number; count: number };

async function timeServerSearch(search: MaterialSearchDeps, count: number, rounds: number): Promise<SearchTiming> {
  for (const q of QUERIES) await searchMaterials(search, BENCH_SCOPE, { q, limit: 20 });
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const q of QUERIES) {
      const started = performance.now();
      await searchMaterials(search, BENCH_SCOPE, { q, limit: 20 });
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), count };
}

/** Every prefix of every query, typed one key at a time, over the browser's compact index. */
function timeKeystrokes(compact: CompactSearchIndex): SearchTiming & { buildMs: number } {
  const started = performance.now();
  const index = buildMaterialSearchIndex(expandCompactSearchIndex(compact));
  const buildMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const q of QUERIES) {
      for (let length = 1; length <= q.length; length += 1) {
        const begin = performance.now();
        searchMaterialIndex(index, q.slice(0, length), 20);
        times.push(performance.now() - begin);
      }
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), count: compact.ids.length, buildMs };
}

/**
 * A 300-line paste: names, CAS numbers and synonyms of real materials, one in ten unknown. Before: one search per
 * line, one after the other, as the grid sent them (each was also an HTTP round trip, not counted here); after: one
 * POST /api/materials/match (matchMaterialNames). Medians of `rounds`.
 */
async function timePastedNames(db: Db, search: MaterialSearchDeps, rounds: number) {
  const sample = await db
    .select({ name: materials.name, cas: materials.cas, synonyms: materials.synonyms })
    .from(materials)
    .where(isNull(materials.userId))
    .limit(2000);
  const names = Array.from({ length: 300 }, (_, line) => {
    const material = sample[(line * 37) % sample.length]!;
    if (line % 10 === 9) return `Unknown base ${line}`;
    if (line % 3 === 1 && material.cas) return material.cas;
    if (line % 3 === 2 && material.synonyms[0]) return material.synonyms[0];
    return material.name;
  });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const before: number[] = [];
  const after: number[] = [];
  let matched = 0;
  for (let round = 0; round < rounds; round += 1) {
    let started = performance.now();
    for (const name of names)
      pickExactMaterialMatch(name, await searchMaterials(search, BENCH_SCOPE, { q: name, limit: 8 }));
    before.push(performance.now() - started);
    started = performance.now();
    matched = (await matchMaterialNames(search, BENCH_SCOPE, names)).filter((entry) => entry.material).length;
    after.push(performance.now() - started);
  }
  return { lines: names.length, matched, beforeMs: median(before), afterMs: median(after) };
}

/** Adds synthetic variants of real materials (name + a real-world modifier, no CAS) up to `total` reference rows. */
async function scaleUpLibrary(db: Db, total: number): Promise<void> {
  const base = await db
    .select({ name: materials.name, synonyms: materials.synonyms, kind: materials.kind })
    .from(materials)
    .where(isNull(materials.userId));
  const rows = [];
  for (let serial = 0; base.length + rows.length < total; serial += 1) {
    const source = base[serial % base.length]!;
    const modifier = `${MODIFIERS[serial % MODIFIERS.length]} ${Math.floor(serial / base.length) + 1}`;
    const name = `${source.name} ${modifier}`;
    const synonyms = source.synonyms.slice(0, 4).map((synonym) => `${synonym} ${modifier}`);
    rows.push({
      mergeKey: `bench:${serial}`,
      name,
      synonyms,
      kind: source.kind,
      sourceCount: 1,
      searchText: normaliseSearchText([name, ...synonyms].join(' | ')),
    });
  }
  for (let start = 0; start < rows.length; start += 2000)
    await db.insert(materials).values(rows.slice(start, start + 2000));
}

export async function measureMaterialSearch(options: { folder?: string; rounds?: number } = {}) {
  const env = readEnv({
    ...process.env,
    REFERENCE_DATA_DIR: options.folder ?? process.env.REFERENCE_DATA_DIR ?? '../shared/data',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ dataDir: 'memory://' });
  const rounds = options.rounds ?? 10;
  try {
    await migrate(database.db);
    const logger = createLogger('silent');
    const jobs = createJobQueue({ db: database.db, logger });
    const search = {
      materialIndex: createMaterialIndex(database.db),
      ownMaterialIndexes: createOwnMaterialIndexes(database.db),
    };
    jobs.define(REFERENCE_DATA_IMPORT_JOB, (context) =>
      runImportJob({ database, env, logger, materialIndex: search.materialIndex }, context),
    );
    const importStarted = performance.now();
    await importAndWait({ jobs }, { datasets: REFERENCE_DATASETS });
    const importMs = performance.now() - importStarted;
    await jobs.stop();
    const { db } = database;
    const fullIndex = await search.materialIndex.rebuild();
    const pasted = await timePastedNames(db, search, Math.min(rounds, 5));
    const full = await timeServerSearch(search, fullIndex.index.materials.length, rounds);
    const compact = await search.materialIndex.compact();
    const browser = timeKeystrokes(JSON.parse(compact.json) as CompactSearchIndex);
    const compactSize = { rawBytes: Buffer.byteLength(compact.json), gzipBytes: gzipSync(compact.json).length };
    await scaleUpLibrary(db, SCALED_TOTAL);
    const scaledIndex = await search.materialIndex.rebuild();
    const scaled = await timeServerSearch(search, scaledIndex.index.materials.length, rounds);
    const scaledCompact = await search.materialIndex.compact();
    const scaledBrowser = timeKeystrokes(JSON.parse(scaledCompact.json) as CompactSearchIndex);
    return {
      ...full,
      scaled,
      browser,
      scaledBrowser,
      compactSize,
      importMs,
      pasted,
      indexBuildMs: { full: fullIndex.builtInMs, scaled: scaledIndex.builtInMs },
    };
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  const result = await measureMaterialSearch();
  const line = (label: string, timing: SearchTiming) =>
    console.log(
      `${label} over ${timing.count} materials: p50 ${timing.p50.toFixed(2)} ms, p95 ${timing.p95.toFixed(2)} ms`,
    );
  line('server search', result);
  line('server search (scaled)', result.scaled);
  line('browser keystroke (compact index, in Node)', result.browser);
  line('browser keystroke (compact index, in Node, scaled)', result.scaledBrowser);
  console.log(
    `index build: server ${result.indexBuildMs.full.toFixed(0)} ms (full), ${result.indexBuildMs.scaled.toFixed(0)} ms (scaled); browser ${result.browser.buildMs.toFixed(0)} ms`,
  );
  console.log(`first import of every reference dataset (in-memory PGlite): ${(result.importMs / 1000).toFixed(1)} s`);
  console.log(
    `300 pasted names: ${result.pasted.beforeMs.toFixed(0)} ms as one search per line, ${result.pasted.afterMs.toFixed(0)} ms in one match (${result.pasted.matched} matched)`,
  );
  console.log(
    `compact index: ${(result.compactSize.rawBytes / 1024).toFixed(0)} kB, ${(result.compactSize.gzipBytes / 1024).toFixed(0)} kB gzip`,
  );
}
