import { PLANS } from '../subscriptions/plans.ts';
import type { Tier } from '../subscriptions/resolve-tier.ts';

/** Own materials a user may create per tier, from the one plan table (spec section 6); null is unlimited. */
export const OWN_MATERIAL_LIMITS: Readonly<Record<Tier, number | null>> = {
  free: PLANS.free.materials,
  basic: PLANS.basic.materials,
  premium: PLANS.premium.materials,
  enterprise: PLANS.enterprise.materials,
};

/** True when a user of `tier` who has `used` own materials may create one more. */
export function canCreateOwnMaterial(tier: Tier, used: number): boolean {
  const limit = OWN_MATERIAL_LIMITS[tier];
  return limit === null || used < limit;
}
