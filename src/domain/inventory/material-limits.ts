import { calculateUsage, PLANS, type Usage } from '../subscriptions/plans.ts';
import type { Tier } from '../subscriptions/resolve-tier.ts';

/** Materials a user may hold in inventory per tier, from the one plan table (spec section 6); null is unlimited. */
export const MATERIAL_LIMITS: Readonly<Record<Tier, number | null>> = {
  free: PLANS.free.materials,
  basic: PLANS.basic.materials,
  premium: PLANS.premium.materials,
  enterprise: PLANS.enterprise.materials,
};

export type MaterialUsage = Usage;

/** The usage helper of spec section 6: used, limit, remaining and canCreate. */
export function calculateMaterialUsage(tier: Tier, used: number): MaterialUsage {
  return calculateUsage(MATERIAL_LIMITS[tier], used);
}

export function describeMaterialLimit(tier: Tier, limit: number): string {
  return `Your ${tier} plan allows ${limit} materials in inventory. Upgrade your plan to add more.`;
}
