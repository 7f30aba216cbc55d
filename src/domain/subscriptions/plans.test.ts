import { describe, expect, it } from 'vitest';
import {
  calculateUsage,
  cheapestPlanWith,
  describeFeatureRefusal,
  describeSeatRefusal,
  hasFeature,
  hasFreeSeat,
  PLANS,
  type Feature,
} from './plans.ts';
import type { Tier } from './resolve-tier.ts';

describe('hasFeature (spec section 6)', () => {
  it.each<[Tier, Feature, boolean]>([
    ['free', 'ai', false],
    ['free', 'export', false],
    ['basic', 'ai', true],
    ['basic', 'export', true],
    ['basic', 'api', false],
    ['basic', 'analytics', false],
    ['premium', 'api', true],
    ['premium', 'analytics', true],
    ['premium', 'whiteLabel', false],
    ['enterprise', 'whiteLabel', true],
    // Issue 30 item 7: single sign-on is an Enterprise feature.
    ['free', 'sso', false],
    ['premium', 'sso', false],
    ['enterprise', 'sso', true],
  ])('%s plan, %s: %s', (tier, feature, expected) => {
    expect(hasFeature(tier, feature)).toBe(expected);
  });
});

describe('plan counts', () => {
  it.each<[Tier, number | null, number | null]>([
    ['free', 3, 50],
    ['basic', 10, 100],
    ['premium', 100, 1000],
    ['enterprise', null, null],
  ])('%s keeps %s formulas and %s materials', (tier, formulas, materials) => {
    expect(PLANS[tier].formulas).toBe(formulas);
    expect(PLANS[tier].materials).toBe(materials);
  });
});

describe('seats per workspace (issue 30)', () => {
  it.each<[Tier, number, boolean]>([
    ['free', 0, true],
    ['free', 1, false],
    ['basic', 2, true],
    ['basic', 3, false],
    ['premium', 9, true],
    ['premium', 10, false],
    ['enterprise', 500, true],
  ])('%s plan with %s members has a free seat: %s', (tier, members, expected) => {
    expect(hasFreeSeat(tier, members)).toBe(expected);
  });

  it.each<[Tier, string]>([
    ['free', "This workspace's Free plan has 1 seat, all taken. Basic has 3 seats: see the plans to upgrade."],
    ['basic', "This workspace's Basic plan has 3 seats, all taken. Premium has 10 seats: see the plans to upgrade."],
    [
      'premium',
      "This workspace's Premium plan has 10 seats, all taken. Enterprise has unlimited seats: see the plans to upgrade.",
    ],
  ])('the refusal names the %s plan and the next one', (tier, message) => {
    expect(describeSeatRefusal(tier)).toBe(message);
  });
});

describe('calculateUsage', () => {
  it.each([
    ['under the limit', 3, 2, { used: 2, limit: 3, remaining: 1, canCreate: true }],
    ['at the limit', 3, 3, { used: 3, limit: 3, remaining: 0, canCreate: false }],
    ['over the limit (after a downgrade)', 3, 5, { used: 5, limit: 3, remaining: 0, canCreate: false }],
    ['unlimited', null, 500, { used: 500, limit: null, remaining: null, canCreate: true }],
  ] as const)('%s', (_, limit, used, expected) => {
    expect(calculateUsage(limit, used)).toEqual(expected);
  });
});

describe('refusals', () => {
  it('names the cheapest plan that opens a feature', () => {
    expect(cheapestPlanWith('export').tier).toBe('basic');
    expect(cheapestPlanWith('api').tier).toBe('premium');
    expect(cheapestPlanWith('whiteLabel').tier).toBe('enterprise');
  });
  it('says what is refused and where to upgrade', () => {
    expect(describeFeatureRefusal('free', 'export')).toBe(
      'Formula export is not part of the Free plan. It comes with Basic and above: see the plans to upgrade.',
    );
    expect(describeFeatureRefusal('premium', 'whiteLabel')).toBe(
      'White-label branding is not part of the Premium plan. It comes with Enterprise: see the plans to upgrade.',
    );
  });
});
