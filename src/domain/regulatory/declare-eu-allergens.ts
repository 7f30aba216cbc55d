import type { FormulaTotals } from './apply-formula-edit.ts';
import type { RegulatoryIndex } from './build-regulatory-index.ts';
import { CHANNEL_COUNT } from './expand-material.ts';
import { RATIO_TOLERANCE } from './evaluate-ifra-category.ts';
import type { EuProductType } from './propose-eu-product-type.ts';

export type AllergenResult = {
  annexIiiReference: string;
  /** The name the label carries (Regulation (EU) 2023/1545 glossary name): the same as labelName. */
  name: string;
  labelName: string;
  /** Every CAS of the entry (substance and isomers) summed into the concentration. */
  cas: readonly string[];
  /** The CAS numbers under which the formula brings the entry (what a declaration prints); filled by the report. */
  casInFormula: readonly string[];
  /** Annex III maximum in cosmetic products other than oral products, or null when the entry sets none. */
  maximumConcentration: number | null;
  /** C_A: % in the finished product, summed over every CAS of the entry. */
  concentration: number;
  /** % in the concentrate, for the raw-material matrix of supply-chain documents. */
  concentrateConcentration: number;
  /** The threshold for the product type, or null for a product that is not a cosmetic. */
  threshold: number | null;
  declare: boolean;
};

/**
 * EU Annex III labelling per entry (compliance-rules.md §7): C_A = Σ C_s over the entry's CAS, declared
 * when strictly above 0.001% (leave-on) or 0.01% (rinse-off). The comparison is on unrounded values;
 * a value equal to the threshold within the 1e-9 relative tolerance of the engine is not above it.
 * For a product that is not a cosmetic (IFRA 10–12) nothing is declared under Annex III.
 */
export function declareEuAllergens(input: {
  index: RegulatoryIndex;
  totals: FormulaTotals;
  dosage: number;
  productType: EuProductType;
}): AllergenResult[] {
  const { index, totals, dosage, productType } = input;
  const results: AllergenResult[] = [];
  for (const subjectIndex of totals.activeSubjects) {
    const subject = index.subjects[subjectIndex];
    if (subject?.kind !== 'eu-allergen') continue;
    let grams = 0;
    for (let channel = 0; channel < CHANNEL_COUNT; channel++)
      grams += totals.subjectAmounts[subjectIndex * CHANNEL_COUNT + channel] ?? 0;
    if (!(grams > 0)) continue;
    const concentration = (grams * dosage) / totals.totalGrams;
    const threshold =
      productType === 'leave-on'
        ? subject.entry.leaveOnThreshold
        : productType === 'rinse-off'
          ? subject.entry.rinseOffThreshold
          : null;
    results.push({
      annexIiiReference: subject.entry.annexIiiReference,
      name: subject.entry.labelName,
      labelName: subject.entry.labelName,
      cas: subject.entry.casNumbers,
      casInFormula: [],
      maximumConcentration: subject.entry.maximumConcentration ?? null,
      concentration,
      concentrateConcentration: (100 * grams) / totals.totalGrams,
      threshold,
      declare: threshold !== null && concentration > threshold * (1 + RATIO_TOLERANCE),
    });
  }
  // Declared first, then by concentration: the order of the label table.
  return results.sort(
    (left, right) =>
      Number(right.declare) - Number(left.declare) ||
      right.concentration - left.concentration ||
      left.name.localeCompare(right.name),
  );
}
