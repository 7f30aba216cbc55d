import { buildNameKey } from './normalise-search-text.ts';

export type ConsolidationThresholds = { classificationThreshold: number; consolidationThreshold: number };

/** same-cas: the CAS numbers agree; likely: names at least classificationThreshold alike; possible: at least consolidationThreshold. */
export type DuplicateClass = 'same-cas' | 'likely' | 'possible';

function trigrams(text: string): Map<string, number> {
  const padded = `  ${text} `;
  const grams = new Map<string, number>();
  for (let index = 0; index + 3 <= padded.length; index += 1) {
    const gram = padded.slice(index, index + 3);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/**
 * How alike two material names are, 0 to 1 (Dice coefficient over letter trigrams of the normalised names:
 * case, accents, punctuation and word order of separators ignored). Identical names give 1.
 */
export function measureNameSimilarity(a: string, b: string): number {
  const left = buildNameKey(a);
  const right = buildNameKey(b);
  if (!left || !right) return 0;
  if (left === right) return 1;
  const leftGrams = trigrams(left);
  const rightGrams = trigrams(right);
  let shared = 0;
  let total = 0;
  for (const count of leftGrams.values()) total += count;
  for (const count of rightGrams.values()) total += count;
  for (const [gram, count] of leftGrams) shared += Math.min(count, rightGrams.get(gram) ?? 0);
  return Math.round(((2 * shared) / total) * 1000) / 1000;
}

/** Whether a reference material duplicates one of the user's, and how surely; null when it does not. */
export function classifyDuplicate(
  input: { sameCas: boolean; similarity: number },
  thresholds: ConsolidationThresholds,
): DuplicateClass | null {
  if (input.sameCas) return 'same-cas';
  if (input.similarity >= thresholds.classificationThreshold) return 'likely';
  if (input.similarity >= thresholds.consolidationThreshold) return 'possible';
  return null;
}
