import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { LATEST_MIGRATION } from '../../db/migrate.ts';

const ctx = await createTestContext();

describe('GET /api/health', () => {
  it('answers with the database kind and the migration version, without a session', async () => {
    const response = await ctx.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      migration: LATEST_MIGRATION,
    });
  });

  it('re-running the migrations changes nothing', async () => {
    const { migrate } = await import('../../db/migrate.ts');
    expect(await migrate(ctx.deps.database.db)).toBe(LATEST_MIGRATION);
  });
});
