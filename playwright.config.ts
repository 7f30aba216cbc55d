import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from './tests/support/chromium.ts';
import { formatServerCommand } from './scripts/lib/server-node-flags.ts';
import { SCRATCH_DIR } from './tests/support/scratch-dir.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// On the RAM disk where there is one: the server's PGlite spent 14 % more CPU on the CI machine's disk (ADR 074).
const dataDir = path.join(SCRATCH_DIR, `sillage-e2e-data-${PORT}`);

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS],
  },
};

/** End-to-end journeys in Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `.tmp/playwright-results-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A click or fill that finds nothing fails within 30 s with what it waited for, rather than at the test's timeout.
    actionTimeout: 30_000,
    // A trace records a film of every journey (Chromium encodes a frame at each paint) to keep the failed ones': a
    // fifth of the journeys' time on two cores (ADR 064). CI keeps only its log, where no trace can be opened, so it
    // records none; a local run keeps a failed journey's trace, and `--trace on` records one anywhere.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // A journey that replaces a published dataset (dashboard.spec.ts: a tightened IFRA limit) runs after all the
  // others, so that no journey imports that dataset while its files are being swapped.
  projects: [
    {
      name: 'chromium',
      testIgnore: /dashboard\.spec\.ts/,
      use: chromium,
    },
    {
      name: 'data-updates',
      testMatch: /dashboard\.spec\.ts/,
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && ${formatServerCommand()} src/server/index.ts`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS: 'admin@sillage.test,wizard-admin@sillage.test,illustrator-admin@sillage.test',
      SIGN_IN_RATE_LIMIT: '1000',
      SIGN_IN_ACCOUNT_RATE_LIMIT: '1000',
      // The fake feeds and vendors of the journeys listen on loopback, which is otherwise refused.
      FETCH_ALLOWED_HOSTS: '127.0.0.1,localhost,::1',
      PUBLIC_URL: `http://localhost:${PORT}`,
      // No first-run import competing for the CPU: journeys import what they need through the admin API,
      // which reads ../shared/data.
      REFERENCE_DATA_DIR: '',
    },
  },
});
