import type { Tier } from '../subscriptions/resolve-tier.ts';

/** Formulas per tier (spec section 6); null is unlimited. Admins resolve to enterprise. */
export const FORMULA_LIMITS: Readonly<Record<Tier, number | null>> = { free: 3, basic: 10, premium: 100, enterprise: null };

export type FormulaUsage = { used: number; limit: number | null; remaining: number | null; canCreate: boolean };

/** The usage helper of spec section 6: used, limit, remaining and canCreate. */
export function calculateFormulaUsage(tier: Tier, used: number): FormulaUsage {
  const limit = FORMULA_LIMITS[tier];
  if (limit === null) return { used, limit: null, remaining: null, canCreate: true };
  const remaining = Math.max(0, limit - used);
  return { used, limit, remaining, canCreate: remaining > 0 };
}

export function describeFormulaLimit(tier: Tier, limit: number): string {
  return `You have reached the limit of ${limit} formulas on the ${tier} plan. Delete a formula or upgrade your plan to create more.`;
}
