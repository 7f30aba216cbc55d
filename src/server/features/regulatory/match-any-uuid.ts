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
  return sql`${column} = any(${uuidArray(ids)}::uuid[])`;
}

/**
 * matchAnyUuid as a set, `column in (select unnest($1::uuid[]))`, for thousands of ids of a table the other conditions
 * select much more of: PostgreSQL then looks each id up by the column's index. Written `= any($1)`, it read a house's
 * 3,000 own materials of a page through the workspace's index and compared each of its 54,000 rows with the whole
 * array (30 ms quiet, a p95 of 100 ms under the house's load, half the database's time in its first minute); as a set,
 * 19 ms quiet and a p95 of 35 ms. A page of 200 formulas is read faster `= any` (a bitmap of the keys).
 */
export function matchEachUuid(column: AnyPgColumn, ids: Iterable<string>): SQL {
  return sql`${column} in (select unnest(${uuidArray(ids)}::uuid[]))`;
}

/**
 * '{id,id,…}': the distinct ids that are uuids (anything else could match no row), as one array parameter. A Set is
 * taken as it is: the ids a page of remembered verdicts read are tens of thousands, and copying them into a second
 * Set and an array was tens of milliseconds of the main thread under a house's load (issue 34).
 */
function uuidArray(ids: Iterable<string>): string {
  let text = '';
  for (const id of ids instanceof Set ? ids : new Set(ids)) if (isUuid(id)) text = text ? `${text},${id}` : id;
  return `{${text}}`;
}
