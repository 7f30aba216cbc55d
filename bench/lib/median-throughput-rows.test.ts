import { describe, expect, it } from 'vitest';
import type { ApiThroughput } from './measure-api.ts';
import { medianRows } from './median-throughput-rows.ts';
import type { Throughput } from './measure-throughput.ts';

const throughput = (requestsPerSecond: number, errors = 0): Throughput => ({
  requestsPerSecond,
  p99Ms: 1,
  errors,
  non2xx: 0,
  cpuMicrosPerRequest: null,
});

/** One round: the search beside a baseline of 100,000 req/s, at the given share of it. */
const round = (share: number, errors = 0): ApiThroughput => ({
  baseline: throughput(100_000),
  targets: [
    {
      label: 'search',
      minimumRatio: 0.5,
      result: throughput(share * 100_000, errors),
      baseline: throughput(100_000),
    },
  ],
});

describe('medianRows: the API budgets over several rounds', () => {
  it.each([
    { shares: [0.49, 0.54, 0.52, 0.51, 0.53], ratio: '52%', ok: true },
    { shares: [0.49, 0.48, 0.6, 0.49, 0.7], ratio: '49%', ok: false },
    { shares: [0.5], ratio: '50%', ok: true },
  ])('rounds at $shares: the median $ratio decides ($ok)', ({ shares, ratio, ok }) => {
    const row = medianRows(shares.map((share) => round(share)))[1]!;
    expect([row.ratio, row.ok]).toEqual([ratio, ok]);
    expect(row.note).toContain(`rounds: ${shares.map((share) => `${Math.round(share * 100)}%`).join(', ')}`);
  });

  it('counts the errors of every round', () => {
    const row = medianRows([round(0.6, 2), round(0.6), round(0.6, 3)])[1]!;
    expect(row.note).toContain('5 errors');
  });
});
