import { describe, expect, it } from 'vitest';
import type { MaterialVector } from './expand-material.ts';
import { CHANNEL_COUNT } from './expand-material.ts';
import type { SubjectContribution } from './sum-subject-contributions.ts';
import {
  createSubjectLedger,
  insertSubjectContribution,
  regramSubjectContribution,
  removeSubjectContribution,
  sumSubjectContributions,
} from './sum-subject-contributions.ts';

/**
 * TEST FIXTURES, not regulatory data: one subject brought by made-up materials, each with its own fraction per
 * channel, so a term written in the wrong place or summed in the wrong order changes M_S.
 */
const vectorOf = (materialId: string, fractions: readonly number[]): MaterialVector => ({
  materialId,
  subjectIndexes: Int32Array.from([0]),
  subjectFractions: Float64Array.from(fractions),
  substanceFractions: new Map(),
  unresolved: [],
  warnings: [],
  allergenGaps: [],
  height: 0,
});
const VECTORS = {
  a: vectorOf('a', [1, 0, 0.5, 0]),
  b: vectorOf('b', [0.25, 0.75, 0, 0]),
  c: vectorOf('c', [1, 0, 0, 0.125]),
};
const contribution = (order: number, material: keyof typeof VECTORS, grams: number): SubjectContribution => ({
  lineId: `line-${order}`,
  order,
  materialId: material,
  vector: VECTORS[material],
  position: 0,
  grams,
});

type Step =
  | { kind: 'insert'; order: number; material: keyof typeof VECTORS; grams: number }
  | { kind: 'remove'; order: number }
  | { kind: 'regram'; order: number; grams: number };

/** M_S by the definition (compliance-rules.md §6): Σ grams × fraction per channel, added in line order from 0. */
function sumByDefinition(contributions: readonly SubjectContribution[]): number[] {
  const sums = [0, 0, 0, 0];
  for (const entry of [...contributions].sort((left, right) => left.order - right.order))
    for (let channel = 0; channel < CHANNEL_COUNT; channel++)
      sums[channel] = (sums[channel] ?? 0) + entry.grams * (entry.vector.subjectFractions[channel] ?? 0);
  return sums;
}

describe('a subject ledger keeps its terms in line order and sums them as a full recompute does', () => {
  it.each<[string, Step[]]>([
    [
      'contributions appended in line order',
      [
        { kind: 'insert', order: 0, material: 'a', grams: 2 },
        { kind: 'insert', order: 2, material: 'b', grams: 3 },
        { kind: 'insert', order: 4, material: 'c', grams: 0.5 },
      ],
    ],
    [
      // In line order (1 + 1e16) + 1 rounds to 1e16 twice; added as inserted, 1 + 1 + 1e16 is 1e16 + 2.
      'a contribution inserted before others (the sum follows line order, not insertion order)',
      [
        { kind: 'insert', order: 4, material: 'c', grams: 1 },
        { kind: 'insert', order: 0, material: 'c', grams: 1 },
        { kind: 'insert', order: 2, material: 'c', grams: 1e16 },
      ],
    ],
    [
      'the middle contribution removed (the terms after it move up)',
      [
        { kind: 'insert', order: 0, material: 'a', grams: 2 },
        { kind: 'insert', order: 2, material: 'b', grams: 3 },
        { kind: 'insert', order: 4, material: 'c', grams: 7 },
        { kind: 'remove', order: 2 },
      ],
    ],
    [
      'an amount changed in place',
      [
        { kind: 'insert', order: 0, material: 'a', grams: 2 },
        { kind: 'insert', order: 3, material: 'b', grams: 3 },
        { kind: 'insert', order: 6, material: 'c', grams: 7 },
        { kind: 'regram', order: 3, grams: 0.1 },
      ],
    ],
    [
      'more contributions than the first capacity, in reverse line order',
      Array.from({ length: 11 }, (_, index): Step => {
        const order = (11 - index) * 2;
        return { kind: 'insert', order, material: (['a', 'b', 'c'] as const)[index % 3] ?? 'a', grams: 0.3 * order };
      }),
    ],
  ])('%s', (_, steps) => {
    const ledger = createSubjectLedger();
    let expected: SubjectContribution[] = [];
    for (const step of steps) {
      if (step.kind === 'insert') {
        const entry = contribution(step.order, step.material, step.grams);
        insertSubjectContribution(ledger, entry);
        expected.push({ ...entry });
      } else if (step.kind === 'remove') {
        removeSubjectContribution(ledger, step.order);
        expected = expected.filter((entry) => entry.order !== step.order);
      } else {
        regramSubjectContribution(ledger, step.order, step.grams);
        expected = expected.map((entry) => (entry.order === step.order ? { ...entry, grams: step.grams } : entry));
      }
    }
    const inOrder = [...expected].sort((left, right) => left.order - right.order);
    expect(ledger.entries.map((entry) => [entry.order, entry.grams])).toEqual(
      inOrder.map((entry) => [entry.order, entry.grams]),
    );
    // Each entry's terms sit beside it: grams × fraction of each channel.
    const terms = inOrder.flatMap((entry) => [...entry.vector.subjectFractions].map((value) => entry.grams * value));
    expect([...ledger.products.subarray(0, terms.length)]).toEqual(terms);
    const amounts = new Float64Array(CHANNEL_COUNT * 2);
    sumSubjectContributions(ledger, amounts, 1);
    expect([...amounts.subarray(CHANNEL_COUNT)]).toEqual(sumByDefinition(expected));
  });

  it('removing or regramming an order the subject does not have changes nothing', () => {
    const ledger = createSubjectLedger();
    insertSubjectContribution(ledger, contribution(2, 'a', 4));
    removeSubjectContribution(ledger, 3);
    expect(regramSubjectContribution(ledger, 0, 9)).toBeUndefined();
    expect(ledger.entries.map((entry) => [entry.order, entry.grams])).toEqual([[2, 4]]);
  });
});
