// Opening a saved formula: navigation → rows and verdict visible (Chromium), a 300-line formula of library
// materials (half restricted by IFRA). The first load (empty browser cache) and warm reloads (median of 5), and the
// requests of a warm load with their start and end, to show where the time goes. `npm run bench` adds a row;
// `node bench/open-formula.ts` prints the waterfall too. DATA_DIR keeps an imported database between runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort, signUpVerifiedAdmin, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';
import { benchRows } from './formula-typing.ts';

export type OpenFormulaResult = {
  firstMs: number;
  warmMs: number;
  warmRuns: number[];
  rowsNote: string;
  waterfall: { name: string; start: number; end: number; bytes: number }[];
};

/** Milliseconds from navigation start until the grid shows rows and at least one line has its IFRA verdict. */
async function openAndTime(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('.formula-grid .dsg-row') &&
      document.querySelector('[data-testid^="ifra-status-"]:not([data-tone="muted"])')
        ? performance.now()
        : false,
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

export async function measureOpenFormula(
  options: { dataDir?: string; port?: number } = {},
): Promise<OpenFormulaResult> {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'dist/client/app.html')))
    throw new Error('Build the client first (npx vite build).');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-open-'));
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const email = `open-${Date.now()}@bench.test`;
  const server = startServerProcess(port, {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: origin,
    REFERENCE_DATA_DIR: '',
    SIGN_IN_RATE_LIMIT: '1000',
    ADMIN_EMAILS: email,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  try {
    await waitForHealth(origin, 120_000);
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1600, height: 1000 } });
    const request = context.request;
    // An admin (verified through the test outbox) may run the reference-data import the formula's rows need.
    const cookie = await signUpVerifiedAdmin(origin, email, 'bench-password-42');
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: origin };
      }),
    );
    const { rows, note: rowsNote } = await benchRows(request, origin);
    const created = await request.post('/api/formulas', { data: { name: 'Open bench', rows }, headers: { origin } });
    if (!created.ok()) throw new Error(`formula not created: ${created.status()} ${await created.text()}`);
    const { formula } = (await created.json()) as { formula: { id: string } };
    const url = `/formula?id=${formula.id}`;
    const page = await context.newPage();
    if (process.env.DEBUG_OPEN) console.log(rowsNote);
    const firstMs = await openAndTime(page, url).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(os.tmpdir(), 'open-formula-timeout.png') });
      throw error;
    });
    const warmRuns: number[] = [];
    for (let run = 0; run < 5; run++) warmRuns.push(await openAndTime(page, url));
    const waterfall = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name.replace(location.origin, '').slice(0, 90),
          start: Math.round(timing.startTime),
          end: Math.round(timing.responseEnd),
          bytes: timing.transferSize,
        };
      }),
    );
    const sorted = [...warmRuns].sort((a, b) => a - b);
    return { firstMs, warmMs: sorted[Math.floor(sorted.length / 2)]!, warmRuns, rowsNote, waterfall };
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const result = await measureOpenFormula({ dataDir: process.env.DATA_DIR || undefined });
  console.log(result.rowsNote);
  console.log(
    `open a saved formula: first ${result.firstMs.toFixed(0)} ms, warm median ${result.warmMs.toFixed(0)} ms (${result.warmRuns.map(Math.round).join(', ')})`,
  );
  for (const entry of result.waterfall)
    console.log(
      `${String(entry.start).padStart(6)} → ${String(entry.end).padStart(6)} ms  ${entry.bytes} B  ${entry.name}`,
    );
}
