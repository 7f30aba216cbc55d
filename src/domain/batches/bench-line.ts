import type { NotePosition } from '../materials/note-position.ts';

/** One weighing of a line: grams put on the balance (tared) in one go, typed or read from a balance. */
export type Weighing = { grams: number; at: string; source: 'typed' | 'balance' };

/**
 * One line of a batch at the bench. `formulaGrams` is the line's share of the batch as planned (the ratio every
 * rescale keeps); `targetGrams` the grams it should reach now (after rescales); `weighedGrams` the sum of its
 * weighings. A skipped line is left out of the bottle; a replaced one is weighed with another material.
 */
export type BenchLine = {
  lineId: string;
  materialId: string | null;
  name: string;
  notePosition: NotePosition | null;
  /** (0, 1]: the share of the line that is the material (the rest is its diluent). */
  purity: number;
  diluentMaterialId: string | null;
  formulaGrams: number;
  targetGrams: number;
  /** The tolerance applied, in percent of the target, and whether the user set it for this line. */
  tolerancePercent: number;
  isToleranceSet: boolean;
  dropWeightGrams: number | null;
  lotId: string | null;
  lotNumber: string | null;
  /** The lot of the line's diluent, when the diluent is a library material with stock. */
  diluentLotId: string | null;
  /** The lot is past its expiry date: the user confirmed its use. */
  isExpiredLotConfirmed: boolean;
  weighings: Weighing[];
  weighedGrams: number;
  status: 'pending' | 'weighed' | 'skipped';
  replacement: { materialId: string | null; name: string } | null;
  /** Why the line was skipped or replaced, or the note on an accepted deviation. */
  reason: string | null;
  isDeviationAccepted: boolean;
};

/** What happened to a batch, in order: the record keeps it. */
export type BatchEvent =
  | { kind: 'rescaled'; at: string; lineId: string; factor: number; fromGrams: number; toGrams: number }
  | { kind: 'deviation-accepted'; at: string; lineId: string; weighedGrams: number; targetGrams: number }
  | { kind: 'skipped' | 'replaced'; at: string; lineId: string; reason: string }
  | { kind: 'paused' | 'resumed' | 'claimed'; at: string; deviceId: string; userId: string };

/** Grams are kept to 4 decimals (0.1 mg), like formula amounts. */
export const roundGrams = (value: number) => Math.round(value * 10_000) / 10_000;
