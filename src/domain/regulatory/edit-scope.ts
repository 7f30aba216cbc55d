import type { FormulaTotals } from './apply-formula-edit.ts';
import type { ComplianceEngine } from './create-compliance-engine.ts';
import type { MaterialVector } from './expand-material.ts';
import type { SubjectLedger } from './sum-subject-contributions.ts';

/** What one edit touched: subjects to sum again, and materials whose first line may have moved (with its order before). */
export type EditScope = {
  engine: ComplianceEngine;
  /** Subjects to sum again (marked in totals.subjectStamps with `stamp`), with their first contribution's order before. */
  stamp: number;
  dirtySubjects: number[];
  firstOrdersBefore: number[];
  touchedMaterials: Map<string, { vector: MaterialVector; firstOrder: number | undefined }>;
};

export function createEditScope(engine: ComplianceEngine, totals: FormulaTotals): EditScope {
  totals.editCount += 1;
  return { engine, stamp: totals.editCount, dirtySubjects: [], firstOrdersBefore: [], touchedMaterials: new Map() };
}

/** Marks a subject the edit touches (once per edit), with the order of its first contribution before. */
export function markSubject(
  totals: FormulaTotals,
  scope: EditScope,
  subjectIndex: number,
  ledger: SubjectLedger,
): void {
  if (totals.subjectStamps[subjectIndex] === scope.stamp) return;
  totals.subjectStamps[subjectIndex] = scope.stamp;
  scope.dirtySubjects.push(subjectIndex);
  scope.firstOrdersBefore.push(ledger.entries[0]?.order ?? -1);
}
