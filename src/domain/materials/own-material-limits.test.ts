import { describe, expect, it } from 'vitest';
import type { Tier } from '../subscriptions/resolve-tier.ts';
import { canCreateOwnMaterial } from './own-material-limits.ts';

describe('canCreateOwnMaterial', () => {
  it.each<[Tier, number, boolean]>([
    ['free', 0, true],
    ['free', 49, true],
    ['free', 50, false],
    ['basic', 99, true],
    ['basic', 100, false],
    ['premium', 999, true],
    ['premium', 1000, false],
    ['enterprise', 1_000_000, true],
  ])('%s tier with %i own materials: %s', (tier, used, expected) => {
    expect(canCreateOwnMaterial(tier, used)).toBe(expected);
  });
});
