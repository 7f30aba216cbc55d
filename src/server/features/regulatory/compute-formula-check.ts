import { summariseFailures, type FormulaCheck } from '../../../domain/regulatory/compare-formula-verdicts.ts';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildReportInContext } from './build-formula-report.ts';
import type { UserComplianceContext } from './build-user-compliance-context.ts';

/** A saved formula as the checks read it. */
export type FormulaToCheck = { id: string; rows: unknown; product: unknown };

/** Its verdict at its own category and dosage, or why it has none (an empty formula, an unknown material). */
export type { FormulaCheck };

/** One saved formula's check (its body from buildSavedFormulaBody) in a loaded context, with its specification ticks. */
export function computeFormulaCheck(
  context: UserComplianceContext,
  formulaId: string,
  { body, rowOfLine }: { body: ComplianceReportBody; rowOfLine: readonly number[] },
  ticks: readonly { standardKey: string }[],
): FormulaCheck {
  try {
    const { report, lines } = buildReportInContext(context, ticks, body);
    const rowByLineId = new Map(lines.map((line) => [line.lineId, rowOfLine[line.line - 1] ?? null]));
    const failures = summariseFailures(
      report.failures,
      (lineId) => rowByLineId.get(lineId) ?? null,
      (materialId) => context.userEngine.materials.get(materialId)?.name ?? materialId,
    );
    return { formulaId, snapshot: { verdict: report.verdict, failures }, problem: null };
  } catch (error) {
    if (error instanceof AppError) return { formulaId, snapshot: null, problem: error.message };
    throw error;
  }
}
