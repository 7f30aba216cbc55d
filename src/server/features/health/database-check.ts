import type { Db } from '../../db/client.ts';
import { getMigrationVersion } from '../../db/migrate.ts';
import { createRecentCheck } from './recent-check.ts';

/** How old the database check behind a health answer may be. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

/**
 * The database check behind /api/health: reading the migration version is the check, one query at most once a
 * second however often the probe comes. One per server, a named service of `buildDeps` (`deps.databaseCheck`).
 */
export type DatabaseCheck = { migrationVersion(): Promise<number> };

export function createDatabaseCheck(
  db: Db,
  maxAgeMs = HEALTH_CHECK_MAX_AGE_MS,
  /** The version the start's migration read and when: the first probes of a start take it as any recent check. */
  known: { value: number; at: number } | null = null,
): DatabaseCheck {
  return { migrationVersion: createRecentCheck(() => getMigrationVersion(db), maxAgeMs, Date.now, known) };
}
