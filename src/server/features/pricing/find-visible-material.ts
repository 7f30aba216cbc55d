import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/** A material the user may see (reference or their own): id, name and CAS; 404 otherwise. */
export async function getVisibleMaterial(db: Db, userId: string, materialId: string) {
  const [material] = await db
    .select({ id: materials.id, name: materials.name, cas: materials.cas })
    .from(materials)
    .where(and(eq(materials.id, materialId), or(isNull(materials.userId), eq(materials.userId, userId))));
  if (!material) throw new AppError('NOT_FOUND', 'Material not found');
  return material;
}
