import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_MEMO_ENTRIES } from '../../src/server/features/materials/search-materials.ts';
import { DISTINCT_SEARCH_TEXTS, distinctSearchTexts } from './distinct-search-texts.ts';

/** Names whose prefixes differ from their third letter on: `Abaa…`, `Abab…`… (1,200 names, 6 prefixes each). */
const letters = (n: number) =>
  [17_576, 676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(n / unit) % 26)));
const NAMES = Array.from({ length: 1200 }, (_, n) => `A${letters(n).join('')}ol ester`);

describe('the distinct-texts search row (ADR 054)', () => {
  it('asks more texts than the memo keeps, so a least-recently-used memo never holds the next one', () => {
    expect(DISTINCT_SEARCH_TEXTS).toBeGreaterThan(MAX_SEARCH_MEMO_ENTRIES);
  });

  it.each([
    { names: NAMES, count: 3000, expected: 3000 },
    { names: NAMES, count: 10, expected: 10 },
    { names: ['Linalool', 'Lin', 'Li', ''], count: 3000, expected: 6 },
    { names: [], count: 3000, expected: 0 },
  ])('gives $expected distinct texts of 3-8 characters for $count asked', ({ names, count, expected }) => {
    const texts = distinctSearchTexts(names, count);
    expect(texts).toHaveLength(expected);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.length).toBeGreaterThanOrEqual(3);
      expect(text.length).toBeLessThanOrEqual(8);
      expect(text).toBe(text.toLowerCase());
    }
  });

  it('is the same list in the same order on every run (seeded), and another with another seed', () => {
    expect(distinctSearchTexts(NAMES)).toEqual(distinctSearchTexts(NAMES));
    expect(distinctSearchTexts(NAMES, 3000, 7)).not.toEqual(distinctSearchTexts(NAMES));
  });
});
