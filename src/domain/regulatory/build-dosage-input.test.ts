import { describe, expect, it } from 'vitest';
import { buildDosageInput, type DosageSetting } from './build-dosage-input.ts';
import { convertDosageToMass } from './convert-dosage-to-mass.ts';

describe('buildDosageInput', () => {
  it.each<[string, DosageSetting, ReturnType<typeof buildDosageInput>]>([
    [
      'w/w is the percent alone, densities dropped',
      { basis: 'w/w', percent: 20, concentrateDensity: 0.95, baseDensity: 0.79 },
      { basis: 'w/w', percent: 20 },
    ],
    [
      'v/v keeps both densities',
      { basis: 'v/v', percent: 20, concentrateDensity: 0.98, baseDensity: 0.789 },
      { basis: 'v/v', percent: 20, concentrateDensity: 0.98, baseDensity: 0.789 },
    ],
  ])('%s', (_case, setting, expected) => {
    expect(buildDosageInput(setting)).toEqual(expected);
  });

  it.each<[string, DosageSetting, number | 'invalid-density']>([
    [
      '20 mL oil (0.98) in 80 mL ethanol (0.789) is 23.69% w/w',
      { basis: 'v/v', percent: 20, concentrateDensity: 0.98, baseDensity: 0.789 },
      23.69,
    ],
    [
      'equal densities leave the percent as it is',
      { basis: 'v/v', percent: 15, concentrateDensity: 0.8, baseDensity: 0.8 },
      15,
    ],
    ['w/w passes through', { basis: 'w/w', percent: 12 }, 12],
    [
      'a v/v without a base density cannot be converted',
      { basis: 'v/v', percent: 20, concentrateDensity: 0.98 },
      'invalid-density',
    ],
  ])('%s', (_case, setting, expected) => {
    const result = convertDosageToMass(buildDosageInput(setting));
    if (expected === 'invalid-density') {
      expect(result.ok ? [] : result.errors.map((error) => error.kind)).toEqual(['invalid-density']);
    } else {
      expect(result.ok && Number(result.value.toFixed(2))).toBe(expected);
    }
  });
});
