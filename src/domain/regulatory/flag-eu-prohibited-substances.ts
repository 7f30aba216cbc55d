import type { FormulaTotals } from './apply-formula-edit.ts';
import type { RegulatoryIndex } from './build-regulatory-index.ts';
import { normaliseCas } from './build-regulatory-index.ts';
import { CHANNEL_COUNT, CHANNEL_VIA_NATURAL } from './expand-material.ts';
import { RATIO_TOLERANCE } from './evaluate-ifra-category.ts';

export type EuProhibitedResult = {
  annexIiReference: string;
  name: string;
  /** % in the finished product. */
  concentration: number;
  /**
   * True only for a genuine trace: it arrives only as a constituent of naturals, within the quantity the Annex
   * tolerates where it states one (safrole 100 ppm), and not from a natural an IFRA Standard forbids. False when it
   * is added directly, exceeds the tolerated quantity, or comes from a forbidden natural: the product fails.
   */
  isTraceOnly: boolean;
  /** Where it comes from: added directly (or in a base), or only through the constituents of naturals. */
  origin: 'direct' | 'natural';
  /** The quantity the Annex tolerates from natural essences for this product (%), null when it states none. */
  toleratedConcentration: number | null;
  /** The Annex's or the Standard's words behind the verdict, null for a plain ban. */
  note: string | null;
};

/**
 * Annex II substances present in the formula (Regulation (EC) No 1223/2009 Art. 14(1)(a); Art. 17 tolerates only
 * technically unavoidable traces). Added directly: not compliant at any level. Through naturals: compared with the
 * quantity the entry tolerates from natural essences (Annex II 360 safrole: "normal content in the natural essences
 * used … not exceed 100 ppm in the finished product", 50 ppm in products for dental and oral hygiene); an entry that
 * states none keeps a trace as a warning, unless a Standard forbids the natural bringing it (IFRA STD_107: horseradish
 * oil, 45 % allyl isothiocyanate, is an indirect source, not a trace).
 */
export function flagEuProhibitedSubstances(input: {
  index: RegulatoryIndex;
  totals: FormulaTotals;
  dosage: number;
  /** Products for dental and oral hygiene (IFRA category 6). */
  isOralProduct?: boolean;
  /** CAS numbers of substances brought by naturals an IFRA Standard forbids (their Standard fails directly). */
  forbiddenSourceCas?: ReadonlySet<string>;
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
    const concentration = (grams * dosage) / totals.totalGrams;
    const limit = subject.entry.naturalContentLimit;
    const tolerated = limit ? (input.isOralProduct ? limit.oral : limit.otherThanOral) : null;
    const isDirect = directGrams > 0;
    const isForbiddenSource = subject.entry.casNumbers.some((cas) => input.forbiddenSourceCas?.has(normaliseCas(cas)));
    const isWithinTolerance =
      tolerated === null ? limit === undefined : concentration <= tolerated * (1 + RATIO_TOLERANCE);
    results.push({
      annexIiReference: subject.entry.annexIiReference,
      name: subject.entry.name,
      concentration,
      isTraceOnly: !isDirect && !isForbiddenSource && isWithinTolerance,
      origin: isDirect ? 'direct' : 'natural',
      toleratedConcentration: tolerated,
      note: limit?.text ?? null,
    });
  }
  return results.sort((left, right) => right.concentration - left.concentration);
}
