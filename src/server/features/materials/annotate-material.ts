import { and, eq, isNull, or } from 'drizzle-orm';
import type { MaterialAnnotationInput } from '../../../domain/materials/materials.schemas.ts';
import type { Db } from '../../db/client.ts';
import { materialAnnotations, materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** The user's note on a material they can see; the material itself (a reference row) never changes. */
export async function annotateMaterial(db: Db, userId: string, materialId: string, input: MaterialAnnotationInput) {
  const [material] = await db
    .select({ id: materials.id })
    .from(materials)
    .where(and(eq(materials.id, materialId), or(isNull(materials.userId), eq(materials.userId, userId))));
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
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
