import { describe, expect, it } from 'vitest';
import { costOfCall, isWithinCostLimit, startOfMonthUtc } from './ai-usage.ts';

describe('costOfCall', () => {
  it.each([
    ['no price: 0, unpriced', null, 1000, 500, { cost: 0, priced: false }],
    [
      'input and output priced per million',
      { inputPerMillion: 2, outputPerMillion: 8 },
      1_000_000,
      500_000,
      { cost: 6, priced: true },
    ],
    [
      'small calls keep micro-dollars',
      { inputPerMillion: 2.5, outputPerMillion: 10 },
      120,
      30,
      { cost: 0.0006, priced: true },
    ],
    ['negative counts count as zero', { inputPerMillion: 1, outputPerMillion: 1 }, -5, 0, { cost: 0, priced: true }],
  ] as const)('%s', (_, price, tokensIn, tokensOut, expected) => {
    expect(costOfCall(price, tokensIn, tokensOut)).toEqual(expected);
  });
});

describe('isWithinCostLimit', () => {
  it.each([
    [0, 50, true],
    [49.99, 50, true],
    [50, 50, false],
    [0, 0, false],
  ])('spent %s of %s: %s', (spent, limit, expected) => {
    expect(isWithinCostLimit(spent, limit)).toBe(expected);
  });
});

describe('startOfMonthUtc', () => {
  it('is the first of the month at midnight UTC', () => {
    expect(startOfMonthUtc(new Date('2026-11-23T20:00:00Z')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
});
