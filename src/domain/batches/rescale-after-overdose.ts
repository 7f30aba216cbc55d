import { roundGrams, type BenchLine } from './bench-line.ts';
import { checkBenchLine, toleranceGramsOf } from './change-bench-line.ts';

/** A line whose lot holds less than its new target asks for (the material drawn: grams × purity). */
export type RescaleShortfall = { lineId: string; lotId: string; neededGrams: number; availableGrams: number };

export type Rescale = {
  lines: BenchLine[];
  factor: number;
  fromGrams: number;
  toGrams: number;
  shortfalls: RescaleShortfall[];
};

const batchGramsOf = (lines: readonly BenchLine[]) =>
  roundGrams(lines.reduce((sum, line) => sum + (line.status === 'skipped' ? 0 : line.targetGrams), 0));

/**
 * After an overdose, the batch grows so every ratio holds: each line's target is multiplied by the overdosed
 * line's weighed / target (that line's target becomes what was weighed). A line weighed before now falls short
 * of its new target and goes back to pending for its top-up; the lines not yet weighed are simply larger. Lines
 * whose lot holds less than the new targets ask of it (stock is drawn at completion) are listed: overdoses are
 * limited to what remains. Null unless the line
 * is weighed over its tolerance.
 */
export function rescaleAfterOverdose(
  lines: readonly BenchLine[],
  lineId: string,
  availableGramsByLot: ReadonlyMap<string, number> = new Map(),
): Rescale | null {
  const overdosed = lines.find((line) => line.lineId === lineId);
  if (!overdosed || overdosed.status !== 'weighed' || checkBenchLine(overdosed) !== 'over') return null;
  const factor = overdosed.weighedGrams / overdosed.targetGrams;
  const rescaled = lines.map((line): BenchLine => {
    if (line.status === 'skipped') return line;
    if (line.lineId === lineId) return { ...line, targetGrams: line.weighedGrams, isDeviationAccepted: false };
    const targetGrams = roundGrams(line.targetGrams * factor);
    const next = { ...line, targetGrams };
    const isShort = line.status === 'weighed' && line.weighedGrams < targetGrams - toleranceGramsOf(next);
    return isShort ? { ...next, status: 'pending' } : next;
  });
  const needByLot = new Map<string, { lineIds: string[]; grams: number }>();
  for (const line of rescaled) {
    if (line.status === 'skipped' || !line.lotId) continue;
    const entry = needByLot.get(line.lotId) ?? { lineIds: [], grams: 0 };
    entry.lineIds.push(line.lineId);
    entry.grams += line.targetGrams * line.purity;
    needByLot.set(line.lotId, entry);
  }
  const shortfalls: RescaleShortfall[] = [];
  for (const [lotId, need] of needByLot) {
    const available = availableGramsByLot.get(lotId);
    if (available === undefined || need.grams <= available + 1e-9) continue;
    for (const id of need.lineIds)
      shortfalls.push({ lineId: id, lotId, neededGrams: roundGrams(need.grams), availableGrams: available });
  }
  return {
    lines: rescaled,
    factor,
    fromGrams: batchGramsOf(lines),
    toGrams: batchGramsOf(rescaled),
    shortfalls,
  };
}
