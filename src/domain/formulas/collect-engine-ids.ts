import type { FormulaRow } from './formula-row.ts';

/**
 * The materials and lots whose regulatory data a formula's compliance needs, sorted: the browser's engine-data query
 * key, and what the server reads when asked for the engine data of a saved formula. A lot counts on a line with its
 * material; a diluent counts when the line is diluted.
 */
export function collectEngineIds(
  rows: readonly Pick<FormulaRow, 'materialId' | 'lotId' | 'diluentMaterialId' | 'purity'>[],
): {
  materialIds: string[];
  lotIds: string[];
} {
  const materialIds = new Set<string>();
  const lotIds = new Set<string>();
  for (const row of rows) {
    if (row.materialId) materialIds.add(row.materialId);
    if (row.materialId && row.lotId) lotIds.add(row.lotId);
    if (row.diluentMaterialId && row.purity < 1) materialIds.add(row.diluentMaterialId);
  }
  return { materialIds: [...materialIds].sort(), lotIds: [...lotIds].sort() };
}
