import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { MAX_MATCH_NAMES } from '../../../domain/materials/materials.schemas.ts';
import { materials } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const alice = await ctx.signUp();
const bob = await ctx.signUp();
const { db } = ctx.deps.database;

const [linalool] = await db
  .insert(materials)
  .values({
    mergeKey: 'cas:78-70-6',
    name: 'Linalool',
    cas: '78-70-6',
    casValid: true,
    kind: 'substance',
    synonyms: ['3,7-Dimethylocta-1,6-dien-3-ol'],
    searchText: 'linalool',
    sourceCount: 3,
  })
  .returning();
const [linalylAcetate] = await db
  .insert(materials)
  .values({
    mergeKey: 'cas:115-95-7',
    name: 'Linalyl acetate',
    cas: '115-95-7',
    casValid: true,
    kind: 'substance',
    searchText: 'linalyl acetate',
    sourceCount: 2,
  })
  .returning();
await ctx.deps.materialIndex.rebuild();

const MatchBodySchema = z.looseObject({
  matches: z.array(
    z.looseObject({
      name: z.string(),
      material: z.looseObject({ id: z.string(), name: z.string(), isOwn: z.boolean() }).nullable(),
      suggestions: z.array(
        z.looseObject({ id: z.string(), name: z.string(), matchKind: z.string(), matchedText: z.string() }),
      ),
    }),
  ),
});

const match = (cookie: string, json: unknown) => ctx.request('/api/materials/match', { method: 'POST', cookie, json });

async function matchedIds(cookie: string, names: string[]) {
  const response = await match(cookie, { names });
  expect(response.status).toBe(200);
  return (await readJson(response, MatchBodySchema)).matches.map((entry) => entry.material?.id ?? null);
}

describe('POST /api/materials/match', () => {
  it('needs a session (401)', async () => {
    expect((await match('', { names: ['Linalool'] })).status).toBe(401);
  });

  it.each([
    ['no body fields', {}],
    ['an empty list', { names: [] }],
    ['a name that is not text', { names: [42] }],
    ['a name over 200 characters', { names: ['x'.repeat(201)] }],
    [`more than ${MAX_MATCH_NAMES} names`, { names: Array.from({ length: MAX_MATCH_NAMES + 1 }, () => 'Linalool') }],
  ])('answers %s with 422', async (_label, body) => {
    expect((await match(alice.cookie, body)).status).toBe(422);
  });

  it('matches a line only when it names one material for certain (name or CAS), in the order sent', async () => {
    expect(
      await matchedIds(alice.cookie, [
        'linalool',
        '115-95-7',
        '3,7-dimethylocta-1,6-dien-3-ol',
        'Linal',
        'Unknown base',
        '  LINALOOL  ',
        '',
      ]),
    ).toEqual([linalool!.id, linalylAcetate!.id, null, null, null, linalool!.id, null]);
  });

  it.each([
    ['a synonym', '3,7-dimethylocta-1,6-dien-3-ol', 'synonym', '3,7-Dimethylocta-1,6-dien-3-ol'],
    ['a prefix', 'Linalyl', 'prefix', 'Linalyl acetate'],
    ['a misspelling', 'linalol', 'fuzzy', 'Linalool'],
  ])('lists %s for the user to confirm, never substituted: "%s" → %s on %s', async (_, line, kind, text) => {
    const response = await match(alice.cookie, { names: [line] });
    const [answer] = (await readJson(response, MatchBodySchema)).matches;
    expect(answer?.material).toBeNull();
    expect(answer?.suggestions[0]).toMatchObject({ matchKind: kind, matchedText: text });
  });

  it('asks which one when two materials share the name a line gives, and suggests nothing for nonsense', async () => {
    const [twin] = await db
      .insert(materials)
      .values({ mergeKey: 'cas:0-twin', name: 'Linalyl acetate', kind: 'substance', searchText: 'linalyl acetate' })
      .returning();
    await ctx.deps.materialIndex.rebuild();
    const body = await readJson(await match(alice.cookie, { names: ['Linalyl acetate', 'zzzqqq'] }), MatchBodySchema);
    expect(body.matches[0]?.material).toBeNull();
    expect(body.matches[0]?.suggestions.map((suggestion) => suggestion.id).sort()).toEqual(
      [linalylAcetate!.id, twin!.id].sort(),
    );
    expect(body.matches[1]).toMatchObject({ material: null, suggestions: [] });
  });

  it('matches 300 pasted lines in one request', async () => {
    const names = Array.from({ length: 300 }, (_, index) => (index % 3 === 0 ? 'Linalool' : `Base ${index}`));
    const ids = await matchedIds(alice.cookie, names);
    expect(ids).toHaveLength(300);
    expect(ids.filter((id) => id === linalool!.id)).toHaveLength(100);
  });

  it("matches a user's own material for them only, never for another user", async () => {
    const created = await ctx.request('/api/materials', {
      method: 'POST',
      cookie: alice.cookie,
      json: { name: 'Alice amber base', kind: 'accord', composition: [{ materialId: linalool!.id, percent: 10 }] },
    });
    expect(created.status).toBe(201);
    const ownId = (await readJson(created, z.looseObject({ material: z.looseObject({ id: z.string() }) }))).material.id;
    const aliceAnswer = await readJson(await match(alice.cookie, { names: ['alice amber base'] }), MatchBodySchema);
    expect(aliceAnswer.matches[0]!.material).toMatchObject({ id: ownId, isOwn: true });
    expect(await matchedIds(bob.cookie, ['Alice amber base'])).toEqual([null]);
  });
});
