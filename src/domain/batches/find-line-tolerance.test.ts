import { describe, expect, it } from 'vitest';
import { checkWeighing, findLineTolerance } from './find-line-tolerance.ts';

describe('findLineTolerance', () => {
  it.each([
    { name: 'a trace under 1 g takes ±5 %', target: 0.5, set: null, percent: 5, grams: 0.025 },
    { name: 'exactly 1 g is in the next step (±2 %)', target: 1, set: null, percent: 2, grams: 0.02 },
    { name: 'just under 10 g keeps ±2 %', target: 9.999, set: null, percent: 2, grams: 0.2 },
    { name: '10 g takes ±1 %', target: 10, set: null, percent: 1, grams: 0.1 },
    { name: '100 g and over take ±0.5 %', target: 250, set: null, percent: 0.5, grams: 1.25 },
    { name: 'a tiny target is held to one balance digit', target: 0.004, set: null, percent: 5, grams: 0.001 },
    { name: 'a percent set on the line wins over the rule', target: 50, set: 3, percent: 3, grams: 1.5 },
    { name: 'a line set to 0 % still allows one digit', target: 50, set: 0, percent: 0, grams: 0.001 },
  ])('$name', ({ target, set, percent, grams }) => {
    const tolerance = findLineTolerance(target, set);
    expect(tolerance.percent).toBe(percent);
    expect(tolerance.grams).toBeCloseTo(grams, 4);
    expect(tolerance.isSet).toBe(set !== null);
  });
});

describe('checkWeighing', () => {
  it.each([
    { target: 10, weighed: 10, tolerance: 0.1, check: 'within' },
    { target: 10, weighed: 10.1, tolerance: 0.1, check: 'within' },
    { target: 10, weighed: 10.101, tolerance: 0.1, check: 'over' },
    { target: 10, weighed: 9.9, tolerance: 0.1, check: 'within' },
    { target: 10, weighed: 9.899, tolerance: 0.1, check: 'under' },
    { target: 10, weighed: 0, tolerance: 0.1, check: 'under' },
  ] as const)('$weighed g against $target ± $tolerance g is $check', ({ target, weighed, tolerance, check }) => {
    expect(checkWeighing(target, weighed, tolerance)).toBe(check);
  });
});
