import { and, desc, sql } from 'drizzle-orm';
import { matchAnyUuid } from './match-any-uuid.ts';
import type { ComplianceVerdict } from '../../../domain/regulatory/compliance-verdict.ts';
import { formulaSpecificationConfirmations, formulas } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkFormulaStamps } from './check-formula-verdicts.ts';
import type { ComplianceDeps } from './load-compliance-inputs.ts';
import { openableFormulas, type WorkspaceScope } from '../workspaces/workspaces.public.ts';

/** The library shows the verdicts of the most recently edited formulas, checked together in one pass. */
export const MAX_LIBRARY_VERDICTS = 200;

/**
 * How long the library's ask for a page's verdicts is answered within (issue 34): under a house's load the checks of
 * a page not seen before queue behind each other's, and an answer that waited for all of them took up to 10 s. What
 * is known by then is answered; the rest is `pending`, still being checked and remembered, and the library asks again.
 */
export const VERDICTS_ANSWER_WITHIN_MS = 2000;

export type FormulaVerdictItem = {
  formulaId: string;
  verdict: ComplianceVerdict | null;
  failureCount: number;
  /** Why there is no verdict (an empty formula…), when there is none. */
  problem: string | null;
  /** Still being checked when the answer left (verdict and problem null): ask again. */
  pending: boolean;
};

/**
 * What keys a formula's remembered check: the transaction id of its row's last write (PostgreSQL's `xmin`). Every
 * UPDATE of the row gives a new one, whatever wrote it (a save, an autosave, a merge of materials rewriting its
 * rows), without the database reading the rows: an md5 of 200 formulas' rows as text cost PostgreSQL milliseconds per
 * page, under 50 sessions.
 */
const FORMULA_DIGEST = sql<string>`${formulas}.xmin::text`;

/**
 * The user's specification ticks of each formula, read with its digest (one statement, not two). Qualified by hand:
 * drizzle writes a one-table select's columns without their table, which inside the subquery would name its own.
 */
const ticksOf = (userId: string) =>
  sql<string[]>`array(select confirmations.standard_key from ${formulaSpecificationConfirmations} as confirmations
    where confirmations.formula_id = ${formulas}.id and confirmations.user_id = ${userId})`;

/**
 * The verdict of each formula of the workspace the user may open (a colleague's too; not a confidential one they are
 * not named on), at its own category and dosage, as the library and the dashboard read it (issue 35 item 7, issue 30).
 * With `ids` (at most MAX_LIBRARY_VERDICTS), only those formulas (the library's visible page, issue 34; ids the user
 * may not open are left out); without, the most recently edited ones. Only the formulas whose check is not
 * remembered are fetched (checkFormulaStamps).
 */
export async function listFormulaVerdicts(
  deps: ComplianceDeps,
  scope: WorkspaceScope,
  ids?: readonly string[],
  /** Answer within this long, the formulas not checked by then `pending` (VERDICTS_ANSWER_WITHIN_MS); else all. */
  answerWithinMs?: number,
): Promise<FormulaVerdictItem[]> {
  if (ids?.length === 0) return [];
  if (ids && ids.length > MAX_LIBRARY_VERDICTS)
    throw new AppError(
      'VALIDATION_FAILED',
      `Ask for the verdicts of at most ${MAX_LIBRARY_VERDICTS} formulas at once.`,
    );
  const stamps = await deps.database.db
    .select({ id: formulas.id, digest: FORMULA_DIGEST, ticks: ticksOf(scope.userId) })
    .from(formulas)
    .where(ids ? and(openableFormulas(scope), matchAnyUuid(formulas.id, ids)) : openableFormulas(scope))
    .orderBy(desc(formulas.updatedAt))
    .limit(ids ? ids.length : MAX_LIBRARY_VERDICTS);
  const checks = await checkFormulaStamps(
    deps,
    scope.userId,
    stamps,
    (wanted) =>
      deps.database.db
        .select({ id: formulas.id, rows: formulas.rows, product: formulas.product })
        .from(formulas)
        .where(and(openableFormulas(scope), matchAnyUuid(formulas.id, wanted))),
    undefined,
    answerWithinMs,
  );
  const checked = new Map(checks.map((check) => [check.formulaId, check]));
  // In the stamps' order (most recently edited first), each formula checked or, past the deadline, still pending
  // (without one, a formula deleted meanwhile is simply left out).
  return stamps.flatMap(({ id }) => {
    const check = checked.get(id);
    if (!check && answerWithinMs === undefined) return [];
    return check
      ? {
          formulaId: id,
          verdict: check.snapshot?.verdict ?? null,
          failureCount: check.snapshot?.failures.length ?? 0,
          problem: check.problem,
          pending: false,
        }
      : { formulaId: id, verdict: null, failureCount: 0, problem: null, pending: true };
  });
}
