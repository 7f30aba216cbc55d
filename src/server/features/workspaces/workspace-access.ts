import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formulaMembers, formulas, materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WorkspaceScope } from './active-workspace.ts';

/** A database or a transaction: anything that selects. */
type Reader = Pick<Db, 'select'>;

/**
 * The access service (issue 29 item 2, issue 30): which rows of the workspace-owned tables a request may see, written
 * once. Every feature filters through these (lists) or calls the `get…` functions (one row by id, else 404); a row of
 * another workspace is never revealed, and a write first passes `requireWorkspacePermission` on its route.
 */

/**
 * THE rule for which materials a request may see (issue 29 item 2, issue 30): the reference library (no workspace)
 * and the own materials of the scope's workspace, whoever in it made them. Another workspace's materials are absent
 * from lists and a 404 by id. Every query over `materials` on behalf of a user filters through here.
 */
export function visibleMaterials(scope: WorkspaceScope): SQL {
  return or(isNull(materials.workspaceId), eq(materials.workspaceId, scope.workspaceId))!;
}

/** The workspace's own materials (the ones its members may edit, with `materials.edit`). */
export function ownMaterials(scope: WorkspaceScope): SQL {
  return eq(materials.workspaceId, scope.workspaceId);
}

/** A material the scope may see: id, name and CAS; 404 otherwise. */
export async function getVisibleMaterial(db: Reader, scope: WorkspaceScope, materialId: string) {
  const [material] = await db
    .select({ id: materials.id, name: materials.name, cas: materials.cas })
    .from(materials)
    .where(and(eq(materials.id, materialId), visibleMaterials(scope)));
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
  return material;
}

/** The whole row of a material the scope may see (for the material page, prompts); 404 otherwise. */
export async function getVisibleMaterialRecord(db: Reader, scope: WorkspaceScope, materialId: string) {
  const [material] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, materialId), visibleMaterials(scope)));
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
  return material;
}

/** One of the workspace's own materials (id and name); a reference material or another workspace's is a 404. */
export async function getOwnMaterial(db: Reader, scope: WorkspaceScope, materialId: string) {
  const [material] = await db
    .select({ id: materials.id, name: materials.name })
    .from(materials)
    .where(and(eq(materials.id, materialId), ownMaterials(scope)));
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
  return material;
}

/** The materials among `ids` the scope may see (id, name, CAS); the others are simply absent. */
export async function findVisibleMaterials(db: Reader, scope: WorkspaceScope, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: materials.id, name: materials.name, cas: materials.cas })
    .from(materials)
    .where(and(inArray(materials.id, [...ids]), visibleMaterials(scope)));
}

/**
 * The formulas of the scope's workspace its user may open: every unrestricted one, and a confidential one only
 * for its author and the members named on it. Everything else is absent (lists) or a 404 (by id).
 */
export function openableFormulas(scope: WorkspaceScope): SQL {
  return and(
    eq(formulas.workspaceId, scope.workspaceId),
    or(
      eq(formulas.isConfidential, false),
      eq(formulas.userId, scope.userId),
      sql`exists (select 1 from ${formulaMembers} where ${formulaMembers.formulaId} = ${formulas.id} and ${formulaMembers.userId} = ${scope.userId})`,
    ),
  )!;
}
