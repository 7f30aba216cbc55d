import { describe, expect, it } from 'vitest';
import { keepConfident, normalisePairs } from './material-suggestions.ts';

describe('keepConfident', () => {
  it.each([
    { threshold: 0.8, confidences: [0.79, 0.8, 0.95, Number.NaN], kept: [0.8, 0.95] },
    { threshold: 0.75, confidences: [0.74, 0.75, 1], kept: [0.75, 1] },
    { threshold: 0, confidences: [0, 0.1], kept: [0, 0.1] },
  ])('threshold $threshold keeps $kept', ({ threshold, confidences, kept }) => {
    expect(
      keepConfident(
        confidences.map((confidence) => ({ confidence })),
        threshold,
      ).map((item) => item.confidence),
    ).toEqual(kept);
  });
});

describe('normalisePairs', () => {
  const refs = new Map([
    ['M1', 'b-id'],
    ['M2', 'a-id'],
    ['M3', 'c-id'],
  ]);
  it('orders each pair, drops self pairs and unknown references, keeps a pair once at its highest confidence', () => {
    expect(
      normalisePairs(
        [
          { a: 'M1', b: 'M2', confidence: 0.8, reason: 'same CAS' },
          { a: 'M2', b: 'M1', confidence: 0.9, reason: ' same CAS, two names ' },
          { a: 'M3', b: 'M3', confidence: 1, reason: 'itself' },
          { a: 'M1', b: 'M9', confidence: 1, reason: 'unknown' },
          { a: 'M3', b: 'M1', confidence: 0.76, reason: 'same natural' },
        ],
        refs,
      ),
    ).toEqual([
      { materialId: 'a-id', otherMaterialId: 'b-id', confidence: 0.9, reason: 'same CAS, two names' },
      { materialId: 'b-id', otherMaterialId: 'c-id', confidence: 0.76, reason: 'same natural' },
    ]);
  });
  it('returns nothing for no pairs', () => {
    expect(normalisePairs([], refs)).toEqual([]);
  });
});
