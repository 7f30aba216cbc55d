// Lighthouse (mobile) of the routes of DESIGN.md's budget, each run on a production server of the built client, for
// bench/lighthouse.ts and `npm run bench` (one database and one server for every route: only the runs take time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import {
  freePort,
  signUpVerifiedAdmin,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../tests/support/server-process.ts';
import { benchRows } from './bench-rows.ts';
import type { BenchRow } from './bench-table.ts';
import { measureLighthouse, type LighthouseResult } from './measure-lighthouse.ts';
import { waitForIdleProcess } from './wait-for-idle-process.ts';

/** DESIGN.md: Lighthouse mobile performance, median of 5, ≥ 95 on these routes. */
export const LIGHTHOUSE_ROUTES = ['/login', '/dashboard', '/formula', '/materials', '/inventory'] as const;
export const LIGHTHOUSE_RUNS = 5;
export const LIGHTHOUSE_BUDGET = 95;

const FORMULA_ROWS = 300;
const PASSWORD = 'bench password';
const SECRET = 'lighthouse-bench-secret-0123456789abcdef';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((part) => part.split(';')[0])
    .join('; ');

/**
 * The database every measured server starts from: a perfumer (an ADMIN_EMAILS address, verified through the test
 * outbox, so they may import the IFRA datasets) with a saved formula of 300 library materials. Made by a test-mode
 * server, stopped before the production servers start on copies of it.
 */
async function prepareDatabase(dataDir: string): Promise<{ email: string; formulaId: string; rowsNote: string }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const email = `lighthouse-perfumer-${Date.now()}@sillage.test`;
  const server = startServerProcess(port, {
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    ADMIN_EMAILS: email,
    BETTER_AUTH_SECRET: SECRET,
    SIGN_IN_RATE_LIMIT: '1000',
  });
  try {
    await waitForHealth(server.url, 120_000);
    const cookie = await signUpVerifiedAdmin(origin, email, PASSWORD);
    const request = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { cookie, origin } });
    try {
      const { rows, note } = await benchRows(request, origin, FORMULA_ROWS);
      const created = await request.post('/api/formulas', { data: { name: 'Lighthouse formula', rows } });
      if (!created.ok()) throw new Error(`formula not created: ${created.status()} ${await created.text()}`);
      const formulaId = ((await created.json()) as { formula: { id: string } }).formula.id;
      return { email, formulaId, rowsNote: note };
    } finally {
      await request.dispose();
    }
  } catch (error) {
    console.error(server.output().slice(-3000));
    throw error;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

type Measured = { label: string; server: ServerProcess; perfumer: string; newUser: string };

/** A production server of one build on its own copy of the database, with the perfumer and a new user signed in. */
async function startMeasuredServer(label: string, dataDir: string, email: string, entry?: string): Promise<Measured> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: origin };
  const server = startServerProcess(port, { ...env, BETTER_AUTH_SECRET: SECRET, SIGN_IN_RATE_LIMIT: '1000' }, entry);
  await waitForHealth(server.url, 120_000);
  const post = (route: string, body: unknown) =>
    fetch(`${server.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const signIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  if (!signIn.ok) throw new Error(`${label}: sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const signUp = await post('/api/auth/sign-up/email', {
    email: `lighthouse-${label.replaceAll(/\W/g, '-')}-${Date.now()}@sillage.test`,
    password: PASSWORD,
    name: 'bench',
  });
  // Without a session /dashboard would measure the sign-in page it sends visitors to.
  if (!signUp.ok) throw new Error(`${label}: sign-up failed: ${signUp.status} ${await signUp.text()}`);
  return { label, server, perfumer: cookieOf(signIn), newUser: cookieOf(signUp) };
}

/** One route's median over the runs Lighthouse finished, for one build. */
export type RouteMedian = {
  route: string;
  label: string;
  runs: number;
  performance: number;
  scores: number[];
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** The main thread's thread time and the blocking it makes at 4× (trace-main-thread.ts), medians. */
  cpu: { cpuMs: number; blockingMs: number };
  lcpElement: string;
  /** Why each run Lighthouse could not finish (each was run again once) failed. */
  unfinished: string[];
};

export type LighthouseRoutesOptions = {
  routes?: readonly string[];
  runs?: number;
  /** An earlier checkout (its src/server and its built dist/client), measured run by run in turn with this build. */
  baselineSource?: string | null;
  /** Prints each run (the CLI); the bench prints only its table. */
  log?: (line: string) => void;
};

/**
 * Lighthouse of each route, `runs` times, on one production server of this build (and of the baseline, on a copy
 * of the same database), the builds taking turns run by run. /login is measured signed out, /dashboard for a new
 * user, /materials, /inventory and /formula (its saved 300-line formula) for the perfumer.
 */
export async function measureLighthouseRoutes(options: LighthouseRoutesOptions = {}): Promise<RouteMedian[]> {
  const { routes = LIGHTHOUSE_ROUTES, runs = LIGHTHOUSE_RUNS, baselineSource = null, log = () => {} } = options;
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-lighthouse-'));
  const baselineDataDir = `${dataDir}-baseline`;
  const started: Measured[] = [];
  const medians: RouteMedian[] = [];
  try {
    const { email, formulaId, rowsNote } = await prepareDatabase(dataDir);
    log(`/formula: ${rowsNote}`);
    if (baselineSource) fs.cpSync(dataDir, baselineDataDir, { recursive: true });
    started.push(await startMeasuredServer('this build', dataDir, email));
    if (baselineSource) {
      const entry = path.join(baselineSource, path.relative(root, path.join(root, 'src/server/index.ts')));
      started.push(await startMeasuredServer('baseline', baselineDataDir, email, entry));
    }
    const urlOf = (target: Measured, route: string) =>
      `${target.server.url.replace('127.0.0.1', 'localhost')}${route === '/formula' ? `/formula?id=${formulaId}` : route}`;
    const cookieFor = (target: Measured, route: string) =>
      route === '/login' ? undefined : route === '/dashboard' ? target.newUser : target.perfumer;
    for (const route of routes) {
      const results = new Map(started.map((target) => [target, [] as LighthouseResult[]]));
      const unfinished = new Map(started.map((target) => [target, [] as string[]]));
      for (let run = 0; run < runs; run++) {
        // The builds take turns, the first one alternating, so neither always follows the other's work.
        const order = run % 2 === 0 ? started : started.toReversed();
        for (const target of order) {
          // Every measured server idle first: one still starting (or answering the last run) competes for the cores.
          for (const { server } of started) await waitForIdleProcess(server.child.pid!, { windowMs: 500 });
          let result = await measureLighthouse(urlOf(target, route), cookieFor(target, route));
          // A run Lighthouse could not finish (no metrics: a timeout on a busy machine) is run again, once, and named
          // in the route's row: the median is still of `runs` measured runs.
          if (!Number.isFinite(result.metrics.lcp)) {
            unfinished.get(target)!.push(result.metrics.error ?? 'no largest contentful paint');
            log(
              `${route} ${target.label} run ${run + 1} not measured (${result.metrics.error ?? 'no LCP'}): run again`,
            );
            for (const { server } of started) await waitForIdleProcess(server.child.pid!, { windowMs: 500 });
            result = await measureLighthouse(urlOf(target, route), cookieFor(target, route));
          }
          results.get(target)!.push(result);
          const m = result.metrics;
          log(
            `${route} ${target.label} run ${run + 1}: performance ${result.performance} · FCP ${ms(m.fcp)} · LCP ${ms(m.lcp)} · ` +
              `TBT ${ms(m.tbt)} · CLS ${m.cls.toFixed(3)} · SI ${ms(m.si)} · long tasks ${m.longTasks.join(', ') || '—'} · ` +
              `main thread CPU ${ms(m.cpu.cpuMs)}, blocking ×4 ${ms(m.cpu.blockingMs)} ` +
              `(load ${os.loadavg()[0]!.toFixed(1)})`,
          );
          log(`   LCP element: ${m.lcpElement.slice(0, 200)}`);
          if (m.renderBlocking.length) log(`   render-blocking: ${m.renderBlocking.join(', ')}`);
          if (m.error) log(`   not measured: ${m.error.slice(0, 300)}`);
        }
      }
      for (const [target, all] of results) {
        // A run Lighthouse could not finish (no metrics: the machine too loaded for its timeouts) is left out.
        const measured = all.filter((result) => Number.isFinite(result.metrics.lcp));
        if (measured.length === 0) continue;
        const pick = (get: (result: LighthouseResult) => number) => median(measured.map(get));
        const routeMedian: RouteMedian = {
          route,
          label: target.label,
          runs: measured.length,
          performance: pick((r) => r.performance),
          scores: measured.map((r) => r.performance),
          metrics: {
            fcp: pick((r) => r.metrics.fcp),
            lcp: pick((r) => r.metrics.lcp),
            tbt: pick((r) => r.metrics.tbt),
            cls: pick((r) => r.metrics.cls),
            si: pick((r) => r.metrics.si),
          },
          cpu: { cpuMs: pick((r) => r.metrics.cpu.cpuMs), blockingMs: pick((r) => r.metrics.cpu.blockingMs) },
          lcpElement: measured.at(-1)!.metrics.lcpElement,
          unfinished: unfinished.get(target)!,
        };
        medians.push(routeMedian);
        log(
          `${route} ${target.label} median of ${measured.length}: performance ${routeMedian.performance} · ` +
            `FCP ${ms(routeMedian.metrics.fcp)} · LCP ${ms(routeMedian.metrics.lcp)} · TBT ${ms(routeMedian.metrics.tbt)} · ` +
            `CLS ${routeMedian.metrics.cls.toFixed(3)} · SI ${ms(routeMedian.metrics.si)} · main thread CPU ` +
            `${ms(routeMedian.cpu.cpuMs)}, blocking ×4 ${ms(routeMedian.cpu.blockingMs)} (load average ${os.loadavg()[0]!.toFixed(1)})`,
        );
      }
    }
    return medians;
  } finally {
    for (const { server } of started) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(baselineDataDir, { recursive: true, force: true });
  }
}

/**
 * The bench's rows: each route's median of five against DESIGN.md's budget (a route short of five runs fails).
 * `options` narrows the measurement (a quick check of the rows); the bench passes none.
 */
export async function measureLighthouseRows(
  options: Pick<LighthouseRoutesOptions, 'routes' | 'runs'> = {},
): Promise<BenchRow[]> {
  const { routes = LIGHTHOUSE_ROUTES, runs = LIGHTHOUSE_RUNS } = options;
  try {
    const medians = await measureLighthouseRoutes(options);
    return routes.map((route) => {
      const median = medians.find((row) => row.route === route);
      const m = median?.metrics;
      return {
        budget: `Lighthouse ${route} (mobile performance, median of ${runs})`,
        measured: median ? String(median.performance) : '—',
        limit: `≥ ${LIGHTHOUSE_BUDGET}`,
        ok: median ? median.runs === runs && median.performance >= LIGHTHOUSE_BUDGET : false,
        note:
          median && m
            ? `runs ${median.scores.join(', ')} · FCP ${ms(m.fcp)} · LCP ${ms(m.lcp)} · TBT ${ms(m.tbt)} · CLS ${m.cls.toFixed(3)} · ` +
              `main thread CPU ${ms(median.cpu.cpuMs)}` +
              (median.unfinished.length
                ? ` · ${median.unfinished.length} run(s) not finished and run again (${median.unfinished[0]!.slice(0, 60)})`
                : '')
            : 'no run finished',
      };
    });
  } catch (error) {
    return [
      {
        budget: 'Lighthouse (mobile performance)',
        measured: '—',
        limit: `≥ ${LIGHTHOUSE_BUDGET}`,
        ok: false,
        note: `could not run: ${(error as Error).message.slice(0, 80)}`,
      },
    ];
  }
}
