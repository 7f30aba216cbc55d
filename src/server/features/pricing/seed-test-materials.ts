import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
import { resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';

export const SeedMaterialsInputSchema = z.strictObject({
  materials: z
    .array(z.strictObject({ name: z.string().min(1).max(200), cas: z.string().max(20).optional() }))
    .min(1)
    .max(50),
});

/**
 * Test deployments only (NODE_ENV=test, mounted under /api/test/): gives the signed-in user their own
 * materials (in the workspace they work in), so an end-to-end journey can build a formula without importing the
 * reference library.
 */
export async function seedTestMaterials(db: Db, userId: string, input: z.infer<typeof SeedMaterialsInputSchema>) {
  const workspaceId = (await resolveActiveWorkspace(db, userId)).id;
  return db
    .insert(materials)
    .values(
      input.materials.map((material) => ({
        userId,
        workspaceId,
        name: material.name,
        cas: material.cas ?? null,
        kind: 'substance',
        searchText: material.name.toLowerCase(),
      })),
    )
    .returning({ id: materials.id, name: materials.name, cas: materials.cas });
}
