import type { FormulaTotals } from './apply-formula-edit.ts';
import type { RegulatoryIndex } from './build-regulatory-index.ts';
import { CHANNEL_COUNT, CHANNEL_VIA_NATURAL } from './expand-material.ts';

export type EuProhibitedResult = {
  annexIiReference: string;
  name: string;
  /** % in the finished product. */
  concentration: number;
  /** True when it arrives only as a constituent of a natural. */
  isTraceOnly: boolean;
};

/** Annex II substances present in the formula at any level: a product containing them cannot be placed on the EU market. */
export function flagEuProhibitedSubstances(input: {
  index: RegulatoryIndex;
  totals: FormulaTotals;
  dosage: number;
}): EuProhibitedResult[] {
  const { index, totals, dosage } = input;
  const results: EuProhibitedResult[] = [];
  for (const subjectIndex of totals.activeSubjects) {
    const subject = index.subjects[subjectIndex];
    if (subject?.kind !== 'eu-prohibited') continue;
    let grams = 0;
    let directGrams = 0;
    for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
      const amount = totals.subjectAmounts[subjectIndex * CHANNEL_COUNT + channel] ?? 0;
      grams += amount;
      if (!(channel & CHANNEL_VIA_NATURAL)) directGrams += amount;
    }
    if (!(grams > 0)) continue;
    results.push({
      annexIiReference: subject.entry.annexIiReference,
      name: subject.entry.name,
      concentration: (grams * dosage) / totals.totalGrams,
      isTraceOnly: directGrams <= 0,
    });
  }
  return results.sort((left, right) => right.concentration - left.concentration);
}
