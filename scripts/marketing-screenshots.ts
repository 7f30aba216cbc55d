// npm run marketing:screenshots: the product pictures of the public pages, tours and splash. Starts the server on
// a fresh embedded database, imports the reference data through the admin API, seeds a demo perfumer with a
// formula of library materials, and photographs the key screens in light and dark, desktop and phone, as WebP
// under public/media/images/screenshots/. A file is rewritten only when its picture changed. Needs a built
// client (npm run build). The images are committed: npm start and CI never run this.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort, startServerProcess, waitForHealth } from '../tests/support/server-process.ts';
import { findDemoAccount, seedDemoAccount } from './lib/demo-account.ts';
import { encodeWebp, writeIfChanged } from './lib/webp-images.ts';
import {
  SCREENSHOT_DEVICES,
  SCREENSHOT_SCREENS,
  SCREENSHOT_THEMES,
  screenshotFileName,
} from '../src/client/components/product-screenshots/screenshot-catalogue.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const OUT_DIR = path.resolve('public/media/images/screenshots');
const QUALITY = { desktop: 0.72, phone: 0.74 } as const;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const BUDGET_BYTES = 1_500_000;

const log = (line: string) => console.log(`[screenshots] ${line}`);

async function settle(page: Page, screen: (typeof SCREENSHOT_SCREENS)[number]) {
  await page.waitForLoadState('networkidle');
  if (screen.ready)
    await page
      .locator(screen.ready)
      .first()
      .waitFor({ state: 'attached', timeout: 90_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: '.tmp/marketing-screenshot-failure.png' });
        throw error;
      });
  if (screen.search) {
    await page.getByRole('textbox', { name: screen.search.label }).fill(screen.search.text);
    await page.waitForLoadState('networkidle');
  }
  // The phone layouts may not show the text (a narrower editor): the picture is taken anyway, with a warning.
  if (screen.readyText)
    await page
      .getByText(screen.readyText, { exact: true })
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 })
      .catch(() => log(`warning: "${screen.readyText}" did not appear on ${screen.id}`));
  if (screen.scrollTo) {
    await page.getByText(screen.scrollTo, { exact: true }).first().waitFor({ timeout: 180_000 });
    await page
      .getByText(screen.scrollTo, { exact: true })
      .first()
      .evaluate((element) => {
        // Under the fixed top bar, whichever element scrolls.
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        window.scrollBy({ top: -88, behavior: 'instant' });
      });
  }
  // Toasts and the feedback button (with the strip it keeps free) are chrome, not the product; the header clock would
  // change every picture.
  await page.addStyleTag({
    content:
      ':root { --sl-feedback-clearance: 0px !important } .mantine-Notifications-root, .mantine-Affix-root { display: none !important } [aria-label="Current time"] { visibility: hidden } * { caret-color: transparent !important }',
  });
  await page.waitForTimeout(800); // theme transition and charts' entry animation (a script, not a test)
}

fs.mkdirSync(OUT_DIR, { recursive: true });
// SCREENSHOTS_DATA_DIR keeps the seeded database between runs (to iterate on the pictures); by default a fresh one.
const keptDataDir = process.env.SCREENSHOTS_DATA_DIR;
const dataDir = keptDataDir ? path.resolve(keptDataDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-marketing-'));
const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startServerProcess(port, {
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  ADMIN_EMAILS: 'admin@sillage.test',
  SIGN_IN_RATE_LIMIT: '1000',
  // No first-run import of every dataset: the demo imports what it shows through the admin API (as the e2e
  // journeys do), which then reads ../shared/data.
  REFERENCE_DATA_DIR: '',
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS],
});
let written = 0;
try {
  await waitForHealth(`http://127.0.0.1:${port}`, 120_000);
  const demo = (await findDemoAccount(origin)) ?? (await seedDemoAccount(origin, log));
  const cookies = demo.cookie.split('; ').map((pair) => {
    const [name, ...value] = pair.split('=');
    return { name: name!, value: value.join('='), domain: 'localhost', path: '/' };
  });
  const encoder = await (await browser.newContext()).newPage();
  for (const theme of SCREENSHOT_THEMES) {
    for (const device of SCREENSHOT_DEVICES) {
      const context = await browser.newContext({
        colorScheme: theme,
        viewport: VIEWPORTS[device],
        deviceScaleFactor: device === 'phone' ? 2 : 1,
        reducedMotion: 'reduce',
      });
      await context.addCookies(cookies);
      const page = await context.newPage();
      for (const screen of SCREENSHOT_SCREENS) {
        await page.goto(`${origin}${screen.path.replace(':formulaId', demo.formulaId)}`);
        await settle(page, screen);
        const png = await page.screenshot({ fullPage: false });
        const webp = await encodeWebp(encoder, png, QUALITY[device]);
        const file = path.join(OUT_DIR, screenshotFileName(screen.id, theme, device));
        const changed = await writeIfChanged(encoder, file, webp);
        if (changed) written += 1;
        log(`${path.basename(file)} ${(webp.length / 1024).toFixed(0)} kB${changed ? ' (written)' : ' (unchanged)'}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await server.exited;
  if (!keptDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
const total = fs
  .readdirSync(OUT_DIR)
  .filter((name) => name.endsWith('.webp'))
  .reduce((sum, name) => sum + fs.statSync(path.join(OUT_DIR, name)).size, 0);
log(`${written} written; ${(total / 1024).toFixed(0)} kB in ${OUT_DIR} (budget ${BUDGET_BYTES / 1000} kB)`);
if (total > BUDGET_BYTES) {
  console.error(`[screenshots] over budget: ${total} bytes > ${BUDGET_BYTES}`);
  process.exitCode = 1;
}
