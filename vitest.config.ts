import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Four projects: `unit` (pure domain logic, no database), `dom` (React components in happy-dom, our API stubbed per
 * test), `integration` (the Hono app against a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL
 * names a server) and `reliability` (the slow load, fuzz, crash and backup suites, also against a real database).
 */
/** The slow suites (load, fuzz, crash, backup): their own project and step in `npm test`, still against a real database. */
const RELIABILITY_SUITES = ['src/server/reliability/**/*.test.ts', 'src/server/security/fuzz-routes.test.ts'];
/**
 * Integration files that keep a fresh worker each (project `integration-isolated`, run in the same step): in a warm
 * worker the setup endpoint's import finishes between two of the test's 100 ms polls, so its check that the screen saw
 * the dataset under way fails (seen after naturals-by-type.test.ts in one worker).
 */
const ISOLATED_INTEGRATION_FILES = ['src/server/features/reference-data/fetch-reference-data.test.ts'];
const INTEGRATION = {
  environment: 'node',
  globalSetup: ['tests/setup/integration-global-setup.ts'],
  setupFiles: ['tests/setup/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  maxWorkers: 2,
} satisfies ViteUserConfig['test'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/client/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'eslint-rules/**/*.test.js',
          ],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/reset-modules-after-file.ts'],
          // File after file in one worker: 11 s against 36 s (ADR 062).
          isolate: false,
          // Vitest's default is a core less than the machine's: one worker on CI's two cores (ADR 072).
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'dom',
          include: ['src/client/**/*.test.tsx', 'tests/dom/**/*.test.tsx'],
          environment: 'happy-dom',
          // The console check first: its afterEach runs last, after dom-setup's cleanup, so a failure leaves a clean page.
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom-setup.ts'],
          css: false,
          testTimeout: 15_000,
          // File after file in one window: a fresh window and module graph per file was two thirds of this project's
          // time (ADR 062). dom-setup.ts resets what a file leaves (its modules, storage, the document, queued events).
          isolate: false,
          // Two windows on two cores: Vitest's default (a core less) left one idle, 81 s against 45 s (ADR 072).
          maxWorkers: 2,
        },
      },
      {
        test: {
          ...INTEGRATION,
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          exclude: [...RELIABILITY_SUITES, ...ISOLATED_INTEGRATION_FILES],
          // A worker imports the app once and runs file after file in it: importing the server's module graph was
          // half of this project's time. Each file still gets its own database and app (tests/setup/test-app.ts);
          // the server keeps no state in modules that a test could leak (checked in shuffled orders, both databases).
          isolate: false,
        },
      },
      {
        test: { ...INTEGRATION, name: 'integration-isolated', include: ISOLATED_INTEGRATION_FILES },
      },
      {
        test: {
          name: 'reliability',
          include: RELIABILITY_SUITES,
          environment: 'node',
          globalSetup: ['tests/setup/integration-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two files at a time: the mixed load's minute of traffic leaves a core idle for much of it (72 % busy with
          // one worker), so the crash, fuzz and backup files run beside it (ADR 064).
          maxWorkers: 2,
        },
      },
    ],
  },
});
