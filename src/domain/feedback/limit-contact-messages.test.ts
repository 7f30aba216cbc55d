import { describe, expect, it } from 'vitest';
import { decideRateLimit, describeRetryAfter } from './limit-contact-messages.ts';

const HOUR = 60 * 60 * 1000;
const limit = { max: 3, windowMs: HOUR };
const T = 1_700_000_000_000;

describe('decideRateLimit', () => {
  it.each([
    ['the first message', null, T, { allowed: true, next: { count: 1, windowStart: T } }],
    [
      'a message under the limit',
      { count: 2, windowStart: T },
      T + 1000,
      { allowed: true, next: { count: 3, windowStart: T } },
    ],
    ['a message at the limit', { count: 3, windowStart: T }, T + 1000, { allowed: false, retryAfterSeconds: 3599 }],
    [
      'the last second of the window',
      { count: 3, windowStart: T },
      T + HOUR - 1,
      { allowed: false, retryAfterSeconds: 1 },
    ],
    [
      'a message once the window has ended',
      { count: 3, windowStart: T },
      T + HOUR,
      { allowed: true, next: { count: 1, windowStart: T + HOUR } },
    ],
    [
      'a window from the future (clock moved back)',
      { count: 3, windowStart: T + HOUR },
      T,
      { allowed: true, next: { count: 1, windowStart: T } },
    ],
  ] as const)('%s', (_, current, now, decision) => {
    expect(decideRateLimit(current, now, limit)).toEqual(decision);
  });
});

describe('describeRetryAfter', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3599, '60 minutes'],
  ])('%i s reads as %s', (seconds, words) => {
    expect(describeRetryAfter(seconds)).toContain(`try again in ${words}.`);
  });
});
