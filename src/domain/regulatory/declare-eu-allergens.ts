import type { FormulaTotals } from './apply-formula-edit.ts';
import type { RegulatoryIndex } from './build-regulatory-index.ts';
import type { EuAllergenEntry } from './regulatory-model.ts';
import { CHANNEL_COUNT } from './expand-material.ts';
import { RATIO_TOLERANCE } from './evaluate-ifra-category.ts';
import type { EuProductType } from './propose-eu-product-type.ts';
import type { AnnexIiiRequirement } from './eu-product-kinds.ts';
import type { EuProductKind } from './eu-product-kind-details.ts';
import { findAnnexIiiMaximum, plainEuProductKind } from './eu-product-kinds.ts';

export type AllergenResult = {
  annexIiiReference: string;
  /** The name the label carries (Regulation (EU) 2023/1545 glossary name): the same as labelName. */
  name: string;
  labelName: string;
  /** Every CAS of the entry (substance and isomers) summed into the concentration. */
  cas: readonly string[];
  /** The CAS numbers under which the formula brings the entry (what a declaration prints); filled by the report. */
  casInFormula: readonly string[];
  /**
   * The Annex III maximum (column g) for the product kind, the lowest of the scopes that cover it, or null when the
   * entry sets none for it. A condition forbidding use in the product (children under 6) makes it 0.
   */
  maximumConcentration: number | null;
  /** The Annex III scope (column c) the maximum is for, as the Annex words it, or the condition that forbids use. */
  maximumScope: string | null;
  /** Conditions of use and label warnings of the entry that apply to the product kind (Annex III columns h and i). */
  requirements: readonly AnnexIiiRequirement[];
  /** C_A: % in the finished product, summed over every CAS of the entry. */
  concentration: number;
  /** % in the concentrate, for the raw-material matrix of supply-chain documents. */
  concentrateConcentration: number;
  /** The threshold for the product type, or null for a product that is not a cosmetic. */
  threshold: number | null;
  declare: boolean;
};

/**
 * The Annex III maximum of an entry for a product kind: 0 when a condition forbids use in it (entry 324: "Not to be
 * used in preparations for children under 6 years of age"), else the lowest maximum whose scope covers the kind;
 * null when none does. Entries imported without their scopes keep the maximum for products other than oral ones.
 */
export function findEntryMaximum(entry: EuAllergenEntry, kind: EuProductKind): { limit: number; scope: string } | null {
  if (kind === 'not-cosmetic') return null;
  const forbidding = entry.requirements?.find((requirement) => requirement.forbids && requirement.kinds.includes(kind));
  if (forbidding) return { limit: 0, scope: forbidding.text };
  if (entry.maxima) return findAnnexIiiMaximum(entry.maxima, kind);
  return entry.maximumConcentration !== undefined && kind !== 'oral'
    ? { limit: entry.maximumConcentration, scope: 'Cosmetic products other than oral products' }
    : null;
}

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
  /** The product kind for Annex III maxima and conditions; absent: the plain skin product of the product type. */
  productKind?: EuProductKind;
}): AllergenResult[] {
  const { index, totals, dosage, productType } = input;
  const kind = input.productKind ?? plainEuProductKind(productType);
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
    const requirements = (subject.entry.requirements ?? []).filter((requirement) => requirement.kinds.includes(kind));
    const maximum = findEntryMaximum(subject.entry, kind);
    results.push({
      annexIiiReference: subject.entry.annexIiiReference,
      name: subject.entry.labelName,
      labelName: subject.entry.labelName,
      cas: subject.entry.casNumbers,
      casInFormula: [],
      maximumConcentration: maximum?.limit ?? null,
      maximumScope: maximum?.scope ?? null,
      requirements,
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
