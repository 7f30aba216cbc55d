import { and, asc, desc, eq, isNotNull, lt } from 'drizzle-orm';
import { diffFormulaVersions } from '../../../domain/formulas/diff-formula-versions.ts';
import type { Db } from '../../db/client.ts';
import { formulaVersions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FinishedProduct, FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { getOwnedFormula } from './formula-record.ts';
import type { FormulaWriteLimits } from './formula-storage.ts';
import { saveFormula } from './save-formula.ts';

/** Every saved version of the user's formula, newest first; a version without rows has those of the one before. */
export async function listFormulaVersions(db: Db, userId: string, formulaId: string) {
  await getOwnedFormula(db, userId, formulaId);
  const versions = await db
    .select()
    .from(formulaVersions)
    .where(and(eq(formulaVersions.formulaId, formulaId), eq(formulaVersions.userId, userId)))
    .orderBy(asc(formulaVersions.version));
  let ingredientCount = 0;
  const items = versions.map((entry) => {
    if (entry.rows !== null) ingredientCount = (entry.rows as FormulaRow[]).filter((row) => row.name !== '').length;
    return { version: entry.version, name: entry.name, ingredientCount, createdAt: entry.createdAt.toISOString() };
  });
  return items.reverse();
}

export async function getFormulaVersion(db: Db, userId: string, formulaId: string, version: number) {
  const [entry] = await db
    .select()
    .from(formulaVersions)
    .where(
      and(
        eq(formulaVersions.formulaId, formulaId),
        eq(formulaVersions.userId, userId),
        eq(formulaVersions.version, version),
      ),
    )
    .limit(1);
  if (!entry) throw new AppError('NOT_FOUND', `Version ${version} of this formula does not exist`);
  return {
    version: entry.version,
    name: entry.name,
    description: entry.description,
    rows: (entry.rows ?? (await findRowsBefore(db, userId, formulaId, version))) as FormulaRow[],
    product: entry.product as FinishedProduct | null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The rows of the latest version before `version` that stored them (versions whose rows did not change store none). */
async function findRowsBefore(db: Db, userId: string, formulaId: string, version: number): Promise<unknown> {
  const [earlier] = await db
    .select({ rows: formulaVersions.rows })
    .from(formulaVersions)
    .where(
      and(
        eq(formulaVersions.formulaId, formulaId),
        eq(formulaVersions.userId, userId),
        lt(formulaVersions.version, version),
        isNotNull(formulaVersions.rows),
      ),
    )
    .orderBy(desc(formulaVersions.version))
    .limit(1);
  return earlier?.rows ?? [];
}

/** Row-by-row comparison of two versions of the user's formula. */
export async function diffVersions(db: Db, userId: string, formulaId: string, from: number, to: number) {
  const [before, after] = await Promise.all([
    getFormulaVersion(db, userId, formulaId, from),
    getFormulaVersion(db, userId, formulaId, to),
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
  userId: string,
  formulaId: string,
  expectedVersion: number,
  restoreVersion: number,
  limits?: FormulaWriteLimits,
) {
  const old = await getFormulaVersion(db, userId, formulaId, restoreVersion);
  return saveFormula(
    db,
    userId,
    formulaId,
    expectedVersion,
    { name: old.name, description: old.description, rows: old.rows, product: old.product },
    { limits },
  );
}
