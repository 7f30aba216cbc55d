import type { MaterialNeed } from './calculate-shortfall.ts';

/** The fields of a formula line (formulas.rows) a batch needs; everything else is ignored. */
export type BatchLine = {
  materialId: string | null;
  amount: number;
  /** 'g': grams weighed in the formula; '%': percent of the concentrate. */
  unit: string;
  /** (0, 1]: the share of the material in what is weighed ('10% in DPG' is 0.1). */
  purity?: number;
  diluentMaterialId?: string | null;
  isExcluded?: boolean;
};

/**
 * Grams of each material a batch of `batchGrams` needs. Percent lines take their percent of the batch; gram
 * lines share the rest in proportion to their amounts. A diluted line needs amount × purity of its material
 * and the rest of its diluent. Excluded lines, lines without a material and non-positive amounts need nothing.
 */
export function calculateBatchNeeds(lines: readonly BatchLine[], batchGrams: number): MaterialNeed[] {
  const used = lines.filter((line) => !line.isExcluded && Number.isFinite(line.amount) && line.amount > 0);
  const percentTotal = used.filter((line) => line.unit === '%').reduce((sum, line) => sum + line.amount, 0);
  const gramTotal = used.filter((line) => line.unit !== '%').reduce((sum, line) => sum + line.amount, 0);
  const gramShare = Math.max(0, 1 - percentTotal / 100);
  const needs: MaterialNeed[] = [];
  for (const line of used) {
    const share = line.unit === '%' ? line.amount / 100 : gramTotal > 0 ? (line.amount / gramTotal) * gramShare : 0;
    const grams = share * batchGrams;
    const purity = typeof line.purity === 'number' && line.purity > 0 && line.purity <= 1 ? line.purity : 1;
    if (line.materialId) needs.push({ materialId: line.materialId, grams: grams * purity });
    if (purity < 1 && line.diluentMaterialId)
      needs.push({ materialId: line.diluentMaterialId, grams: grams * (1 - purity) });
  }
  return needs;
}
