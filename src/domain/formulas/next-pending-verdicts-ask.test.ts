import { describe, expect, it } from 'vitest';
import { nextPendingVerdictsAsk } from './next-pending-verdicts-ask.ts';

describe('nextPendingVerdictsAsk: asking again for verdicts still being checked', () => {
  it.each([
    [0, 1500],
    [1, 1500],
    [2, 3000],
    [3, 6000],
    [4, 12_000],
    [5, 12_000],
    [40, 12_000],
  ])('after %i answers, %i ms', (asks, wait) => {
    expect(nextPendingVerdictsAsk(asks)).toBe(wait);
  });
});
