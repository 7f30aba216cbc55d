import { and, eq, max } from 'drizzle-orm';
import type { AssignFormulaUfiBody } from '../../../domain/clp/clp.schemas.ts';
import { generateUfi, normaliseVatNumber } from '../../../domain/clp/generate-ufi.ts';
import type { Db } from '../../db/client.ts';
import { formulaUfis } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula } from '../formulas/formulas.public.ts';
import { recordAuditEvent, type WorkspaceScope } from '../workspaces/workspaces.public.ts';

export type FormulaUfi = { ufi: string; vatNumber: string; formulationNumber: number; createdAt: string };

function toFormulaUfi(row: typeof formulaUfis.$inferSelect): FormulaUfi {
  return {
    ufi: row.ufi,
    vatNumber: row.vatNumber,
    formulationNumber: row.formulationNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The UFI of a formula of the scope's workspace (404 for another workspace's or a confidential one the user is not
 * named on), or null when none was made yet.
 */
export async function findFormulaUfi(db: Db, scope: WorkspaceScope, formulaId: string): Promise<FormulaUfi | null> {
  await getWorkspaceFormula(db, scope, formulaId);
  const [row] = await db.select().from(formulaUfis).where(eq(formulaUfis.formulaId, formulaId)).limit(1);
  return row ? toFormulaUfi(row) : null;
}

/**
 * Makes the formula's UFI from the workspace's VAT number (Settings → Company) and the formulation number given, or
 * the workspace's next free one. A formula keeps its UFI (409 to make a second: a new composition is a new formula);
 * a formulation number already used with this VAT number in the workspace is refused (409).
 */
export async function assignFormulaUfi(
  db: Db,
  scope: WorkspaceScope,
  formulaId: string,
  companyVatNumber: string,
  body: AssignFormulaUfiBody,
): Promise<FormulaUfi> {
  const formula = await getWorkspaceFormula(db, scope, formulaId);
  if (companyVatNumber.trim() === '') {
    throw new AppError(
      'VALIDATION_FAILED',
      'A UFI is made from your company’s VAT number: fill it in under Settings → Company.',
    );
  }
  const vatNumber = normaliseVatNumber(companyVatNumber);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(formulaUfis).where(eq(formulaUfis.formulaId, formulaId)).limit(1);
    if (existing) throw new AppError('CONFLICT', `This formula already has its UFI, ${existing.ufi}.`);
    const sameVat = and(eq(formulaUfis.workspaceId, formula.workspaceId), eq(formulaUfis.vatNumber, vatNumber));
    let formulationNumber = body.formulationNumber;
    if (formulationNumber === undefined) {
      const [highest] = await tx
        .select({ value: max(formulaUfis.formulationNumber) })
        .from(formulaUfis)
        .where(sameVat);
      formulationNumber = (highest?.value ?? 0) + 1;
    } else {
      const [taken] = await tx
        .select({ formulaId: formulaUfis.formulaId })
        .from(formulaUfis)
        .where(and(sameVat, eq(formulaUfis.formulationNumber, formulationNumber)))
        .limit(1);
      if (taken) {
        throw new AppError(
          'CONFLICT',
          `Formulation number ${formulationNumber} already has a UFI with ${vatNumber}: one number, one composition.`,
        );
      }
    }
    const generated = generateUfi(vatNumber, formulationNumber);
    if (!generated.ok) throw new AppError('VALIDATION_FAILED', `${generated.message} (Settings → Company)`);
    const [row] = await tx
      .insert(formulaUfis)
      .values({
        formulaId,
        workspaceId: formula.workspaceId,
        vatNumber,
        formulationNumber,
        ufi: generated.ufi,
        createdBy: scope.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', 'This UFI was made at the same moment by another request: reload.');
    await recordAuditEvent(
      tx,
      { userId: scope.userId, workspaceId: formula.workspaceId },
      {
        entity: 'document',
        entityId: formulaId,
        action: 'create',
        after: { document: 'UFI', ufi: row.ufi, formulaName: formula.name, formulationNumber },
      },
    );
    return toFormulaUfi(row);
  });
}
