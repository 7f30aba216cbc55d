import { describe, expect, it } from 'vitest';
import { median, percentile } from './percentile.ts';

describe('percentile and median of the bench', () => {
  it.each([
    { values: [], share: 0.5, expected: 0 },
    { values: [1, 2, 3, 4], share: 0.5, expected: 3 },
    { values: Array.from({ length: 20 }, (_, index) => index + 1), share: 0.95, expected: 20 },
    { values: Array.from({ length: 100 }, (_, index) => index + 1), share: 0.95, expected: 96 },
  ])('percentile of $values.length sorted values at $share is $expected', ({ values, share, expected }) => {
    expect(percentile(values, share)).toBe(expected);
  });

  it.each([
    { values: [], expected: 0 },
    { values: [10.8, 9.9, 11, 10.4, 10], expected: 10.4 },
    { values: [4, 1, 3, 2], expected: 2.5 },
  ])('the median of $values is $expected, in any order', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });
});
