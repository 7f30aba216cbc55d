import type { Tier } from '../subscriptions/resolve-tier.ts';

/** Own materials a user may create per tier (spec section 6); null is unlimited. */
export const OWN_MATERIAL_LIMITS: Record<Tier, number | null> = { free: 50, basic: 100, premium: 1000, enterprise: null };

/** True when a user of `tier` who has `used` own materials may create one more. */
export function canCreateOwnMaterial(tier: Tier, used: number): boolean {
  const limit = OWN_MATERIAL_LIMITS[tier];
  return limit === null || used < limit;
}
