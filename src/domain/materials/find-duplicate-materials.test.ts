import { describe, expect, it } from 'vitest';
import { classifyDuplicate, measureNameSimilarity } from './find-duplicate-materials.ts';

describe('measureNameSimilarity', () => {
  it.each([
    ['the same name', 'Linalool', 'Linalool', 1],
    ['case, accents and punctuation', 'Bergamot oil, expressed', 'BERGAMOT OIL EXPRESSED', 1],
    ['nothing in common', 'Linalool', 'Musk ketone', 0],
    ['an empty name', '', 'Linalool', 0],
  ])('%s: "%s" vs "%s" = %d', (_, a, b, expected) => {
    expect(measureNameSimilarity(a, b)).toBe(expected);
  });

  it.each([
    ['a one-letter typo is very alike', 'Linalol', 'Linalool', 0.8, 1],
    ['a trade suffix is alike', 'Hedione HC', 'Hedione', 0.6, 0.9],
    ['a different material sharing a word is not', 'Rose oxide', 'Rose absolute', 0, 0.6],
  ])('%s ("%s" vs "%s")', (_, a, b, low, high) => {
    const similarity = measureNameSimilarity(a, b);
    expect(similarity).toBeGreaterThanOrEqual(low);
    expect(similarity).toBeLessThan(high);
  });

  it('is symmetric', () => {
    expect(measureNameSimilarity('Iso E Super', 'Iso E Super Plus')).toBe(
      measureNameSimilarity('Iso E Super Plus', 'Iso E Super'),
    );
  });
});

describe('classifyDuplicate (defaults: classification 0.8, consolidation 0.75)', () => {
  const thresholds = { classificationThreshold: 0.8, consolidationThreshold: 0.75 };
  it.each([
    ['the same CAS number, whatever the names', true, 0.1, 'same-cas'],
    ['names at the classification threshold', false, 0.8, 'likely'],
    ['names just under it', false, 0.79, 'possible'],
    ['names at the consolidation threshold', false, 0.75, 'possible'],
    ['names just under it', false, 0.749, null],
  ] as const)('%s', (_, sameCas, similarity, expected) => {
    expect(classifyDuplicate({ sameCas, similarity }, thresholds)).toBe(expected);
  });
});
