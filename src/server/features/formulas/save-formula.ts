import { and, eq, sql } from 'drizzle-orm';
import { versionWrite } from '../../../domain/formulas/autosave-version.ts';
import {
  determineFormulaSource,
  DEFAULT_FORMULA_NAME,
  type FinishedProduct,
  type FormulaRow,
} from '../../../domain/formulas/formula-row.ts';
import type { Db } from '../../db/client.ts';
import { formulas, formulaVersions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAuditEvent, openableFormulas } from '../workspaces/workspaces.public.ts';
import { getWorkspaceFormula, toFormulaResponse, type FormulaScope } from './formula-record.ts';
import { assertFormulaContent, assertStorageFits, jsonBytes, type FormulaWriteLimits } from './formula-storage.ts';

export type FormulaChange = {
  name?: string;
  description?: string | null;
  rows?: FormulaRow[];
  tags?: string[];
  isPublic?: boolean;
  product?: FinishedProduct | null;
};

export const CONFLICT_MESSAGE =
  'This formula was saved elsewhere since you opened it. Reload it to see the latest version; your edits are kept in this window.';

export type SaveOptions = {
  /** An autosave: within a few minutes of the version autosave last made, that version is updated in place. */
  autosave?: boolean;
  /** The revision the client saw; with it, an in-place autosave elsewhere is a conflict too. */
  expectedRevision?: number;
  limits?: FormulaWriteLimits;
};

/**
 * Saves only if `expectedVersion` (and `expectedRevision` when given) is still current: the conditional UPDATE
 * takes the row lock, so of two saves of one version exactly one succeeds and the other gets a 409 (never a
 * silent overwrite). A new version is written to formula_versions in the same transaction, with its rows only when
 * they changed (a rename stores no copy of the rows), except over a version autosave made (versionWrite): an
 * autosave within its window updates it, and an explicit save that changes nothing keeps it as saved.
 */
export async function saveFormula(
  db: Db,
  scope: FormulaScope,
  formulaId: string,
  expectedVersion: number,
  change: FormulaChange,
  options: SaveOptions = {},
) {
  if (change.name !== undefined || change.rows !== undefined)
    assertFormulaContent({ name: change.name?.trim(), rows: change.rows });
  const { userId } = scope;
  return db.transaction(async (tx) => {
    const now = new Date();
    const autosave = options.autosave ?? false;
    const [current] = await tx
      .select({
        name: formulas.name,
        description: formulas.description,
        rows: formulas.rows,
        tags: formulas.tags,
        isPublic: formulas.isPublic,
        product: formulas.product,
        version: formulas.version,
        revision: formulas.revision,
      })
      .from(formulas)
      .where(and(eq(formulas.id, formulaId), openableFormulas(scope)));
    if (!current) throw new AppError('NOT_FOUND', 'Formula not found');
    if (
      current.version !== expectedVersion ||
      (options.expectedRevision !== undefined && current.revision !== options.expectedRevision)
    ) {
      throw new AppError('CONFLICT', CONFLICT_MESSAGE, {
        currentVersion: current.version,
        currentRevision: current.revision,
      });
    }
    const rowsChanged = change.rows !== undefined && !isSameJson(change.rows, current.rows);
    const changed = rowsChanged || changesBesidesRows(change, current);
    // Only a version this user's autosave made can be written again; an explicit save with a change needs no look.
    const [currentVersion] =
      autosave || !changed
        ? await tx
            .select({ autosaved: formulaVersions.autosaved, createdAt: formulaVersions.createdAt })
            .from(formulaVersions)
            .where(
              and(
                eq(formulaVersions.formulaId, formulaId),
                eq(formulaVersions.userId, userId),
                eq(formulaVersions.version, expectedVersion),
              ),
            )
            .limit(1)
        : [];
    const write = versionWrite({ autosave, changed }, currentVersion ?? null, now);
    if (write.kind === 'none')
      return toFormulaResponse(await getWorkspaceFormula(tx as unknown as Db, scope, formulaId));
    const inPlace = write.kind === 'in-place';
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
    if (rowsChanged) set.rows = change.rows;
    if (change.tags !== undefined) set.tags = change.tags;
    if (change.isPublic !== undefined) set.isPublic = change.isPublic;
    if (change.product !== undefined) set.product = change.product;
    // The new version's rows (when changed) and the formula's growth; name, description and product are small.
    const rowBytes = rowsChanged ? jsonBytes(change.rows) : 0;
    const growth =
      rowBytes +
      Math.max(0, rowBytes - jsonBytes(current.rows)) +
      Buffer.byteLength(set.name ?? '') +
      Buffer.byteLength(change.description ?? '') +
      jsonBytes(change.product);
    await assertStorageFits(tx, userId, growth, options.limits);
    const [record] = await tx
      .update(formulas)
      .set(set)
      .where(
        and(
          eq(formulas.id, formulaId),
          openableFormulas(scope),
          eq(formulas.version, expectedVersion),
          options.expectedRevision === undefined ? undefined : eq(formulas.revision, options.expectedRevision),
        ),
      )
      .returning();
    if (!record) {
      const latest = await getWorkspaceFormula(tx as unknown as Db, scope, formulaId);
      throw new AppError('CONFLICT', CONFLICT_MESSAGE, {
        currentVersion: latest.version,
        currentRevision: latest.revision,
      });
    }
    const snapshot = { name: record.name, description: record.description, product: record.product };
    if (inPlace) {
      // The autosaved version takes the new state; its rows are written when they changed (null means "as before").
      // An explicit save of the same state keeps it as saved (autosaved false).
      await tx
        .update(formulaVersions)
        .set({ ...snapshot, autosaved: write.autosaved, ...(rowsChanged ? { rows: record.rows } : {}) })
        .where(and(eq(formulaVersions.formulaId, formulaId), eq(formulaVersions.version, record.version)));
    } else {
      await tx.insert(formulaVersions).values({
        formulaId,
        userId,
        workspaceId: record.workspaceId,
        version: record.version,
        autosaved: autosave,
        ...snapshot,
        rows: rowsChanged ? record.rows : null,
      });
    }
    // The trail keeps who made which version, never the composition (a confidential formula's auditors may not open it);
    // an autosave writing its version again is not an event, a version kept by an explicit save is.
    if (!inPlace || !write.autosaved)
      await recordAuditEvent(tx, scope, {
        entity: 'formula',
        entityId: formulaId,
        action: 'update',
        before: { version: expectedVersion },
        after: { name: record.name, version: record.version, rowsChanged, autosaved: autosave },
      });
    return toFormulaResponse(record);
  });
}

/** Does the change set anything but the rows to a value other than the formula's? */
function changesBesidesRows(
  change: FormulaChange,
  current: Pick<typeof formulas.$inferSelect, 'name' | 'description' | 'tags' | 'isPublic' | 'product'>,
): boolean {
  return (
    (change.name !== undefined && (change.name.trim() || DEFAULT_FORMULA_NAME) !== current.name) ||
    (change.description !== undefined && change.description !== current.description) ||
    (change.tags !== undefined && !isSameJson(change.tags, current.tags)) ||
    (change.isPublic !== undefined && change.isPublic !== current.isPublic) ||
    (change.product !== undefined && !isSameJson(change.product, current.product))
  );
}

/** Deep equality of JSON values, key order aside (jsonb gives keys back in its own order). */
export function isSameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right))
    return left.length === right.length && left.every((item, index) => isSameJson(item, right[index]));
  const leftEntries = Object.entries(left).filter(([, value]) => value !== undefined);
  const rightObject = right as Record<string, unknown>;
  const rightCount = Object.values(rightObject).filter((value) => value !== undefined).length;
  return leftEntries.length === rightCount && leftEntries.every(([key, value]) => isSameJson(value, rightObject[key]));
}
