// What a new user's /dashboard loads before its largest paint (issue 34 item 5): a production server of the built
// client (`npx vite build` first), a new account, Debian's Chromium with Lighthouse's mobile conditions applied by
// hand (4× CPU, 150 ms round trips, 1.6 Mbit/s down); prints the largest-contentful-paint entries (time, element) and
// every request with its start and end, so a waterfall or a chunk that competes with the screen's shows. Observed
// times, not Lighthouse's simulation; compare builds with it, not with Lighthouse's numbers.
//   npm exec -- node bench/dashboard-first-paint.ts [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { freePort, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';

const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex === -1 ? 1 : Number(process.argv[runsIndex + 1]);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-dashboard-paint-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startServerProcess(port, {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: origin,
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  await waitForHealth(server.url, 180_000);
  for (let run = 0; run < runs; run++) {
    // A new account each run: its dashboard shows the getting-started checklist.
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: `paint-${Date.now()}@sillage.test`, password: 'bench password', name: 'bench' }),
    });
    const cookies = signUp.headers.getSetCookie().map((part) => {
      const [pair] = part.split(';');
      const [name, ...value] = pair!.split('=');
      return { name: name!, value: value.join('='), url: origin };
    });
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.addInitScript(() => {
      const entries: { at: number; element: string; size: number }[] = [];
      (window as unknown as { lcpEntries: typeof entries }).lcpEntries = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; size: number })[]) {
          const element = entry.element;
          entries.push({
            at: entry.startTime,
            size: entry.size,
            element: element ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 60)}"` : '?',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${origin}/dashboard`);
    await page.getByTestId('onboarding-checklist').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    const { lcp, fcp, requests } = await page.evaluate(() => ({
      lcp: (window as unknown as { lcpEntries: { at: number; element: string; size: number }[] }).lcpEntries,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      requests: performance.getEntriesByType('resource').map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          name: timing.name.replace(location.origin, ''),
          start: Math.round(timing.startTime),
          end: Math.round(timing.responseEnd),
          bytes: timing.encodedBodySize,
        };
      }),
    }));
    console.log(`\nrun ${run + 1}: first contentful paint ${Math.round(fcp)} ms`);
    for (const entry of lcp)
      console.log(`  largest paint ${Math.round(entry.at)} ms: ${entry.element} (${Math.round(entry.size)} px²)`);
    for (const request of requests.toSorted((a, b) => a.start - b.start))
      console.log(
        `  ${String(request.start).padStart(6)} → ${String(request.end).padStart(6)} ms ${String(request.bytes).padStart(7)} B  ${request.name.slice(0, 90)}`,
      );
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
