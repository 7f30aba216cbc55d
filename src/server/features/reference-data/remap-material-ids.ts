import { sql } from 'drizzle-orm';
import type { Tx } from './sync-rows.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

type Column = { table: string; column: string };

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** Columns that may hold a material's id: uuid columns named `…material_id`, and every JSON column (formula rows). */
async function findReferenceColumns(tx: Tx): Promise<{ ids: Column[]; json: Column[] }> {
  const result = await tx.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    SELECT table_name, column_name, data_type FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND ((data_type = 'uuid' AND column_name LIKE '%material_id') OR data_type = 'jsonb')
      AND table_name NOT IN ('material_sources', 'import_runs', 'jobs')
    ORDER BY table_name, column_name`);
  const ids: Column[] = [];
  const json: Column[] = [];
  for (const row of result.rows) {
    const column = { table: row.table_name, column: row.column_name };
    (row.data_type === 'uuid' ? ids : json).push(column);
  }
  return { ids, json };
}

/**
 * Points every row that used a reference material at the material it was merged into (issue 26 item 1): lots,
 * prices, thresholds, annotations, shopping lines, AI records (columns `…material_id`) and the ids inside JSON
 * (formula rows and versions, own materials' compositions). A row that would collide with one the user already
 * has for the surviving material (one threshold per material) is left to go with the merged material. Ids are
 * uuids, so replacing one inside JSON text cannot touch anything else.
 */
export async function remapMaterialIds(tx: Tx, moves: ReadonlyMap<string, string>): Promise<number> {
  if (moves.size === 0) return 0;
  const { ids, json } = await findReferenceColumns(tx);
  let changed = 0;
  for (const [from, to] of moves) {
    for (const { table, column } of ids) {
      const target = sql.raw(`${quote(table)}`);
      const field = sql.raw(quote(column));
      try {
        const updated = await tx.transaction(async (savepoint) =>
          savepoint.execute(
            sql`UPDATE ${target} SET ${field} = ${to}::uuid WHERE ${field} = ${from}::uuid RETURNING 1`,
          ),
        );
        changed += updated.rows.length;
      } catch {
        // A unique (user, material) pair already taken by the surviving material: that row stays behind.
      }
    }
    for (const { table, column } of json) {
      const target = sql.raw(quote(table));
      const field = sql.raw(quote(column));
      const updated = await tx.execute(
        sql`UPDATE ${target} SET ${field} = replace(${field}::text, ${from}, ${to})::jsonb WHERE ${field}::text LIKE ${containsPattern(from)} RETURNING 1`,
      );
      changed += updated.rows.length;
    }
  }
  return changed;
}
