import { and, asc, desc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { materials } from '../../db/schema/index.ts';
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
