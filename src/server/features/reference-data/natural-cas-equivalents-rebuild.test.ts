import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import type { MaterialContribution } from '../../../domain/reference-data/material-contribution.ts';
import { formulas, inventoryLots, materialPrices, materials, materialSources } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { rebuildMaterials } from './rebuild-materials.ts';

const ctx = await createTestContext();
const user = await ctx.signUp();
const workspaceId = await getPersonalWorkspaceId(ctx.deps.database.db, user.userId);
const db = ctx.deps.database.db;

const source = (dataset: string, contribution: MaterialContribution) => ({
  id: `${dataset}|${contribution.sourceKey}`,
  dataset,
  sourceKey: contribution.sourceKey,
  cas: contribution.cas ?? null,
  data: contribution,
});

const natural = { isCasValid: true, isVariant: true, isNatural: true } as const;

/**
 * Issue 26 item 1: Genet absolute, listed by the Transparency List under 129316-65-0 and by the IFRA Annex
 * (natural_contributions.csv, RIFM 626) under 90131-21-8 with 129316-65-0 as its other CAS, was two materials; on
 * re-import it is one, and a user's lot, price and formula line on the Annex's material follow the survivor.
 */
describe('rebuildMaterials over a natural listed under two CAS numbers', () => {
  it('merges the two materials into the Transparency List one and moves the user’s rows to it', async () => {
    await db.insert(materialSources).values([
      source('ifra-transparency-list', {
        sourceKey: 't1',
        cas: '129316-65-0',
        name: 'Genet absolute',
        ncsCategory: 'E2.1',
        ...natural,
      }),
      source('ifra-51-annex-contributions', {
        sourceKey: 'a1',
        cas: '90131-21-8',
        otherCas: ['129316-65-0'],
        name: 'Genet absolute',
        ncsCategory: 'E2.1',
        ...natural,
      }),
    ]);
    const [survivor, absorbed] = await db
      .insert(materials)
      .values([
        { mergeKey: 'cas:129316-65-0', cas: '129316-65-0', name: 'Genet absolute', kind: 'natural', searchText: 'x' },
        { mergeKey: 'cas:90131-21-8', cas: '90131-21-8', name: 'Genet absolute', kind: 'natural', searchText: 'x' },
      ])
      .returning({ id: materials.id });
    const [lot] = await db
      .insert(inventoryLots)
      .values({ userId: user.userId, workspaceId, materialId: absorbed!.id, quantity: 5, unit: 'g' })
      .returning({ id: inventoryLots.id });
    const [price] = await db
      .insert(materialPrices)
      .values({
        userId: user.userId,
        workspaceId,
        materialId: absorbed!.id,
        vendor: 'Own',
        size: '5 g',
        sizeGrams: 5,
        price: 40,
        currency: 'EUR',
        source: 'manual',
      })
      .returning({ id: materialPrices.id });
    const row = {
      id: 'r1',
      materialId: absorbed!.id,
      name: 'Genet absolute',
      cas: '90131-21-8',
      amount: 1,
      unit: 'g',
      purity: 1,
      diluent: null,
      diluentMaterialId: null,
      notes: '',
      isExcluded: false,
    };
    const [formula] = await db
      .insert(formulas)
      .values({ userId: user.userId, workspaceId, name: 'Broom', rows: [row as never] })
      .returning({ id: formulas.id });

    await db.transaction((tx) => rebuildMaterials(tx));

    const library = await db
      .select()
      .from(materials)
      .where(inArray(materials.cas, ['129316-65-0', '90131-21-8']));
    expect(library.map((material) => [material.id, material.mergeKey, material.cas, material.otherCas])).toEqual([
      [survivor!.id, 'cas:129316-65-0', '129316-65-0', ['90131-21-8']],
    ]);
    expect(library[0]?.mergedFrom.map((record) => [record.dataset, record.name])).toEqual([
      ['ifra-transparency-list', 'Genet absolute'],
      ['ifra-51-annex-contributions', 'Genet absolute'],
    ]);
    const [movedLot] = await db.select().from(inventoryLots).where(eq(inventoryLots.id, lot!.id));
    expect(movedLot?.materialId).toBe(survivor!.id);
    const [movedPrice] = await db.select().from(materialPrices).where(eq(materialPrices.id, price!.id));
    expect(movedPrice?.materialId).toBe(survivor!.id);
    const [movedFormula] = await db.select().from(formulas).where(eq(formulas.id, formula!.id));
    expect(movedFormula?.rows[0]?.materialId).toBe(survivor!.id);

    // Repeatable: a second rebuild changes nothing.
    const again = await db.transaction((tx) => rebuildMaterials(tx));
    expect(again).toMatchObject({ added: 0, updated: 0, removed: 0 });
  });
});
