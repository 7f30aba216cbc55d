import type { NotePosition } from '../materials/note-position.ts';
import type { FormulaRow } from '../formulas/formula-row.ts';
import { planBatch } from '../formulas/plan-batch.ts';
import type { BenchLine } from './bench-line.ts';
import { DEFAULT_TOLERANCE_RULE, findLineTolerance, type ToleranceStep } from './find-line-tolerance.ts';

export type BenchLineOptions = {
  tolerancePercentByLine?: Readonly<Record<string, number>>;
  dropWeightGramsByLine?: Readonly<Record<string, number>>;
  notePositionByMaterial?: ReadonlyMap<string, NotePosition | null>;
  toleranceRule?: readonly ToleranceStep[];
};

/**
 * The lines to weigh for a batch of `targetGrams` of concentrate (the formula's included lines, scaled as the
 * batch dialog scales them), each with its tolerance (set per line, else by the rule) and drop weight. Null when
 * the formula has no amounts.
 */
export function planBenchLines(
  rows: readonly FormulaRow[],
  targetGrams: number,
  options: BenchLineOptions = {},
): BenchLine[] | null {
  const plan = planBatch(rows, targetGrams);
  if (!plan) return null;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return plan.lines.map((line): BenchLine => {
    const row = byId.get(line.rowId);
    const tolerance = findLineTolerance(
      line.grams,
      options.tolerancePercentByLine?.[line.rowId],
      options.toleranceRule ?? DEFAULT_TOLERANCE_RULE,
    );
    const dropWeight = options.dropWeightGramsByLine?.[line.rowId];
    return {
      lineId: line.rowId,
      materialId: line.materialId,
      name: line.name,
      notePosition: (line.materialId && options.notePositionByMaterial?.get(line.materialId)) || null,
      purity: line.purity,
      diluentMaterialId: row?.diluentMaterialId && line.purity < 1 ? row.diluentMaterialId : null,
      formulaGrams: line.grams,
      targetGrams: line.grams,
      tolerancePercent: tolerance.percent,
      isToleranceSet: tolerance.isSet,
      dropWeightGrams: dropWeight !== undefined && dropWeight > 0 ? dropWeight : null,
      lotId: null,
      lotNumber: null,
      diluentLotId: null,
      isExpiredLotConfirmed: false,
      weighings: [],
      weighedGrams: 0,
      status: 'pending',
      replacement: null,
      reason: null,
      isDeviationAccepted: false,
    };
  });
}
