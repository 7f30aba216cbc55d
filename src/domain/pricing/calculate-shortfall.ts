export type MaterialNeed = { materialId: string; grams: number };
export type Shortfall = { materialId: string; neededGrams: number; inStockGrams: number; shortfallGrams: number };

/**
 * What a batch still needs to buy: for each material, the grams needed minus the grams in stock, keeping only
 * materials where that is above 0. Needs of the same material are added up first.
 */
export function calculateShortfall(
  needs: readonly MaterialNeed[],
  stockGrams: ReadonlyMap<string, number>,
): Shortfall[] {
  const totals = new Map<string, number>();
  for (const need of needs) {
    if (!(need.grams > 0)) continue;
    totals.set(need.materialId, (totals.get(need.materialId) ?? 0) + need.grams);
  }
  const shortfalls: Shortfall[] = [];
  for (const [materialId, neededGrams] of totals) {
    const inStockGrams = Math.max(0, stockGrams.get(materialId) ?? 0);
    const shortfallGrams = roundGrams(neededGrams - inStockGrams);
    if (shortfallGrams > 0)
      shortfalls.push({ materialId, neededGrams: roundGrams(neededGrams), inStockGrams, shortfallGrams });
  }
  return shortfalls;
}

/** Grams to the milligram, so floating-point dust never becomes a purchase. */
export function roundGrams(grams: number): number {
  return Math.round(grams * 1000) / 1000;
}
