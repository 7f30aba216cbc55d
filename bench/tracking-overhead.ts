// npm run bench:tracking: what usage tracking costs a request. (1) The API middleware's own work, in
// process: recordApiCall into a recorder whose writes are no-ops. (2) The real server (embedded database) on an
// authenticated GET /api/formulas, alternately with `DNT: 1` (the middleware returns at once, nothing recorded)
// and without (recorded, batched, bulk-written every 2 s), so the difference is the whole cost, writes included.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordApiCall } from '../src/server/features/tracking/record-usage.ts';
import { createUsageRecorder } from '../src/server/features/tracking/usage-recorder.ts';
import { createLogger } from '../src/server/lib/logger.ts';
import { freePort, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';
import { measureThroughput } from './lib/measure-throughput.ts';

const ORIGIN = 'http://localhost:3000';
const CALLS = 500_000;

const recorder = createUsageRecorder({ write: async () => {}, logger: createLogger('silent'), maxBatch: 1_000 });
const headers = new Headers({
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  'accept-language': 'fr-FR,fr;q=0.9',
  'x-visitor-session': '3f1c2a9e-7b4d-4c1a-9e2f-1a2b3c4d5e6f',
});
const user = { id: 'user-1', email: 'perfumer@example.test' } as Parameters<typeof recordApiCall>[2];
const request = { path: '/api/formulas', method: 'GET', headers };
for (let index = 0; index < 50_000; index += 1)
  recordApiCall(recorder, request, user, { route: '/api/formulas', status: 200, ms: 1.2 });
const started = performance.now();
for (let index = 0; index < CALLS; index += 1)
  recordApiCall(recorder, request, user, { route: '/api/formulas', status: 200, ms: 1.2 });
const perCallUs = ((performance.now() - started) * 1000) / CALLS;
await recorder.stop();
console.log(`recordApiCall in process: ${perCallUs.toFixed(2)} µs per request (${CALLS} calls, writes excluded)`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-tracking-bench-'));
const server = startServerProcess(await freePort(), {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: ORIGIN,
});
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
  const url = `${server.url}/api/formulas`;
  await measureThroughput(url, { seconds: 2, headers: { cookie } }); // warm-up
  const untracked: number[] = [];
  const tracked: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    untracked.push((await measureThroughput(url, { seconds: 4, headers: { cookie, dnt: '1' } })).requestsPerSecond);
    tracked.push((await measureThroughput(url, { seconds: 4, headers: { cookie } })).requestsPerSecond);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  console.log(
    `GET /api/formulas, not recorded (DNT): ${untracked.join(', ')} req/s, mean ${Math.round(mean(untracked))}`,
  );
  console.log(`GET /api/formulas, recorded:          ${tracked.join(', ')} req/s, mean ${Math.round(mean(tracked))}`);
  console.log(`difference: ${(((mean(tracked) - mean(untracked)) / mean(untracked)) * 100).toFixed(1)} %`);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
