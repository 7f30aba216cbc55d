import type { BenchLine } from './bench-line.ts';

/** A pending bench line for tests: `grams` is both its planned share and its target. */
export function buildBenchLine(lineId: string, grams: number, fields: Partial<BenchLine> = {}): BenchLine {
  return {
    lineId,
    materialId: `material-${lineId}`,
    name: `Material ${lineId}`,
    notePosition: null,
    purity: 1,
    diluentMaterialId: null,
    formulaGrams: grams,
    targetGrams: grams,
    tolerancePercent: 1,
    isToleranceSet: false,
    dropWeightGrams: null,
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
    ...fields,
  };
}
