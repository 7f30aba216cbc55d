import { describe, expect, it } from 'vitest';
import { calculateFormulaUsage } from './formula-usage.ts';

describe('calculateFormulaUsage (spec section 6)', () => {
  it.each([
    ['free, none yet', 'free', 0, { used: 0, limit: 3, remaining: 3, canCreate: true }],
    ['free, one below the limit', 'free', 2, { used: 2, limit: 3, remaining: 1, canCreate: true }],
    ['free, at the limit', 'free', 3, { used: 3, limit: 3, remaining: 0, canCreate: false }],
    ['free, over the limit after a downgrade', 'free', 5, { used: 5, limit: 3, remaining: 0, canCreate: false }],
    ['basic, at the limit', 'basic', 10, { used: 10, limit: 10, remaining: 0, canCreate: false }],
    ['premium, just under', 'premium', 99, { used: 99, limit: 100, remaining: 1, canCreate: true }],
    ['enterprise is unlimited', 'enterprise', 5000, { used: 5000, limit: null, remaining: null, canCreate: true }],
  ] as const)('%s', (_, tier, used, expected) => {
    expect(calculateFormulaUsage(tier, used)).toEqual(expected);
  });
});
