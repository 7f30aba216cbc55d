import { and, eq, sql } from 'drizzle-orm';
import { determineFormulaSource, DEFAULT_FORMULA_NAME, type FinishedProduct, type FormulaRow } from '../../../domain/formulas/formula-row.ts';
import type { Db } from '../../db/client.ts';
import { formulas, formulaVersions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getOwnedFormula, toFormulaResponse } from './formula-record.ts';

export type FormulaChange = {
  name?: string;
  description?: string | null;
  rows?: FormulaRow[];
  tags?: string[];
  isPublic?: boolean;
  product?: FinishedProduct | null;
};

export const CONFLICT_MESSAGE = 'This formula was saved elsewhere since you opened it. Reload it to see the latest version; your edits are kept in this window.';

/**
 * Saves a new version, only if `expectedVersion` is still the current one: the conditional UPDATE takes the
 * row lock, so of two saves of one version exactly one succeeds and the other gets a 409 (never a silent
 * overwrite). The new version is also written to formula_versions, in the same transaction.
 */
export async function saveFormula(db: Db, userId: string, formulaId: string, expectedVersion: number, change: FormulaChange) {
  return db.transaction(async (tx) => {
    const set: Partial<typeof formulas.$inferInsert> = { version: sql`${formulas.version} + 1` as unknown as number, updatedAt: new Date() };
    if (change.name !== undefined) set.name = change.name.trim() || DEFAULT_FORMULA_NAME;
    if (change.description !== undefined) {
      set.description = change.description;
      set.source = determineFormulaSource(change.description);
    }
    if (change.rows !== undefined) set.rows = change.rows;
    if (change.tags !== undefined) set.tags = change.tags;
    if (change.isPublic !== undefined) set.isPublic = change.isPublic;
    if (change.product !== undefined) set.product = change.product;
    const [record] = await tx
      .update(formulas)
      .set(set)
      .where(and(eq(formulas.id, formulaId), eq(formulas.userId, userId), eq(formulas.version, expectedVersion)))
      .returning();
    if (!record) {
      const current = await getOwnedFormula(tx as unknown as Db, userId, formulaId);
      throw new AppError('CONFLICT', CONFLICT_MESSAGE, { currentVersion: current.version });
    }
    await tx.insert(formulaVersions).values({
      formulaId,
      userId,
      version: record.version,
      name: record.name,
      description: record.description,
      rows: record.rows,
      product: record.product,
    });
    return toFormulaResponse(record);
  });
}
