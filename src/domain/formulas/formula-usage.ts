import { calculateUsage, PLANS, type Usage } from '../subscriptions/plans.ts';
import type { Tier } from '../subscriptions/resolve-tier.ts';

/** Formulas per tier, from the one plan table (spec section 6); null is unlimited. Admins resolve to enterprise. */
export const FORMULA_LIMITS: Readonly<Record<Tier, number | null>> = {
  free: PLANS.free.formulas,
  basic: PLANS.basic.formulas,
  premium: PLANS.premium.formulas,
  enterprise: PLANS.enterprise.formulas,
};

export type FormulaUsage = Usage;

/** The usage helper of spec section 6: used, limit, remaining and canCreate. */
export function calculateFormulaUsage(tier: Tier, used: number): FormulaUsage {
  return calculateUsage(FORMULA_LIMITS[tier], used);
}

export function describeFormulaLimit(tier: Tier, limit: number): string {
  return `You have reached the limit of ${limit} formulas on the ${tier} plan. Delete a formula or upgrade your plan to create more.`;
}
