import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { measureComplianceBenchmark } from '../src/domain/regulatory/bench-fixtures.ts';

/**
 * The compliance budgets of issues 4 and 34 on synthetic data of the real size (263 Standards, naturals of
 * 15-40 constituents, a formula of `lines` lines: 600 for the house's largest): one edit re-checked across 18
 * categories (≤ 2 ms p95) and a full report with every maximum dosage and line headroom (≤ 20 ms).
 */
export function measureComplianceEngine(
  iterations = 200,
  lines = 300,
): {
  editP95Ms: number;
  fullReportMs: number;
  editMedianMs: number;
  fullReportP95Ms: number;
  firstReportColdMs: number;
  editWithHeadroomMedianMs: number;
  editWithHeadroomP95Ms: number;
} {
  const result = measureComplianceBenchmark(() => performance.now(), iterations, lines);
  return {
    editP95Ms: result.editRecheck.p95Milliseconds,
    fullReportMs: result.fullReport.medianMilliseconds,
    editMedianMs: result.editRecheck.medianMilliseconds,
    fullReportP95Ms: result.fullReport.p95Milliseconds,
    firstReportColdMs: result.firstReportColdMilliseconds,
    editWithHeadroomMedianMs: result.editRecheckWithHeadroom.medianMilliseconds,
    editWithHeadroomP95Ms: result.editRecheckWithHeadroom.p95Milliseconds,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = Number(process.env.LINES ?? 600);
  const measured = measureComplianceEngine(200, lines);
  const line = (label: string, value: number, budget: number) =>
    `${label.padEnd(36)} ${value.toFixed(3).padStart(9)} ms  (budget ${budget} ms) ${value <= budget ? 'ok' : 'OVER'}`;
  console.log(line(`one edit, ${lines} lines, 18 categories p95`, measured.editP95Ms, 2));
  console.log(`${'one edit, median'.padEnd(36)} ${measured.editMedianMs.toFixed(3).padStart(9)} ms`);
  // What the editor's live check runs (sync-live-compliance): the same edits with every line's headroom.
  console.log(
    `${'one edit + line headroom, p95'.padEnd(36)} ${measured.editWithHeadroomP95Ms.toFixed(3).padStart(9)} ms`,
  );
  console.log(
    `${'one edit + line headroom, median'.padEnd(36)} ${measured.editWithHeadroomMedianMs.toFixed(3).padStart(9)} ms`,
  );
  console.log(line('full report, every max dosage', measured.fullReportMs, 20));
  console.log(`${'first report, cold cache'.padEnd(36)} ${measured.firstReportColdMs.toFixed(3).padStart(9)} ms`);
  console.log(
    `${'load average (1, 5, 15 min)'.padEnd(36)} ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}`,
  );
}
