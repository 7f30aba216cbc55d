import { describe, expect, it } from 'vitest';
import { ingredient } from '../../../tests/fixtures/clp-mixture-fixtures.ts';
import { describeLimitsAndFactors } from './describe-limits-and-factors.ts';
import { parseSpecificLimitsCell } from './parse-hazard-classification.ts';

/**
 * SDS section 3.2 (REACH Annex II as amended by Regulation (EU) 2020/878, 3.2.1) gives each substance's specific
 * concentration limits, M-factors and acute toxicity estimates. The inputs are the "Specific Conc. Limits, M-factors"
 * cells of ECHA's Annex VI export (ATP 21) as printed there: isoeugenol 604-094-00-X, d-limonene 601-096-00-2,
 * benzyl alcohol 603-057-00-5; galaxolide 603-212-00-7 has an empty cell.
 */
describe('describeLimitsAndFactors: what SDS section 3.2 adds to a substance’s classification', () => {
  it.each([
    ['isoeugenol', ['Skin Sens. 1A; H317'], 'Skin Sens. 1A; H317: C ≥ 0,01 %', ['SCL Skin Sens. 1A; H317: C ≥ 0.01 %']],
    ['d-limonene', ['Aquatic Acute 1; H400', 'Aquatic Chronic 3; H412'], 'M=1', ['M = 1 (acute)']],
    ['benzyl alcohol', ['Acute Tox. 4; H302'], 'oral: ATE = 1200 mg/kg bw', ['ATE oral = 1200 mg/kg bw']],
    [
      'galaxolide (no M-factor in Annex VI)',
      ['Aquatic Acute 1; H400', 'Aquatic Chronic 1; H410'],
      '',
      ['M-factor (acute): not given', 'M-factor (chronic): not given'],
    ],
    ['linalool (nothing to add)', ['Skin Sens. 1B; H317'], '', []],
  ] as const)('%s', (name, classification, cell, expected) => {
    const parsed = parseSpecificLimitsCell(cell);
    const subject = {
      ...ingredient(name, 1, [...classification]),
      limits: parsed.limits,
      mFactors: parsed.mFactors,
      ate: parsed.ate,
    };
    expect(describeLimitsAndFactors(subject)).toEqual(expected);
  });

  it('gives a range with an upper bound as Annex VI writes it', () => {
    const parsed = parseSpecificLimitsCell('Skin Irrit. 2; H315: 5 % ≤ C < 10 %');
    expect(describeLimitsAndFactors({ ...ingredient('x', 1, ['Skin Irrit. 2; H315']), limits: parsed.limits })).toEqual(
      ['SCL Skin Irrit. 2; H315: 5 % ≤ C < 10 %'],
    );
  });
});
