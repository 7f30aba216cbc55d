import { describe, expect, it } from 'vitest';
import { formatGrams, formatMoney, formatPricePerGram } from './format-numbers.ts';

describe('money and gram formatting', () => {
  it.each([
    [3.4, 'USD', '$3.40'],
    [3.4, null, '3.40'],
    [3.4, 'XYZ1', '3.40 XYZ1'],
  ])('formatMoney(%s, %s) is %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it.each([
    [0.045, 'USD', '$0.0450/g'],
    [0.12, 'USD', '$0.120/g'],
    [2.5, 'EUR', '€2.50/g'],
  ])('formatPricePerGram(%s, %s) is %s', (value, currency, expected) => {
    expect(formatPricePerGram(value, currency)).toBe(expected);
  });

  it('formats grams to the milligram', () => {
    expect(formatGrams(1234.56789)).toBe('1,234.568 g');
  });
});
