import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formulas, materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The user's own formulas whose rows use this material (as ingredient or diluent); 404 for a material they may not see. */
export async function listMaterialFormulas(db: Db, userId: string, materialId: string) {
  const [material] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.id, materialId), or(isNull(materials.userId), eq(materials.userId, userId))));
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
  const rows = await db
    .select({ id: formulas.id, name: formulas.name, rows: formulas.rows, updatedAt: formulas.updatedAt })
    .from(formulas)
    .where(
      and(
        eq(formulas.userId, userId),
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
