// Typing latency in the formula spreadsheet: a 300-row formula open in Debian's Chromium, keys typed into an
// amount cell one at a time (about 12 keys per second), each measured from keydown to the next paint
// (requestAnimationFrame, then a message-channel task after the frame). Computed columns, totals and the
// compliance pass run as they do for a user. Needs the built client (npm run bench builds it first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';

const ROWS = 300;
const KEYS = ['1', '2', '3', '4', 'Backspace', 'Backspace', 'Backspace', '5', '6', 'Backspace', 'Backspace', 'Backspace'];
const ROUNDS = 8;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

type Timing = { p50: number; p95: number; count: number };

/**
 * p50/p95 of keydown → next paint in an amount cell of a 300-row formula; `control` is the same keys typed into
 * the formula's name field (no grid work), the floor this machine gives at that moment.
 */
export async function measureFormulaTyping(options: { cpuThrottling?: number } = {}): Promise<Timing & { control: Timing }> {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'dist/client/app.html'))) throw new Error('Build the client first (npx vite build).');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-typing-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = startServerProcess(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: origin, REFERENCE_DATA_DIR: '', SIGN_IN_RATE_LIMIT: '1000' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    await waitForHealth(origin, 120_000);
    const context = await browser.newContext({ baseURL: origin, viewport: { width: 1600, height: 1000 } });
    const request = context.request;
    const email = `typing-${Date.now()}@bench.test`;
    const signUp = await request.post('/api/auth/sign-up/email', { data: { email, password: 'bench-password-42', name: 'Bench' }, headers: { origin } });
    if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    const rows = Array.from({ length: ROWS }, (_, index) => ({ name: `Material ${index + 1}`, amount: (index % 17) + 0.5, notes: index % 5 === 0 ? 'top' : '' }));
    const created = await request.post('/api/formulas', { data: { name: 'Typing bench', rows }, headers: { origin } });
    if (!created.ok()) throw new Error(`formula not created: ${created.status()} ${await created.text()}`);
    const { formula } = (await created.json()) as { formula: { id: string } };

    const page = await context.newPage();
    if (options.cpuThrottling && options.cpuThrottling > 1) {
      const session = await context.newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: options.cpuThrottling });
    }
    await page.goto(`/formula?id=${formula.id}`);
    const amountCell = page.locator('.formula-grid .dsg-row').nth(3).locator('.dsg-cell').nth(2);
    await amountCell.waitFor();
    await page.getByTestId('formula-total-grams').waitFor();
    await amountCell.click();
    await page.keyboard.press('Enter');
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { typingSamples: number[] }).typingSamples = samples;
      document.addEventListener(
        'keydown',
        (event) => {
          const started = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => samples.push(performance.now() - started);
            channel.port2.postMessage(null);
          });
        },
        true,
      );
    });
    const typeKeys = async (): Promise<Timing> => {
      await page.evaluate(() => ((window as unknown as { typingSamples: number[] }).typingSamples.length = 0));
      let expected = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const key of KEYS) {
          await page.keyboard.press(key);
          expected += 1;
          await page.waitForFunction((count) => (window as unknown as { typingSamples: number[] }).typingSamples.length >= count, expected);
          await page.waitForTimeout(80);
        }
      }
      const samples = await page.evaluate(() => [...(window as unknown as { typingSamples: number[] }).typingSamples]);
      const sorted = samples.sort((a, b) => a - b);
      return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), count: sorted.length };
    };
    const grid = await typeKeys();
    await page.getByRole('textbox', { name: 'Formula name' }).click();
    const control = await typeKeys();
    return { ...grid, control };
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const throttle = Number(process.env.CPU_THROTTLING ?? 1);
  const result = await measureFormulaTyping({ cpuThrottling: throttle });
  console.log(`typing in a ${ROWS}-row formula (CPU ×${throttle}): p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms over ${result.count} keys`);
  console.log(`control, the formula name field: p50 ${result.control.p50.toFixed(1)} ms, p95 ${result.control.p95.toFixed(1)} ms`);
}
