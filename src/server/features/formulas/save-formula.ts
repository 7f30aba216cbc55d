import { and, eq, sql } from 'drizzle-orm';
import { shouldUpdateVersionInPlace } from '../../../domain/formulas/autosave-version.ts';
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

export type SaveOptions = {
  /** An autosave: within a few minutes of the version autosave last made, that version is updated in place. */
  autosave?: boolean;
  /** The revision the client saw; with it, an in-place autosave elsewhere is a conflict too. */
  expectedRevision?: number;
};

/**
 * Saves only if `expectedVersion` (and `expectedRevision` when given) is still current: the conditional UPDATE
 * takes the row lock, so of two saves of one version exactly one succeeds and the other gets a 409 (never a
 * silent overwrite). A new version is written to formula_versions in the same transaction, except for an
 * autosave within the window of an autosaved version (shouldUpdateVersionInPlace), which updates that version.
 */
export async function saveFormula(db: Db, userId: string, formulaId: string, expectedVersion: number, change: FormulaChange, options: SaveOptions = {}) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const autosave = options.autosave ?? false;
    const [current] = autosave
      ? await tx
          .select({ autosaved: formulaVersions.autosaved, createdAt: formulaVersions.createdAt })
          .from(formulaVersions)
          .where(and(eq(formulaVersions.formulaId, formulaId), eq(formulaVersions.userId, userId), eq(formulaVersions.version, expectedVersion)))
          .limit(1)
      : [];
    const inPlace = shouldUpdateVersionInPlace(autosave, current ?? null, now);
    const set: Partial<typeof formulas.$inferInsert> = {
      version: inPlace ? expectedVersion : (sql`${formulas.version} + 1` as unknown as number),
      revision: sql`${formulas.revision} + 1` as unknown as number,
      updatedAt: now,
    };
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
      .where(
        and(
          eq(formulas.id, formulaId),
          eq(formulas.userId, userId),
          eq(formulas.version, expectedVersion),
          options.expectedRevision === undefined ? undefined : eq(formulas.revision, options.expectedRevision),
        ),
      )
      .returning();
    if (!record) {
      const latest = await getOwnedFormula(tx as unknown as Db, userId, formulaId);
      throw new AppError('CONFLICT', CONFLICT_MESSAGE, { currentVersion: latest.version, currentRevision: latest.revision });
    }
    const snapshot = { name: record.name, description: record.description, rows: record.rows, product: record.product };
    if (inPlace) {
      await tx
        .update(formulaVersions)
        .set(snapshot)
        .where(and(eq(formulaVersions.formulaId, formulaId), eq(formulaVersions.version, record.version)));
    } else {
      await tx.insert(formulaVersions).values({ formulaId, userId, version: record.version, autosaved: autosave, ...snapshot });
    }
    return toFormulaResponse(record);
  });
}
