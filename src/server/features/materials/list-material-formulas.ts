import { and, desc, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formulas } from '../../db/schema/index.ts';
import { openableFormulas, getVisibleMaterial } from '../workspaces/workspaces.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';

/**
 * The workspace's formulas the user may open whose rows use this material (as ingredient or diluent); 404 for a
 * material the workspace may not see. A confidential formula the user may not open is never listed.
 */
export async function listMaterialFormulas(db: Db, scope: WorkspaceScope, materialId: string) {
  await getVisibleMaterial(db, scope, materialId);
  const rows = await db
    .select({ id: formulas.id, name: formulas.name, rows: formulas.rows, updatedAt: formulas.updatedAt })
    .from(formulas)
    .where(
      and(
        openableFormulas(scope),
        or(
          sql`${formulas.rows} @> ${JSON.stringify([{ materialId }])}::jsonb`,
          sql`${formulas.rows} @> ${JSON.stringify([{ diluentMaterialId: materialId }])}::jsonb`,
        ),
      ),
    )
    .orderBy(desc(formulas.updatedAt))
    .limit(200);
  return rows.map((formula) => {
    const lines = Array.isArray(formula.rows)
      ? (formula.rows as { materialId?: unknown; amount?: unknown; unit?: unknown }[])
      : [];
    const uses = lines.filter((line) => line.materialId === materialId);
    return {
      id: formula.id,
      name: formula.name,
      updatedAt: formula.updatedAt.toISOString(),
      lineCount: uses.length,
      amounts: uses.map((line) => ({
        amount: typeof line.amount === 'number' ? line.amount : 0,
        unit: line.unit === '%' ? '%' : 'g',
      })),
    };
  });
}
