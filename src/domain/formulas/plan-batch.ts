import { calculateFormula } from './calculate-formula.ts';
import type { FormulaRow } from './formula-row.ts';
import { roundAmount, scaleToBatch } from './scale-formula.ts';

/** Grams of one library material a batch line takes out of stock. */
export type StockDraw = { materialId: string; name: string; grams: number };

/** One weighed line of a made batch, as formula_batches.lines keeps it. */
export type BatchRecordLine = {
  rowId: string;
  name: string;
  materialId: string | null;
  grams: number;
  purity: number;
  draws: StockDraw[];
};

/** What the stock could not cover for one material. */
export type StockShortfall = { materialId: string; name: string; neededGrams: number; missingGrams: number };

export type BatchPlan = { batchGrams: number; lines: BatchRecordLine[]; draws: StockDraw[] };

const isWeighable = (row: FormulaRow) => row.name.trim() !== '' || row.amount > 0;

/**
 * The lines to weigh for a batch of `batchGrams` of concentrate, and what each takes out of stock: a neat line
 * its material; a dilution the diluted material's share (grams × purity) plus the diluent's share when the
 * diluent is a library material. Draws of the same material are merged. Null when the formula has no amounts.
 */
export function planBatch(rows: readonly FormulaRow[], batchGrams: number): BatchPlan | null {
  const weighable = rows.filter(isWeighable);
  const grams = new Map(calculateFormula(weighable, { dosagePercent: 100 }).rows.map((row) => [row.rowId, row.grams]));
  const sheet = scaleToBatch(weighable, grams, { kind: 'mass', grams: batchGrams });
  if (!sheet) return null;
  const byId = new Map(weighable.map((row) => [row.id, row]));
  const merged = new Map<string, StockDraw>();
  const lines = sheet.lines.map((line): BatchRecordLine => {
    const row = byId.get(line.rowId);
    const purity = row?.purity ?? 1;
    const draws: StockDraw[] = [];
    if (row?.materialId)
      draws.push({ materialId: row.materialId, name: row.name, grams: roundAmount(line.grams * purity) });
    if (row?.diluentMaterialId && purity < 1)
      draws.push({
        materialId: row.diluentMaterialId,
        name: row.diluent ?? 'Diluent',
        grams: roundAmount(line.grams * (1 - purity)),
      });
    for (const draw of draws) {
      const existing = merged.get(draw.materialId);
      merged.set(
        draw.materialId,
        existing ? { ...existing, grams: roundAmount(existing.grams + draw.grams) } : { ...draw },
      );
    }
    return {
      rowId: line.rowId,
      name: line.name,
      materialId: row?.materialId ?? null,
      grams: line.grams,
      purity,
      draws: draws.filter((draw) => draw.grams > 0),
    };
  });
  return { batchGrams: sheet.targetGrams, lines, draws: [...merged.values()].filter((draw) => draw.grams > 0) };
}
