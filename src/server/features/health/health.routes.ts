import { sql } from 'drizzle-orm';
import { getMigrationVersion } from '../../db/migrate.ts';
import { createRouter } from '../../lib/create-router.ts';

export const healthRouter = createRouter().get('/', async (c) => {
  const { database } = c.var.deps;
  await database.db.execute(sql`SELECT 1`);
  return c.json({ status: 'ok' as const, database: database.kind, migration: await getMigrationVersion(database.db) });
});
