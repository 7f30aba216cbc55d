import { getMigrationVersion } from '../../db/migrate.ts';
import { createRouter } from '../../lib/create-router.ts';

export const healthRouter = createRouter().get('/', async (c) => {
  const { database } = c.var.deps;
  // Reading the migration version is the database check too: one query.
  return c.json({ status: 'ok' as const, database: database.kind, migration: await getMigrationVersion(database.db) });
});
