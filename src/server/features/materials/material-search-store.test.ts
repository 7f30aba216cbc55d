import { gunzipSync } from 'node:zlib';
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

  it("makes the browser's index once for the requests that ask at the same time, its gzip copy the same JSON", async () => {
    await insertMaterial(db, { name: 'Ambroxan Reference' });
    await ctx.deps.materialIndex.refreshIfStale();
    const [first, second] = await Promise.all([ctx.deps.materialIndex.compact(), ctx.deps.materialIndex.compact()]);
    expect(second).toBe(first);
    expect(gunzipSync(first.gzip).toString()).toBe(first.json);
    expect(first.json).toContain('Ambroxan Reference');
    // The next version of the library makes a new one.
    await insertMaterial(db, { name: 'Galaxolide Reference' });
    await ctx.deps.materialIndex.refreshIfStale();
    const next = await ctx.deps.materialIndex.compact();
    expect(next).not.toBe(first);
    expect(next.etag).not.toBe(first.etag);
    expect(gunzipSync(next.gzip).toString()).toContain('Galaxolide Reference');
  });
});
