import type { Tier } from './resolve-tier.ts';

/** The features a plan may open (spec section 6). */
export const FEATURES = ['ai', 'export', 'api', 'analytics', 'whiteLabel', 'sso'] as const;
export type Feature = (typeof FEATURES)[number];

export const FEATURE_LABELS: Readonly<Record<Feature, string>> = {
  ai: 'AI assistant',
  export: 'Formula export',
  api: 'API access',
  analytics: 'Advanced analytics',
  whiteLabel: 'White-label branding',
  sso: 'Single sign-on',
};

/**
 * The analyses the 'analytics' feature ("Advanced analytics", Premium and above) opens, each refused with the plan's
 * 403 on the plans without it, like export and AI. Everything else the market screens show (the trend overview, the
 * briefing, news, the perfume library and top perfumes) stays on every plan.
 */
export const ADVANCED_ANALYSES = [
  {
    id: 'launch-share-series',
    label: 'Share of launches per year for the notes and accords you choose (Market Intelligence, Intelligence)',
    endpoint: 'GET /api/intelligence/series',
  },
  {
    id: 'note-market-presence',
    label:
      'A note’s presence in launches over the years and the library materials that carry it (Material Intelligence)',
    endpoint: 'GET /api/intelligence/material',
  },
] as const;

export type Plan = {
  tier: Tier;
  label: string;
  /** Formulas a user may keep; null is unlimited. */
  formulas: number | null;
  /** Materials a user may keep (own materials, inventory); null is unlimited. */
  materials: number | null;
  /** Members a workspace on this plan may have (issue 30: the owner's plan counts seats); null is unlimited. */
  seats: number | null;
  features: readonly Feature[];
  /** Plans a user can buy online (Checkout); free and enterprise are not. */
  purchasable: boolean;
};

/** THE plan table of spec section 6: /pricing, the server's guards and the usage helpers all read it. */
export const PLANS: Readonly<Record<Tier, Plan>> = {
  free: { tier: 'free', label: 'Free', formulas: 3, materials: 50, seats: 1, features: [], purchasable: false },
  basic: {
    tier: 'basic',
    label: 'Basic',
    formulas: 10,
    materials: 100,
    seats: 3,
    features: ['ai', 'export'],
    purchasable: true,
  },
  premium: {
    tier: 'premium',
    label: 'Premium',
    formulas: 100,
    materials: 1000,
    seats: 10,
    features: ['ai', 'api', 'export', 'analytics'],
    purchasable: true,
  },
  enterprise: {
    tier: 'enterprise',
    label: 'Enterprise',
    formulas: null,
    materials: null,
    seats: null,
    features: ['ai', 'api', 'export', 'analytics', 'whiteLabel', 'sso'],
    purchasable: false,
  },
};

export const PLAN_ORDER: readonly Tier[] = ['free', 'basic', 'premium', 'enterprise'];

/** Where a refusal sends the user to see the plans. */
export const UPGRADE_PATH = '/pricing';

export function hasFeature(tier: Tier, feature: Feature): boolean {
  return PLANS[tier].features.includes(feature);
}

/** The cheapest plan that opens `feature`. */
export function cheapestPlanWith(feature: Feature): Plan {
  const tier = PLAN_ORDER.find((candidate) => hasFeature(candidate, feature));
  return PLANS[tier ?? 'enterprise'];
}

/** The 403's sentence: what is refused, on which plan, and the smallest plan that opens it. */
export function describeFeatureRefusal(tier: Tier, feature: Feature): string {
  const needed = cheapestPlanWith(feature);
  return `${FEATURE_LABELS[feature]} is not part of the ${PLANS[tier].label} plan. It comes with ${needed.label}${needed.tier === 'enterprise' ? '' : ' and above'}: see the plans to upgrade.`;
}

export type Usage = { used: number; limit: number | null; remaining: number | null; canCreate: boolean };

/** The usage helper of spec section 6: used, limit, remaining and canCreate, for a count `limit` (null = unlimited). */
export function calculateUsage(limit: number | null, used: number): Usage {
  if (limit === null) return { used, limit: null, remaining: null, canCreate: true };
  const remaining = Math.max(0, limit - used);
  return { used, limit, remaining, canCreate: remaining > 0 };
}

/** Whether a workspace with `members` members may take one more on `tier`'s plan. */
export function hasFreeSeat(tier: Tier, members: number): boolean {
  const seats = PLANS[tier].seats;
  return seats === null || members < seats;
}

/** The 403 of a workspace whose seats are all taken: the plan, its seats, and the smallest plan with more. */
export function describeSeatRefusal(tier: Tier): string {
  const seats = PLANS[tier].seats;
  const bigger = PLAN_ORDER.map((candidate) => PLANS[candidate]).find(
    (plan) => plan.seats === null || (seats !== null && plan.seats > seats),
  );
  const count = `${seats} seat${seats === 1 ? '' : 's'}`;
  return `This workspace's ${PLANS[tier].label} plan has ${count}, all taken.${bigger ? ` ${bigger.label} has ${bigger.seats === null ? 'unlimited seats' : `${bigger.seats} seats`}: see the plans to upgrade.` : ''}`;
}
