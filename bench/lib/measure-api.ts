import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  waitForOk,
  type ServerProcess,
} from '../../tests/support/server-process.ts';
import type { BenchRow } from './bench-table.ts';
import { measureLighthouse } from './measure-lighthouse.ts';
import { distinctSearchTexts } from './distinct-search-texts.ts';
import { measureAlternating, measureSideBySide, type Throughput } from './measure-throughput.ts';
import { medianRows } from './median-throughput-rows.ts';
import { runBenchInChild } from './run-bench-in-child.ts';
import { AUTOCOMPLETE_SEARCH_LIMIT } from '../../src/domain/materials/search-limits.ts';

const ORIGIN = 'http://localhost:3000';
/** Rounds of the API's throughput in `npm run bench`, each target beside the baseline: their medians are reported. */
const API_ROUNDS = Math.max(1, Number(process.env.API_ROUNDS ?? 5));

function residentMegabytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** A real server (embedded database, production mode) and a signed-up user's session cookie. */
type ApiServer = { server: ServerProcess; cookie: string };

/**
 * The library the search row searches: one reference dataset imported into the server's database before it starts
 * (an empty library answers every search `[]` at once, which measures the request path and a search of nothing).
 */
export const SEARCH_DATASET = 'pyrfume-goodscents';

/**
 * Imports SEARCH_DATASET into `dataDir` with `checkout`'s own command (`npm run data:import`), from
 * REFERENCE_DATA_DIR (default ../shared/data): what the search row searches, for its note.
 */
export async function importSearchLibrary(checkout: string, dataDir: string): Promise<string> {
  const referenceDir = path.resolve(checkout, process.env.REFERENCE_DATA_DIR || '../shared/data');
  if (!fs.existsSync(path.join(referenceDir, SEARCH_DATASET)))
    return `an empty library (no ${SEARCH_DATASET} in ${referenceDir})`;
  const child = spawn(
    process.execPath,
    [path.join(checkout, 'src/server/cli/import-reference-data.ts'), SEARCH_DATASET],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        REFERENCE_DATA_DIR: referenceDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`importing ${SEARCH_DATASET} failed:\n${output}`);
  const total = /Library: (\d+) materials/.exec(output)?.[1];
  return `${SEARCH_DATASET} (${total ? Number(total).toLocaleString('en') : '?'} materials)`;
}

/** Waits until the search answers hits (the server builds its index after it starts), at most `deadlineMs`. */
async function waitForSearchHits(url: string, cookie: string, deadlineMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}${SEARCH_URL}`, { headers: { cookie } });
    const body = (await response.json().catch(() => null)) as { items?: unknown[] } | null;
    if ((body?.items?.length ?? 0) > 0) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The editor's autocomplete request at a keystroke: its text and its limit (AUTOCOMPLETE_SEARCH_LIMIT). */
export const SEARCH_URL = `/api/materials/search?q=lin&limit=${AUTOCOMPLETE_SEARCH_LIMIT}`;

/** The library's names as the server's browser index lists them (GET /api/materials/search-index). */
async function readLibraryNames(url: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${url}/api/materials/search-index`, { headers: { cookie } });
  if (!response.ok) return [];
  return ((await response.json()) as { names?: string[] }).names ?? [];
}

/** Each text of `texts` in turn, over and over, as a search path (its own position per server). */
function searchPaths(texts: readonly string[]): () => string {
  let next = 0;
  return () => {
    const text = texts[next % texts.length] ?? 'lin';
    next += 1;
    return `/api/materials/search?q=${encodeURIComponent(text)}&limit=${AUTOCOMPLETE_SEARCH_LIMIT}`;
  };
}

export type ApiServers = ApiServer & {
  /** What the search row searches (SEARCH_DATASET and its size, or an empty library). */
  searchLibrary: string;
  /** The bare Hono "hello" (the baseline) and its process. */
  bareUrl: string;
  barePid: number | undefined;
  /** Another checkout's server, measured in the same slices as this one (`--against`): before and after a change. */
  against?: ApiServer & { label: string };
  stop: () => Promise<void>;
};

async function startApiServer(
  dataDir: string,
  serverEnv: Record<string, string>,
  entry?: string,
  searchable = false,
): Promise<ApiServer & { stop: () => Promise<void> }> {
  const server = startServerProcess(
    await freePort(),
    // No backup job (the first start after an import archives the database) competes with the measurement.
    {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: ORIGIN,
      BACKUP_INTERVAL_HOURS: '0',
      ...serverEnv,
    },
    entry,
  );
  const stop = async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  };
  try {
    await waitForHealth(server.url, 120_000);
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: `bench-${Date.now()}@sillage.test`, password: 'bench password', name: 'bench' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((part) => part.split(';')[0])
      .join('; ');
    if (searchable && !(await waitForSearchHits(server.url, cookie)))
      throw new Error(`the search of the imported library answered no hit for ${SEARCH_URL}`);
    return { server, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The real server (embedded database in `dataDir`, production mode) and a bare Hono server, each its own process,
 * and a signed-up user. `serverEnv` adds to the server's environment (NODE_OPTIONS=--cpu-prof, say). `against`
 * starts another checkout's server too (its folder; a data folder of its own), to compare two versions in one run.
 */
export async function startApiServers(
  dataDir: string,
  serverEnv: Record<string, string> = {},
  against?: { checkout: string; dataDir: string },
): Promise<ApiServers> {
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.resolve(import.meta.dirname, '../bare-hono.ts')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  const stopBare = () => bare.kill('SIGTERM');
  try {
    await waitForOk(`http://127.0.0.1:${barePort}/`, 10_000);
    // Each checkout imports the search's library with its own command, both at once, before its server starts.
    const root = path.resolve(import.meta.dirname, '../..');
    const [searchLibrary, otherLibrary] = await Promise.all([
      importSearchLibrary(root, dataDir),
      against ? importSearchLibrary(path.resolve(against.checkout), against.dataDir) : null,
    ]);
    const main = await startApiServer(dataDir, serverEnv, undefined, !searchLibrary.startsWith('an empty'));
    const other = against
      ? await startApiServer(
          against.dataDir,
          {},
          path.resolve(against.checkout, 'src/server/index.ts'),
          !otherLibrary?.startsWith('an empty'),
        ).catch(async (error: unknown) => {
          await main.stop();
          throw error;
        })
      : undefined;
    return {
      server: main.server,
      cookie: main.cookie,
      searchLibrary,
      bareUrl: `http://127.0.0.1:${barePort}/`,
      barePid: bare.pid,
      against: other && against ? { ...other, label: path.basename(path.resolve(against.checkout)) } : undefined,
      stop: async () => {
        stopBare();
        await Promise.all([main.stop(), other?.stop()]);
      },
    };
  } catch (error) {
    stopBare();
    throw error;
  }
}

export type ApiThroughput = {
  /** The baseline over the whole run (the mean of every target's). */
  baseline: Throughput;
  /** Each target with the baseline measured beside it (alternating slices: see measureSideBySide). */
  targets: {
    label: string;
    minimumRatio: number | null;
    result: Throughput | null;
    baseline: Throughput | null;
    /** What the row measures beyond its label (the search row: the library it searches). */
    note?: string;
  }[];
};

/**
 * The API budgets: each target's requests per second beside the bare Hono hello measured in the same span of time
 * (alternating slices), with the CPU each server spent per request.
 */
export async function measureApiThroughput(
  servers: ApiServers,
  options: { seconds?: number; slices?: number; only?: string } = {},
): Promise<ApiThroughput> {
  const { server, cookie } = servers;
  const wantsSearch = !options.only || SEARCH_URL.includes(options.only);
  const texts = wantsSearch ? distinctSearchTexts(await readLibraryNames(server.url, cookie)) : [];
  const targets: [string, string, Record<string, string> | undefined, number | null, string?, string[]?][] = [
    ['GET /api/health', '/api/health', undefined, 0.25],
    ['authenticated GET /api/settings', '/api/settings', { cookie }, 0.25],
    ['authenticated formula list GET /api/formulas', '/api/formulas', { cookie }, 0.5],
    [
      `material search GET /api/materials/search?q=lin&limit=${AUTOCOMPLETE_SEARCH_LIMIT}, the editor's autocomplete (the same text every request)`,
      SEARCH_URL,
      { cookie },
      0.5,
      `searches ${servers.searchLibrary}; the same text and limit every request, answered from the server's memo ` +
        'after the first (ADR 054): what a house typing the same names costs, not a search (the next row is)',
    ],
    [
      `material search GET /api/materials/search, ${texts.length.toLocaleString('en')} distinct texts in turn`,
      `/api/materials/search?q=${encodeURIComponent(texts[0] ?? 'lin')}&limit=${AUTOCOMPLETE_SEARCH_LIMIT}`,
      { cookie },
      null,
      `searches ${servers.searchLibrary}; each request the next of ${texts.length.toLocaleString('en')} texts ` +
        `(prefixes of 3-8 letters of library names, seeded order; more than the memo holds, so none is answered ` +
        `from it): the search itself`,
      texts,
    ],
  ];
  const measured: ApiThroughput['targets'] = [];
  for (const [label, url, headers, minimumRatio, note, queries] of targets) {
    if (options.only && !url.includes(options.only)) continue;
    if (queries && queries.length === 0) continue;
    const probe = await fetch(`${server.url}${url}`, { headers });
    await probe.arrayBuffer();
    if (probe.status === 404) {
      measured.push({ label, minimumRatio, result: null, baseline: null });
      continue;
    }
    const bare = { url: servers.bareUrl, pid: servers.barePid };
    const target = {
      url: `${server.url}${url}`,
      headers,
      pid: server.child.pid,
      nextPath: queries && searchPaths(queries),
    };
    const against = servers.against;
    if (against) {
      // Before (the other checkout) and after (this one) in the same slices, each beside the same baseline.
      const [baseline, before, after] = await measureAlternating(
        [
          bare,
          {
            url: `${against.server.url}${url}`,
            headers: headers && { cookie: against.cookie },
            pid: against.server.child.pid,
            nextPath: queries && searchPaths(queries),
          },
          target,
        ],
        options,
      );
      measured.push({ label: `${label} [${against.label}]`, minimumRatio, result: before!, baseline: baseline!, note });
      measured.push({ label, minimumRatio, result: after!, baseline: baseline!, note });
      continue;
    }
    const pair = await measureSideBySide(bare, target, options);
    measured.push({ label, minimumRatio, result: pair.target, baseline: pair.baseline, note });
  }
  const baselines = measured.flatMap((target) => (target.baseline ? [target.baseline] : []));
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  const cpu = baselines.map((baseline) => baseline.cpuMicrosPerRequest);
  return {
    baseline: {
      requestsPerSecond: Math.round(mean(baselines.map((baseline) => baseline.requestsPerSecond))),
      p99Ms: Math.max(0, ...baselines.map((baseline) => baseline.p99Ms)),
      errors: baselines.reduce((sum, baseline) => sum + baseline.errors, 0),
      non2xx: baselines.reduce((sum, baseline) => sum + baseline.non2xx, 0),
      cpuMicrosPerRequest:
        cpu.length && cpu.every((value) => value !== null) ? Math.round(mean(cpu as number[]) * 10) / 10 : null,
    },
    targets: measured,
  };
}

const cpuNote = (throughput: Throughput) =>
  throughput.cpuMicrosPerRequest === null ? '' : `, CPU ${throughput.cpuMicrosPerRequest} µs/request`;

/** The rows of the bench table for one throughput run. */
export function throughputRows({ baseline, targets }: ApiThroughput): BenchRow[] {
  const rows: BenchRow[] = [
    {
      budget: 'bare Hono "hello" (baseline, same machine, same run)',
      measured: `${baseline.requestsPerSecond} req/s`,
      limit: '',
      ok: null,
      note: `mean of the baselines measured beside each target; p99 ${baseline.p99Ms} ms${cpuNote(baseline)}`,
    },
  ];
  for (const { label, minimumRatio, result, baseline: beside, note } of targets) {
    if (!result || !beside) {
      rows.push({
        budget: label,
        measured: '—',
        limit: minimumRatio ? `≥ ${minimumRatio * 100}% of baseline` : '',
        ok: null,
        note: 'feature not built yet',
      });
      continue;
    }
    const share = result.requestsPerSecond / beside.requestsPerSecond;
    rows.push({
      budget: label,
      measured: `${result.requestsPerSecond} req/s`,
      limit: minimumRatio ? `≥ ${minimumRatio * 100}% of baseline` : 'informative',
      baseline: `${beside.requestsPerSecond} req/s`,
      ratio: `${Math.round(share * 100)}%`,
      ok: minimumRatio ? share >= minimumRatio : null,
      note: `${note ? `${note}; ` : ''}p99 ${result.p99Ms} ms, ${result.errors + result.non2xx} errors${cpuNote(result)}${
        beside.cpuMicrosPerRequest === null ? '' : ` (baseline ${beside.cpuMicrosPerRequest})`
      }`,
    });
  }
  return rows;
}

/** One round of the API's throughput on fresh servers, with the server's resident memory before and after it. */
export async function measureApiRound(
  dataDir: string,
): Promise<{ throughput: ApiThroughput; memory: { idle: number | null; afterLoad: number | null } }> {
  const servers = await startApiServers(dataDir);
  try {
    const pid = servers.server.child.pid!;
    const idle = residentMegabytes(pid);
    const throughput = await measureApiThroughput(servers);
    return { throughput, memory: { idle, afterLoad: residentMegabytes(pid) } };
  } finally {
    await servers.stop();
  }
}

/**
 * Throughput beside a bare Hono server (both their own processes, measured in alternating slices), server memory,
 * and the Lighthouse scores of the landing page (/). The medians of API_ROUNDS rounds, each in a process of its own
 * with servers of its own: one round's ratio moved by 4 points from run to run, and rounds run one after another in
 * one process saw the baseline fall from 85,000 to 65,000 req/s (its load generator and servers ageing), which
 * flattered every ratio after the first.
 */
export async function measureApi(dataDir: string): Promise<BenchRow[]> {
  const rounds: Awaited<ReturnType<typeof measureApiRound>>[] = [];
  for (let round = 0; round < API_ROUNDS; round++) {
    const measured = await runBenchInChild<Awaited<ReturnType<typeof measureApiRound>>>(
      'lib/measure-api.ts',
      'measureApiRound',
      [dataDir],
    );
    if (measured) rounds.push(measured);
  }
  const throughputs = rounds.map((round) => round.throughput);
  const rows = throughputs.length === 1 ? throughputRows(throughputs[0]!) : medianRows(throughputs);
  const memory = rounds[0]?.memory;
  rows.push({
    budget: 'server memory (resident), idle → after load',
    measured: `${memory?.idle ?? '?'} → ${memory?.afterLoad ?? '?'} MB`,
    limit: 'informative',
    ok: null,
    note: 'the first round',
  });
  const servers = await startApiServers(dataDir);
  const { server } = servers;
  try {
    // The landing page, once (informative); the budget's routes are measured by lighthouse-routes.ts.
    for (const route of ['/']) {
      try {
        const scores = await measureLighthouse(`${server.url.replace('127.0.0.1', 'localhost')}${route}`);
        rows.push({
          budget: `Lighthouse ${route} (mobile): performance / accessibility / best practices / SEO`,
          measured: `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`,
          limit: 'informative',
          ok: null,
        });
      } catch (error) {
        rows.push({
          budget: `Lighthouse ${route}`,
          measured: '—',
          limit: '',
          ok: null,
          note: `could not run: ${(error as Error).message.slice(0, 80)}`,
        });
      }
    }
    return rows;
  } finally {
    await servers.stop();
  }
}
