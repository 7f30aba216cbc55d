import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ParsedRows } from '../../../domain/formulas/parse-formula-rows.ts';
import { describeRejectedRows, parseFormulaRows } from '../../../domain/formulas/parse-formula-rows.ts';
import type { Db } from '../../db/client.ts';
import { formulas } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { openableFormulas, resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';

export type FormulaRecord = typeof formulas.$inferSelect;

/** What the API answers for one formula. */
export function toFormulaResponse(record: FormulaRecord) {
  const rows = record.rows;
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    rows,
    product: record.product,
    version: record.version,
    revision: record.revision,
    masterFormulaId: record.masterFormulaId,
    tags: record.tags,
    isPublic: record.isPublic,
    /** Open only to its author and the members named on it (PUT /api/formulas/:id/access). */
    isConfidential: record.isConfidential,
    source: record.source,
    ingredientCount: rows.filter((row) => row.name !== '').length,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
export type FormulaResponse = ReturnType<typeof toFormulaResponse>;

/**
 * The session user's own formula (its author), or a 404: read-only shares with colleagues outside the workspace
 * (formula-shares.ts, ADR 020) keep this stricter rule; every other area reads `getWorkspaceFormula`.
 */
export async function getOwnedFormula(db: Db, userId: string, formulaId: string): Promise<FormulaRecord> {
  const [record] = await db
    .select()
    .from(formulas)
    .where(and(eq(formulas.id, formulaId), eq(formulas.userId, userId)))
    .limit(1);
  if (!record) throw new AppError('NOT_FOUND', 'Formula not found');
  return record;
}

/** Whose request reads or writes formulas: the session user in the workspace it works in (ADR 033). */
export type FormulaScope = WorkspaceScope;

/** A formula of the scope's workspace the user may open, or a 404 (another workspace's, or confidential). */
export async function getWorkspaceFormula(db: Db, scope: FormulaScope, formulaId: string): Promise<FormulaRecord> {
  const [record] = await db
    .select()
    .from(formulas)
    .where(and(eq(formulas.id, formulaId), openableFormulas(scope)))
    .limit(1);
  if (!record) throw new AppError('NOT_FOUND', 'Formula not found');
  return record;
}

/**
 * The name of a formula the user may open in their active workspace, as GET /api/formulas/:id decides (its
 * prerendered page shows it: app-page.ts), else null. Never a 404: the page is drawn either way.
 */
export async function readOpenableFormulaName(db: Db, userId: string, formulaId: string): Promise<string | null> {
  const workspace = await resolveActiveWorkspace(db, userId);
  const [record] = await db
    .select({ name: formulas.name })
    .from(formulas)
    .where(and(eq(formulas.id, formulaId), openableFormulas({ userId, workspaceId: workspace.id })))
    .limit(1);
  return record?.name ?? null;
}

export const createRowId = () => randomUUID();

/** Rows from API input, or a 422 naming every malformed row. */
export function parseRowsOrThrow(input: unknown): ParsedRows {
  const parsed = parseFormulaRows(input, createRowId);
  if (parsed.rejected.length > 0) {
    throw new AppError('VALIDATION_FAILED', `Malformed rows: ${describeRejectedRows(parsed.rejected)}`, {
      rejected: parsed.rejected,
    });
  }
  return parsed;
}
