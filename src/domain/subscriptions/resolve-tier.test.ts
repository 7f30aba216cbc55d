import { describe, expect, it } from 'vitest';
import { daysRemaining, resolveTier } from './resolve-tier.ts';

const now = new Date('2026-11-21T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('resolveTier', () => {
  it.each([
    ['no e-mail gives free', { email: null, isAdmin: true, subscriber: null }, 'free'],
    ['an admin gets enterprise', { email: 'a@x.test', isAdmin: true, subscriber: null }, 'enterprise'],
    ['no subscriber row gives free', { email: 'a@x.test', isAdmin: false, subscriber: null }, 'free'],
    [
      'a subscribed row gives its tier',
      {
        email: 'a@x.test',
        isAdmin: false,
        subscriber: { subscribed: true, subscriptionTier: 'premium', subscriptionEnd: inDays(3) },
      },
      'premium',
    ],
    [
      'an unsubscribed row gives free',
      {
        email: 'a@x.test',
        isAdmin: false,
        subscriber: { subscribed: false, subscriptionTier: 'premium', subscriptionEnd: inDays(3) },
      },
      'free',
    ],
    [
      'a subscription that ended gives free',
      {
        email: 'a@x.test',
        isAdmin: false,
        subscriber: { subscribed: true, subscriptionTier: 'basic', subscriptionEnd: inDays(-1) },
      },
      'free',
    ],
    [
      'a subscription without an end date keeps its tier',
      {
        email: 'a@x.test',
        isAdmin: false,
        subscriber: { subscribed: true, subscriptionTier: 'basic', subscriptionEnd: null },
      },
      'basic',
    ],
    [
      'an unknown tier name gives free',
      {
        email: 'a@x.test',
        isAdmin: false,
        subscriber: { subscribed: true, subscriptionTier: 'platinum', subscriptionEnd: null },
      },
      'free',
    ],
  ] as const)('%s', (_, input, expected) => {
    expect(resolveTier({ ...input, now })).toBe(expected);
  });
});

describe('daysRemaining', () => {
  it.each([
    [null, null],
    [inDays(10), 10],
    [inDays(0.5), 1],
    [inDays(-2), 0],
  ])('until %s: %s days', (end, expected) => {
    expect(daysRemaining(end, now)).toBe(expected);
  });
});
