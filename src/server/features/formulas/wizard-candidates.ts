import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { findPerfumeryFamily, listStructureKeys } from '../../../domain/formulas/perfumery-families.ts';
import type { Db } from '../../db/client.ts';
import { inventoryLots, materials } from '../../db/schema/index.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { visibleMaterials } from '../workspaces/workspaces.public.ts';
import { findFormulaPrices } from './formula-prices.ts';

/** How many materials of one family the wizard looks at. */
const MAX_CANDIDATES = 300;

/**
 * Library materials (reference and the workspace's own) of one odour family whose substantivity is known, with
 * the best known price per gram of each: what the formula wizard may draw a starting structure from.
 */
export async function listWizardCandidates(db: Db, scope: WorkspaceScope, family: string) {
  const rows = await db
    .select({
      id: materials.id,
      name: materials.name,
      cas: materials.cas,
      odourFamily: materials.odourFamily,
      notePosition: materials.notePosition,
      substantivityHours: materials.substantivityHours,
      sourceCount: materials.sourceCount,
    })
    .from(materials)
    .where(
      and(
        visibleMaterials(scope),
        sql`lower(${materials.odourFamily}) = ${family.toLowerCase()}`,
        isNotNull(materials.substantivityHours),
      ),
    )
    .orderBy(desc(materials.sourceCount), asc(materials.name))
    .limit(MAX_CANDIDATES);
  const prices = await findFormulaPrices(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return {
    currency: prices.currency,
    items: rows.map((row) => ({ ...row, pricePerGram: prices.pricePerGram[row.id] ?? null })),
  };
}

/**
 * Library materials (reference and the workspace's own) standing for the materials of a perfumery family's structure
 * (by CAS number or name), with the best known price per gram and whether the workspace holds stock of each: what
 * the wizard builds a family structure from, the user's stock first.
 */
export async function listWizardStructureCandidates(db: Db, scope: WorkspaceScope, familyId: string) {
  const family = findPerfumeryFamily(familyId);
  if (!family) return { currency: null, items: [] };
  const keys = listStructureKeys(family);
  const rows = await db
    .select({ id: materials.id, name: materials.name, cas: materials.cas, sourceCount: materials.sourceCount })
    .from(materials)
    .where(
      and(
        visibleMaterials(scope),
        or(inArray(materials.cas, keys.cas), inArray(sql`lower(${materials.name})`, keys.names)),
      ),
    )
    .orderBy(desc(materials.sourceCount), asc(materials.name))
    .limit(MAX_CANDIDATES);
  const ids = rows.map((row) => row.id);
  const stocked =
    ids.length === 0
      ? []
      : await db
          .selectDistinct({ materialId: inventoryLots.materialId })
          .from(inventoryLots)
          .where(
            and(
              eq(inventoryLots.workspaceId, scope.workspaceId),
              inArray(inventoryLots.materialId, ids),
              gt(inventoryLots.quantity, 0),
            ),
          );
  const inStock = new Set(stocked.map((row) => row.materialId));
  const prices = await findFormulaPrices(db, scope, ids);
  return {
    currency: prices.currency,
    items: rows.map((row) => ({
      ...row,
      pricePerGram: prices.pricePerGram[row.id] ?? null,
      inStock: inStock.has(row.id),
    })),
  };
}
