import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Rows of this app are keyed by uuids. Anything else (a typo, a stale id in a formula's rows) matches no row. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}

/**
 * `column = any($1::uuid[])`: the ids as one array parameter. `inArray` sends one parameter per id, and building and
 * writing a statement of thousands of them (the own materials a page of verdicts read) was a tenth of the server's
 * main thread under 50 sessions (issue 34). Ids that are not uuids are left out: they could match no row.
 */
export function matchAnyUuid(column: AnyPgColumn, ids: Iterable<string>): SQL {
  const valid = [...new Set(ids)].filter(isUuid);
  return sql`${column} = any(${`{${valid.join(',')}}`}::uuid[])`;
}
