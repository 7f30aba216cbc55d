import { describe, expect, it } from 'vitest';
import { totalByCurrency, type CurrencyLine } from './total-by-currency.ts';

const line = (quantity: number, priceEstimate: number | null, currency: string | null): CurrencyLine => ({
  quantity,
  priceEstimate,
  currency,
});

describe('totalByCurrency', () => {
  it.each<[string, CurrencyLine[], ReturnType<typeof totalByCurrency>]>([
    ['an empty list has no totals', [], []],
    ['unpriced lines are left out, never guessed', [line(10, null, 'USD')], []],
    [
      'one currency adds up',
      [line(50, 0.05, 'USD'), line(10, 0.2, 'USD')],
      [{ currency: 'USD', total: 4.5, count: 2 }],
    ],
    [
      'dollars and pounds stay apart (never "0.88 (USD + GBP)")',
      [line(10, 0.05, 'USD'), line(10, 0.038, 'GBP')],
      [
        { currency: 'GBP', total: 0.38, count: 1 },
        { currency: 'USD', total: 0.5, count: 1 },
      ],
    ],
    [
      'the currency with more lines comes first',
      [line(10, 0.01, 'GBP'), line(10, 0.02, 'USD'), line(10, 0.03, 'USD')],
      [
        { currency: 'USD', total: 0.5, count: 2 },
        { currency: 'GBP', total: 0.1, count: 1 },
      ],
    ],
    [
      'codes are compared in upper case',
      [line(1, 1, 'eur'), line(1, 2, 'EUR')],
      [{ currency: 'EUR', total: 3, count: 2 }],
    ],
    [
      'a price without a currency is totalled apart, last',
      [line(1, 1, null), line(1, 1, ''), line(2, 1, 'EUR')],
      [
        { currency: 'EUR', total: 2, count: 1 },
        { currency: null, total: 2, count: 2 },
      ],
    ],
    ['totals round to cents', [line(3, 0.3333, 'USD')], [{ currency: 'USD', total: 1, count: 1 }]],
  ])('%s', (_case, lines, expected) => {
    expect(totalByCurrency(lines)).toEqual(expected);
  });
});
