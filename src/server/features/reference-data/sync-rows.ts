import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SyncCounts = { added: number; updated: number; removed: number; unchanged: number };

const INSERT_BATCH_ROWS = 400;

/** JSON with object keys sorted, so that a row read back from the database compares equal to the row written. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((item) => stableStringify(item)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, row[key] ?? null]));
}

/**
 * Makes a table (or the part of it that `scope` selects) hold exactly `rows`, keyed by `keyColumn`: inserts new
 * rows in batches, updates the rows whose values differ, deletes the rows that are gone. Unchanged rows are not
 * written, so a second run with the same data changes nothing.
 */
export async function syncRows<Table extends PgTable>(
  tx: Tx,
  table: Table,
  keyColumn: PgColumn,
  keyField: string,
  rows: readonly Record<string, unknown>[],
  options: { scope?: SQL; onUpdate?: () => Record<string, unknown>; onProgress?: (done: number) => void } = {},
): Promise<SyncCounts> {
  const keys = rows[0] ? Object.keys(rows[0]) : [];
  const query = tx.select().from(table as PgTable);
  const existing = (await (options.scope ? query.where(options.scope) : query)) as Record<string, unknown>[];
  const before = new Map(existing.map((row) => [String(row[keyField]), row]));
  const toInsert: Record<string, unknown>[] = [];
  const toUpdate: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = String(row[keyField]);
    seen.add(key);
    const old = before.get(key);
    if (!old) toInsert.push(row);
    else if (stableStringify(pick(old, keys)) !== stableStringify(pick(row, keys))) toUpdate.push(row);
  }
  const toRemove = [...before.keys()].filter((key) => !seen.has(key));
  for (let start = 0; start < toInsert.length; start += INSERT_BATCH_ROWS) {
    await tx.insert(table).values(toInsert.slice(start, start + INSERT_BATCH_ROWS) as never);
    options.onProgress?.(start);
  }
  for (const row of toUpdate) {
    await tx
      .update(table)
      .set({ ...row, ...options.onUpdate?.() } as never)
      .where(eq(keyColumn, row[keyField]));
  }
  for (let start = 0; start < toRemove.length; start += 1000) {
    await tx.delete(table).where(inArray(keyColumn, toRemove.slice(start, start + 1000)));
  }
  return {
    added: toInsert.length,
    updated: toUpdate.length,
    removed: toRemove.length,
    unchanged: rows.length - toInsert.length - toUpdate.length,
  };
}
