// node bench/lcp-candidates.ts [checkout] [/login|/dashboard]: every largest-contentful-paint candidate Chromium
// reports for one route (4x CPU throttling, a phone's viewport), with its element, whether it is the prerendered
// page's (#sl-prerendered) and when, on a production server of `checkout`'s build (default: this one; run
// `npx vite build` there first). The Lighthouse score's LCP is the last candidate: a later, larger one (the app
// redrawing the page) moves it. /dashboard is measured for a new user.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { freePort, signUpVerifiedAdmin, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';

type Candidate = { startMs: number; size: number; element: string };

const checkout = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const route = process.argv[3] ?? '/login';
const PASSWORD = 'bench password';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-lcp-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startServerProcess(
  port,
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: origin,
    ADMIN_EMAILS: 'lcp-admin@sillage.test',
    SIGN_IN_RATE_LIMIT: '1000',
    BETTER_AUTH_SECRET: 'lcp-candidates-secret-0123456789abcdef',
  },
  path.join(checkout, 'src/server/index.ts'),
);
try {
  await waitForHealth(server.url, 120_000);
  // An administrator exists (else /login is the fresh instance's page), and the new user /dashboard is drawn for.
  await signUpVerifiedAdmin(origin, 'lcp-admin@sillage.test', PASSWORD);
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `lcp-${Date.now()}@sillage.test`, password: PASSWORD, name: 'LCP' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((part) => part.split(';')[0])
    .join('; ');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    if (route !== '/login') await page.context().setExtraHTTPHeaders({ cookie });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const seen: Candidate[] = [];
      Object.defineProperty(window, '__lcpCandidates', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LargestContentfulPaint[]) {
          const element = entry.element;
          const text = (element?.textContent ?? '').trim().slice(0, 50);
          const where = element?.closest('#sl-prerendered') ? 'prerendered page' : 'app';
          seen.push({
            startMs: Math.round(entry.startTime),
            size: entry.size,
            element: element ? `${element.tagName.toLowerCase()} «${text}» (${where})` : '(removed)',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${origin}${route}`);
    // Past the app's takeover and the screen's panels, on a loaded machine too.
    await page.waitForTimeout(8000);
    const candidates = await page.evaluate(
      () => (window as unknown as { __lcpCandidates: Candidate[] }).__lcpCandidates,
    );
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    console.log(`${route} (${checkout}), load ${os.loadavg()[0]!.toFixed(1)}: FCP ${Math.round(fcp)} ms`);
    for (const candidate of candidates)
      console.log(`  ${candidate.startMs} ms  size ${candidate.size}  ${candidate.element}`);
  } finally {
    await browser.close();
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
