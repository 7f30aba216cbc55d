import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import {
  freePort,
  signUpVerifiedAdmin,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../tests/support/server-process.ts';

export type BenchBrowser = {
  origin: string;
  browser: Browser;
  /** A new browser context (empty cache) signed in as the bench's admin; its `request` carries the session too. */
  newContext: (options?: { viewport?: { width: number; height: number } }) => Promise<BrowserContext>;
  /** Stops the browser and the server, and removes the database when it was a temporary one. */
  close: () => Promise<void>;
};

/**
 * What a browser bench stands on: the built client (`npx vite build` first) served by the real server in its own
 * process, on `dataDir` (kept, so an imported database serves several runs) or a temporary database; Debian's
 * Chromium with the journeys' flags; and an admin account verified through the test outbox, so the bench may import
 * reference data. No first-run import competes for the CPU (`REFERENCE_DATA_DIR` is empty).
 */
export async function startBenchBrowser(
  name: string,
  options: { dataDir?: string; port?: number } = {},
): Promise<BenchBrowser> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist/client/app.html')))
    throw new Error('Build the client first (npx vite build).');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `sillage-${name}-`));
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const email = `${name}-${Date.now()}@bench.test`;
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close();
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = startServerProcess(port, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      REFERENCE_DATA_DIR: '',
      SIGN_IN_RATE_LIMIT: '1000',
      ADMIN_EMAILS: email,
    });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    await waitForHealth(origin, 120_000);
    const cookies = (await signUpVerifiedAdmin(origin, email, 'bench-password-42')).split('; ').map((pair) => {
      const [cookieName, ...value] = pair.split('=');
      return { name: cookieName!, value: value.join('='), url: origin };
    });
    const started = browser;
    const newContext: BenchBrowser['newContext'] = async ({ viewport = { width: 1600, height: 1000 } } = {}) => {
      const context = await started.newContext({ baseURL: origin, viewport });
      await context.addCookies(cookies);
      return context;
    };
    return { origin, browser: started, newContext, close };
  } catch (error) {
    await close();
    throw error;
  }
}
