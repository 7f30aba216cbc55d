import { describe, expect, it } from 'vitest';
import { analyzeComposition, type MaterialProfile } from './analyze-composition.ts';

const profiles = new Map<string, MaterialProfile>([
  ['bergamot', { odourFamily: 'Citrus', notePosition: 'top', substantivityHours: 2 }],
  ['hedione', { odourFamily: 'Floral', notePosition: 'heart', substantivityHours: 8 }],
  ['ambrox', { odourFamily: 'Amber', notePosition: 'base', substantivityHours: null }],
]);

describe('analyzeComposition', () => {
  const result = analyzeComposition(
    [
      { materialId: 'bergamot', grams: 25 },
      { materialId: 'hedione', grams: 50 },
      { materialId: 'ambrox', grams: 20 },
      { materialId: null, grams: 5 },
    ],
    profiles,
  );
  it('shares the concentrate by odour family, largest first, unknowns named', () => {
    expect(result.families).toEqual([
      { family: 'Floral', percent: 50 },
      { family: 'Citrus', percent: 25 },
      { family: 'Amber', percent: 20 },
      { family: 'Unknown', percent: 5 },
    ]);
  });
  it('builds the pyramid from note positions', () => {
    expect(result.pyramid).toEqual({ top: 25, heart: 50, base: 20, unknown: 5 });
  });
  it.each([
    [0, 100],
    [1, ((25 * 0.5 + 50 * (7 / 8)) / 75) * 100],
    [2, ((50 * 6) / 8 / 75) * 100],
    [8, 0],
  ])('at %s h, %s % remains of the materials with a known substantivity', (hours, expected) => {
    expect(result.evaporation.find((point) => point.hours === hours)?.percentRemaining).toBeCloseTo(expected);
  });
  it('says how much of the concentrate the curve covers, and gives no curve without data', () => {
    expect(result.substantivityCoverage).toBe(75);
    expect(analyzeComposition([{ materialId: 'ambrox', grams: 1 }], profiles).evaporation).toEqual([]);
  });
});
