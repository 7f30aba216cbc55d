import { and, eq } from 'drizzle-orm';
import type { MaterialAnnotationInput } from '../../../domain/materials/materials.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materialAnnotations } from '../../db/schema/index.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { getVisibleMaterial } from '../workspaces/workspaces.public.ts';

/** The user's own note on a material their workspace can see; the material itself never changes. */
export async function annotateMaterial(
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
  input: MaterialAnnotationInput,
) {
  const { userId } = scope;
  await getVisibleMaterial(db, scope, materialId);
  if (input.notePositionOverride === null && input.notes === null) {
    await db
      .delete(materialAnnotations)
      .where(and(eq(materialAnnotations.userId, userId), eq(materialAnnotations.materialId, materialId)));
    return null;
  }
  const values = { notePositionOverride: input.notePositionOverride, notes: input.notes, updatedAt: new Date() };
  const [saved] = await db
    .insert(materialAnnotations)
    .values({ userId, materialId, ...values })
    .onConflictDoUpdate({ target: [materialAnnotations.userId, materialAnnotations.materialId], set: values })
    .returning({
      notePositionOverride: materialAnnotations.notePositionOverride,
      notes: materialAnnotations.notes,
      updatedAt: materialAnnotations.updatedAt,
    });
  return saved ?? null;
}

/** The user's annotation of a material, or null. */
export async function findMaterialAnnotation(db: Db, userId: string, materialId: string) {
  const [annotation] = await db
    .select({
      notePositionOverride: materialAnnotations.notePositionOverride,
      notes: materialAnnotations.notes,
      updatedAt: materialAnnotations.updatedAt,
    })
    .from(materialAnnotations)
    .where(and(eq(materialAnnotations.userId, userId), eq(materialAnnotations.materialId, materialId)));
  return annotation ?? null;
}
