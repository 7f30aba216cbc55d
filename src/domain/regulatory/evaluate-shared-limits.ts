import type { SharedLimitResult, StandardAmounts } from './evaluate-ifra-category.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { RATIO_TOLERANCE } from './ratio-tolerance.ts';

/**
 * Standards that share one limit (IFRA STD_067 oakmoss and STD_080 treemoss: "the total amount of both extracts does
 * not exceed the maximum permitted level in each category"): Σ E_S / L_S ≤ 1, which is the total against the common
 * limit when the limits are equal, as they are in every category of the 51st Amendment. Only groups with at least two
 * members present; a member alone is its own Standard's check.
 */
export function evaluateSharedLimits(
  amountsList: readonly StandardAmounts[],
  category: IfraCategory,
  dosage: number,
  totalGrams: number,
): { result: SharedLimitResult; maxDosage: number }[] {
  if (!amountsList.some((entry) => entry.standard.sharesLimitWith)) return [];
  const byKey = new Map(amountsList.map((entry) => [entry.standard.key, entry]));
  const seen = new Set<string>();
  const groups: { result: SharedLimitResult; maxDosage: number }[] = [];
  for (const amounts of amountsList) {
    const partners = amounts.standard.sharesLimitWith;
    if (!partners || seen.has(amounts.standard.key)) continue;
    const keys = [amounts.standard.key, ...partners].filter((key) => byKey.has(key)).sort();
    for (const key of keys) seen.add(key);
    if (keys.length < 2) continue;
    // STD_062 / STD_064: the sum is held to MHC's limit; otherwise each member's own (oakmoss and treemoss).
    const limitOf = keys.map((key) => byKey.get(key)?.standard.sharedLimitOf).find((key) => key !== undefined);
    const common = limitOf === undefined ? undefined : byKey.get(limitOf)?.standard.limits[category];
    if (limitOf !== undefined && common?.kind !== 'percent') continue;
    let concentrateSum = 0;
    for (const key of keys) {
      const entry = byKey.get(key);
      const limit = common ?? entry?.standard.limits[category];
      if (!entry || limit?.kind !== 'percent' || !(limit.value > 0)) continue;
      concentrateSum += entry.effectiveGrams / limit.value;
    }
    if (!(concentrateSum > 0)) continue;
    const sumOfRatios = (concentrateSum * dosage) / totalGrams;
    groups.push({
      result: { standardKeys: keys, sumOfRatios, verdict: sumOfRatios <= 1 + RATIO_TOLERANCE ? 'pass' : 'fail' },
      maxDosage: totalGrams / concentrateSum,
    });
  }
  return groups;
}
