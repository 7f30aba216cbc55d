import { describe, expect, it } from 'vitest';
import { countDaysLeft, findLotsNearExpiry } from './find-lots-near-expiry.ts';

describe('countDaysLeft', () => {
  it.each([
    ['the same day', '2026-03-01', 0],
    ['tomorrow', '2026-03-02', 1],
    ['yesterday', '2026-02-28', -1],
    ['across a month of 28 days', '2026-03-29', 28],
  ])('%s', (_case, expiryDate, days) => expect(countDaysLeft(expiryDate, '2026-03-01')).toBe(days));
});

describe('findLotsNearExpiry', () => {
  const lots = [
    { id: 'none', expiryDate: null },
    { id: 'far', expiryDate: '2026-06-01' },
    { id: 'at-limit', expiryDate: '2026-03-31' },
    { id: 'just-over', expiryDate: '2026-04-01' },
    { id: 'expired', expiryDate: '2026-02-01' },
    { id: 'today', expiryDate: '2026-03-01' },
  ];
  it('keeps lots expiring within the window or expired, soonest first, and never a lot without a date', () => {
    expect(findLotsNearExpiry(lots, '2026-03-01', 30).map((lot) => [lot.id, lot.daysLeft])).toEqual([
      ['expired', -28],
      ['today', 0],
      ['at-limit', 30],
    ]);
  });
});
