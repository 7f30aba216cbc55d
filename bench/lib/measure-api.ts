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
import { measureThroughput, type Throughput } from './measure-throughput.ts';

const ORIGIN = 'http://localhost:3000';

function residentMegabytes(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

export type ApiServers = {
  /** The bare Hono "hello" (the baseline). */
  bareUrl: string;
  server: ServerProcess;
  /** A signed-up user's session cookie. */
  cookie: string;
  stop: () => Promise<void>;
};

/**
 * The real server (embedded database in `dataDir`, production mode) and a bare Hono server, each its own process,
 * and a signed-up user. `serverEnv` adds to the server's environment (NODE_OPTIONS=--cpu-prof, say).
 */
export async function startApiServers(dataDir: string, serverEnv: Record<string, string> = {}): Promise<ApiServers> {
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.resolve(import.meta.dirname, '../bare-hono.ts')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  const server = startServerProcess(await freePort(), {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: ORIGIN,
    ...serverEnv,
  });
  const stop = async () => {
    bare.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await server.exited;
  };
  try {
    await waitForHealth(server.url);
    await waitForOk(`http://127.0.0.1:${barePort}/`, 10_000);
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ email: `bench-${Date.now()}@sillage.test`, password: 'bench password', name: 'bench' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((part) => part.split(';')[0])
      .join('; ');
    return { bareUrl: `http://127.0.0.1:${barePort}/`, server, cookie, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type ApiThroughput = {
  baseline: Throughput;
  targets: { label: string; minimumRatio: number | null; result: Throughput | null }[];
};

/** The API budgets: each target's requests per second beside the bare Hono hello, measured one after the other. */
export async function measureApiThroughput(
  servers: ApiServers,
  options: { seconds?: number; only?: string } = {},
): Promise<ApiThroughput> {
  const { server, cookie } = servers;
  const { seconds } = options;
  const baseline = await measureThroughput(servers.bareUrl, { seconds });
  const targets: [string, string, Record<string, string> | undefined, number | null][] = [
    ['GET /api/health', '/api/health', undefined, 0.25],
    ['authenticated GET /api/settings', '/api/settings', { cookie }, 0.25],
    ['authenticated formula list GET /api/formulas', '/api/formulas', { cookie }, 0.5],
    ['material search GET /api/materials/search?q=lin', '/api/materials/search?q=lin&limit=20', { cookie }, null],
  ];
  const measured: ApiThroughput['targets'] = [];
  for (const [label, url, headers, minimumRatio] of targets) {
    if (options.only && !url.includes(options.only)) continue;
    const probe = await fetch(`${server.url}${url}`, { headers });
    await probe.arrayBuffer();
    measured.push({
      label,
      minimumRatio,
      result: probe.status === 404 ? null : await measureThroughput(`${server.url}${url}`, { seconds, headers }),
    });
  }
  return { baseline, targets: measured };
}

/** The rows of the bench table for one throughput run. */
export function throughputRows({ baseline, targets }: ApiThroughput): BenchRow[] {
  const rows: BenchRow[] = [
    {
      budget: 'bare Hono "hello" (baseline, same machine, same run)',
      measured: `${baseline.requestsPerSecond} req/s`,
      limit: '',
      ok: null,
      note: `p99 ${baseline.p99Ms} ms`,
    },
  ];
  for (const { label, minimumRatio, result } of targets) {
    if (!result) {
      rows.push({
        budget: label,
        measured: '—',
        limit: minimumRatio ? `≥ ${minimumRatio * 100}% of baseline` : '',
        ok: null,
        note: 'feature not built yet',
      });
      continue;
    }
    const share = result.requestsPerSecond / baseline.requestsPerSecond;
    rows.push({
      budget: label,
      measured: `${result.requestsPerSecond} req/s`,
      limit: minimumRatio ? `≥ ${minimumRatio * 100}% of baseline` : 'informative',
      baseline: `${baseline.requestsPerSecond} req/s`,
      ratio: `${Math.round(share * 100)}%`,
      ok: minimumRatio ? share >= minimumRatio : null,
      note: `p99 ${result.p99Ms} ms, ${result.errors + result.non2xx} errors`,
    });
  }
  return rows;
}

/**
 * Throughput beside a bare Hono server (both their own processes, measured one after the other in this run),
 * server memory, and Lighthouse scores of /, /login and /dashboard.
 */
export async function measureApi(dataDir: string): Promise<BenchRow[]> {
  const servers = await startApiServers(dataDir);
  const { server, cookie } = servers;
  try {
    const idleMemory = residentMegabytes(server.child.pid!);
    const rows = throughputRows(await measureApiThroughput(servers));
    rows.push({
      budget: 'server memory (resident), idle → after load',
      measured: `${idleMemory ?? '?'} → ${residentMegabytes(server.child.pid!) ?? '?'} MB`,
      limit: 'informative',
      ok: null,
    });

    for (const [route, withCookie] of [
      ['/', false],
      ['/login', false],
      ['/dashboard', true],
    ] as const) {
      try {
        const scores = await measureLighthouse(
          `${server.url.replace('127.0.0.1', 'localhost')}${route}`,
          withCookie ? cookie : undefined,
        );
        rows.push({
          budget: `Lighthouse ${route} (mobile): performance / accessibility / best practices / SEO`,
          measured: `${scores.performance} / ${scores.accessibility} / ${scores.bestPractices} / ${scores.seo}`,
          limit: route === '/' ? 'informative' : 'performance ≥ 90',
          ok: route === '/' ? null : scores.performance >= 90,
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
