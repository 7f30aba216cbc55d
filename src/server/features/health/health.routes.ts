import type { Db } from '../../db/client.ts';
import { getMigrationVersion } from '../../db/migrate.ts';
import { createRouter } from '../../lib/create-router.ts';
import { createRecentCheck } from './recent-check.ts';

/** How old the database check behind a health answer may be. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

// One recent check per database (tests build several apps in one process).
const checks = new WeakMap<Db, () => Promise<number>>();
function recentMigrationVersion(db: Db): Promise<number> {
  let check = checks.get(db);
  if (!check) {
    check = createRecentCheck(() => getMigrationVersion(db), HEALTH_CHECK_MAX_AGE_MS);
    checks.set(db, check);
  }
  return check();
}

export const healthRouter = createRouter().get('/', async (c) => {
  const { database } = c.var.deps;
  // Reading the migration version is the database check too: one query, at most once a second.
  return c.json({
    status: 'ok' as const,
    database: database.kind,
    migration: await recentMigrationVersion(database.db),
  });
});
