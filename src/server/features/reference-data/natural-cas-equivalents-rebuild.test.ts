import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createRebuildWorld,
  materialSource as source,
  NATURAL as natural,
} from '../../../../tests/fixtures/rebuild-materials-fixtures.ts';
import { materials } from '../../db/schema/index.ts';
import { rebuildMaterials } from './rebuild-materials.ts';

const { db, insertSources, insertUserRows, expectUserRowsOn, expectRebuildChangesNothing } = await createRebuildWorld();

/**
 * Issue 26 item 1: Genet absolute, listed by the Transparency List under 129316-65-0 and by the IFRA Annex
 * (natural_contributions.csv, RIFM 626) under 90131-21-8 with 129316-65-0 as its other CAS, was two materials; on
 * re-import it is one, and a user's lot, price and formula line on the Annex's material follow the survivor.
 */
describe('rebuildMaterials over a natural listed under two CAS numbers', () => {
  it('merges the two materials into the Transparency List one and moves the user’s rows to it', async () => {
    await insertSources([
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
    const userRows = await insertUserRows(
      { id: absorbed!.id, name: 'Genet absolute', cas: '90131-21-8' },
      { quantity: 5, amount: 1, formulaName: 'Broom', withPrice: true },
    );

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
    await expectUserRowsOn(survivor!.id, userRows);
    await expectRebuildChangesNothing();
  });
});
