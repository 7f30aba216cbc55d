import { fillRowNames, findNamelessMaterialIds } from '../../../domain/formulas/fill-row-names.ts';
import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { Db } from '../../db/client.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { findVisibleMaterials } from '../workspaces/workspaces.public.ts';

/**
 * Rows given only a materialId take the name (and CAS) of that material when the workspace may see it (a reference
 * material or its own); no query when every row has a name (issue 35, item 7b).
 */
export async function resolveRowNames(db: Db, scope: WorkspaceScope, rows: FormulaRow[]): Promise<FormulaRow[]> {
  const ids = findNamelessMaterialIds(rows);
  if (ids.length === 0) return rows;
  const found = await findVisibleMaterials(db, scope, ids);
  return fillRowNames(rows, new Map(found.map((material) => [material.id, material])));
}
