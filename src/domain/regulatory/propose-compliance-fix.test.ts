import { describe, expect, it } from 'vitest';
import {
  buildFormula,
  buildGoldenEngine,
  buildLine,
  T4_LINES,
} from '../../../tests/fixtures/golden-vector-fixtures.ts';
import { proposeComplianceFixes } from './propose-compliance-fix.ts';

const engine = buildGoldenEngine();
const options = { category: '4', dosage: { basis: 'w/w', percent: 20 } } as const;
const families: Record<string, string> = { citral: 'Citrus', dpg: 'Solvent' };

describe('proposeComplianceFixes (make it compliant)', () => {
  it('with a market that is not assessed (the United Kingdom) still proposes what passes IFRA and the EU', () => {
    // The verdict with the UK chosen is at best "cannot be verified" (no GB rules in the data), so a proposal judged on
    // it never passed and "Make it compliant" offered nothing. Citral 40 g at 20 %: α = 1.8/38.8 as below.
    const lines = buildFormula([buildLine('citral', 40)]);
    const fixes = proposeComplianceFixes({ engine, lines, options: { ...options, markets: ['EU', 'UK'] } });
    expect(fixes.map((fix) => fix.kind)).toEqual(['lower-lines', 'lower-dosage']);
    expect(fixes[0]?.factor).toBeCloseTo(1.8 / 38.8, 9);
    expect(fixes[0]?.report.assessedVerdict).toBe('compliant');
    expect(fixes[0]?.report.verdict).toBe('cannot-be-verified');
  });

  it('proposes nothing for a formula that passes', () => {
    expect(proposeComplianceFixes({ engine, lines: buildFormula([buildLine('citral', 2)]), options })).toEqual([]);
  });

  it('citral 40 g in 100 g at 20% (8% against 0.6%): lowers citral exactly to the limit, or the dosage to 1.5%', () => {
    const lines = buildFormula([buildLine('citral', 40)]);
    const fixes = proposeComplianceFixes({ engine, lines, options, familyOf: (id) => families[id] ?? null });
    expect(fixes.map((fix) => fix.kind)).toEqual(['lower-lines', 'lower-dosage']);
    const [lower, dosage] = fixes;
    // 40α·20/(60 + 40α) = 0.6 → α = 1.8/38.8.
    expect(lower?.factor).toBeCloseTo(1.8 / 38.8, 9);
    expect(lower?.changes).toEqual([
      { lineId: 'citral-line', materialId: 'citral', fromGrams: 40, toGrams: expect.closeTo((40 * 1.8) / 38.8, 6) },
    ]);
    expect(lower?.gramsRemoved).toBeCloseTo(40 - (40 * 1.8) / 38.8, 6);
    expect(lower?.report.standards.find((standard) => standard.key === 'TEST_CITRAL')?.concentration).toBeCloseTo(
      0.6,
      6,
    );
    expect(lower?.report.verdict).toBe('compliant');
    // DPG keeps its grams: its share of the concentrate grows.
    expect(lower?.familyBalance.find((share) => share.family === 'Solvent')).toMatchObject({
      before: 60,
      after: expect.closeTo((60 / (60 + (40 * 1.8) / 38.8)) * 100, 6),
    });
    expect(dosage).toMatchObject({
      kind: 'lower-dosage',
      factor: 1,
      changes: [],
      gramsRemoved: 0,
      fromDosage: 20,
      toDosage: 1.5,
    });
  });

  it('phototoxicity sum 1.3 (bergamot 2 g, lemon 3 g at 20%): both oils lowered by the same factor 0.76', () => {
    const fixes = proposeComplianceFixes({ engine, lines: T4_LINES, options });
    const lower = fixes.find((fix) => fix.kind === 'lower-lines');
    // Σ α·M/t ≤ W_o + α·W_f with t = L/D: 130α ≤ 95 + 5α.
    expect(lower?.factor).toBeCloseTo(0.76, 9);
    expect(lower?.changes.map((change) => change.lineId).sort()).toEqual([
      'bergamot-oil-expressed-line',
      'lemon-oil-cold-pressed-line',
    ]);
    expect(lower?.report.phototoxicity.sumOfRatios).toBeCloseTo(1, 6);
  });

  it('a prohibited material is taken out (factor 0); a dosage cannot fix it', () => {
    const fixes = proposeComplianceFixes({ engine, lines: buildFormula([buildLine('musk-ambrette', 1)]), options });
    expect(fixes.map((fix) => fix.kind)).toEqual(['lower-lines']);
    expect(fixes[0]?.changes).toEqual([
      { lineId: 'musk-ambrette-line', materialId: 'musk-ambrette', fromGrams: 1, toGrams: 0 },
    ]);
  });
});
