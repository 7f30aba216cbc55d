import type { BatchEvent, BenchLine } from './bench-line.ts';
import { checkBenchLine } from './change-bench-line.ts';

export type BatchDeviation =
  | {
      kind: 'over' | 'under';
      lineId: string;
      name: string;
      targetGrams: number;
      weighedGrams: number;
      percent: number;
      isAccepted: boolean;
      note: string | null;
    }
  | { kind: 'skipped'; lineId: string; name: string; reason: string }
  | { kind: 'replaced'; lineId: string; name: string; replacementName: string; reason: string }
  | { kind: 'rescaled'; lineId: string; name: string; factor: number; fromGrams: number; toGrams: number };

/**
 * What the record lists as deviations: every rescale (the line that caused it, the batch's grams before and
 * after), every skipped or replaced line with its reason, and every weighed line outside its tolerance (accepted
 * or not), with its difference in percent of the target.
 */
export function listBatchDeviations(lines: readonly BenchLine[], events: readonly BatchEvent[]): BatchDeviation[] {
  const nameOf = new Map(lines.map((line) => [line.lineId, line.name]));
  const deviations: BatchDeviation[] = events.flatMap((event): BatchDeviation[] =>
    event.kind === 'rescaled'
      ? [
          {
            kind: 'rescaled',
            lineId: event.lineId,
            name: nameOf.get(event.lineId) ?? '',
            factor: event.factor,
            fromGrams: event.fromGrams,
            toGrams: event.toGrams,
          },
        ]
      : [],
  );
  for (const line of lines) {
    if (line.status === 'skipped') {
      deviations.push({ kind: 'skipped', lineId: line.lineId, name: line.name, reason: line.reason ?? '' });
      continue;
    }
    if (line.replacement)
      deviations.push({
        kind: 'replaced',
        lineId: line.lineId,
        name: line.name,
        replacementName: line.replacement.name,
        reason: line.reason ?? '',
      });
    const check = checkBenchLine(line);
    if (check === 'within') continue;
    deviations.push({
      kind: check,
      lineId: line.lineId,
      name: line.name,
      targetGrams: line.targetGrams,
      weighedGrams: line.weighedGrams,
      percent:
        line.targetGrams > 0
          ? Math.round(((line.weighedGrams - line.targetGrams) / line.targetGrams) * 10_000) / 100
          : 0,
      isAccepted: line.isDeviationAccepted,
      note: line.isDeviationAccepted ? line.reason : null,
    });
  }
  return deviations;
}
