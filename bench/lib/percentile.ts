/** The value at `share` (0.5 for p50, 0.95 for p95) of timings sorted ascending; 0 when there are none. */
export function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
