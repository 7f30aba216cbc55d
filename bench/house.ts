// npm run bench:house — a fragrance house under load (issue 34, DESIGN's budget "a fragrance house on PostgreSQL").
// 1. The server starts on the database (PostgreSQL when DATABASE_URL is set, the embedded one in HOUSE_DATA_DIR or a
//    temporary folder otherwise) and an admin imports the reference library through the admin API;
// 2. the server stops and the house of HOUSE_SEED is written (bench/lib/generate-house.ts). A database that holds the
//    house already is reused as it is, library included: steps 1 and 2 are skipped;
// 3. the server starts again in production mode, 50 sessions sign in and use the library (its pages and their
//    verdicts), both searches, the editor and documents for HOUSE_LOAD_SECONDS (bench/lib/house-load.ts); p50/p95/max
//    per kind and pace, errors, the server's memory idle and at its peak under the load, and its CPU time per request
//    at each pace (every thread, from /proc: what flags or a change cost) are printed, and written to
//    bench/results/house.json. Twice: its first start, at the budget's pace only (informative: on a new house, or
//    after a deployment, which keeps no verdict check of other code, it computes the verdicts of every page asked for
//    while it answers, and runs the day's deadline job; the label says what the database kept), then a restart on
//    the house in use (those checks kept, the day's job done), once per pace of HOUSE_PAUSES_MS: the budget's rows.
//    HOUSE_FIRST_START=0 measures the restart alone. HOUSE_DAY_JOB_IN_LOAD=1 makes today's deadline run (the calendar's
//    daily job) due 10 s into the restart's first load, and prints how long it took (ADR 085: what it costs the load).
//
// The paces (mean pause between one session's actions, uniform between 0 and twice it; ADR 042):
// - 3000 ms, the budget's: a person in the library acts every few seconds (reads a page, types a search, opens a
//   formula): 50 sessions at 3 s are ~17 actions a second for a house of 30, several times what thirty people do;
// - 200 ms, informative stress: ~250 actions a second, five per person, more work than two cores can do (documents
//   alone would be seconds of CPU a second); it shows how the server degrades, not what a house sees.
//
// HOUSE_SERVER_ENTRY runs another checkout's server entry on the same database (before/after side by side);
// HOUSE_SERVER_FLAGS adds Node flags to it (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it under the load,
// `--trace-gc` with HOUSE_SERVER_OUTPUT=<file>, which receives what the server printed; the last of a V8 flag wins, so
// `--max-semi-space-size=8 --max-old-space-size=0` runs it as before ADR 049's session 18, with V8's default heap
// limit). Both at once side by side: two of this bench started together, HOUSE_SESSIONS=25 each, share the machine's
// load at the same moment (session 18's "simultaneous" pairs). The server writes a sample of its memory by part each
// second (MEMORY_SAMPLE_MS): the table after the rows says what each part held idle and at the peak of each pace
// (ADR 045).
//
//   DATABASE_URL=postgres://… npm run bench:house                 the issue's house on PostgreSQL (import about 2 min,
//                                                                 house 3 min, then the load; HOUSE_TIMEOUT_MS gives a
//                                                                 request up, 10 s by default)
//   HOUSE_USERS=3 HOUSE_FORMULAS=50 HOUSE_OWN_MATERIALS=100 HOUSE_SESSIONS=3 HOUSE_LOAD_SECONDS=10 \
//     HOUSE_DATASETS=ifra-transparency-list,ifra-51-standards node bench/house.ts        a small one, to check it works
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { jobs, rememberedFormulaChecks } from '../src/server/db/schema/index.ts';
import { CALENDAR_NOTIFY_JOB } from '../src/server/features/markets/notify-calendar-deadlines.ts';
import { migrate } from '../src/server/db/migrate.ts';
import {
  freePort,
  signUpVerifiedAdmin,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../tests/support/server-process.ts';
import { SERVER_RUNTIME } from '../scripts/lib/server-node-flags.ts';
import { formatBenchTable, type BenchRow } from './lib/bench-table.ts';
import { generateHouse, HOUSE_PASSWORD, readHouse, readHouseSize, type HouseSummary } from './lib/generate-house.ts';
import { LOAD_KINDS, runHouseLoad, type LoadKind, type LoadResult } from './lib/house-load.ts';
import { formatMemoryTable, readMemorySamples, type MemoryWindow } from './lib/memory-samples.ts';

const root = path.resolve(import.meta.dirname, '..');
/** DESIGN's house budget: the formula list (its first page and "Show more") and both searches, p95 ≤ 50 ms. */
const BUDGETED_KINDS = new Set<LoadKind>(['list', 'more', 'search', 'material-search']);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function residentMegabytes(pid: number | undefined): number | null {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The server process's CPU time (user + system, every thread: the main thread, the verdict worker, V8's and libuv's
 * helpers), from /proc/<pid>/stat in clock ticks (100 a second on Linux); null where there is no /proc.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command's closing parenthesis: state is field 3, utime field 14 and stime field 15.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The machine's busy and total CPU time (every core) from /proc/stat, in clock ticks; null where there is none. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    // user nice system idle iowait irq softirq steal…: idle and iowait are the idle time.
    return { busy: total - fields[3]! - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

type Listing = {
  job: { status: string } | null;
  datasets: { id: string; lastRun: { status: string; message: string | null } | null }[];
};

/** Imports the datasets through the admin API, one after the other; returns the problems (a dataset that failed). */
async function importLibrary(origin: string, cookie: string, wanted: string[] | null): Promise<string[]> {
  const headers = { cookie, origin };
  const listing = async () =>
    (await (await fetch(`${origin}/api/admin/reference-data`, { headers })).json()) as Listing;
  const datasets = wanted ?? (await listing()).datasets.map((dataset) => dataset.id);
  const problems: string[] = [];
  for (const dataset of datasets) {
    const started = performance.now();
    let run = await fetch(`${origin}/api/admin/reference-data/${dataset}/run`, { method: 'POST', headers });
    for (let attempt = 0; run.status === 409 && attempt < 2400; attempt += 1) {
      await pause(250);
      run = await fetch(`${origin}/api/admin/reference-data/${dataset}/run`, { method: 'POST', headers });
    }
    if (run.status !== 202) {
      problems.push(`${dataset}: ${run.status} ${(await run.text()).slice(0, 200)}`);
      continue;
    }
    await run.arrayBuffer();
    for (;;) {
      await pause(500);
      const state = await listing().catch(() => null);
      const lastRun = state?.datasets.find((candidate) => candidate.id === dataset)?.lastRun;
      if (state && state.job?.status !== 'running' && lastRun && lastRun.status !== 'running') {
        if (lastRun.status !== 'succeeded') problems.push(`${dataset}: ${lastRun.message}`);
        break;
      }
    }
    console.log(`  imported ${dataset} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return problems;
}

const seed = Number(process.env.HOUSE_SEED ?? 34);
const size = readHouseSize();
const sessions = Number(process.env.HOUSE_SESSIONS ?? 50);
const durationMs = Number(process.env.HOUSE_LOAD_SECONDS ?? 120) * 1000;
/** HOUSE_THINK_MS (one pace) is still understood: the runs of session 13 set it. */
const pausesMs = (process.env.HOUSE_PAUSES_MS ?? process.env.HOUSE_THINK_MS ?? '3000,200')
  .split(',')
  .map((value) => Number(value))
  .filter((value) => Number.isFinite(value) && value >= 0);
/** The budget holds at the first pace (a person's); the others are informative. */
const budgetPauseMs = pausesMs[0] ?? 3000;
const serverEntry = process.env.HOUSE_SERVER_ENTRY ? path.resolve(process.env.HOUSE_SERVER_ENTRY) : undefined;
const extraFlags = (process.env.HOUSE_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
const timeoutMs = Number(process.env.HOUSE_TIMEOUT_MS ?? 10_000);
const databaseUrl = process.env.DATABASE_URL || '';
const keptDataDir = process.env.HOUSE_DATA_DIR;
const dayJobInLoad = process.env.HOUSE_DAY_JOB_IN_LOAD === '1';
const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-house-'));
fs.mkdirSync(dataDir, { recursive: true });
const databaseLabel = databaseUrl ? 'PostgreSQL' : 'the embedded database (PGlite)';
const serverEnv = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REFERENCE_DATA_DIR: '' };

try {
  // 1. The library, imported by an admin as on a new instance, unless the database holds the house already (then
  //    its library too: a second run measures the load again without importing and writing it anew).
  console.log(`The house of seed ${seed} on ${databaseLabel}`);
  const findHouse = async (): Promise<HouseSummary | null> => {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      await migrate(database.db);
      return await readHouse(database.db, seed, size);
    } finally {
      await database.close();
    }
  };
  const existing = await findHouse();
  if (existing) console.log(`  the house is already there: ${existing.formulas.length} formulas`);
  else {
    const adminEmail = `house-admin-${Date.now()}@bench.sillage.test`;
    const port = await freePort();
    const server = startServerProcess(port, {
      ...serverEnv,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAILS: adminEmail,
      SIGN_IN_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitForHealth(server.url, 120_000);
      const cookie = await signUpVerifiedAdmin(server.url, adminEmail, 'house-admin-password');
      const wanted = process.env.HOUSE_DATASETS ? process.env.HOUSE_DATASETS.split(',') : null;
      const problems = await importLibrary(server.url, cookie, wanted);
      for (const problem of problems) console.warn(`  not imported: ${problem}`);
    } finally {
      await stop(server);
    }
  }

  // 2. The house, written through the app's schema (the embedded database is free once the server has stopped).
  let house: HouseSummary;
  if (existing) house = existing;
  else {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      house = await generateHouse(database.db, seed, size);
    } finally {
      await database.close();
    }
  }
  const generatedIn = house.milliseconds ? `written in ${(house.milliseconds / 1000).toFixed(1)} s` : 'reused';

  // 3. The load, on the server as it runs in production: first as it starts on this database (after an import or a
  //    deployment, no check is kept: it computes the verdicts of every page asked for while it answers), then started
  //    again on the house in use (the checks the first start computed kept, today's deadline job done): the budget's.
  const kept = await readKeptWork();
  const starts: MeasuredStart[] = [];
  if (process.env.HOUSE_FIRST_START !== '0')
    starts.push(
      await measureStart(
        kept.checks === 0
          ? 'first start (no verdict check kept, as after an import or a deployment)'
          : `first start of this run (${kept.checks} verdict checks in the database, reused only by the same code and data${kept.deadlineJobToday ? ", today's deadline job done" : ''})`,
        [budgetPauseMs],
        false,
      ),
    );
  if (dayJobInLoad) await holdTodaysDeadlineRun();
  starts.push(
    await measureStart(
      dayJobInLoad
        ? "restart of the house in use, today's deadline run due 10 s into the load"
        : 'restart of the house in use',
      pausesMs,
      true,
    ),
  );
  const dayJobRun = dayJobInLoad ? await readTodaysDeadlineRun() : null;

  const machineLoad = starts
    .flatMap(({ loads }) => loads)
    .map(({ pauseMs, loadAverages }) => `${loadAverages.map((value) => value.toFixed(1)).join(' → ')} at ${pauseMs} ms`)
    .join(', ');
  const workload = `house of seed ${seed}: ${house.users.length} users, ${house.formulas.length} formulas (${house.lines} lines, ${house.largeFormulaIds.length} of ${size.maxLines}), ${size.ownMaterials} own materials, ${generatedIn}; ${databaseLabel}${serverEntry ? ` (server ${serverEntry})` : ''}; machine load ${machineLoad} (${os.cpus().length} cores)`;
  const rows = starts.flatMap(rowsOfStart);
  console.log(`\n${workload}\n${formatBenchTable(rows)}`);
  if (process.env.HOUSE_SERVER_OUTPUT)
    fs.writeFileSync(process.env.HOUSE_SERVER_OUTPUT, starts.map((start) => start.output).join('\n'));
  const memoryTables = starts.flatMap(({ label, memoryTable }) =>
    memoryTable ? [`The server's memory by part, ${label} (a sample a second):\n${memoryTable}`] : [],
  );
  for (const table of memoryTables) console.log(`\n${table}`);
  if (dayJobRun) console.log(`\nToday's deadline run in the restart's load: ${dayJobRun}`);
  const errors = starts.flatMap(({ label, loads }) =>
    loads.flatMap(({ pauseMs, load }) => load.errors.map((error) => `${label}, ${pauseMs} ms: ${error}`)),
  );
  for (const error of errors) console.log(`  error: ${error}`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'bench/results/house.json'),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), workload, rows, errors, memoryTable: memoryTables.join('\n\n') },
      null,
      2,
    ),
  );

  /** Today's run of the calendar's daily job, as the servers' schedule enqueues it (its unique key and reason). */
  function todaysDeadlineRun() {
    const period = `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;
    return { uniqueKey: `${CALENDAR_NOTIFY_JOB.name}:${period}`, reason: `daily ${period}` };
  }

  /**
   * Today's deadline run enqueued afresh and held a day ahead, so that the restarting server enqueues none of its own;
   * measureStart makes it due 10 s into the first load (releaseTodaysDeadlineRun).
   */
  async function holdTodaysDeadlineRun() {
    const { uniqueKey, reason } = todaysDeadlineRun();
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      await database.db.delete(jobs).where(eq(jobs.uniqueKey, uniqueKey));
      await database.db.insert(jobs).values({
        name: CALENDAR_NOTIFY_JOB.name,
        payload: { reason },
        uniqueKey,
        runAfter: new Date(Date.now() + 86_400_000),
      });
    } finally {
      await database.close();
    }
  }

  async function releaseTodaysDeadlineRun() {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      await database.db
        .update(jobs)
        .set({ runAfter: new Date() })
        .where(eq(jobs.uniqueKey, todaysDeadlineRun().uniqueKey));
    } finally {
      await database.close();
    }
  }

  /** How today's deadline run went: its state, and how long it took once it finished. */
  async function readTodaysDeadlineRun(): Promise<string> {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      const [run] = await database.db
        .select({ state: jobs.state, startedAt: jobs.startedAt, finishedAt: jobs.finishedAt, result: jobs.result })
        .from(jobs)
        .where(eq(jobs.uniqueKey, todaysDeadlineRun().uniqueKey));
      if (!run?.startedAt) return `not started (${run?.state ?? 'no row'})`;
      if (!run.finishedAt) return `${run.state}, not finished when the load ended`;
      return `${run.state} in ${((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000).toFixed(1)} s (${JSON.stringify(run.result)})`;
    } finally {
      await database.close();
    }
  }

  /** What the database keeps of earlier starts: verdict checks, and whether today's deadline job ran (and finished). */
  async function readKeptWork(): Promise<{ checks: number; deadlineJobToday: boolean }> {
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    try {
      const today = new Date().toISOString().slice(0, 10);
      const [checks, deadlineJobs] = await Promise.all([
        database.db.$count(rememberedFormulaChecks),
        database.db.$count(
          jobs,
          and(
            eq(jobs.name, CALENDAR_NOTIFY_JOB.name),
            eq(jobs.state, 'succeeded'),
            sql`${jobs.payload}->>'reason' like ${`daily ${today}%`}`,
          ),
        ),
      ]);
      return { checks, deadlineJobToday: deadlineJobs > 0 };
    } finally {
      await database.close();
    }
  }

  /**
   * One start of the server in production mode: its resident memory 5 s after its health answers ("idle"), then the
   * load at each pace, with the machine's load and busy share, the server's CPU and memory peak per pace.
   */
  async function measureStart(label: string, paces: readonly number[], budgeted: boolean): Promise<MeasuredStart> {
    console.log(`Start: ${label}`);
    const port = await freePort();
    const server = startServerProcess(
      port,
      {
        ...serverEnv,
        NODE_ENV: 'production',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SIGN_IN_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        // A sample of the server's memory by part each second (a server without the setting ignores it).
        MEMORY_SAMPLE_MS: '1000',
      },
      serverEntry,
      { ...SERVER_RUNTIME, nodeFlags: [...SERVER_RUNTIME.nodeFlags, ...extraFlags] },
    );
    const loads: MeasuredStart['loads'] = [];
    const memoryWindows: MemoryWindow[] = [];
    let idleMb: number | null;
    let idleAt: number;
    let peakMb = 0;
    let pacePeakMb = 0;
    try {
      await waitForHealth(server.url, 300_000);
      await pause(5000);
      idleMb = residentMegabytes(server.child.pid);
      idleAt = Date.now();
      const sampler = setInterval(() => {
        const mb = residentMegabytes(server.child.pid) ?? 0;
        peakMb = Math.max(peakMb, mb);
        pacePeakMb = Math.max(pacePeakMb, mb);
      }, 250);
      try {
        for (const pauseMs of paces) {
          console.log(
            `  load: ${sessions} sessions for ${durationMs / 1000} s (pause ${pauseMs} ms on average, requests given up after ${timeoutMs / 1000} s)…`,
          );
          // The machine's load (1-minute average) when the load starts and ends: the numbers mean little without it.
          const loadAverages = [os.loadavg()[0]!];
          pacePeakMb = 0;
          const from = Date.now();
          const cpuBefore = cpuSeconds(server.child.pid);
          const benchBefore = process.cpuUsage();
          const machineBefore = machineTicks();
          // Today's deadline run, held until now, due 10 s into the restart's first load (HOUSE_DAY_JOB_IN_LOAD).
          const release =
            dayJobInLoad && budgeted && loads.length === 0
              ? setTimeout(() => void releaseTodaysDeadlineRun(), 10_000)
              : null;
          const load = await runHouseLoad({
            origin: server.url,
            house,
            password: HOUSE_PASSWORD,
            sessions,
            durationMs,
            thinkMs: pauseMs,
            timeoutMs,
            seed,
          });
          if (release) clearTimeout(release);
          const cpuAfter = cpuSeconds(server.child.pid);
          const benchCpu = process.cpuUsage(benchBefore);
          const machineAfter = machineTicks();
          loadAverages.push(os.loadavg()[0]!);
          memoryWindows.push({ label: `pause ${pauseMs} ms`, from, to: Date.now() });
          loads.push({
            pauseMs,
            load,
            loadAverages,
            peakMb: pacePeakMb,
            cpuSeconds: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
            loadGeneratorCpuSeconds: (benchCpu.user + benchCpu.system) / 1e6,
            machineBusyShare:
              machineBefore && machineAfter
                ? (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)
                : null,
          });
        }
      } finally {
        clearInterval(sampler);
      }
    } finally {
      await stop(server);
    }
    const samples = readMemorySamples(server.output());
    return {
      label,
      budgeted,
      idleMb,
      peakMb,
      loads,
      output: server.output(),
      memoryTable: samples.length > 0 ? formatMemoryTable(samples, idleAt, memoryWindows) : null,
    };
  }
} finally {
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

type MeasuredStart = {
  label: string;
  /** The budget holds on it (the restart of the house in use); the first start's rows are informative. */
  budgeted: boolean;
  idleMb: number | null;
  peakMb: number;
  loads: {
    pauseMs: number;
    load: LoadResult;
    loadAverages: number[];
    peakMb: number;
    cpuSeconds: number | null;
    /** This bench's own CPU (the 50 sessions' client): it shares the machine with the server and the database. */
    loadGeneratorCpuSeconds: number;
    /** The share of every core's time the machine was busy during the load (/proc/stat), null where unknown. */
    machineBusyShare: number | null;
  }[];
  output: string;
  memoryTable: string | null;
};

/** The table's rows of one start: each kind's p95 per pace, the memory, the CPU per request. */
function rowsOfStart({ label, budgeted, idleMb, peakMb, loads }: MeasuredStart): BenchRow[] {
  const rows: BenchRow[] = loads.flatMap(({ pauseMs, load }) =>
    LOAD_KINDS.map((kind): BenchRow => {
      const result = load.byKind[kind];
      const inBudget = budgeted && BUDGETED_KINDS.has(kind) && pauseMs === budgetPauseMs;
      return {
        budget: `house, ${label}, ${sessions} sessions pausing ${pauseMs} ms: ${kind} p95`,
        measured: `p95 ${ms(result.p95)}`,
        limit: inBudget ? '≤ 50 ms, no error' : 'informative',
        ok: inBudget ? result.p95 <= 50 && result.errors === 0 : null,
        note: `p50 ${ms(result.p50)}, max ${ms(result.max)}, second half's p95 ${ms(result.p95SecondHalf)}, p95 by sixth ${result.p95BySixth.map((value) => Math.round(value)).join('/')} ms, ${result.count} requests, ${result.errors} errors${result.refused ? `, ${result.refused} refused (not certifiable: the app's answer)` : ''}${result.pending ? `, ${result.pending} formulas answered pending (still being checked: asked again 1.5, 3, 6 then every 12 s)` : ''}`,
      };
    }),
  );
  rows.push({
    budget: `house server memory, ${label}: idle after start, peak under the load`,
    measured: `${idleMb ?? '?'} MB idle, ${peakMb} MB peak`,
    limit: budgeted ? '≤ 350 / ≤ 500 MB' : 'informative',
    ok: budgeted ? idleMb !== null && idleMb <= 350 && peakMb <= 500 : null,
    note: loads.map((entry) => `${entry.peakMb} MB at ${entry.pauseMs} ms`).join(', '),
  });
  for (const { pauseMs, load, cpuSeconds: cpu, loadGeneratorCpuSeconds, machineBusyShare } of loads) {
    if (cpu === null) continue;
    const requests = LOAD_KINDS.reduce((sum, kind) => sum + load.byKind[kind].count, 0);
    rows.push({
      budget: `house server CPU, ${label}, ${sessions} sessions pausing ${pauseMs} ms`,
      measured: `${((cpu * 1000) / Math.max(requests, 1)).toFixed(1)} ms a request`,
      limit: 'informative',
      ok: null,
      note: `${cpu.toFixed(1)} s of CPU (every thread) for ${requests} requests in ${durationMs / 1000} s; the load generator ${loadGeneratorCpuSeconds.toFixed(1)} s; the machine busy ${machineBusyShare === null ? '?' : `${Math.round(machineBusyShare * 100)} %`} of its ${os.cpus().length} cores`,
    });
  }
  return rows;
}
