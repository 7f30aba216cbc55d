import { describe, expect, it } from 'vitest';
import { roundMaxDosageDown } from './round-max-dosage-down.ts';

// compliance-rules.md §5: a maximum is rounded DOWN, never up: 2 decimals from 1 % upwards, 2 significant digits
// under 1 %. Float noise a little under a grid point is not a real shortfall and must not cost a whole step.
describe('roundMaxDosageDown', () => {
  it.each([
    [4.829, 4.82, '4.82%'],
    [10.899999, 10.89, '10.89%'],
    [26.6666, 26.66, '26.66%'],
    [1, 1, '1.00%'],
    [0.00169, 0.0016, '0.0016%'],
    [0.519, 0.51, '0.51%'],
    // A few ulps under 30 (0.1 + 0.2 style noise) is 30.
    [29.999999999999996, 30, '30.00%'],
    // The editor's incremental totals after adding and removing lines: 0.6 less 3e-11 (property test, seed 1879358073).
    [0.6 * (1 - 5e-11), 0.6, '0.60%'],
    // A real shortfall of one part in ten thousand is rounded down.
    [0.59994, 0.59, '0.59%'],
    [0, 0, '0%'],
    [Number.NaN, 0, '0%'],
  ])('%d → %d (%s)', (value, certificateValue, label) => {
    expect(roundMaxDosageDown(value)).toEqual({ certificateValue, label });
  });
});
