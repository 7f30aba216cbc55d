// node bench/lighthouse.ts [--runs 3] [/route …]: Lighthouse (mobile) on a production server of the built client
// (run `npx vite build` first), signed in for /dashboard; prints each run's score and metrics, then the medians.
// The same measurement `npm run bench` makes, without the rest of the bench.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';
import { measureLighthouse, type LighthouseResult } from './lib/measure-lighthouse.ts';

const ORIGIN = 'http://localhost:3000';
const SIGNED_IN = new Set(['/dashboard']);

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Number(args[runsIndex + 1]);
const routes = args.filter((arg, index) => arg.startsWith('/') && index !== runsIndex + 1);
if (routes.length === 0) routes.push('/login', '/dashboard');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-lighthouse-'));
const server = startServerProcess(await freePort(), {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: ORIGIN,
});
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;
try {
  await waitForHealth(server.url);
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@sillage.test`, password: 'bench password', name: 'bench' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((part) => part.split(';')[0])
    .join('; ');
  for (const route of routes) {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await measureLighthouse(
        `${server.url.replace('127.0.0.1', 'localhost')}${route}`,
        SIGNED_IN.has(route) ? cookie : undefined,
      );
      results.push(result);
      const m = result.metrics;
      console.log(
        `${route} run ${run + 1}: performance ${result.performance} · FCP ${ms(m.fcp)} · LCP ${ms(m.lcp)} · ` +
          `TBT ${ms(m.tbt)} · CLS ${m.cls.toFixed(3)} · SI ${ms(m.si)} · long tasks ${m.longTasks.join(', ') || '—'}`,
      );
      console.log(`   LCP element: ${m.lcpElement.slice(0, 200)}`);
      if (m.renderBlocking.length) console.log(`   render-blocking: ${m.renderBlocking.join(', ')}`);
    }
    const pick = (get: (result: LighthouseResult) => number) => median(results.map(get));
    console.log(
      `${route} median of ${runs}: performance ${pick((r) => r.performance)} · FCP ${ms(pick((r) => r.metrics.fcp))} · ` +
        `LCP ${ms(pick((r) => r.metrics.lcp))} · TBT ${ms(pick((r) => r.metrics.tbt))} · ` +
        `CLS ${pick((r) => r.metrics.cls).toFixed(3)} · SI ${ms(pick((r) => r.metrics.si))} ` +
        `(load average ${os.loadavg()[0]!.toFixed(1)})`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
