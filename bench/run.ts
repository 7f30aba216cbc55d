// npm run bench: measures the budgets of ../shared/DESIGN.md and prints one table (measured, budget, baseline,
// ratio); the same goes to bench/results/latest.json. A budget whose feature is not built yet says so in its row.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServerProcess, waitForHealth, waitForOk } from '../tests/support/server-process.ts';
import { measureEntry } from './lib/measure-bundle.ts';
import { measureStartToHealth } from './lib/measure-start.ts';
import { measureThroughput } from './lib/measure-throughput.ts';

type Row = { budget: string; measured: string; limit: string; baseline?: string; ratio?: string; ok: boolean | null; note?: string };
const rows: Row[] = [];
const root = path.resolve(import.meta.dirname, '..');
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('Building the client…');
const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const landing = measureEntry('index.html');
rows.push({ budget: 'landing page JavaScript (gzip)', measured: kB(landing.js), limit: '≤ 120 kB (warn 110)', ok: landing.js <= 120 * 1024, note: landing.js > 110 * 1024 ? 'over the 110 kB warning line' : undefined });
rows.push({ budget: 'landing page CSS (gzip)', measured: kB(landing.css), limit: '≤ 16 kB', ok: landing.css <= 16 * 1024 });
const app = measureEntry('app.html');
rows.push({ budget: 'app entry JavaScript (gzip; screens are split out)', measured: kB(app.js), limit: 'informative', ok: null });

console.log('Measuring start-up…');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-bench-'));
try {
  const first = await measureStartToHealth(dataDir);
  rows.push({ budget: 'first start to 200 on /api/health (new database)', measured: `${Math.round(first)} ms`, limit: 'informative', ok: null });
  const warm: number[] = [];
  for (let run = 0; run < 3; run++) warm.push(await measureStartToHealth(dataDir));
  const worst = Math.max(...warm);
  rows.push({ budget: 'warm start to 200 on /api/health (worst of 3)', measured: `${Math.round(worst)} ms`, limit: '≤ 3000 ms', ok: worst <= 3000, note: `runs: ${warm.map(Math.round).join(', ')} ms` });

  console.log('Measuring the API beside a bare Hono server (5 s each, 20 connections, loopback)…');
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.join(root, 'bench/bare-hono.ts')], { env: { ...process.env, PORT: String(barePort) }, stdio: 'ignore' });
  const server = startServerProcess(await freePort(), { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  try {
    await waitForHealth(server.url);
    await waitForOk(`http://127.0.0.1:${barePort}/`, 10_000);
    const baseline = await measureThroughput(`http://127.0.0.1:${barePort}/`);
    const health = await measureThroughput(`${server.url}/api/health`);
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: `bench-${Date.now()}@sillage.test`, password: 'bench password', name: 'bench' }),
    });
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const settings = await measureThroughput(`${server.url}/api/settings`, { headers: { cookie } });
    const ratio = (value: number) => `${Math.round((value / baseline.requestsPerSecond) * 100)}%`;
    rows.push({ budget: 'bare Hono "hello" (baseline)', measured: `${baseline.requestsPerSecond} req/s`, limit: '', ok: null, note: `p99 ${baseline.p99Ms} ms` });
    rows.push({ budget: 'GET /api/health', measured: `${health.requestsPerSecond} req/s`, limit: 'informative', baseline: `${baseline.requestsPerSecond}`, ratio: ratio(health.requestsPerSecond), ok: null, note: `p99 ${health.p99Ms} ms, ${health.errors + health.non2xx} errors` });
    rows.push({ budget: 'authenticated GET /api/settings (session + row read)', measured: `${settings.requestsPerSecond} req/s`, limit: 'informative', baseline: `${baseline.requestsPerSecond}`, ratio: ratio(settings.requestsPerSecond), ok: null, note: `p99 ${settings.p99Ms} ms, ${settings.errors + settings.non2xx} errors` });
  } finally {
    bare.kill('SIGTERM');
    server.child.kill('SIGTERM');
    await server.exited;
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const budget of [
  'material search p95 over 60k materials (server ≤ 10 ms; browser ≤ 16 ms per keystroke)',
  'compliance re-check after one edit, 300 lines, 18 categories (≤ 2 ms p95)',
  'full compliance report with max dosage, 300 lines (≤ 20 ms)',
  'authenticated formula list vs bare Hono hello (≥ 50%)',
]) {
  rows.push({ budget, measured: '—', limit: '', ok: null, note: 'feature not built yet' });
}

const widths = [58, 16, 20, 10, 7];
console.log(`\n${'budget'.padEnd(widths[0]!)} ${'measured'.padEnd(widths[1]!)} ${'limit'.padEnd(widths[2]!)} ${'baseline'.padEnd(widths[3]!)} ${'ratio'.padEnd(widths[4]!)} result`);
for (const row of rows) {
  const result = row.ok === null ? '' : row.ok ? 'within' : 'OVER';
  console.log(
    `${row.budget.padEnd(widths[0]!)} ${row.measured.padEnd(widths[1]!)} ${row.limit.padEnd(widths[2]!)} ${(row.baseline ?? '').padEnd(widths[3]!)} ${(row.ratio ?? '').padEnd(widths[4]!)} ${result}${row.note ? `  (${row.note})` : ''}`,
  );
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify({ measuredAt: new Date().toISOString(), rows }, null, 2));
console.log('\nWritten to bench/results/latest.json');
