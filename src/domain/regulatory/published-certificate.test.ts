import { describe, expect, it } from 'vitest';
import { formatShortId, hasFormulaChangedSince } from './published-certificate.ts';

describe('formatShortId', () => {
  it.each([
    ['3f2a9c1e00ffeedd', '3F2A-9C1E'],
    ['ABCDEF0123456789', 'ABCD-EF01'],
    ['00000000', '0000-0000'],
  ])('%s → %s', (hash, expected) => {
    expect(formatShortId(hash)).toBe(expected);
  });

  it('refuses a hash shorter than eight digits', () => {
    expect(() => formatShortId('3f2a9c')).toThrow('at least eight');
  });
});

describe('hasFormulaChangedSince', () => {
  it.each([
    [4, 4, false],
    [4, 5, true],
    [4, 3, false],
  ])('issued at revision %i, now %i → %s', (issued, current, expected) => {
    expect(hasFormulaChangedSince(issued, current)).toBe(expected);
  });
});
