import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { ADVANCED_ANALYSES } from '../../../domain/subscriptions/plans.ts';
import { subscribers } from '../../db/schema/index.ts';

const ctx = await createTestContext();

async function grantPlan(email: string, tier: 'basic' | 'premium') {
  await ctx.deps.database.db
    .insert(subscribers)
    .values({ email, subscribed: true, subscriptionTier: tier })
    .onConflictDoUpdate({ target: subscribers.email, set: { subscriptionTier: tier, subscribed: true } });
}

const PATHS = {
  'launch-share-series': '/api/intelligence/series?kind=note&keys=bergamot',
  'note-market-presence': '/api/intelligence/material?note=Bergamot',
} as const;

let free: { cookie: string };
let basic: { cookie: string };
let premium: { cookie: string };

beforeAll(async () => {
  free = await ctx.signUp('free-analytics@sillage.test');
  basic = await ctx.signUp('basic-analytics@sillage.test');
  premium = await ctx.signUp('premium-analytics@sillage.test');
  await grantPlan('basic-analytics@sillage.test', 'basic');
  await grantPlan('premium-analytics@sillage.test', 'premium');
});

// Issue 35 item 14: advanced analytics is a real gate (spec section 6: no advanced analytics on Free; Premium has
// analytics), on the documented set of analyses.
describe.each(ADVANCED_ANALYSES.map((analysis) => [analysis.id, PATHS[analysis.id]] as const))(
  'advanced analysis %s (%s)',
  (_id, path) => {
    it('needs a session (401)', async () => {
      expect((await ctx.request(path)).status).toBe(401);
    });

    it('is refused on Free and Basic with 403 naming the plan and the upgrade link', async () => {
      for (const [user, label] of [
        [free, 'Free'],
        [basic, 'Basic'],
      ] as const) {
        const refused = await ctx.request(path, { cookie: user.cookie });
        expect(refused.status).toBe(403);
        expect(await refused.json()).toMatchObject({
          error: {
            message: `Advanced analytics is not part of the ${label} plan. It comes with Premium and above: see the plans to upgrade.`,
            details: { feature: 'analytics', requiredTier: 'premium', upgradeUrl: '/pricing' },
          },
        });
      }
    });

    it('answers on Premium', async () => {
      expect((await ctx.request(path, { cookie: premium.cookie })).status).toBe(200);
    });
  },
);

describe('advanced analytics on Premium', () => {
  it('rejects bad input with 422', async () => {
    expect((await ctx.request('/api/intelligence/series?kind=note&keys=', { cookie: premium.cookie })).status).toBe(
      422,
    );
    expect((await ctx.request('/api/intelligence/series?kind=smell&keys=x', { cookie: premium.cookie })).status).toBe(
      422,
    );
  });
});
