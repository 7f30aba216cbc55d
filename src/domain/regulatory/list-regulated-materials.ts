import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { StandardAmounts } from './evaluate-ifra-category.ts';
import { findFormulaCas } from './find-formula-cas.ts';

/** One IFRA-regulated material of a formula, as the certificate's optional table prints it. */
export type RegulatedMaterial = {
  standardKey: string;
  name: string;
  cas: readonly string[];
  concentrateConcentration: number;
};

/**
 * The IFRA-regulated materials of the formula, whatever the category: each Standard present, the CAS under which
 * the formula brings it (the line's own CAS, else its constituents'), and its % w/w in the concentrate, largest
 * first (IFRA's certificate template, issue 27 item 6).
 */
export function listRegulatedMaterials(
  engine: ComplianceEngine,
  totals: FormulaTotals,
  amounts: readonly StandardAmounts[],
): RegulatedMaterial[] {
  const present = amounts.filter((entry) => entry.directGrams + entry.traceGrams > 0);
  const standardCas = findFormulaCas(
    engine,
    totals,
    present.map((entry) => entry.subjectIndex),
  );
  return present
    .map((entry) => ({
      standardKey: entry.standard.key,
      name: entry.standard.name,
      cas: standardCas.get(entry.subjectIndex) ?? [],
      concentrateConcentration: (100 * (entry.directGrams + entry.traceGrams)) / totals.totalGrams,
    }))
    .sort(
      (left, right) =>
        right.concentrateConcentration - left.concentrateConcentration || left.name.localeCompare(right.name),
    );
}
