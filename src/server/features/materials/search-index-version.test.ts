import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { materials } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const user = await ctx.signUp();
const { db } = ctx.deps.database;
await db.insert(materials).values({
  mergeKey: 'cas:78-70-6',
  name: 'Linalool',
  cas: '78-70-6',
  casValid: true,
  kind: 'substance',
  searchText: 'linalool',
  sourceCount: 3,
});
await ctx.deps.materialIndex.rebuild();

const versionOf = async () => {
  const response = await ctx.request('/api/materials/search-index/version', { cookie: user.cookie });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
  return (await readJson(response, z.looseObject({ version: z.string() }))).version;
};

describe('the search index by data version', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request('/api/materials/search-index/version')).status).toBe(401);
    expect((await ctx.request(`/api/materials/search-index/m-${'a'.repeat(22)}`)).status).toBe(401);
  });

  it('answers 422 for a version that is not one', async () => {
    expect((await ctx.request('/api/materials/search-index/latest', { cookie: user.cookie })).status).toBe(422);
  });

  it('serves the current version immutably, and a stale one uncached; a new import is a new version', async () => {
    const version = await versionOf();
    const current = await ctx.request(`/api/materials/search-index/${version}`, { cookie: user.cookie });
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(current.headers.get('etag')).toBe(`"${version}"`);
    expect((await readJson(current, z.looseObject({ names: z.array(z.string()) }))).names).toEqual(['Linalool']);

    await db.insert(materials).values({
      mergeKey: 'cas:115-95-7',
      name: 'Linalyl acetate',
      cas: '115-95-7',
      casValid: true,
      kind: 'substance',
      searchText: 'linalyl acetate',
      sourceCount: 2,
    });
    await ctx.deps.materialIndex.rebuild();
    const next = await versionOf();
    expect(next).not.toBe(version);
    const stale = await ctx.request(`/api/materials/search-index/${version}`, { cookie: user.cookie });
    expect(stale.headers.get('cache-control')).toBe('private, no-cache');
    expect((await readJson(stale, z.looseObject({ names: z.array(z.string()) }))).names.toSorted()).toEqual([
      'Linalool',
      'Linalyl acetate',
    ]);
  });
});
