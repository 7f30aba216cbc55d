import { describe, expect, it } from 'vitest';
import { networkBackoffMs } from './api.ts';

describe('networkBackoffMs', () => {
  it.each([
    [1, 100],
    [2, 200],
    [3, 400],
    [5, 1600],
    [6, 2000],
    [10, 2000],
  ])('retry %i waits %i ms (doubling from 100 ms, never above 2 s)', (attempt, expected) => {
    expect(networkBackoffMs(attempt)).toBe(expected);
  });
});
