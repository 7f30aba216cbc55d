import { performance } from 'node:perf_hooks';
import type { ComplianceReportBody } from '../../../domain/regulatory/regulatory.schemas.ts';
import type { UserComplianceContext } from './build-user-compliance-context.ts';
import { computeFormulaCheck, type FormulaCheck } from './compute-formula-check.ts';

/** The longest the checks keep the event loop before letting other requests (the list, a search) through. */
const CHECK_SLICE_MS = 3;

/** A saved formula ready to check: its body, the row of each line, and its specification ticks. */
export type FormulaToCheckInContext = {
  formulaId: string;
  body: ComplianceReportBody;
  rowOfLine: readonly number[];
  ticks: readonly { standardKey: string }[];
};

/**
 * The checks on the main thread (when there is no verdict worker, or it failed), in slices: other requests (the list,
 * a search) are served between formulas. A page of 200 formulas is seconds of work.
 */
export async function checkFormulasInSlices(
  context: UserComplianceContext,
  formulas: readonly FormulaToCheckInContext[],
): Promise<FormulaCheck[]> {
  const checks: FormulaCheck[] = [];
  let sliceStart = performance.now();
  for (const { formulaId, body, rowOfLine, ticks } of formulas) {
    if (performance.now() - sliceStart > CHECK_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    checks.push(computeFormulaCheck(context, formulaId, { body, rowOfLine }, ticks));
  }
  return checks;
}
