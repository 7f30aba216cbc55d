import { describe, expect, it } from 'vitest';
import type { MaxDosage, StandardAmounts } from './evaluate-ifra-category.ts';
import { evaluateIfraCategory } from './evaluate-ifra-category.ts';
import type { IfraCategory } from './ifra-categories.ts';
import type { IfraStandard } from './regulatory-model.ts';
import { percent } from '../../../tests/fixtures/golden-vector-fixtures.ts';

/**
 * TEST FIXTURES, not IFRA data. The 18 categories of one report read each Standard's limits and not-approved labels
 * from a table prepared once (issue 34); a label or a limit taken from the wrong category would show here.
 * TEST_COMPOUND is limited on the fragrance compound: 0 % in category 1 (a prohibition, compliance-rules.md §4),
 * 1 % in category 4, 5 % in 5A; TEST_PLAIN on the finished product: 0.5 % in 5A. W = 100 g, 2 g and 1 g of them.
 */
const TEST_COMPOUND: IfraStandard = {
  key: 'TEST_COMPOUND',
  name: 'Compound-basis test Standard',
  amendment: 'test',
  types: ['restriction'],
  casNumbers: ['0000-01-1'],
  limits: {
    '1': { kind: 'percent', value: percent(0) },
    '4': { kind: 'percent', value: percent(1) },
    '5A': { kind: 'percent', value: percent(5) },
  },
  basis: 'fragrance-compound',
  isInPhototoxicitySum: false,
};
const TEST_PLAIN: IfraStandard = {
  ...TEST_COMPOUND,
  key: 'TEST_PLAIN',
  name: 'Finished-product test Standard',
  casNumbers: ['0000-02-2'],
  limits: { '5A': { kind: 'percent', value: percent(0.5) } },
  basis: 'finished-product',
};
const AMOUNTS: StandardAmounts[] = [
  { subjectIndex: 0, standard: TEST_COMPOUND, effectiveGrams: 2, directGrams: 2, traceGrams: 0 },
  { subjectIndex: 1, standard: TEST_PLAIN, effectiveGrams: 1, directGrams: 1, traceGrams: 0 },
];

describe('every category of one report reads its own limits and labels', () => {
  it.each<[IfraCategory, string, Partial<MaxDosage> & { reasons?: readonly string[] }]>([
    // 0 % is a prohibition and the compound is added directly.
    ['1', 'not approved: prohibited', { kind: 'not-approved', reasons: ['TEST_COMPOUND: prohibited-direct'] }],
    // On the compound basis 2 g in 100 g is 2 % > 1 %: no dosage makes the compound compliant.
    ['4', 'not approved: compound over its limit', { kind: 'not-approved', reasons: ['TEST_COMPOUND: over-limit'] }],
    // 2 % ≤ 5 % on the compound (no maximum dosage from it); TEST_PLAIN: D* = L·W/M = 0.5 × 100 / 1 = 50 %.
    ['5A', 'limited by the finished-product Standard', { kind: 'limited', value: 50, bindingConstraint: 'TEST_PLAIN' }],
    ['9', 'not limited where neither Standard states a limit', { kind: 'not-limited' }],
  ])('category %s: %s', (category, _, expected) => {
    // Category 1 first, as a report evaluates them, so a label kept from it would reach category 4.
    const evaluations = (['1', '4', '5A', '9'] as const).map((each) =>
      evaluateIfraCategory({
        amounts: AMOUNTS,
        category: each,
        dosage: 10,
        totalGrams: 100,
        hasNonFoodGradeMaterial: false,
        hasUnresolved: false,
        acknowledgedSpecificationKeys: new Set(),
        includeStandardResults: each === '4',
      }),
    );
    const evaluation = evaluations.find((entry) => entry.category === category);
    expect(evaluation?.maxDosage).toMatchObject(expected);
  });
});
