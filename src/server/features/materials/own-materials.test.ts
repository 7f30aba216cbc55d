import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { materials } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const alice = await ctx.signUp();
const bob = await ctx.signUp();
const { db } = ctx.deps.database;

const [reference] = await db
  .insert(materials)
  .values({
    mergeKey: 'cas:78-70-6',
    name: 'Linalool',
    cas: '78-70-6',
    casValid: true,
    kind: 'substance',
    substantivityHours: 12,
    notePosition: 'top',
    searchText: 'linalool',
    sourceCount: 3,
  })
  .returning();
const [ethanol] = await db
  .insert(materials)
  .values({
    mergeKey: 'cas:64-17-5',
    name: 'Ethanol',
    cas: '64-17-5',
    casValid: true,
    kind: 'solvent',
    searchText: 'ethanol',
    sourceCount: 2,
  })
  .returning();
await ctx.deps.materialIndex.rebuild();

type MaterialBody = {
  material: { id: string; name: string; kind: string; isOwn: boolean; composition: unknown };
  composition: { materialId: string; percent: number; name: string | null }[];
  notePosition: { derived: string | null; override: string | null; effective: string | null };
  annotation: { notes: string | null } | null;
};

const MaterialBodySchema = z.looseObject({
  material: z.looseObject({
    id: z.string(),
    name: z.string(),
    kind: z.string(),
    isOwn: z.boolean(),
    composition: z.unknown(),
  }),
  composition: z.array(z.looseObject({ materialId: z.string(), percent: z.number(), name: z.string().nullable() })),
  notePosition: z.looseObject({
    derived: z.string().nullable(),
    override: z.string().nullable(),
    effective: z.string().nullable(),
  }),
  annotation: z.looseObject({ notes: z.string().nullable() }).nullable(),
});

async function createMaterial(cookie: string, json: unknown) {
  return ctx.request('/api/materials', { method: 'POST', cookie, json });
}

async function createOk(cookie: string, json: unknown): Promise<MaterialBody> {
  const response = await createMaterial(cookie, json);
  expect(response.status).toBe(201);
  return await readJson(response, MaterialBodySchema);
}

describe('own materials: guards', () => {
  it.each([
    ['POST', '/api/materials'],
    ['PUT', `/api/materials/${reference!.id}`],
    ['DELETE', `/api/materials/${reference!.id}`],
    ['PUT', `/api/materials/${reference!.id}/annotation`],
    ['GET', '/api/materials/search-index'],
  ])('%s %s needs a session (401)', async (method, url) => {
    const response = await ctx.request(url, {
      method,
      json: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x', kind: 'natural' },
    });
    expect(response.status).toBe(401);
  });

  it('hides a user’s materials from everyone else (404 on read, edit, delete and annotate; absent from search)', async () => {
    const own = await createOk(alice.cookie, {
      name: 'Alice secret accord',
      kind: 'accord',
      composition: [{ materialId: reference!.id, percent: 40 }],
    });
    const id = own.material.id;
    expect((await ctx.request(`/api/materials/${id}`, { cookie: bob.cookie })).status).toBe(404);
    expect(
      (
        await ctx.request(`/api/materials/${id}`, {
          method: 'PUT',
          cookie: bob.cookie,
          json: { name: 'Taken', kind: 'natural' },
        })
      ).status,
    ).toBe(404);
    expect((await ctx.request(`/api/materials/${id}`, { method: 'DELETE', cookie: bob.cookie })).status).toBe(404);
    expect(
      (
        await ctx.request(`/api/materials/${id}/annotation`, {
          method: 'PUT',
          cookie: bob.cookie,
          json: { notePositionOverride: 'base', notes: null },
        })
      ).status,
    ).toBe(404);
    const search = await readJson(
      await ctx.request('/api/materials/search?q=alice%20secret', { cookie: bob.cookie }),
      z.looseObject({ items: z.array(z.unknown()) }),
    );
    expect(search.items).toEqual([]);
    const list = await readJson(
      await ctx.request('/api/materials?own=true', { cookie: bob.cookie }),
      z.looseObject({ total: z.number() }),
    );
    expect(list.total).toBe(0);
    // Bob cannot use Alice's material in his own composition either.
    const borrowed = await createMaterial(bob.cookie, {
      name: 'Borrowed',
      kind: 'accord',
      composition: [{ materialId: id, percent: 10 }],
    });
    expect(borrowed.status).toBe(422);
  });

  it('cannot edit or delete a reference material (404), only annotate it', async () => {
    expect(
      (
        await ctx.request(`/api/materials/${reference!.id}`, {
          method: 'PUT',
          cookie: alice.cookie,
          json: { name: 'Mine now', kind: 'substance' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/materials/${reference!.id}`, { method: 'DELETE', cookie: alice.cookie })).status,
    ).toBe(404);
  });
});

describe('own materials: validation (422 with the problem named)', () => {
  it.each([
    ['no name', { kind: 'natural' }, /name/],
    ['an unknown kind', { name: 'X', kind: 'perfume' }, /kind/],
    ['an accord without composition', { name: 'X', kind: 'accord' }, /needs at least one material/],
    [
      'a share over 100 %',
      {
        name: 'X',
        kind: 'accord',
        composition: [{ materialId: '00000000-0000-4000-8000-000000000001', percent: 120 }],
      },
      /0 to 100/,
    ],
    [
      'a negative share',
      { name: 'X', kind: 'base', composition: [{ materialId: '00000000-0000-4000-8000-000000000001', percent: -5 }] },
      /0 to 100/,
    ],
    [
      'shares over 100 % in total',
      {
        name: 'X',
        kind: 'accord',
        composition: [
          { materialId: '00000000-0000-4000-8000-000000000001', percent: 60 },
          { materialId: '00000000-0000-4000-8000-000000000002', percent: 50 },
        ],
      },
      /more than 100%/,
    ],
    [
      'an unknown material in the composition',
      { name: 'X', kind: 'accord', composition: [{ materialId: '00000000-0000-4000-8000-000000000009', percent: 10 }] },
      /No such material/,
    ],
    ['a dilution without its material', { name: 'X', kind: 'dilution' }, /dilution needs/],
    ['a CAS number with a wrong check digit', { name: 'X', kind: 'natural', cas: '78-70-5' }, /CAS/],
  ])('refuses %s', async (_, json, message) => {
    const response = await createMaterial(alice.cookie, json);
    expect(response.status).toBe(422);
    const body = await readError(response);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(message);
  });

  it('refuses a composition that would contain itself (a cycle)', async () => {
    const inner = await createOk(alice.cookie, {
      name: 'Inner base',
      kind: 'base',
      composition: [{ materialId: reference!.id, percent: 50 }],
    });
    const outer = await createOk(alice.cookie, {
      name: 'Outer accord',
      kind: 'accord',
      composition: [{ materialId: inner.material.id, percent: 30 }],
    });
    const response = await ctx.request(`/api/materials/${inner.material.id}`, {
      method: 'PUT',
      cookie: alice.cookie,
      json: { name: 'Inner base', kind: 'base', composition: [{ materialId: outer.material.id, percent: 20 }] },
    });
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(/cannot contain itself/);
  });
});

describe('own materials: create, edit, delete, annotate', () => {
  it('creates an accord with its composition, finds it by search, edits and deletes it', async () => {
    const created = await createOk(alice.cookie, {
      name: 'Lily accord 3',
      kind: 'accord',
      odourFamily: 'Floral',
      notes: 'For the lily study',
      composition: [
        { materialId: reference!.id, percent: 35.5 },
        { materialId: ethanol!.id, percent: 64.5 },
      ],
    });
    expect(created.material).toMatchObject({ name: 'Lily accord 3', kind: 'accord', isOwn: true });
    expect(created.composition).toEqual([
      { materialId: reference!.id, percent: 35.5, name: 'Linalool', cas: '78-70-6' },
      { materialId: ethanol!.id, percent: 64.5, name: 'Ethanol', cas: '64-17-5' },
    ]);
    const search = await readJson(
      await ctx.request('/api/materials/search?q=lily%20acc', { cookie: alice.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), isOwn: z.boolean() })) }),
    );
    expect(search.items[0]).toMatchObject({ id: created.material.id, isOwn: true });

    const updated = await ctx.request(`/api/materials/${created.material.id}`, {
      method: 'PUT',
      cookie: alice.cookie,
      json: { name: 'Lily accord 4', kind: 'accord', composition: [{ materialId: reference!.id, percent: 100 }] },
    });
    expect(updated.status).toBe(200);
    expect((await readJson(updated, MaterialBodySchema)).material.name).toBe('Lily accord 4');

    expect(
      (await ctx.request(`/api/materials/${created.material.id}`, { method: 'DELETE', cookie: alice.cookie })).status,
    ).toBe(204);
    expect((await ctx.request(`/api/materials/${created.material.id}`, { cookie: alice.cookie })).status).toBe(404);
  });

  it('creates a dilution as the material and its solvent', async () => {
    const dilution = await createOk(alice.cookie, {
      name: 'Linalool 10% in ethanol',
      kind: 'dilution',
      dilution: { materialId: reference!.id, percent: 10, solventMaterialId: ethanol!.id },
    });
    expect(dilution.composition.map((line) => [line.name, line.percent])).toEqual([
      ['Linalool', 10],
      ['Ethanol', 90],
    ]);
  });

  it('refuses to delete a material another of the user’s materials is made with (409)', async () => {
    const base = await createOk(alice.cookie, {
      name: 'Musk base',
      kind: 'base',
      composition: [{ materialId: reference!.id, percent: 5 }],
    });
    await createOk(alice.cookie, {
      name: 'Skin accord',
      kind: 'accord',
      composition: [{ materialId: base.material.id, percent: 50 }],
    });
    expect(
      (await ctx.request(`/api/materials/${base.material.id}`, { method: 'DELETE', cookie: alice.cookie })).status,
    ).toBe(409);
  });

  it('annotates a reference material for one user without changing it', async () => {
    const response = await ctx.request(`/api/materials/${reference!.id}/annotation`, {
      method: 'PUT',
      cookie: alice.cookie,
      json: { notePositionOverride: 'heart', notes: 'Lasts longer in my base' },
    });
    expect(response.status).toBe(200);
    const mine = await readJson(
      await ctx.request(`/api/materials/${reference!.id}`, { cookie: alice.cookie }),
      MaterialBodySchema,
    );
    expect(mine.notePosition).toEqual({ derived: 'top', override: 'heart', effective: 'heart' });
    expect(mine.annotation?.notes).toBe('Lasts longer in my base');
    const theirs = await readJson(
      await ctx.request(`/api/materials/${reference!.id}`, { cookie: bob.cookie }),
      MaterialBodySchema,
    );
    expect(theirs.notePosition).toEqual({ derived: 'top', override: null, effective: 'top' });
    const [row] = await db.select().from(materials).where(eq(materials.id, reference!.id));
    expect(row?.notePosition).toBe('top');
    const invalid = await ctx.request(`/api/materials/${reference!.id}/annotation`, {
      method: 'PUT',
      cookie: alice.cookie,
      json: { notePositionOverride: 'middle', notes: null },
    });
    expect(invalid.status).toBe(422);
  });

  it('stops a free user at 50 own materials (403)', async () => {
    const carol = await ctx.signUp();
    const workspaceId = await getPersonalWorkspaceId(db, carol.userId);
    await db.insert(materials).values(
      Array.from({ length: 50 }, (_, index) => ({
        userId: carol.userId,
        workspaceId,
        name: `Trial ${index}`,
        kind: 'natural',
        searchText: `trial ${index}`,
      })),
    );
    const response = await createMaterial(carol.cookie, { name: 'One too many', kind: 'natural' });
    expect(response.status).toBe(403);
  });
});

describe('own materials: food/flavour grade (IFRA categories 1 and 6)', () => {
  const reportFor = async (materialId: string) => {
    const response = await ctx.request('/api/compliance/report', {
      method: 'POST',
      cookie: alice.cookie,
      json: { lines: [{ materialId, grams: 10 }], category: '1', dosage: 1 },
    });
    expect(response.status).toBe(200);
    return await readJson(response, z.looseObject({ maxDosage: z.record(z.string(), z.unknown()) }));
  };

  it('records what the user declares, and categories 1 and 6 follow it: not assessed, not limited, not approved', async () => {
    const cases = [
      // Not declared: no dataset says whether an accord of ethanol is a recognised flavouring.
      { isFoodGradeFlavour: undefined, expected: 'not-assessed' },
      { isFoodGradeFlavour: true, expected: 'not-limited' },
      { isFoodGradeFlavour: false, expected: 'not-approved' },
    ];
    for (const { isFoodGradeFlavour, expected } of cases) {
      const created = await createOk(alice.cookie, {
        name: `Flavour ${String(isFoodGradeFlavour)}`,
        kind: 'accord',
        composition: [{ materialId: ethanol!.id, percent: 100 }],
        ...(isFoodGradeFlavour === undefined ? {} : { isFoodGradeFlavour }),
      });
      const [stored] = await db
        .select({ isFoodGradeFlavour: materials.isFoodGradeFlavour })
        .from(materials)
        .where(eq(materials.id, created.material.id));
      expect(stored?.isFoodGradeFlavour).toBe(isFoodGradeFlavour ?? null);
      const body = await reportFor(created.material.id);
      expect(body.maxDosage['1']).toBe(expected);
      expect(body.maxDosage['6']).toBe(expected);
    }
  });

  it('refuses a flavour grade that is not a yes or no (422)', async () => {
    const response = await createMaterial(alice.cookie, {
      name: 'Flavour maybe',
      kind: 'accord',
      composition: [{ materialId: ethanol!.id, percent: 100 }],
      isFoodGradeFlavour: 'maybe',
    });
    expect(response.status).toBe(422);
  });
});
