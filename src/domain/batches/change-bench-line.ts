import { roundGrams, type BenchLine, type Weighing } from './bench-line.ts';
import { BALANCE_READABILITY_GRAMS, checkWeighing, type WeighingCheck } from './find-line-tolerance.ts';

export type LineChange = { ok: true; lines: BenchLine[] } | { ok: false; message: string };

/** The line's tolerance in grams now (its percent of the current target, at least one balance digit). */
export const toleranceGramsOf = (line: Pick<BenchLine, 'targetGrams' | 'tolerancePercent'>) =>
  roundGrams(Math.max(BALANCE_READABILITY_GRAMS, (line.targetGrams * line.tolerancePercent) / 100));

/** Where the line's weighed grams stand against its target (a line not weighed yet is under). */
export const checkBenchLine = (line: BenchLine): WeighingCheck =>
  checkWeighing(line.targetGrams, line.weighedGrams, toleranceGramsOf(line));

function changeLine(
  lines: readonly BenchLine[],
  lineId: string,
  change: (line: BenchLine) => BenchLine | string,
): LineChange {
  const line = lines.find((candidate) => candidate.lineId === lineId);
  if (!line) return { ok: false, message: 'This batch has no such line' };
  const changed = change(line);
  if (typeof changed === 'string') return { ok: false, message: changed };
  return { ok: true, lines: lines.map((candidate) => (candidate.lineId === lineId ? changed : candidate)) };
}

/**
 * Adds a weighing to a line (a line may be weighed in several goes: a top-up after a rescale is a second
 * weighing); the line is then ticked as weighed.
 */
export function recordWeighing(lines: readonly BenchLine[], lineId: string, weighing: Weighing): LineChange {
  return changeLine(lines, lineId, (line) => {
    if (line.status === 'skipped') return 'This line was skipped: it takes no weighing';
    if (!(weighing.grams >= 0) || !Number.isFinite(weighing.grams)) return 'A weighing is a number of grams';
    return {
      ...line,
      weighings: [...line.weighings, { ...weighing, grams: roundGrams(weighing.grams) }],
      weighedGrams: roundGrams(line.weighedGrams + weighing.grams),
      status: 'weighed',
      isDeviationAccepted: false,
    };
  });
}

/** Leaves a line out of the bottle, with the reason the record keeps. Nothing of it may have been weighed. */
export function skipBenchLine(lines: readonly BenchLine[], lineId: string, reason: string): LineChange {
  return changeLine(lines, lineId, (line) => {
    if (!reason.trim()) return 'Say why the line is skipped';
    if (line.weighedGrams > 0) return 'Part of this line is already in the bottle: it cannot be skipped';
    return { ...line, status: 'skipped', reason: reason.trim(), targetGrams: 0 };
  });
}

/**
 * Weighs another material in a line's place (same target), with the reason; the line's lot is the replacement's
 * (null until one is chosen).
 */
export function replaceBenchLine(
  lines: readonly BenchLine[],
  lineId: string,
  replacement: { materialId: string | null; name: string; lotId: string | null; lotNumber: string | null },
  reason: string,
): LineChange {
  return changeLine(lines, lineId, (line) => {
    if (!reason.trim()) return 'Say why the material is replaced';
    if (line.weighedGrams > 0) return 'Part of this line is already in the bottle: it cannot be replaced';
    if (line.status === 'skipped') return 'This line was skipped';
    return {
      ...line,
      replacement: { materialId: replacement.materialId, name: replacement.name.trim() },
      reason: reason.trim(),
      lotId: replacement.lotId,
      lotNumber: replacement.lotNumber,
      isExpiredLotConfirmed: false,
    };
  });
}

/** Keeps an overdose or an underdose as it is: the record lists it as an accepted deviation. */
export function acceptLineDeviation(lines: readonly BenchLine[], lineId: string, note: string | null): LineChange {
  return changeLine(lines, lineId, (line) => {
    if (line.status !== 'weighed') return 'Weigh the line first';
    if (checkBenchLine(line) === 'within') return 'The line is within its tolerance: nothing to accept';
    return { ...line, isDeviationAccepted: true, reason: note?.trim() || line.reason };
  });
}
