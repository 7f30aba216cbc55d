import { PLAN_ORDER, PLANS, hasFeature } from '../subscriptions/plans.ts';
import type { Tier } from '../subscriptions/resolve-tier.ts';

/** The plans that include AI (the plan table's 'ai' feature): the ones an administrator sets an AI limit for. */
export const AI_PLAN_TIERS = PLAN_ORDER.filter((tier) => hasFeature(tier, 'ai'));

/** The highest monthly limit an administrator may set on one plan, in dollars (as a user's own limit). */
export const MAX_PLAN_COST_LIMIT = 100_000;

export type PlanCostLimit = {
  tier: Tier;
  label: string;
  /** The administrator's limit for this plan, or null: the instance default applies. */
  limitPerMonth: number | null;
  /** What holds for a user on this plan: the plan's limit, else the default. */
  effectiveLimit: number;
};

/**
 * Each AI plan's monthly limit on the instance's own keys: the administrator's figure for the plan where set, else the
 * instance default (AI_INSTANCE_COST_LIMIT_PER_MONTH). A plan without AI has none (its users never reach a call).
 */
export function describePlanCostLimits(saved: ReadonlyMap<Tier, number>, defaultLimit: number): PlanCostLimit[] {
  return AI_PLAN_TIERS.map((tier) => {
    const limitPerMonth = saved.get(tier) ?? null;
    return { tier, label: PLANS[tier].label, limitPerMonth, effectiveLimit: limitPerMonth ?? defaultLimit };
  });
}

/** The limit on the instance's keys for a user on `tier`: the plan's limit where set, else the default. */
export function planCostLimit(tier: Tier, saved: ReadonlyMap<Tier, number>, defaultLimit: number): number {
  return saved.get(tier) ?? defaultLimit;
}
