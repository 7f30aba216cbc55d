import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure domain logic, no database) and `integration` (the Hono app against a real
 * database: PGlite by default, PostgreSQL when TEST_DATABASE_URL names a server).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/client/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/integration-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
