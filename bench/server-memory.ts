// npm run bench:memory: the server's resident memory with every dataset imported, idle and under load, with Node's
// default flags and with SERVER_RUNTIME (flags and allocator settings) side by side in one run, and the throughput each configuration gives
// (the flags must not cost speed). DESIGN.md: ≤ 350 MB idle, ≤ 500 MB under the API load test.
//
//   node bench/server-memory.ts [--idle-seconds 45] [--load-seconds 12]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createEmptyRow } from '../src/domain/formulas/formula-row.ts';
import {
  formatServerCommand,
  NODE_DEFAULT_RUNTIME,
  SERVER_RUNTIME,
  type ServerRuntime,
} from '../scripts/lib/server-node-flags.ts';
import { freePort, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';
import { formatBenchTable, type BenchRow } from './lib/bench-table.ts';
import { measureAlternating, type Load } from './lib/measure-throughput.ts';

const root = path.resolve(import.meta.dirname, '..');
const ORIGIN = 'http://localhost:3000';

function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
}

/** A data folder with every reference dataset imported (REFERENCE_DATA_DIR, default ../shared/data). */
function importEveryDataset(dataDir: string): string {
  const referenceDir = path.resolve(root, process.env.REFERENCE_DATA_DIR || '../shared/data');
  if (!fs.existsSync(referenceDir)) return `no reference data at ${referenceDir}: an empty database was measured`;
  const run = spawnSync(process.execPath, [path.join(root, 'src/server/cli/import-reference-data.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, REFERENCE_DATA_DIR: referenceDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const library = /Library: (\d+) materials/.exec(run.stdout)?.[1];
  if (run.status !== 0) throw new Error(`the import failed:\n${run.stdout}\n${run.stderr}`);
  return `every dataset of ${referenceDir} imported (${library ?? '?'} materials)`;
}

/**
 * The first start after an import backs the embedded database up (a 240 MB archive built in memory): background work,
 * not idle. Waits until the archive is written, so "idle" is measured once the server has nothing left to do.
 */
async function waitForFirstBackup(dataDir: string, deadlineMs = 180_000): Promise<void> {
  const folder = path.join(dataDir, 'backups');
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(folder) && fs.readdirSync(folder).some((name) => name.endsWith('.tar.gz'))) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no backup in ${folder} after ${deadlineMs / 1000} s`);
}

type Measured = { label: string; idleMb: number; loadedMb: number; loads: Load[] };

async function startConfiguration(label: string, dataDir: string, runtime: ServerRuntime) {
  const server = startServerProcess(
    await freePort(),
    { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN },
    undefined,
    runtime,
  );
  await waitForHealth(server.url, 120_000);
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: `memory-${Date.now()}@sillage.test`, password: 'bench password', name: 'bench' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((part) => part.split(';')[0])
    .join('; ');
  const headers = { cookie, origin: ORIGIN, 'content-type': 'application/json' };
  // A small library of formulas drawn from the materials the search finds, so the list has rows to read.
  const found = (await (await fetch(`${server.url}/api/materials/search?q=oil&limit=40`, { headers })).json()) as {
    items?: { id: string; name: string }[];
  };
  const materials = found.items ?? [];
  for (let index = 0; index < 30; index += 1) {
    const rows = materials.slice(0, 20).map((material, line) => ({
      ...createEmptyRow(`r${line}`),
      materialId: material.id,
      name: material.name,
      amount: 1 + ((index * 7 + line * 3) % 20),
    }));
    await fetch(`${server.url}/api/formulas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: `Memory bench ${index + 1}`, rows }),
    });
  }
  await waitForFirstBackup(dataDir);
  const pid = server.child.pid!;
  const loads: Load[] = [
    { url: `${server.url}/api/formulas`, headers: { cookie }, pid },
    { url: `${server.url}/api/materials/search?q=lin&limit=20`, headers: { cookie }, pid },
  ];
  return {
    label,
    pid,
    loads,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}

const { values } = parseArgs({
  options: { 'idle-seconds': { type: 'string', default: '45' }, 'load-seconds': { type: 'string', default: '12' } },
});
const idleSeconds = Number(values['idle-seconds']);
const loadSeconds = Number(values['load-seconds']);

const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-memory-'));
try {
  console.log('Importing every dataset…');
  const workload = importEveryDataset(path.join(baseDir, 'a'));
  fs.cpSync(path.join(baseDir, 'a'), path.join(baseDir, 'b'), { recursive: true });
  const configurations = [
    await startConfiguration('Node defaults', path.join(baseDir, 'a'), NODE_DEFAULT_RUNTIME),
    await startConfiguration(`SERVER_RUNTIME (${formatServerCommand()})`, path.join(baseDir, 'b'), SERVER_RUNTIME),
  ];
  try {
    console.log(`Idle for ${idleSeconds} s…`);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = configurations.map((configuration) => residentMegabytes(configuration.pid));
    console.log(`Load: the formula list and the search, in turn, ${loadSeconds} s each per server…`);
    const results = await measureAlternating(
      configurations.flatMap((configuration) => configuration.loads),
      { seconds: loadSeconds, slices: 4 },
    );
    const measured: Measured[] = configurations.map((configuration, index) => ({
      label: configuration.label,
      idleMb: idle[index]!,
      loadedMb: residentMegabytes(configuration.pid),
      loads: configuration.loads,
    }));
    const rows: BenchRow[] = measured.flatMap((entry, index) => {
      const [list, search] = [results[index * 2]!, results[index * 2 + 1]!];
      return [
        {
          budget: `server memory idle, ${entry.label}`,
          measured: `${entry.idleMb} MB`,
          limit: '≤ 350 MB',
          ok: entry.idleMb <= 350,
        },
        {
          budget: `server memory after the load, ${entry.label}`,
          measured: `${entry.loadedMb} MB`,
          limit: '≤ 500 MB',
          ok: entry.loadedMb <= 500,
        },
        {
          budget: `throughput, ${entry.label}: formula list / search`,
          measured: `${list.requestsPerSecond} / ${search.requestsPerSecond} req/s`,
          limit: 'side by side',
          ok: null,
          note: `CPU per request ${list.cpuMicrosPerRequest ?? '?'} / ${search.cpuMicrosPerRequest ?? '?'} µs; errors ${list.errors + search.errors}, non-2xx ${list.non2xx + search.non2xx}`,
        },
      ];
    });
    console.log(`\nWorkload: ${workload}; 30 formulas of 20 lines; load average ${os.loadavg()[0]!.toFixed(1)}.`);
    console.log(formatBenchTable(rows));
  } finally {
    await Promise.all(configurations.map((configuration) => configuration.stop()));
  }
} finally {
  fs.rmSync(baseDir, { recursive: true, force: true });
}
