import { describe, expect, it } from 'vitest';
import { createEmptyRow } from '../../../domain/formulas/formula-row.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulas, inventoryLots, materials } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const { db } = ctx.deps.database;
const me = await ctx.signUp();
const other = await ctx.signUp();
const mine = await getPersonalWorkspaceId(db, me.userId);
const others = await getPersonalWorkspaceId(db, other.userId);

const reference = (name: string, cas: string) => ({
  name,
  cas,
  kind: 'substance',
  mergeKey: `cas:${cas}`,
  searchText: name.toLowerCase(),
});
const [linalool, vanillin] = await db
  .insert(materials)
  .values([reference('Linalool', '78-70-6'), reference('Vanillin', '121-33-5')])
  .returning();
const [othersOwn] = await db
  .insert(materials)
  .values({
    name: 'Secret accord',
    kind: 'accord',
    userId: other.userId,
    workspaceId: others,
    searchText: 'secret accord',
  })
  .returning();
if (!linalool || !vanillin || !othersOwn) throw new Error('seed failed');

const row = (materialId: string, amount: number) => ({
  ...createEmptyRow(crypto.randomUUID()),
  materialId,
  name: 'x',
  amount,
});
await db.insert(formulas).values([
  { userId: me.userId, workspaceId: mine, name: 'Fougère study', rows: [row(linalool.id, 12), row(vanillin.id, 3)] },
  { userId: me.userId, workspaceId: mine, name: 'Gourmand', rows: [row(vanillin.id, 5)] },
  { userId: other.userId, workspaceId: others, name: 'Someone else’s cologne', rows: [row(linalool.id, 40)] },
]);
await db
  .insert(inventoryLots)
  .values({ userId: me.userId, workspaceId: mine, materialId: vanillin.id, quantity: 50, unit: 'g' });

const FormulasBodySchema = z.looseObject({
  items: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      lineCount: z.number(),
      amounts: z.array(z.looseObject({ amount: z.number(), unit: z.string() })),
    }),
  ),
});
const ListBodySchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  total: z.number(),
});

describe('GET /api/materials/:id/formulas', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request(`/api/materials/${linalool.id}/formulas`)).status).toBe(401);
  });

  it('lists only my formulas that use the material', async () => {
    const response = await ctx.request(`/api/materials/${linalool.id}/formulas`, { cookie: me.cookie });
    expect(response.status).toBe(200);
    const body = await readJson(response, FormulasBodySchema);
    expect(body.items.map((item) => item.name)).toEqual(['Fougère study']);
    expect(body.items[0]).toMatchObject({ lineCount: 1, amounts: [{ amount: 12, unit: 'g' }] });
  });

  it('lists nothing for a material none of my formulas use', async () => {
    const response = await ctx.request(`/api/materials/${linalool.id}/formulas`, { cookie: other.cookie });
    expect((await readJson(response, FormulasBodySchema)).items.map((item) => item.name)).toEqual([
      'Someone else’s cologne',
    ]);
  });

  it('answers another user’s own material with 404 and a bad id with 422', async () => {
    expect((await ctx.request(`/api/materials/${othersOwn.id}/formulas`, { cookie: me.cookie })).status).toBe(404);
    const bad = await ctx.request('/api/materials/42/formulas', { cookie: me.cookie });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/materials?inInventory=', () => {
  it('keeps only materials in my inventory', async () => {
    const mine = await readJson(
      await ctx.request('/api/materials?inInventory=true', { cookie: me.cookie }),
      ListBodySchema,
    );
    expect(mine.items.map((item) => item.name)).toEqual(['Vanillin']);
    const notMine = await readJson(
      await ctx.request('/api/materials?inInventory=false', { cookie: me.cookie }),
      ListBodySchema,
    );
    expect(notMine.items.map((item) => item.name)).toEqual(['Linalool']);
  });

  it('does not count another user’s lots', async () => {
    const body = await readJson(
      await ctx.request('/api/materials?inInventory=true', { cookie: other.cookie }),
      ListBodySchema,
    );
    expect(body.items).toEqual([]);
  });

  it('answers a value that is not true or false with 422', async () => {
    expect((await ctx.request('/api/materials?inInventory=yes', { cookie: me.cookie })).status).toBe(422);
  });
});
