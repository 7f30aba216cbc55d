import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.log(
    'pool-size.test.ts: skipped, no TEST_DATABASE_URL (the pool is PostgreSQL only; PGlite has one connection)',
  );

describe.skipIf(!serverUrl)('openDatabase on PostgreSQL: the main pool holds poolSize connections', () => {
  it.each([2, 4])('%i connections answer 8 statements at once, no more (PostgreSQL only)', async (poolSize) => {
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize, dataDir: 'memory://' });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          database.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
        ),
      );
      expect(new Set(answers.map((answer) => answer.rows[0]!.pid)).size).toBe(poolSize);
    } finally {
      await database.close();
    }
  });
});
