import { describe, expect, it } from 'vitest';
import { formatCartBadge } from './format-cart-badge.ts';

describe('formatCartBadge', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s items show %s', (count, badge) => {
    expect(formatCartBadge(count)).toBe(badge);
  });
});
