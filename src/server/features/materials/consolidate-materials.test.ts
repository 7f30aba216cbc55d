import { eq } from 'drizzle-orm';
import { createEmptyRow } from '../../../domain/formulas/formula-row.ts';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulas, materials } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
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
    searchText: 'linalool',
    sourceCount: 3,
  })
  .returning();
await db.insert(materials).values({
  mergeKey: 'cas:24851-98-7',
  name: 'Methyl dihydrojasmonate',
  cas: '24851-98-7',
  casValid: true,
  kind: 'substance',
  synonyms: ['Hedione'],
  searchText: 'methyl dihydrojasmonate | hedione',
  sourceCount: 3,
});
await ctx.deps.materialIndex.rebuild();

async function create(cookie: string, json: unknown) {
  const response = await ctx.request('/api/materials', { method: 'POST', cookie, json });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ material: z.looseObject({ id: z.string() }) }))).material.id;
}

const CandidatesSchema = z.looseObject({
  scanned: z.number(),
  candidates: z.array(
    z.looseObject({
      material: z.looseObject({ id: z.string(), name: z.string() }),
      matches: z.array(
        z.looseObject({ id: z.string(), name: z.string(), classification: z.string(), similarity: z.number() }),
      ),
    }),
  ),
});

describe('/api/materials/consolidation', () => {
  it('needs a session (401) and valid ids (422)', async () => {
    expect((await ctx.request('/api/materials/consolidation')).status).toBe(401);
    const bad = await ctx.request('/api/materials/consolidation/merge', {
      method: 'POST',
      cookie: alice.cookie,
      json: { ownMaterialId: 'x', referenceMaterialId: linalool!.id },
    });
    expect(bad.status).toBe(422);
  });

  // Issue 35 item 12: the consolidation switch of Settings → Material processing gates the feature.
  it('compares nothing while consolidation is turned off in Settings, and again once it is on', async () => {
    const carol = await ctx.signUp();
    await create(carol.cookie, { name: 'Linalol', kind: 'substance' });
    const off = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: carol.cookie,
      json: { consolidationEnabled: false },
    });
    expect(off.status).toBe(200);
    const refused = await readJson(
      await ctx.request('/api/materials/consolidation', { cookie: carol.cookie }),
      z.looseObject({ enabled: z.boolean(), scanned: z.number(), candidates: z.array(z.unknown()) }),
    );
    expect(refused).toMatchObject({ enabled: false, scanned: 0, candidates: [] });
    await ctx.request('/api/settings', { method: 'PUT', cookie: carol.cookie, json: { consolidationEnabled: true } });
    const on = await readJson(
      await ctx.request('/api/materials/consolidation', { cookie: carol.cookie }),
      z.looseObject({ enabled: z.boolean(), candidates: z.array(z.unknown()) }),
    );
    expect(on.enabled).toBe(true);
    expect(on.candidates).toHaveLength(1);
  });

  it('finds likely duplicates by CAS and by name, and merges one after review', async () => {
    const typo = await create(alice.cookie, { name: 'Linalol', kind: 'substance', notes: 'From my 2019 sample' });
    const sameCas = await create(alice.cookie, { name: 'My coriander alcohol', kind: 'natural', cas: '78-70-6' });
    await create(alice.cookie, { name: 'Vetiver heart', kind: 'natural' });
    const accord = await create(alice.cookie, {
      name: 'Muguet accord',
      kind: 'accord',
      composition: [{ materialId: typo, percent: 40 }],
    });
    const [formula] = await db
      .insert(formulas)
      .values({
        userId: alice.userId,
        workspaceId: await getPersonalWorkspaceId(db, alice.userId),
        name: 'Muguet study',
        rows: [
          { ...createEmptyRow('r1'), materialId: typo, name: 'Linalol', amount: 10 },
          { ...createEmptyRow('r2'), materialId: accord, name: 'Muguet accord', amount: 5 },
        ],
      })
      .returning();

    const listing = await readJson(
      await ctx.request('/api/materials/consolidation', { cookie: alice.cookie }),
      CandidatesSchema,
    );
    const byName = Object.fromEntries(
      listing.candidates.map((candidate) => [candidate.material.name, candidate.matches[0]]),
    );
    expect(byName['Linalol']).toMatchObject({ name: 'Linalool', classification: 'likely' });
    expect(byName['My coriander alcohol']).toMatchObject({ name: 'Linalool', classification: 'same-cas' });
    expect(byName['Vetiver heart']).toBeUndefined();
    expect(listing.candidates.map((candidate) => candidate.material.name)).not.toContain('Muguet accord');

    // Bob can neither see nor merge Alice's materials.
    expect(
      (await readJson(await ctx.request('/api/materials/consolidation', { cookie: bob.cookie }), CandidatesSchema))
        .candidates,
    ).toEqual([]);
    const stolen = await ctx.request('/api/materials/consolidation/merge', {
      method: 'POST',
      cookie: bob.cookie,
      json: { ownMaterialId: typo, referenceMaterialId: linalool!.id },
    });
    expect(stolen.status).toBe(404);

    const merged = await ctx.request('/api/materials/consolidation/merge', {
      method: 'POST',
      cookie: alice.cookie,
      json: { ownMaterialId: typo, referenceMaterialId: linalool!.id },
    });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({ formulasUpdated: 1, compositionsUpdated: 1 });
    const [saved] = await db.select().from(formulas).where(eq(formulas.id, formula!.id));
    expect((saved?.rows as { materialId: string }[]).map((row) => row.materialId)).toEqual([linalool!.id, accord]);
    // The rows changed under any open editor: the revision grows as on a save (issue 34 audit).
    expect(saved?.revision).toBe(formula!.revision + 1);
    const [mix] = await db.select().from(materials).where(eq(materials.id, accord));
    expect(mix?.composition).toEqual([{ materialId: linalool!.id, percent: 40 }]);
    expect((await ctx.request(`/api/materials/${typo}`, { cookie: alice.cookie })).status).toBe(404);
    const page = await readJson(
      await ctx.request(`/api/materials/${linalool!.id}`, { cookie: alice.cookie }),
      z.looseObject({ annotation: z.looseObject({ notes: z.string() }).nullable() }),
    );
    expect(page.annotation?.notes).toBe('From my 2019 sample');
    // A reference material cannot be merged away.
    const reverse = await ctx.request('/api/materials/consolidation/merge', {
      method: 'POST',
      cookie: alice.cookie,
      json: { ownMaterialId: linalool!.id, referenceMaterialId: sameCas },
    });
    expect(reverse.status).toBe(404);
  });
});
