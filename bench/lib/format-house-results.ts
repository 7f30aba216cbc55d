import fs from 'node:fs';
import { formatBenchTable, type BenchRow } from './bench-table.ts';

const HOW =
  'npm run bench:house measures it on PostgreSQL (DATABASE_URL; see bench/house.ts): it needs minutes to build the house, so npm run bench shows its last result.';

/**
 * DESIGN's house row (30 users, 10,000 formulas of 20-600 lines, 50 sessions of mixed use) as `npm run bench:house`
 * last measured it, with when and on what workload, or how to measure it when it never was.
 */
export function formatHouseResults(file: string): string {
  let saved: { measuredAt: string; workload: string; rows: BenchRow[] } | null = null;
  try {
    saved = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof saved;
  } catch {
    return `\nThe house (30 users, 10,000 formulas of 20-600 lines, 50 sessions of mixed use): not measured yet. ${HOW}`;
  }
  return `\nThe house, as last measured at ${saved!.measuredAt}: ${saved!.workload}\n${formatBenchTable(saved!.rows)}\n${HOW}`;
}
