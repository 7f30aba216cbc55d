import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

const INSUFFICIENT_PRIVILEGE = '42501';

/** PostgreSQL's error code of a failed query (drizzle wraps the driver's error as its cause). */
export function postgresErrorCode(error: unknown): unknown {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  return codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
}

/** Per database: its cluster's system identifier, read once. */
const identities = new WeakMap<Database, Promise<string>>();

/**
 * The cluster's `system_identifier`: what keeps work computed over rows' versions (their `xmin`) from being read in
 * another cluster, whose versions start from other numbers. Where the database role may not read it (a host that
 * restricts pg_control_system), an identifier of this process: its kept work is then never read by another process,
 * and never wrongly.
 */
export function databaseIdentity(database: Database): Promise<string> {
  let identity = identities.get(database);
  if (!identity) {
    identity = database.db
      .execute<{ id: string }>(sql`select system_identifier::text as id from pg_control_system()`)
      .then((result) => String(result.rows[0]?.id))
      .catch((error: unknown) => {
        if (postgresErrorCode(error) === INSUFFICIENT_PRIVILEGE) return `this-process:${randomUUID()}`;
        identities.delete(database);
        throw error;
      });
    identities.set(database, identity);
  }
  return identity;
}
