import { eq } from 'drizzle-orm';
import { createEmptyRow } from '../../../domain/formulas/formula-row.ts';
import { describe, expect, it } from 'vitest';
import { insertMaterial, insertPrice } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulas, inventoryLots, shoppingListItems } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

type Item = {
  id: string;
  materialName: string;
  quantity: number;
  vendor: string | null;
  priceEstimate: number | null;
  lineTotal: number | null;
};

const ItemSchema = z.looseObject({
  id: z.string(),
  materialName: z.string(),
  quantity: z.number(),
  vendor: z.string().nullable(),
  priceEstimate: z.number().nullable(),
  lineTotal: z.number().nullable(),
});
type ListBody = { items: Item[]; summary: { count: number; total: number } };
const ListBodySchema = z.looseObject({
  items: z.array(ItemSchema),
  summary: z.looseObject({ count: z.number(), total: z.number() }),
});

async function list(cookie: string) {
  return await readJson(await ctx.request('/api/shopping-list', { cookie }), ListBodySchema);
}
async function add(cookie: string, json: unknown) {
  return ctx.request('/api/shopping-list', { method: 'POST', cookie, json });
}

describe('/api/shopping-list', () => {
  it('needs a session (401) for every operation', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [path, method] of [
      ['/api/shopping-list', 'GET'],
      ['/api/shopping-list', 'POST'],
      ['/api/shopping-list', 'DELETE'],
      [`/api/shopping-list/${id}`, 'PATCH'],
      [`/api/shopping-list/${id}`, 'DELETE'],
      ['/api/shopping-list/refresh-prices', 'POST'],
      ['/api/shopping-list/export', 'GET'],
    ] as const) {
      expect(
        (await ctx.request(path, { method, json: method === 'GET' || method === 'DELETE' ? undefined : {} })).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });

  it('adds 10 g by default with the offer a refresh would choose (a 5 g pack is a sensible size), and merges a second add', async () => {
    const { cookie, userId } = await ctx.signUp();
    const material = await insertMaterial(db, { cas: '78-70-6' });
    await insertPrice(db, {
      userId,
      materialId: material.id,
      vendor: 'Small Pack Co',
      size: '5 g',
      sizeGrams: 5,
      price: 0.5,
    });
    await insertPrice(db, {
      userId,
      materialId: material.id,
      vendor: 'Perfumer Supply',
      size: '100 g',
      sizeGrams: 100,
      price: 12,
    });
    await insertPrice(db, {
      userId,
      materialId: material.id,
      vendor: 'Dear Vendor',
      size: '10 g',
      sizeGrams: 10,
      price: 3,
    });
    const first = await add(cookie, { materialId: material.id });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      merged: false,
      item: { quantity: 10, unit: 'g', vendor: 'Small Pack Co', priceEstimate: 0.1, casNumber: '78-70-6' },
    });
    const second = await add(cookie, { materialId: material.id, quantity: 15 });
    expect(await second.json()).toMatchObject({ merged: true, item: { quantity: 25 } });
    const body = await list(cookie);
    expect(body.items).toHaveLength(1);
    // 25 g × 0.5 / 5 g = 2.50; whole packs: 25 / 5 = 5 packs × 0.50 = 2.50
    expect(body.summary).toMatchObject({ count: 1, total: 2.5 });
    expect(body.items[0]).toMatchObject({ pack: { packs: 5, cost: 2.5 } });
  });

  it('totals each currency apart, never dollars plus pounds', async () => {
    const { cookie } = await ctx.signUp();
    const a = await insertMaterial(db);
    const b = await insertMaterial(db);
    const c = await insertMaterial(db);
    await add(cookie, { materialId: a.id, quantity: 10, vendor: 'US Vendor', priceEstimate: 0.05, currency: 'USD' });
    await add(cookie, { materialId: b.id, quantity: 10, vendor: 'UK Vendor', priceEstimate: 0.038, currency: 'GBP' });
    await add(cookie, { materialId: c.id, quantity: 20, vendor: 'US Vendor', priceEstimate: 0.1, currency: 'USD' });
    const body = (await list(cookie)) as ListBody & { summary: { totals: unknown } };
    expect(body.summary.totals).toEqual([
      { currency: 'USD', total: 2.5, count: 2 },
      { currency: 'GBP', total: 0.38, count: 1 },
    ]);
  });

  it('never invents a price: no offer leaves vendor and price empty', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db);
    const response = await add(cookie, { materialId: material.id });
    expect(await response.json()).toMatchObject({ item: { vendor: null, priceEstimate: null, lineTotal: null } });
  });

  it('lists newest first', async () => {
    const { cookie } = await ctx.signUp();
    const a = await insertMaterial(db, { name: 'Alpha' });
    const b = await insertMaterial(db, { name: 'Beta' });
    await add(cookie, { materialId: a.id });
    await add(cookie, { materialId: b.id });
    expect((await list(cookie)).items.map((item) => item.materialName)).toEqual(['Beta', 'Alpha']);
  });

  it.each([
    ['a string', { quantity: '12' }],
    ['no quantity', {}],
    ['an unknown field', { quantity: 5, colour: 'red' }],
  ])('rejects a quantity edit with %s (422, message names the problem)', async (_, json) => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db);
    const { item } = await readJson(
      await add(cookie, { materialId: material.id }),
      z.looseObject({ item: ItemSchema }),
    );
    const response = await ctx.request(`/api/shopping-list/${item.id}`, { method: 'PATCH', cookie, json });
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(/^Invalid json/);
    expect((await list(cookie)).items[0]?.quantity).toBe(10);
  });

  it.each([
    ['a quantity of 0 adds nothing', 0],
    ['a negative quantity adds nothing', -5],
  ])('rejects an add with %s (422)', async (_, quantity) => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db);
    expect((await add(cookie, { materialId: material.id, quantity })).status).toBe(422);
  });

  it('sets a quantity above 0 and removes the item at 0 or less', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db);
    const { item } = await readJson(
      await add(cookie, { materialId: material.id }),
      z.looseObject({ item: ItemSchema }),
    );
    const set = await ctx.request(`/api/shopping-list/${item.id}`, {
      method: 'PATCH',
      cookie,
      json: { quantity: 42.5 },
    });
    expect(await set.json()).toMatchObject({ removed: false, item: { quantity: 42.5 } });
    const removed = await ctx.request(`/api/shopping-list/${item.id}`, {
      method: 'PATCH',
      cookie,
      json: { quantity: 0 },
    });
    expect(await removed.json()).toMatchObject({ removed: true });
    expect((await list(cookie)).items).toHaveLength(0);
  });

  it("never shows or changes another user's list (404)", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const material = await insertMaterial(db);
    const { item } = await readJson(
      await add(alice.cookie, { materialId: material.id }),
      z.looseObject({ item: ItemSchema }),
    );
    expect((await list(bob.cookie)).items).toHaveLength(0);
    for (const [path, method, json] of [
      [`/api/shopping-list/${item.id}`, 'PATCH', { quantity: 99 }],
      [`/api/shopping-list/${item.id}/vendor`, 'PATCH', { vendor: 'Mine', priceEstimate: 1 }],
      [`/api/shopping-list/${item.id}`, 'DELETE', undefined],
    ] as const) {
      expect((await ctx.request(path, { method, cookie: bob.cookie, json })).status, `${method} ${path}`).toBe(404);
    }
    expect((await list(alice.cookie)).items[0]).toMatchObject({ quantity: 10, vendor: null });
  });

  it("another user's own material cannot be added (404)", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const secret = await insertMaterial(db, { userId: alice.userId });
    expect((await add(bob.cookie, { materialId: secret.id })).status).toBe(404);
  });

  it('clear removes only mine', async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const material = await insertMaterial(db);
    await add(alice.cookie, { materialId: material.id });
    await add(bob.cookie, { materialId: material.id });
    const cleared = await ctx.request('/api/shopping-list', { method: 'DELETE', cookie: alice.cookie });
    expect(await cleared.json()).toEqual({ removed: 1 });
    expect((await list(alice.cookie)).items).toHaveLength(0);
    expect((await list(bob.cookie)).items).toHaveLength(1);
  });

  it('refreshes prices with the refresh rules: a sensible size within 10% beats a cheaper drum', async () => {
    const { cookie, userId } = await ctx.signUp();
    const material = await insertMaterial(db);
    const { item } = await readJson(
      await add(cookie, { materialId: material.id, quantity: 100 }),
      z.looseObject({ item: ItemSchema }),
    );
    expect(item.vendor).toBeNull();
    await insertPrice(db, {
      userId,
      materialId: material.id,
      vendor: 'Drum House',
      size: '10 kg',
      sizeGrams: 10_000,
      price: 1000,
    });
    await insertPrice(db, {
      userId,
      materialId: material.id,
      vendor: 'Sensible Sizes',
      size: '250 g',
      sizeGrams: 250,
      price: 27.5,
    });
    await insertPrice(db, {
      userId: null,
      materialId: material.id,
      vendor: 'Catalogue',
      size: '1 lb',
      sizeGrams: 453.592,
      price: 90,
    });
    const response = await ctx.request('/api/shopping-list/refresh-prices', { method: 'POST', cookie });
    const body = await readJson(response, z.intersection(ListBodySchema, z.looseObject({ updated: z.number() })));
    expect(body.updated).toBe(1);
    expect(body.items[0]).toMatchObject({ vendor: 'Sensible Sizes', priceEstimate: 0.11 });
    expect(body.summary.total).toBe(11);
  });

  it('150 g with packs of 100 g and 4 oz: the packs to buy and their cost, the same choice on add and on refresh', async () => {
    const { cookie, userId } = await ctx.signUp();
    const material = await insertMaterial(db);
    const pack = { userId, materialId: material.id, currency: 'EUR' };
    await insertPrice(db, { ...pack, vendor: 'Grams & Co', size: '100 g', sizeGrams: 100, price: 12 });
    await insertPrice(db, { ...pack, vendor: 'Ounce Supply', size: '4 oz', sizeGrams: 113.398, price: 12 });
    const added = await readJson(
      await add(cookie, { materialId: material.id, quantity: 150 }),
      z.looseObject({ item: ItemSchema }),
    );
    // Neither pack holds 150 g; both lie within 0.5–10 × 150 g. Per gram: 12 / 100 = 0.12, 12 / 113.398 = 0.1058.
    expect(added.item).toMatchObject({ vendor: 'Ounce Supply', currency: 'EUR' });
    const refreshed = await readJson(
      await ctx.request('/api/shopping-list/refresh-prices', { method: 'POST', cookie }),
      z.looseObject({
        updated: z.number(),
        items: z.array(z.intersection(ItemSchema, z.looseObject({ pack: z.unknown() }))),
      }),
    );
    expect(refreshed.updated).toBe(0);
    // 150 / 113.398 = 1.32 → 2 packs of 4 oz, 2 × 12 = 24; the per-gram estimate 150 × 12 / 113.398 = 15.87
    expect(refreshed.items[0]).toMatchObject({
      vendor: 'Ounce Supply',
      lineTotal: expect.closeTo(15.873, 3) as number,
      pack: { packs: 2, packSize: '4 oz', packPrice: 12, cost: 24, currency: 'EUR' },
      priceIsSuggestion: false,
    });
  });

  it('a material whose packs are all far smaller than the need still gets a price: several packs', async () => {
    const { cookie, userId } = await ctx.signUp();
    const material = await insertMaterial(db);
    await insertPrice(db, { userId, materialId: material.id, vendor: 'Vials', size: '10 g', sizeGrams: 10, price: 2 });
    const { item } = await readJson(
      await add(cookie, { materialId: material.id, quantity: 1000 }),
      z.looseObject({ item: ItemSchema }),
    );
    expect(item).toMatchObject({ vendor: 'Vials', priceEstimate: 0.2 });
    const listed = (await list(cookie)).items[0] as Item & { pack: unknown };
    expect(listed.pack).toMatchObject({ packs: 100, cost: 200 });
  });

  it('an item added before its offers shows the offer the rule picks, never "No price yet"', async () => {
    const { cookie, userId } = await ctx.signUp();
    const material = await insertMaterial(db);
    await add(cookie, { materialId: material.id, quantity: 30 });
    await insertPrice(db, { userId, materialId: material.id, vendor: 'Late', size: '50 g', sizeGrams: 50, price: 5 });
    const body = await list(cookie);
    expect(body.items[0]).toMatchObject({
      vendor: 'Late',
      priceEstimate: 0.1,
      lineTotal: 3,
      priceIsSuggestion: true,
      pack: { packs: 1, cost: 5 },
    });
    expect(body.summary).toMatchObject({ count: 1, total: 3 });
    const [stored] = await db.select().from(shoppingListItems).where(eq(shoppingListItems.materialId, material.id));
    expect(stored?.vendor).toBeNull();
  });

  it('exports one vendor as CSV, with formulas neutralised', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db, { name: '=HYPERLINK("x")' });
    const other = await insertMaterial(db);
    const { item } = await readJson(
      await add(cookie, { materialId: material.id }),
      z.looseObject({ item: ItemSchema }),
    );
    await ctx.request(`/api/shopping-list/${item.id}/vendor`, {
      method: 'PATCH',
      cookie,
      json: { vendor: 'Acme', priceEstimate: 0.5 },
    });
    await add(cookie, { materialId: other.id });
    const response = await ctx.request('/api/shopping-list/export?vendor=Acme', { cookie });
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv.split('\r\n')).toEqual([
      'vendor,material,cas_number,quantity_g,price_per_g,currency,line_total,packs,pack_size,pack_price,order_cost',
      `Acme,"'=HYPERLINK(""x"")",,10,0.5,USD,5.00,,,,`,
    ]);
  });

  it("adds a formula batch's shortfall: need minus stock", async () => {
    const { cookie, userId } = await ctx.signUp();
    const a = await insertMaterial(db, { name: 'Iso E Super' });
    const b = await insertMaterial(db, { name: 'Hedione' });
    const workspaceId = await getPersonalWorkspaceId(db, userId);
    await db.insert(inventoryLots).values({ userId, workspaceId, materialId: a.id, quantity: 20, unit: 'g' });
    await db.insert(inventoryLots).values({ userId, workspaceId, materialId: b.id, quantity: 1, unit: 'kg' });
    const [formula] = await db
      .insert(formulas)
      .values({
        userId,
        workspaceId,
        name: 'Test accord',
        rows: [
          { ...createEmptyRow('r1'), materialId: a.id, name: 'Iso E Super', amount: 60 },
          { ...createEmptyRow('r2'), materialId: b.id, name: 'Hedione', amount: 40 },
        ],
      })
      .returning();
    const response = await ctx.request('/api/shopping-list/shortfall', {
      method: 'POST',
      cookie,
      json: { formulaId: formula!.id, batchGrams: 50 },
    });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.intersection(
        ListBodySchema,
        z.looseObject({
          added: z.array(z.looseObject({ materialName: z.string(), shortfallGrams: z.number() })),
          coveredByStock: z.number(),
        }),
      ),
    );
    expect(body.added).toEqual([expect.objectContaining({ materialName: 'Iso E Super', shortfallGrams: 10 })]);
    expect(body.coveredByStock).toBe(1);
    const stranger = await ctx.signUp();
    expect(
      (
        await ctx.request('/api/shopping-list/shortfall', {
          method: 'POST',
          cookie: stranger.cookie,
          json: { formulaId: formula!.id, batchGrams: 50 },
        })
      ).status,
    ).toBe(404);
    const rows = await db.select().from(shoppingListItems).where(eq(shoppingListItems.userId, userId));
    expect(rows.map((row) => row.quantity)).toEqual([10]);
  });
});
