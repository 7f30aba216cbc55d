import { and, eq } from 'drizzle-orm';
import { calculateBatchNeeds, type BatchLine } from '../../../domain/pricing/calculate-batch-needs.ts';
import { calculateShortfall } from '../../../domain/pricing/calculate-shortfall.ts';
import type { Db } from '../../db/client.ts';
import { formulas } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { findStockGrams } from '../inventory/inventory.public.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { findVisibleMaterials, openableFormulas } from '../workspaces/workspaces.public.ts';
import { addShoppingItem, listShoppingItems } from './shopping-items.ts';

function toBatchLines(rows: unknown): BatchLine[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown>) => {
    if (!row || typeof row !== 'object') return [];
    const materialId = (row.materialId ?? row.material_id) as unknown;
    const amount = Number(row.amount ?? 0);
    return [
      {
        materialId: typeof materialId === 'string' ? materialId : null,
        amount: Number.isFinite(amount) ? amount : 0,
        unit: typeof row.unit === 'string' ? row.unit : 'g',
        purity: typeof row.purity === 'number' ? row.purity : 1,
        diluentMaterialId: typeof row.diluentMaterialId === 'string' ? row.diluentMaterialId : null,
        isExcluded: row.isExcluded === true,
      },
    ];
  });
}

/**
 * Adds what a batch of a formula still needs to buy (need minus stock) to the shopping list, each material
 * with the best offer of the workspace's price list for the quantity. A formula the user may not open is a 404. Returns what was added and what was covered.
 */
export async function addFormulaShortfall(
  db: Db,
  scope: WorkspaceScope,
  input: { formulaId: string; batchGrams: number },
) {
  const [formula] = await db
    .select()
    .from(formulas)
    .where(and(eq(formulas.id, input.formulaId), openableFormulas(scope)));
  if (!formula) throw new AppError('NOT_FOUND', 'Formula not found');
  const needs = calculateBatchNeeds(toBatchLines(formula.rows), input.batchGrams);
  const materialIds = [...new Set(needs.map((need) => need.materialId))];
  const visible = await findVisibleMaterials(db, scope, materialIds);
  const visibleIds = new Set(visible.map((row) => row.id));
  const stock = await findStockGrams(db, formula.workspaceId, materialIds);
  const shortfalls = calculateShortfall(
    needs.filter((need) => visibleIds.has(need.materialId)),
    stock,
  );
  const added = [];
  for (const shortfall of shortfalls) {
    const result = await addShoppingItem(db, scope, {
      materialId: shortfall.materialId,
      quantity: shortfall.shortfallGrams,
    });
    added.push({
      ...shortfall,
      materialName: result.item.materialName,
      vendor: result.item.vendor,
      merged: result.merged,
    });
  }
  return {
    formula: { id: formula.id, name: formula.name },
    batchGrams: input.batchGrams,
    materialsNeeded: materialIds.length,
    coveredByStock: materialIds.length - shortfalls.length,
    added,
    ...(await listShoppingItems(db, scope)),
  };
}
