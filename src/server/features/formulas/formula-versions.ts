import { and, asc, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { diffFormulaVersions } from '../../../domain/formulas/diff-formula-versions.ts';
import type { Db } from '../../db/client.ts';
import { formulaVersions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FinishedProduct, FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { getWorkspaceFormula, type FormulaScope } from './formula-record.ts';
import type { FormulaWriteLimits } from './formula-storage.ts';
import { saveFormula } from './save-formula.ts';

/**
 * Every saved version of a formula of the workspace, newest first, each with the member who made it; a version
 * without rows has those of the one before.
 */
export async function listFormulaVersions(db: Db, scope: FormulaScope, formulaId: string) {
  await getWorkspaceFormula(db, scope, formulaId);
  const versions = await db
    .select({
      version: formulaVersions.version,
      name: formulaVersions.name,
      rows: formulaVersions.rows,
      createdAt: formulaVersions.createdAt,
      madeById: formulaVersions.userId,
      madeByName: users.name,
    })
    .from(formulaVersions)
    .leftJoin(users, eq(users.id, formulaVersions.userId))
    .where(and(eq(formulaVersions.formulaId, formulaId), eq(formulaVersions.workspaceId, scope.workspaceId)))
    .orderBy(asc(formulaVersions.version));
  let ingredientCount = 0;
  const items = versions.map((entry) => {
    if (entry.rows !== null) ingredientCount = (entry.rows as FormulaRow[]).filter((row) => row.name !== '').length;
    return {
      version: entry.version,
      name: entry.name,
      ingredientCount,
      createdAt: entry.createdAt.toISOString(),
      madeBy: { id: entry.madeById, name: entry.madeByName ?? '' },
    };
  });
  return items.reverse();
}

export async function getFormulaVersion(db: Db, scope: FormulaScope, formulaId: string, version: number) {
  await getWorkspaceFormula(db, scope, formulaId);
  const [entry] = await db
    .select()
    .from(formulaVersions)
    .where(
      and(
        eq(formulaVersions.formulaId, formulaId),
        eq(formulaVersions.workspaceId, scope.workspaceId),
        eq(formulaVersions.version, version),
      ),
    )
    .limit(1);
  if (!entry) throw new AppError('NOT_FOUND', `Version ${version} of this formula does not exist`);
  return {
    version: entry.version,
    name: entry.name,
    description: entry.description,
    rows: (entry.rows ?? (await findRowsBefore(db, scope, formulaId, version))) as FormulaRow[],
    product: entry.product as FinishedProduct | null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The rows of the latest version before `version` that stored them (versions whose rows did not change store none). */
async function findRowsBefore(db: Db, scope: FormulaScope, formulaId: string, version: number): Promise<unknown> {
  const [earlier] = await db
    .select({ rows: formulaVersions.rows })
    .from(formulaVersions)
    .where(
      and(
        eq(formulaVersions.formulaId, formulaId),
        eq(formulaVersions.workspaceId, scope.workspaceId),
        lt(formulaVersions.version, version),
        isNotNull(formulaVersions.rows),
      ),
    )
    .orderBy(desc(formulaVersions.version))
    .limit(1);
  return earlier?.rows ?? [];
}

/** Row-by-row comparison of two versions of the user's formula. */
export async function diffVersions(db: Db, scope: FormulaScope, formulaId: string, from: number, to: number) {
  const [before, after] = await Promise.all([
    getFormulaVersion(db, scope, formulaId, from),
    getFormulaVersion(db, scope, formulaId, to),
  ]);
  return {
    from: before.version,
    to: after.version,
    rows: diffFormulaVersions(before.rows, after.rows),
    nameChanged: before.name !== after.name,
  };
}

/** Restores an old version as a new save (history is never rewritten); a stale `expectedVersion` is a 409. */
export async function restoreFormulaVersion(
  db: Db,
  scope: FormulaScope,
  formulaId: string,
  expectedVersion: number,
  restoreVersion: number,
  limits?: FormulaWriteLimits,
) {
  const old = await getFormulaVersion(db, scope, formulaId, restoreVersion);
  return saveFormula(
    db,
    scope,
    formulaId,
    expectedVersion,
    { name: old.name, description: old.description, rows: old.rows, product: old.product },
    { limits },
  );
}
