import { describe, expect, it } from 'vitest';
import { classify, ingredient } from '../../../tests/fixtures/clp-mixture-fixtures.ts';
import { findUndecidedCategory } from './find-undecided-category.ts';

/**
 * CLP Annex I 2.6.2, Table 2.6.1 (flammable liquids): category 1 = flash point < 23 °C and initial boiling point
 * ≤ 35 °C; category 2 = flash point < 23 °C and initial boiling point > 35 °C; category 3 = flash point ≥ 23 °C and
 * ≤ 60 °C. Below 23 °C the category, and with it the H statement (H224 or H225), needs the boiling point: without
 * it the mixture is a flammable liquid of category 1 or 2, and no document may be issued on a guess.
 */
describe('a flash point below 23 °C needs the initial boiling point (Annex I Table 2.6.1)', () => {
  it.each([
    // [flash point, boiling point, undecided (1 or 2)?, missing, classified as]
    [22.9, undefined, true, ['initialBoilingPointC'], []],
    [-20, null, true, ['initialBoilingPointC'], []],
    [22.9, 35, false, [], ['Flam. Liq. 1; H224']],
    [22.9, 35.1, false, [], ['Flam. Liq. 2; H225']],
    [23, undefined, false, [], ['Flam. Liq. 3; H226']],
    [60, undefined, false, [], ['Flam. Liq. 3; H226']],
    [61, undefined, false, [], []],
  ] as const)(
    'flash point %s °C, boiling point %s °C: undecided %s',
    (flashPointC, boilingPoint, undecided, missing, codes) => {
      const { result } = classify([ingredient('x', 1, [])], {
        measured: { flashPointC, initialBoilingPointC: boilingPoint },
      });
      expect(result.classification.map((entry) => `${entry.class} ${entry.category}; ${entry.hStatement}`)).toEqual(
        codes,
      );
      const blocker = findUndecidedCategory(result.undetermined);
      if (!undecided) {
        expect(blocker).toBeNull();
        return;
      }
      expect(blocker).toMatchObject({ class: 'Flam. Liq.', missing, candidateCategories: ['1', '2'] });
      expect(blocker?.reason).toMatch(/^Flam\. Liq\. 1 or 2: enter the initial boiling point\./);
      expect(blocker?.reason).toContain('Table 2.6.1');
    },
  );

  it('no flash point at all is undetermined but not undecided: the SDS says "not determined"', () => {
    const { result } = classify([ingredient('x', 1, [])], { measured: {} });
    expect(result.undetermined).toEqual([expect.objectContaining({ class: 'Flam. Liq.', missing: ['flashPointC'] })]);
    expect(findUndecidedCategory(result.undetermined)).toBeNull();
  });

  it('a candle is never undecided: a solid is not a flammable liquid (Annex I 2.6.1)', () => {
    const { result } = classify([ingredient('x', 1, [])], { productForm: 'candle', measured: { flashPointC: 10 } });
    expect(findUndecidedCategory(result.undetermined)).toBeNull();
  });
});
