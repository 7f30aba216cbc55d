import { desc, eq } from 'drizzle-orm';
import type { ComplianceVerdict } from '../../../domain/regulatory/compliance-verdict.ts';
import { formulas } from '../../db/schema/index.ts';
import { checkFormulasOfUser } from './check-formula-verdicts.ts';
import type { ComplianceDeps } from './load-compliance-inputs.ts';

/** The library shows the verdicts of the most recently edited formulas, checked together in one pass. */
export const MAX_LIBRARY_VERDICTS = 200;

export type FormulaVerdictItem = {
  formulaId: string;
  verdict: ComplianceVerdict | null;
  failureCount: number;
  /** Why there is no verdict (an empty formula…), when there is none. */
  problem: string | null;
};

/** Each of the user's formulas' verdict at its own category and dosage, as the dashboard reads it (issue 35, item 7). */
export async function listFormulaVerdicts(deps: ComplianceDeps, userId: string): Promise<FormulaVerdictItem[]> {
  const records = await deps.database.db
    .select({ id: formulas.id, rows: formulas.rows, product: formulas.product })
    .from(formulas)
    .where(eq(formulas.userId, userId))
    .orderBy(desc(formulas.updatedAt))
    .limit(MAX_LIBRARY_VERDICTS);
  return (await checkFormulasOfUser(deps, userId, records)).map((check) => ({
    formulaId: check.formulaId,
    verdict: check.snapshot?.verdict ?? null,
    failureCount: check.snapshot?.failures.length ?? 0,
    problem: check.problem,
  }));
}
