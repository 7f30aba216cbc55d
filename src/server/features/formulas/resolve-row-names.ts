import { and, inArray, isNull, or, eq } from 'drizzle-orm';
import { fillRowNames, findNamelessMaterialIds } from '../../../domain/formulas/fill-row-names.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';

/**
 * Rows given only a materialId take the name (and CAS) of that material when the user may see it (a reference
 * material or their own); no query when every row has a name (issue 35, item 7b).
 */
export async function resolveRowNames(db: Db, userId: string, rows: FormulaRow[]): Promise<FormulaRow[]> {
  const ids = findNamelessMaterialIds(rows);
  if (ids.length === 0) return rows;
  const found = await db
    .select({ id: materials.id, name: materials.name, cas: materials.cas })
    .from(materials)
    .where(and(inArray(materials.id, ids), or(isNull(materials.userId), eq(materials.userId, userId))));
  return fillRowNames(rows, new Map(found.map((material) => [material.id, material])));
}
