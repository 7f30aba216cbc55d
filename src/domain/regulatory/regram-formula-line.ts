import type { FormulaTotals } from './apply-formula-edit.ts';
import { regramMemberShare } from './collect-subject-members.ts';
import type { EditScope } from './edit-scope.ts';
import { markSubject } from './edit-scope.ts';
import type { MaterialVector } from './expand-material.ts';
import type { PreparedLine } from './prepare-formula-line.ts';
import { regramSubjectContribution } from './sum-subject-contributions.ts';

/**
 * Same line, same material and diluent, weighed and included before and after: only the grams of its contributions
 * change, each in its place (no removal and insertion), and nothing else the line brings (issue 34: the amount edit).
 */
export const isRegram = (previous: PreparedLine, next: PreparedLine) =>
  previous.material === next.material &&
  previous.diluent === next.diluent &&
  !previous.line.isExcluded &&
  !next.line.isExcluded &&
  previous.line.grams > 0 &&
  next.line.grams > 0;

function regramVector(
  totals: FormulaTotals,
  scope: EditScope,
  vector: MaterialVector,
  gramsBefore: number,
  grams: number,
  order: number,
): void {
  const hasMemberShares = totals.memberShares.size > 0;
  for (let position = 0; position < vector.subjectIndexes.length; position++) {
    const subjectIndex = vector.subjectIndexes[position] ?? 0;
    const ledger = totals.subjectContributions[subjectIndex];
    if (!ledger) continue;
    markSubject(totals, scope, subjectIndex, ledger);
    const entry = regramSubjectContribution(ledger, order, grams);
    if (!entry || !hasMemberShares) continue;
    regramMemberShare(scope.engine, totals, subjectIndex, entry, gramsBefore);
  }
}

/** Gives an edited line's contributions its new grams, in place (see isRegram). */
export function regramLine(
  totals: FormulaTotals,
  scope: EditScope,
  previous: PreparedLine,
  next: PreparedLine,
  rank: number,
) {
  const before = previous.line;
  const after = next.line;
  regramVector(totals, scope, next.material, before.grams * previous.purity, after.grams * next.purity, rank * 2);
  if (next.diluent)
    regramVector(
      totals,
      scope,
      next.diluent,
      before.grams * (1 - previous.purity),
      after.grams * (1 - next.purity),
      rank * 2 + 1,
    );
}
