import { describe, expect, it } from 'vitest';
import { guessPriceColumns } from './guess-price-columns.ts';

describe('guessPriceColumns', () => {
  it.each([
    [
      ['Product Name', 'CAS No.', 'Pack Size', 'Price (USD)'],
      { material: 'Product Name', cas: 'CAS No.', size: 'Pack Size', price: 'Price (USD)' },
    ],
    [
      ['supplier', 'material', 'size', 'cost', 'currency'],
      { vendor: 'supplier', material: 'material', size: 'size', price: 'cost', currency: 'currency' },
    ],
    [['a', 'b'], {}],
  ])('%j', (headers, expected) => {
    expect(guessPriceColumns(headers)).toEqual(expected);
  });
});
