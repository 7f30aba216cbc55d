import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { collectEngineIds } from '../../../domain/formulas/collect-engine-ids.ts';
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

/** What a line holds that names engine data: its material, lot and diluent ids and its purity (JSON of the row). */
type EngineIdsOfLine = [
  materialId: string | null,
  lotId: string | null,
  diluentMaterialId: string | null,
  purity: number | null,
];

/**
 * The materials and lots a formula's lines need in the compliance engine (`collectEngineIds`), read for exactly the
 * formulas getWorkspaceFormula opens (404 otherwise). The database hands over only those four values per line (about
 * a fifth of the rows' JSON at 600 lines: names, notes and amounts stay there), which the engine-data read needs.
 */
export async function getWorkspaceFormulaEngineIds(
  db: Db,
  scope: FormulaScope,
  formulaId: string,
): Promise<ReturnType<typeof collectEngineIds>> {
  const [record] = await db
    .select({
      lines: sql<EngineIdsOfLine[]>`(
        select coalesce(
          jsonb_agg(jsonb_build_array(line->'materialId', line->'lotId', line->'diluentMaterialId', line->'purity')),
          '[]'::jsonb
        )
        from jsonb_array_elements(${formulas.rows}) as line
      )`,
    })
    .from(formulas)
    .where(and(eq(formulas.id, formulaId), openableFormulas(scope)))
    .limit(1);
  if (!record) throw new AppError('NOT_FOUND', 'Formula not found');
  // Stored rows always have a purity (parseFormulaRows gives 1 when none is said).
  return collectEngineIds(
    record.lines.map(([materialId, lotId, diluentMaterialId, purity]) => ({
      materialId,
      lotId,
      diluentMaterialId,
      purity: purity ?? 1,
    })),
  );
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
