import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formulaSpecificationConfirmations, users } from '../../db/schema/index.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import { recordAuditEvent, type WorkspaceScope } from '../workspaces/workspaces.public.ts';

export type SpecificationConfirmation = {
  standardKey: string;
  confirmedBy: { userId: string; name: string };
  confirmedAt: string;
};

/**
 * The ticks of a formula of the scope's workspace, whoever in it confirmed them (404 for another workspace's formula
 * or a confidential one the user is not named on), oldest first.
 */
export async function listSpecificationConfirmations(
  db: Db,
  scope: WorkspaceScope,
  formulaId: string,
): Promise<SpecificationConfirmation[]> {
  await getWorkspaceFormula(db, scope, formulaId);
  const rows = await db
    .select({
      standardKey: formulaSpecificationConfirmations.standardKey,
      userId: formulaSpecificationConfirmations.userId,
      name: users.name,
      confirmedAt: formulaSpecificationConfirmations.confirmedAt,
    })
    .from(formulaSpecificationConfirmations)
    .innerJoin(users, eq(users.id, formulaSpecificationConfirmations.userId))
    .where(eq(formulaSpecificationConfirmations.formulaId, formulaId))
    .orderBy(asc(formulaSpecificationConfirmations.confirmedAt), asc(formulaSpecificationConfirmations.standardKey));
  return rows.map((row) => ({
    standardKey: row.standardKey,
    confirmedBy: { userId: row.userId, name: row.name },
    confirmedAt: row.confirmedAt.toISOString(),
  }));
}

/**
 * Ticks (who and when; a tick already there keeps its first date and its author) or unticks one specification
 * Standard of a formula of the scope's workspace (the route checks the role), recorded in the audit trail when it
 * changes something.
 */
export async function setSpecificationConfirmation(
  db: Db,
  scope: WorkspaceScope,
  formulaId: string,
  standardKey: string,
  confirmed: boolean,
  now: Date,
): Promise<SpecificationConfirmation | null> {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  const { userId } = scope;
  const where = and(
    eq(formulaSpecificationConfirmations.formulaId, formulaId),
    eq(formulaSpecificationConfirmations.standardKey, standardKey),
  );
  const audit = (action: 'create' | 'delete', before: Record<string, unknown> | null, after: typeof before) =>
    recordAuditEvent(
      db,
      { userId, workspaceId: formula.workspaceId },
      { entity: 'specification', entityId: `${formulaId}:${standardKey}`, action, before, after },
    );
  if (!confirmed) {
    const removed = await db
      .delete(formulaSpecificationConfirmations)
      .where(where)
      .returning({ userId: formulaSpecificationConfirmations.userId });
    if (removed.length > 0)
      await audit('delete', { formulaId, formulaName: formula.name, standardKey, confirmed: true }, null);
    return null;
  }
  const added = await db
    .insert(formulaSpecificationConfirmations)
    .values({ formulaId, standardKey, userId, confirmedAt: now })
    .onConflictDoNothing()
    .returning({ standardKey: formulaSpecificationConfirmations.standardKey });
  if (added.length > 0)
    await audit('create', null, { formulaId, formulaName: formula.name, standardKey, confirmed: true });
  const confirmations = await listSpecificationConfirmations(db, scope, formulaId);
  return confirmations.find((entry) => entry.standardKey === standardKey) ?? null;
}
