import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { CreatedMaterialSchema } from '../../../../tests/setup/response-schemas.ts';
import { MAX_SEARCH_MEMO_ENTRIES, readSearchMemo } from './search-materials.ts';

// The search's memo (ADR 054): answers kept per (reference index, own index, text, limit). Each case searches
// first, so the answer is kept, then changes what it depends on and searches the same text again.
const ctx = await createTestContext();
const { db } = ctx.deps.database;
const ItemsSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), name: z.string(), isOwn: z.boolean() })),
});

async function search(cookie: string, q: string, limit = 20) {
  const response = await ctx.request(`/api/materials/search?q=${encodeURIComponent(q)}&limit=${limit}`, { cookie });
  expect(response.status).toBe(200);
  return (await readJson(response, ItemsSchema)).items;
}

async function createOwn(cookie: string, name: string) {
  const response = await ctx.request('/api/materials', { method: 'POST', cookie, json: { name, kind: 'substance' } });
  expect(response.status).toBe(201);
  return (await readJson(response, CreatedMaterialSchema)).material.id;
}

const memoSize = async () => readSearchMemo((await ctx.deps.materialIndex.current()).index)?.size ?? 0;

describe('the search memo', () => {
  it('answers a text asked again from the memo, the same answer, and shares it across case and spaces', async () => {
    const alice = await ctx.signUp();
    await insertMaterial(db, { name: 'Memo linden blossom' });
    await ctx.deps.materialIndex.rebuild();
    const first = await search(alice.cookie, 'memo lind');
    expect(first.map((item) => item.name)).toEqual(['Memo linden blossom']);
    const kept = await memoSize();
    expect(await search(alice.cookie, 'memo lind')).toEqual(first);
    expect(await search(alice.cookie, 'Memo LIND')).toEqual(first);
    expect(await search(alice.cookie, '  memo lind ')).toEqual(first);
    expect(await memoSize()).toBe(kept);
    // Another limit is another answer.
    await search(alice.cookie, 'memo lind', 5);
    expect(await memoSize()).toBe(kept + 1);
  });

  it("never gives one workspace's own materials to another, asked the same text after it", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const alicesId = await createOwn(alice.cookie, 'Privet accord alice');
    const alices = await search(alice.cookie, 'privet accord');
    expect(alices.map((item) => [item.id, item.isOwn])).toEqual([[alicesId, true]]);
    expect(await search(bob.cookie, 'privet accord')).toEqual([]);
    const bobsId = await createOwn(bob.cookie, 'Privet accord bob');
    expect((await search(bob.cookie, 'privet accord')).map((item) => item.id)).toEqual([bobsId]);
    expect((await search(alice.cookie, 'privet accord')).map((item) => item.id)).toEqual([alicesId]);
  });

  it.each([
    {
      change: 'an own material saved',
      act: async (cookie: string) => {
        await createOwn(cookie, 'Quince nectar base');
      },
      expected: ['Quince nectar base'],
    },
    {
      change: 'an own material renamed',
      arrange: (cookie: string) => createOwn(cookie, 'Quince pulp old'),
      act: async (cookie: string, id?: string) => {
        const renamed = await ctx.request(`/api/materials/${id}`, {
          method: 'PUT',
          cookie,
          json: { name: 'Quince pulp new', kind: 'substance' },
        });
        expect(renamed.status).toBe(200);
      },
      expected: ['Quince pulp new'],
    },
    {
      change: 'an own material deleted',
      arrange: (cookie: string) => createOwn(cookie, 'Quince skin'),
      act: async (cookie: string, id?: string) => {
        expect((await ctx.request(`/api/materials/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
      },
      expected: [],
    },
  ])('shows the change at the next search after $change', async ({ arrange, act, expected }) => {
    const member = await ctx.signUp();
    const id = await arrange?.(member.cookie);
    const before = await search(member.cookie, 'quince');
    expect(before.map((item) => item.name)).toEqual(id ? [expect.stringMatching(/^Quince/)] : []);
    await act(member.cookie, id);
    expect((await search(member.cookie, 'quince')).map((item) => item.name)).toEqual(expected);
  });

  it('shows a merged own material gone at the next search', async () => {
    const member = await ctx.signUp();
    const reference = await insertMaterial(db, { name: 'Tonka merge reference', cas: '91-64-5' });
    await ctx.deps.materialIndex.rebuild();
    const own = await createOwn(member.cookie, 'Tonka merge mine');
    expect((await search(member.cookie, 'tonka merge')).map((item) => item.id).sort()).toEqual(
      [own, reference.id].sort(),
    );
    const merged = await ctx.request('/api/materials/consolidation/merge', {
      method: 'POST',
      cookie: member.cookie,
      json: { ownMaterialId: own, referenceMaterialId: reference.id },
    });
    expect(merged.status).toBe(200);
    expect((await search(member.cookie, 'tonka merge')).map((item) => item.id)).toEqual([reference.id]);
  });

  it('drops the memo with the reference index: after an import rebuilds it, the next search shows the new material', async () => {
    const member = await ctx.signUp();
    expect(await search(member.cookie, 'zephyr imported')).toEqual([]);
    const before = (await ctx.deps.materialIndex.current()).index;
    expect(readSearchMemo(before)?.size).toBeGreaterThan(0);
    const imported = await insertMaterial(db, { name: 'Zephyr imported resin' });
    // What an import ends with (runImportJob): a new snapshot of the library, a new index object.
    await ctx.deps.materialIndex.rebuild();
    const after = (await ctx.deps.materialIndex.current()).index;
    expect(after).not.toBe(before);
    expect(readSearchMemo(after)).toBeUndefined();
    expect((await search(member.cookie, 'zephyr imported')).map((item) => item.id)).toEqual([imported.id]);
  });

  it(`keeps at most ${MAX_SEARCH_MEMO_ENTRIES} answers, the least recently asked dropped first`, async () => {
    const member = await ctx.signUp();
    await ctx.deps.materialIndex.rebuild();
    const { index } = await ctx.deps.materialIndex.current();
    for (let query = 0; query < MAX_SEARCH_MEMO_ENTRIES + 5; query += 1) await search(member.cookie, `q${query}`);
    const memo = readSearchMemo(index);
    expect(memo?.size).toBe(MAX_SEARCH_MEMO_ENTRIES);
    expect(memo?.evictions).toBe(5);
  });
});
