import { describe, expect, it } from 'vitest';
import { numberOfField } from './number-field.ts';

describe('numberOfField', () => {
  it.each([
    { value: 8.5, expected: 8.5 },
    { value: 0, expected: 0 },
    { value: '8.', expected: null },
    { value: '', expected: null },
    { value: '-', expected: null },
    { value: Number.NaN, expected: null },
  ])('$value → $expected', ({ value, expected }) => {
    expect(numberOfField(value)).toBe(expected);
  });
});
