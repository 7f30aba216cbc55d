import { describe, expect, it } from 'vitest';
import { selectSmallestKeys } from './select-smallest-keys.ts';

describe('selectSmallestKeys: the best hits kept while reading them (ADR 054)', () => {
  it.each([
    { hits: 0, limit: 20 },
    { hits: 5, limit: 20 },
    { hits: 80, limit: 20 },
    { hits: 81, limit: 20 },
    { hits: 3500, limit: 20 },
    { hits: 3500, limit: 1 },
    { hits: 200, limit: 50 },
  ])('gives the $limit smallest of $hits keys in order, as sorting them all does', ({ hits, limit }) => {
    let state = hits * 31 + limit;
    const random = (below: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % below;
    };
    const materials = 5000;
    // Distinct materials, each with a score and a rank of its own (ranks are a permutation).
    const ranks = Int32Array.from({ length: materials }, (_, at) => at);
    for (let at = materials - 1; at > 0; at -= 1) {
      const other = random(at + 1);
      [ranks[at], ranks[other]] = [ranks[other] ?? 0, ranks[at] ?? 0];
    }
    const score = Int32Array.from({ length: materials }, () => random(28));
    const touched = Array.from({ length: materials }, (_, at) => at)
      .sort((a, b) => (ranks[a] ?? 0) - (ranks[b] ?? 0))
      .slice(0, hits);
    const all = Float64Array.from(touched, (at) => (score[at] ?? 0) * 2 ** 26 + (ranks[at] ?? 0)).sort();
    expect([...selectSmallestKeys(touched, score, ranks, limit)].slice(0, limit)).toEqual([...all].slice(0, limit));
  });
});
