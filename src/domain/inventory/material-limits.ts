import type { Tier } from '../subscriptions/resolve-tier.ts';

/** Materials a user may hold in inventory per tier (spec section 6); null is unlimited. */
export const MATERIAL_LIMITS: Record<Tier, number | null> = { free: 50, basic: 100, premium: 1000, enterprise: null };

export type MaterialUsage = { used: number; limit: number | null; remaining: number | null; canCreate: boolean };

/** The usage helper of spec section 6: used, limit, remaining and canCreate. */
export function calculateMaterialUsage(tier: Tier, used: number): MaterialUsage {
  const limit = MATERIAL_LIMITS[tier];
  if (limit === null) return { used, limit, remaining: null, canCreate: true };
  const remaining = Math.max(0, limit - used);
  return { used, limit, remaining, canCreate: remaining > 0 };
}

export function describeMaterialLimit(tier: Tier, limit: number): string {
  return `Your ${tier} plan allows ${limit} materials in inventory. Upgrade your plan to add more.`;
}
