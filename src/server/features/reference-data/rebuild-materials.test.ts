import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createRebuildWorld,
  materialSource as source,
  NATURAL as natural,
} from '../../../../tests/fixtures/rebuild-materials-fixtures.ts';
import { materials, materialSources } from '../../db/schema/index.ts';
import { rebuildMaterials } from './rebuild-materials.ts';

const { db, insertSources, insertUserRows, expectUserRowsOn, expectRebuildChangesNothing } = await createRebuildWorld();

/** Issue 26 item 1: merging never breaks a user's formulas or lots; they follow the surviving material. */
describe('rebuildMaterials over materials an earlier import kept apart', () => {
  it('hands the merged material’s lots and formula lines to the survivor, then says what it was merged from', async () => {
    await insertSources([
      source('ifra-transparency-list', {
        sourceKey: 't1',
        cas: '93165-50-5',
        name: 'Lavender oil',
        ncsCategory: 'F2.12',
        ...natural,
      }),
      source('ifra-transparency-list', {
        sourceKey: 't2',
        cas: '8000-28-0',
        name: 'Lavender oil',
        ncsCategory: 'F2.12',
        ...natural,
      }),
      source('ifra-51-annex-contributions', {
        sourceKey: 'a1',
        cas: '93165-50-5',
        name: 'Lavender oil dentata',
        ncsCategory: 'F2.12',
        ...natural,
      }),
    ]);
    // What the earlier merge made: the survivor and the Annex's own record, which a user stocked and used.
    const [survivor, absorbed] = await db
      .insert(materials)
      .values([
        { mergeKey: 'cas:93165-50-5', cas: '93165-50-5', name: 'Lavender oil', kind: 'natural', searchText: 'x' },
        {
          mergeKey: 'cas:93165-50-5~lavender oil dentata',
          cas: '93165-50-5',
          name: 'Lavender oil dentata',
          kind: 'natural',
          searchText: 'x',
        },
      ])
      .returning({ id: materials.id });
    const userRows = await insertUserRows(
      { id: absorbed!.id, name: 'Lavender oil dentata', cas: '93165-50-5' },
      { quantity: 50, amount: 2, formulaName: 'Fougère' },
    );

    await db.transaction((tx) => rebuildMaterials(tx));

    const library = await db.select().from(materials).where(eq(materials.cas, '93165-50-5'));
    expect(library.map((material) => [material.id, material.name, material.naturalType])).toEqual([
      [survivor!.id, 'Lavender oil dentata', 'essential oil'],
    ]);
    expect(library[0]?.mergedFrom.map((record) => record.dataset)).toEqual([
      'ifra-transparency-list',
      'ifra-51-annex-contributions',
    ]);
    await expectUserRowsOn(survivor!.id, userRows);
    await expectRebuildChangesNothing();
  });

  it('keeps the absorbed material’s id when the survivor did not exist yet', async () => {
    await db.delete(materials);
    await db.delete(materialSources);
    await insertSources([
      source('ifra-transparency-list', {
        sourceKey: 'v1',
        cas: '8016-96-4',
        name: 'Vetiver oil',
        ncsCategory: 'E2.12',
        ...natural,
      }),
      source('ifra-51-annex-contributions', {
        sourceKey: 'v2',
        cas: '8016-96-4',
        name: 'Vetiver oil (all origins)',
        ncsCategory: 'E2.12',
        ...natural,
      }),
    ]);
    const [only] = await db
      .insert(materials)
      .values({
        mergeKey: 'cas:8016-96-4~vetiver oil all origins',
        cas: '8016-96-4',
        name: 'Vetiver oil (all origins)',
        kind: 'natural',
        searchText: 'x',
      })
      .returning({ id: materials.id });
    await db.transaction((tx) => rebuildMaterials(tx));
    const library = await db.select().from(materials).where(eq(materials.cas, '8016-96-4'));
    expect(library.map((material) => [material.id, material.mergeKey, material.name])).toEqual([
      [only!.id, 'cas:8016-96-4', 'Vetiver oil'],
    ]);
  });
});
