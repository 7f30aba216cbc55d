import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCost,
  formatCount,
  formatDuration,
  formatGrams,
  formatMoney,
  formatPercent,
  formatPricePerGram,
  formatPlainNumber,
  formatQuantity,
  formatShare,
  formatWeighedGrams,
} from './format-numbers.ts';

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

  it.each([
    [0.0042, 'USD', '$0.0042'],
    [0.01, 'USD', '$0.01'],
    [0, 'USD', '$0.00'],
    [0.8, 'USD', '$0.80'],
    [50, 'USD', '$50.00'],
  ])('formatCost(%s, %s) is %s: under a cent keeps four decimals', (amount, currency, expected) => {
    expect(formatCost(amount, currency)).toBe(expected);
  });

  it.each([
    [2, 'g', '2 g'],
    [0.12345, 'ml', '0.123 ml'],
    [1234.5, 'ml', '1,234.5 ml'],
    [12, '%', '12 %'],
  ])('formatQuantity(%s, %s) is %s', (amount, unit, expected) => {
    expect(formatQuantity(amount, unit)).toBe(expected);
  });

  it.each([
    [2, '2.000 g'],
    [46.375, '46.375 g'],
    [99.9996, '100.000 g'],
    [100, '100.0 g'],
    [212, '212.0 g'],
    [1234.56, '1234.6 g'],
  ])('formatWeighedGrams(%s) is %s: three decimals under 100 g, one from 100 g', (grams, expected) => {
    expect(formatWeighedGrams(grams)).toBe(expected);
  });

  it.each([
    [0, '0.0%'],
    [0.123, '12.3%'],
    [0.0004, '0.0%'],
    [1, '100.0%'],
  ])('formatShare(%s) is %s', (share, expected) => {
    expect(formatShare(share)).toBe(expected);
  });

  it.each([
    [0, '0%'],
    [0.0762, '0.0762%'],
    [12.345, '12.35%'],
    [100, '100%'],
  ])('formatPercent(%s) is %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('bytes, durations and counts', () => {
  it.each([
    [0, '0 bytes'],
    [512, '512 bytes'],
    [1024, '1 kB'],
    [1536, '1.5 kB'],
    [400 * 1024, '400 kB'],
    [52_428_800, '50 MB'],
    [50_635_571, '48.3 MB'],
    [3 * 1024 ** 4, '3 TB'],
  ])('formatBytes(%d) is %s', (bytes, expected) => expect(formatBytes(bytes)).toBe(expected));

  it.each([
    [59, '0 min'],
    [3600, '1 h 0 min'],
    [93_784, '1 d 2 h 3 min'],
  ])('formatDuration(%s) is %s', (seconds, expected) => expect(formatDuration(seconds)).toBe(expected));

  it.each([
    [0, '0'],
    [999, '999'],
    [12_345, '12,345'],
    [1_000_000, '1,000,000'],
  ])('formatCount(%s) is %s', (count, expected) => expect(formatCount(count)).toBe(expected));
});

describe('formatPlainNumber writes what toLocaleString("en") writes, without Intl', () => {
  it.each([
    0,
    1,
    -1,
    7,
    12,
    999,
    1000,
    -1000,
    1234,
    12_345,
    123_456,
    1_234_567,
    -9_876_543,
    1_000_000_000,
    0.5,
    0.1234,
    0.0004,
    0.0005,
    1234.5,
    1234.5678,
    -1234.5678,
    999_999.9996,
    12_345.001,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
  ])('%s', (value) => {
    expect(formatPlainNumber(value)).toBe(value.toLocaleString('en'));
  });
});
