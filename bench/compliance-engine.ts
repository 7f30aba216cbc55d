import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { ComplianceBenchmark } from '../src/domain/regulatory/bench-fixtures.ts';
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

type BenchmarkModule = { measureComplianceBenchmark: typeof measureComplianceBenchmark };

/** Process CPU time in ms (user + system, every thread): what an edit costs without the time other processes take. */
const cpuNow = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * BASELINE=<another checkout> runs that checkout's engine and this one alternately in one process (ROUNDS rounds,
 * the order swapped each round), so a shared machine's load falls on both alike; CLOCK=cpu times with CPU time.
 */
async function compareWithBaseline(baseline: string, lines: number): Promise<void> {
  const other = (await import(
    pathToFileURL(resolve(baseline, 'src/domain/regulatory/bench-fixtures.ts')).href
  )) as BenchmarkModule;
  const sides: [string, BenchmarkModule][] = [
    [`baseline (${baseline})`, other],
    ['this checkout', { measureComplianceBenchmark }],
  ];
  const clock = process.env.CLOCK === 'cpu' ? cpuNow : () => performance.now();
  const results = new Map<string, ComplianceBenchmark[]>();
  const rounds = Number(process.env.ROUNDS ?? 3);
  for (let round = 0; round < rounds; round++)
    for (const [label, module] of round % 2 === 0 ? sides : [...sides].reverse()) {
      const result = module.measureComplianceBenchmark(clock, 200, lines);
      results.set(label, [...(results.get(label) ?? []), result]);
    }
  const median = (values: number[]) =>
    [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? 0;
  const show = (values: number[]) =>
    `${median(values).toFixed(3)} (${values.map((value) => value.toFixed(2)).join(' ')})`;
  console.log(`${lines} lines, ${rounds} rounds alternated, clock ${process.env.CLOCK === 'cpu' ? 'CPU' : 'wall'}`);
  for (const [label, runs] of results) {
    console.log(label);
    console.log(`  one edit p50 ${show(runs.map((run) => run.editRecheck.medianMilliseconds))}`);
    console.log(`  one edit p95 ${show(runs.map((run) => run.editRecheck.p95Milliseconds))}`);
    console.log(`  + headroom p50 ${show(runs.map((run) => run.editRecheckWithHeadroom.medianMilliseconds))}`);
    console.log(`  + headroom p95 ${show(runs.map((run) => run.editRecheckWithHeadroom.p95Milliseconds))}`);
    console.log(`  full report ${show(runs.map((run) => run.fullReport.medianMilliseconds))}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = Number(process.env.LINES ?? 600);
  const baseline = process.env.BASELINE;
  if (baseline) {
    console.log(
      `load average before ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
    await compareWithBaseline(baseline, lines);
    console.log(
      `load average after ${loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
    process.exit(0);
  }
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
