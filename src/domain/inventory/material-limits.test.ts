import { describe, expect, it } from 'vitest';
import { calculateMaterialUsage } from './material-limits.ts';

describe('calculateMaterialUsage (spec section 6)', () => {
  it.each([
    ['free below its limit', 'free', 49, { limit: 50, remaining: 1, canCreate: true }],
    ['free at its limit', 'free', 50, { limit: 50, remaining: 0, canCreate: false }],
    ['basic at 99', 'basic', 99, { limit: 100, remaining: 1, canCreate: true }],
    ['basic at 100', 'basic', 100, { limit: 100, remaining: 0, canCreate: false }],
    ['premium at 999', 'premium', 999, { limit: 1000, remaining: 1, canCreate: true }],
    ['premium at 1000', 'premium', 1000, { limit: 1000, remaining: 0, canCreate: false }],
    ['enterprise is unlimited', 'enterprise', 1_000_000, { limit: null, remaining: null, canCreate: true }],
  ] as const)('%s', (_, tier, used, expected) => {
    expect(calculateMaterialUsage(tier, used)).toEqual({ used, ...expected });
  });
});
