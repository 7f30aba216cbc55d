import { createFormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceOptions, ComplianceReport } from './check-formula-totals.ts';
import { checkFormulaTotals } from './check-formula-totals.ts';
import type { ComplianceError, ComplianceResult } from './compliance-error.ts';
import { convertDosageToMass } from './convert-dosage-to-mass.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { FormulaLine } from './regulatory-model.ts';

/**
 * The full compliance report of a formula: the entry point of POST /api/compliance/report and of the
 * documents. Every bad line and a bad dosage are reported together, as typed errors naming the line.
 */
export function buildComplianceReport(
  engine: ComplianceEngine,
  input: ComplianceOptions & { lines: readonly FormulaLine[] },
): ComplianceResult<ComplianceReport> {
  const errors: ComplianceError[] = [];
  const dosage = convertDosageToMass(input.dosage);
  if (!dosage.ok) errors.push(...dosage.errors);
  const totals = createFormulaTotals(engine, input.lines);
  if (!totals.ok) errors.push(...totals.errors);
  if (errors.length > 0 || !totals.ok) return { ok: false, errors };
  return checkFormulaTotals(engine, totals.value, input);
}
