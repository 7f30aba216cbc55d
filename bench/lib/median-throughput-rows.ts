import type { BenchRow } from './bench-table.ts';
import type { ApiThroughput } from './measure-api.ts';
import { median } from './percentile.ts';

/** One row per target: the median of its ratios over the rounds, and each round's ratio beside it. */
export function medianRows(rounds: readonly ApiThroughput[]): BenchRow[] {
  const baselines = rounds.map((round) => round.baseline.requestsPerSecond);
  const rows: BenchRow[] = [
    {
      budget: 'bare Hono "hello" (baseline)',
      measured: `${Math.round(median(baselines))} req/s (median)`,
      limit: '',
      ok: null,
      note: `rounds: ${baselines.join(', ')}`,
    },
  ];
  for (const [index, { label, minimumRatio, note }] of (rounds[0]?.targets ?? []).entries()) {
    const measured = rounds.flatMap((round) => {
      const { result, baseline } = round.targets[index] ?? {};
      return result && baseline
        ? [
            {
              rps: result.requestsPerSecond,
              ratio: result.requestsPerSecond / baseline.requestsPerSecond,
              cpu: result.cpuMicrosPerRequest,
              baselineCpu: baseline.cpuMicrosPerRequest,
              p99: result.p99Ms,
              errors: result.errors + result.non2xx,
            },
          ]
        : [];
    });
    if (measured.length === 0) continue;
    const ratio = median(measured.map((entry) => entry.ratio));
    rows.push({
      budget: label,
      measured: `${Math.round(median(measured.map((entry) => entry.rps)))} req/s (median)`,
      limit: minimumRatio ? `≥ ${minimumRatio * 100}% of baseline` : 'informative',
      ratio: `${Math.round(ratio * 100)}%`,
      ok: minimumRatio ? ratio >= minimumRatio : null,
      note: `${note ? `${note}; ` : ''}rounds: ${measured.map((entry) => `${Math.round(entry.ratio * 100)}%`).join(', ')}; worst p99 ${Math.max(...measured.map((entry) => entry.p99))} ms, ${measured.reduce((sum, entry) => sum + entry.errors, 0)} errors${
        measured.every((entry) => entry.cpu !== null && entry.baselineCpu !== null)
          ? `; CPU per request ${median(measured.map((entry) => entry.cpu!)).toFixed(1)} µs, baseline ${median(measured.map((entry) => entry.baselineCpu!)).toFixed(1)} µs`
          : ''
      }`,
    });
  }
  return rows;
}
