import { describe, expect, it } from 'vitest';
import { buildFunnel, fillDailySeries } from './usage-analytics.ts';

describe('fillDailySeries', () => {
  it.each([
    ['no records gives zero days', [], '2026-11-20', 3, [0, 0, 0]],
    [
      'a record in the middle',
      [{ day: '2026-11-21', pageViews: 4, sessions: 2, visitors: 1 }],
      '2026-11-20',
      3,
      [0, 4, 0],
    ],
    ['across a month end', [{ day: '2026-12-01', pageViews: 7, sessions: 1, visitors: 1 }], '2026-11-30', 2, [0, 7]],
    [
      'a record outside the range is left out',
      [{ day: '2026-01-01', pageViews: 9, sessions: 1, visitors: 1 }],
      '2026-11-20',
      1,
      [0],
    ],
  ])('%s', (_case, found, firstDay, days, pageViews) => {
    const series = fillDailySeries(found, firstDay, days);
    expect(series.map((point) => point.pageViews)).toEqual(pageViews);
    expect(series[0]!.day).toBe(firstDay);
  });
});

describe('buildFunnel', () => {
  it.each([
    [
      'landing, sign-up, first formula',
      [100, 10, 4],
      [
        [1, 1],
        [0.1, 0.1],
        [0.04, 0.4],
      ],
    ],
    [
      'nobody landed',
      [0, 0, 0],
      [
        [0, 1],
        [0, 0],
        [0, 0],
      ],
    ],
    [
      'sign-ups without a landing (came by link)',
      [0, 3, 1],
      [
        [0, 1],
        [0, 0],
        [0, 1 / 3],
      ],
    ],
  ])('%s', (_case, counts, shares) => {
    const funnel = buildFunnel(counts.map((count, index) => ({ label: `step ${index}`, count })));
    expect(funnel.map((step) => [step.ofFirst, step.ofPrevious])).toEqual(shares);
  });
});
