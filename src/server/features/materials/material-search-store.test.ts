import { describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

describe('the material search index of one server', () => {
  it('follows a library another server changed, and does nothing while the library is unchanged', async () => {
    await insertMaterial(db, { name: 'Hedione Reference' });
    const before = await ctx.deps.materialIndex.current();
    expect(await ctx.deps.materialIndex.refreshIfStale()).toBe(false);
    // Another app server imported: the rows change under this server's index.
    await insertMaterial(db, { name: 'Iso E Super Reference' });
    expect((await ctx.deps.materialIndex.current()).index.materials.map((material) => material.name)).not.toContain(
      'Iso E Super Reference',
    );
    expect(await ctx.deps.materialIndex.refreshIfStale()).toBe(true);
    const after = await ctx.deps.materialIndex.current();
    expect(after.version).not.toBe(before.version);
    expect(after.index.materials.map((material) => material.name)).toContain('Iso E Super Reference');
  });
});
