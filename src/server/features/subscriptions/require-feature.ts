import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  cheapestPlanWith,
  describeFeatureRefusal,
  hasFeature,
  UPGRADE_PATH,
  type Feature,
} from '../../../domain/subscriptions/plans.ts';
import type { Tier } from '../../../domain/subscriptions/resolve-tier.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/guards.ts';
import { recordRequiredFeature } from '../../lib/route-features.ts';
import { findUserTier } from './subscription-state.ts';

const TIER_KEY = 'sillage.tier';

/** The signed-in user's plan for this request (looked up once per request, then remembered on the context). */
export async function findRequestTier(c: Context<AppEnv>): Promise<Tier> {
  const remembered = (c.get as (key: string) => unknown)(TIER_KEY) as Tier | undefined;
  if (remembered) return remembered;
  const user = currentUser(c);
  const tier = c.get('isAdmin')
    ? 'enterprise'
    : await findUserTier(c.get('db'), c.get('deps').env.adminEmails, user, new Date());
  (c.set as (key: string, value: unknown) => void)(TIER_KEY, tier);
  return tier;
}

/** The 403 of a feature the user's plan does not include: the plan's sentence, and where to upgrade. */
export function featureRefusal(tier: Tier, feature: Feature): AppError {
  return new AppError('FORBIDDEN', describeFeatureRefusal(tier, feature), {
    feature,
    tier,
    requiredTier: cheapestPlanWith(feature).tier,
    upgradeUrl: UPGRADE_PATH,
  });
}

/**
 * Route middleware for a plan feature (spec section 6): `requireFeature('ai')`, `requireFeature('export')`…
 * A user whose plan lacks it gets 403 with the plan's message and `details.upgradeUrl`.
 */
export function requireFeature(feature: Feature) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const tier = await findRequestTier(c);
    if (!hasFeature(tier, feature)) throw featureRefusal(tier, feature);
    await next();
  });
  recordRequiredFeature(middleware, feature);
  return middleware;
}
