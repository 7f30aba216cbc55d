// node bench/lighthouse.ts [--runs 3] [/route …]: Lighthouse (mobile) on a production server of the built client
// (run `npx vite build` first); prints each run's score and metrics, then the medians. The same measurement
// `npm run bench` makes, without the rest of the bench.
// Routes: /login (signed out), /dashboard (a new user), and, signed in as a perfumer whose library has the IFRA
// datasets imported, /materials, /inventory and /formula (their saved 300-line formula of library materials).
//   BASELINE_SOURCE=.tmp/base-src …  also measures an earlier checkout (its src/server and its built dist/client, for
//                                    instance `git archive main` with main's dist copied in) on a copy of the same
//                                    database, run by run in turn with this build: one machine state for both
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
} from '../tests/support/server-process.ts';
import { benchRows } from './lib/bench-rows.ts';
import { measureLighthouse, type LighthouseResult } from './lib/measure-lighthouse.ts';

const FORMULA_ROWS = 300;
const PASSWORD = 'bench password';
const SECRET = 'lighthouse-bench-secret-0123456789abcdef';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Number(args[runsIndex + 1]);
const routes = args.filter((arg, index) => arg.startsWith('/') && index !== runsIndex + 1);
if (routes.length === 0) routes.push('/login', '/dashboard');
const baselineSource = process.env.BASELINE_SOURCE ? path.resolve(process.env.BASELINE_SOURCE) : null;

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

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-lighthouse-'));
const baselineDataDir = `${dataDir}-baseline`;
const started: Measured[] = [];
try {
  const { email, formulaId, rowsNote } = await prepareDatabase(dataDir);
  console.log(`/formula: ${rowsNote}`);
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
    for (let run = 0; run < runs; run++) {
      // The builds take turns, the first one alternating, so neither always follows the other's work.
      const order = run % 2 === 0 ? started : started.toReversed();
      for (const target of order) {
        const result = await measureLighthouse(urlOf(target, route), cookieFor(target, route));
        results.get(target)!.push(result);
        const m = result.metrics;
        console.log(
          `${route} ${target.label} run ${run + 1}: performance ${result.performance} · FCP ${ms(m.fcp)} · LCP ${ms(m.lcp)} · ` +
            `TBT ${ms(m.tbt)} · CLS ${m.cls.toFixed(3)} · SI ${ms(m.si)} · long tasks ${m.longTasks.join(', ') || '—'} ` +
            `(load ${os.loadavg()[0]!.toFixed(1)})`,
        );
        console.log(`   LCP element: ${m.lcpElement.slice(0, 200)}`);
        if (m.renderBlocking.length) console.log(`   render-blocking: ${m.renderBlocking.join(', ')}`);
      }
    }
    for (const [target, all] of results) {
      // A run Lighthouse could not finish (no metrics: the machine too loaded for its timeouts) is left out.
      const measured = all.filter((result) => Number.isFinite(result.metrics.lcp));
      if (measured.length === 0) continue;
      const pick = (get: (result: LighthouseResult) => number) => median(measured.map(get));
      console.log(
        `${route} ${target.label} median of ${measured.length}: performance ${pick((r) => r.performance)} · FCP ${ms(pick((r) => r.metrics.fcp))} · ` +
          `LCP ${ms(pick((r) => r.metrics.lcp))} · TBT ${ms(pick((r) => r.metrics.tbt))} · ` +
          `CLS ${pick((r) => r.metrics.cls).toFixed(3)} · SI ${ms(pick((r) => r.metrics.si))} ` +
          `(load average ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
} finally {
  for (const { server } of started) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(baselineDataDir, { recursive: true, force: true });
}
