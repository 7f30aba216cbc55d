import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/client.ts';
import { materialPrices, materials } from '../../src/server/db/schema/index.ts';
import { getPersonalWorkspaceId } from '../../src/server/features/workspaces/personal-workspace.ts';

/** A reference material (user_id NULL) with a unique name and CAS, or the user's own (in their personal workspace). */
export async function insertMaterial(db: Db, fields: { name?: string; cas?: string; userId?: string } = {}) {
  const name = fields.name ?? `Material ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(materials)
    .values({
      name,
      cas: fields.cas ?? null,
      userId: fields.userId ?? null,
      workspaceId: fields.userId ? await getPersonalWorkspaceId(db, fields.userId) : null,
      kind: 'substance',
      searchText: name.toLowerCase(),
    })
    .returning({ id: materials.id, name: materials.name, cas: materials.cas });
  return row!;
}

/** A price a user typed (or a shared scraper price when userId is null). */
export async function insertPrice(
  db: Db,
  fields: {
    userId: string | null;
    materialId: string;
    vendor: string;
    size: string;
    sizeGrams: number;
    price: number;
    currency?: string;
  },
) {
  const [row] = await db
    .insert(materialPrices)
    .values({
      currency: 'USD',
      source: fields.userId ? 'manual' : 'scraper',
      workspaceId: fields.userId ? await getPersonalWorkspaceId(db, fields.userId) : null,
      ...fields,
    })
    .returning();
  return row!;
}
