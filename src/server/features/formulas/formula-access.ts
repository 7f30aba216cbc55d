import { and, eq, inArray } from 'drizzle-orm';
import type { FormulaAccessInput } from '../../../domain/workspaces/workspaces.schemas.ts';
import type { Db } from '../../db/client.ts';
import { formulaMembers, formulas, workspaceMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula, type FormulaScope } from './formula-record.ts';
import { recordAuditEvent } from '../workspaces/workspaces.public.ts';

/** Whether a formula is confidential, and the members (beyond its author) it is open to. */
export async function getFormulaAccess(db: Db, scope: FormulaScope, formulaId: string) {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  const members = await db
    .select({ userId: formulaMembers.userId })
    .from(formulaMembers)
    .where(eq(formulaMembers.formulaId, formulaId));
  return {
    isConfidential: formula.isConfidential,
    authorId: formula.userId,
    memberIds: members.map((member) => member.userId).sort(),
  };
}

/**
 * Makes a formula confidential (open only to its author and the named members) or open to the whole workspace
 * again. Only someone who can open it changes this; a named member must belong to the workspace (422).
 */
export async function setFormulaAccess(db: Db, scope: FormulaScope, formulaId: string, input: FormulaAccessInput) {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  const memberIds = [...new Set(input.memberIds)].filter((id) => id !== formula.userId);
  if (memberIds.length > 0) {
    const found = await db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, scope.workspaceId), inArray(workspaceMembers.userId, memberIds)));
    const known = new Set(found.map((row) => row.userId));
    const strangers = memberIds.filter((id) => !known.has(id));
    if (strangers.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        'A confidential formula can be opened only to members of this workspace.',
        {
          unknownMemberIds: strangers,
        },
      );
  }
  // Whoever restricts a formula keeps it open to themselves.
  if (input.isConfidential && scope.userId !== formula.userId && !memberIds.includes(scope.userId))
    memberIds.push(scope.userId);
  const before = await getFormulaAccess(db, scope, formulaId);
  await db.transaction(async (tx) => {
    await tx.update(formulas).set({ isConfidential: input.isConfidential }).where(eq(formulas.id, formulaId));
    await tx.delete(formulaMembers).where(eq(formulaMembers.formulaId, formulaId));
    if (memberIds.length > 0)
      await tx.insert(formulaMembers).values(memberIds.map((userId) => ({ formulaId, userId })));
    // Who restricted or opened it, in the audit trail (its name and version, never its rows).
    await recordAuditEvent(tx, scope, {
      entity: 'formula',
      entityId: formulaId,
      action: 'update',
      before: { name: formula.name, isConfidential: before.isConfidential, memberIds: before.memberIds },
      after: { name: formula.name, isConfidential: input.isConfidential, memberIds: [...memberIds].sort() },
    });
  });
  return getFormulaAccess(db, scope, formulaId);
}
