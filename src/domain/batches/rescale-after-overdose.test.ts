import { describe, expect, it } from 'vitest';
import { createEmptyRow, type FormulaRow } from '../formulas/formula-row.ts';
import type { BenchLine } from './bench-line.ts';
import { checkBenchLine, recordWeighing } from './change-bench-line.ts';
import { planBenchLines } from './plan-bench-lines.ts';
import { rescaleAfterOverdose } from './rescale-after-overdose.ts';
import { buildBenchLine } from '../../../tests/fixtures/bench-line-fixtures.ts';

const AT = '2026-11-28T10:00:00.000Z';

function weigh(lines: BenchLine[], lineId: string, grams: number): BenchLine[] {
  const change = recordWeighing(lines, lineId, { grams, at: AT, source: 'typed' });
  if (!change.ok) throw new Error(change.message);
  return change.lines;
}

/** Weighs every pending line to its target (a top-up is the difference), as a perfumer at the bench would. */
function weighTheRest(lines: BenchLine[]): BenchLine[] {
  let next = lines;
  for (const line of lines)
    if (line.status === 'pending')
      next = weigh(next, line.lineId, Math.round((line.targetGrams - line.weighedGrams) * 1000) / 1000);
  return next;
}

// A 12-line formula in parts (grams of a 100 g reference), as written.
const PARTS = [30, 18.5, 12, 9, 8, 6.5, 5, 4, 3, 2.2, 1.3, 0.5];
const rows: FormulaRow[] = PARTS.map((amount, index) => ({
  ...createEmptyRow(`r${index + 1}`),
  materialId: `m${index + 1}`,
  name: `Material ${index + 1}`,
  amount,
}));

describe('rescaleAfterOverdose: a 12-line formula at 250 g with one line 5 % over', () => {
  it.each([
    { name: 'the first line overdosed', overdosed: 0 },
    { name: 'a middle line overdosed after five were weighed', overdosed: 5 },
    { name: 'the last line overdosed after all others were weighed', overdosed: 11 },
  ])('$name: every ratio holds within 0.1 %', ({ overdosed }) => {
    let lines = planBenchLines(rows, 250)!;
    expect(lines.reduce((sum, line) => sum + line.targetGrams, 0)).toBeCloseTo(250, 3);
    for (const line of lines.slice(0, overdosed)) lines = weigh(lines, line.lineId, line.targetGrams);
    const target = lines[overdosed]!;
    lines = weigh(lines, target.lineId, Math.round(target.targetGrams * 1.05 * 1000) / 1000);
    expect(checkBenchLine(lines[overdosed]!)).toBe('over');

    const rescale = rescaleAfterOverdose(lines, target.lineId)!;
    // 5 % over, to the balance's 0.001 g: the batch grows by the same factor (250 g → about 262.5 g).
    expect(Math.abs(rescale.factor - 1.05)).toBeLessThan(0.001);
    expect(rescale.toGrams).toBeCloseTo(250 * rescale.factor, 2);
    // Lines weighed before the overdose go back to pending for their top-up.
    expect(rescale.lines.slice(0, overdosed).every((line) => line.status === 'pending')).toBe(true);

    const made = weighTheRest(rescale.lines);
    const total = made.reduce((sum, line) => sum + line.weighedGrams, 0);
    const partsTotal = PARTS.reduce((sum, part) => sum + part, 0);
    for (const [index, line] of made.entries()) {
      const intended = PARTS[index]! / partsTotal;
      const actual = line.weighedGrams / total;
      expect(Math.abs(actual - intended) / intended).toBeLessThan(0.001);
    }
  });

  it.each([
    { name: 'a line within tolerance', weighed: 10.05, result: 'null' },
    { name: 'a line under its target', weighed: 9, result: 'null' },
    { name: 'a line over its tolerance', weighed: 11, result: 'rescale' },
  ])('offers a rescale only for an overdose: $name', ({ weighed, result }) => {
    const lines = weigh([buildBenchLine('a', 10), buildBenchLine('b', 20)], 'a', weighed);
    expect(rescaleAfterOverdose(lines, 'a') === null ? 'null' : 'rescale').toBe(result);
  });

  it('keeps skipped lines out, and names the lines whose lot holds less than the new target', () => {
    let lines = [
      buildBenchLine('a', 10),
      buildBenchLine('b', 20, { lotId: 'lot-b' }),
      buildBenchLine('c', 5, { status: 'skipped', targetGrams: 0 }),
      buildBenchLine('d', 4, { lotId: 'lot-d', purity: 0.5 }),
    ];
    lines = weigh(lines, 'a', 12);
    const rescale = rescaleAfterOverdose(
      lines,
      'a',
      new Map([
        ['lot-b', 23],
        ['lot-d', 3],
      ]),
    )!;
    expect(rescale.lines.map((line) => line.targetGrams)).toEqual([12, 24, 0, 4.8]);
    expect(rescale.fromGrams).toBe(34);
    expect(rescale.toGrams).toBe(40.8);
    // b needs 24 g of a 23 g lot; d draws 4.8 × 0.5 = 2.4 g of its 3 g lot: enough.
    expect(rescale.shortfalls).toEqual([{ lineId: 'b', lotId: 'lot-b', neededGrams: 24, availableGrams: 23 }]);
  });
});
