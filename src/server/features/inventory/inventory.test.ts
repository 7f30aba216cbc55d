import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { inventoryLots, materials } from '../../db/schema/index.ts';
import { MAX_INVENTORY_IMPORT_ROWS } from '../../../domain/inventory/inventory.schemas.ts';
import { deductStock } from './stock.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

const InventorySchema = z.looseObject({
  items: z.array(
    z.looseObject({
      materialId: z.string(),
      materialName: z.string(),
      totalGrams: z.number(),
      isLow: z.boolean(),
      minimumGrams: z.number().nullable(),
      lots: z.array(z.looseObject({ id: z.string(), quantity: z.number(), unit: z.string() })),
    }),
  ),
  usage: z.looseObject({ tier: z.string(), used: z.number(), limit: z.number().nullable(), canCreate: z.boolean() }),
});

const addLot = (cookie: string, json: unknown) => ctx.request('/api/inventory/lots', { method: 'POST', cookie, json });
const inventory = async (cookie: string) =>
  await readJson(await ctx.request('/api/inventory', { cookie }), InventorySchema);

describe('/api/inventory', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request('/api/inventory')).status).toBe(401);
    expect((await addLot('', {})).status).toBe(401);
    expect((await ctx.request('/api/inventory/export')).status).toBe(401);
  });

  it('keeps stock by lot, totals it in grams and flags low stock', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db, { name: 'Ambrox' });
    const coa = [{ cas: '6790-58-5', name: 'Ambroxide', percent: 99.2 }];
    const created = await addLot(cookie, {
      materialId: material.id,
      lotNumber: 'L-001',
      quantity: 1,
      unit: 'oz',
      purchaseDate: '2026-01-10',
      supplier: 'Acme',
      pricePaid: 40,
      currency: 'EUR',
      location: 'Shelf B',
      expiryDate: '2028-01-10',
      certificateOfAnalysis: coa,
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ lot: { certificateOfAnalysis: coa, grams: 28.3495 } });
    await addLot(cookie, { materialId: material.id, quantity: 0.05, unit: 'kg' });
    await ctx.request(`/api/inventory/thresholds/${material.id}`, {
      method: 'PUT',
      cookie,
      json: { minimumGrams: 100 },
    });
    const body = await inventory(cookie);
    expect(body.items[0]).toMatchObject({
      materialName: 'Ambrox',
      totalGrams: expect.closeTo(78.35, 3) as number,
      minimumGrams: 100,
      isLow: true,
    });
    expect(body.usage).toMatchObject({ tier: 'free', used: 1, limit: 50, canCreate: true });
  });

  it.each([
    ['an unknown unit', { quantity: 5, unit: 'l' }, /Unit must be g, ml, kg, oz or lb/],
    ['a negative quantity', { quantity: -1, unit: 'g' }, /Quantity cannot be negative/],
    [
      'a composition over 100%',
      {
        quantity: 5,
        unit: 'g',
        certificateOfAnalysis: [
          { name: 'A', percent: 60 },
          { name: 'B', percent: 50 },
        ],
      },
      /more than 100/,
    ],
    ['a bad date', { quantity: 5, unit: 'g', expiryDate: '10/01/2028' }, /YYYY-MM-DD/],
  ])('rejects %s with 422', async (_, fields, message) => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db);
    const response = await addLot(cookie, { materialId: material.id, ...fields });
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(message);
  });

  it('corrects a lot: quantity, expiry, price and location (PATCH), the stock follows', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db, { name: 'Hedione' });
    const { lot } = await readJson(
      await addLot(cookie, {
        materialId: material.id,
        quantity: 250,
        unit: 'g',
        purchaseDate: '2026-03-01',
        expiryDate: '2028-03-01',
        pricePaid: 30,
        currency: 'EUR',
        location: 'Shelf A',
      }),
      z.looseObject({ lot: z.looseObject({ id: z.string() }) }),
    );
    const response = await ctx.request(`/api/inventory/lots/${lot.id}`, {
      method: 'PATCH',
      cookie,
      json: { quantity: 180.5, expiryDate: '2027-09-30', pricePaid: 27.4, location: 'Fridge 2' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      lot: { quantity: 180.5, expiryDate: '2027-09-30', pricePaid: 27.4, currency: 'EUR', location: 'Fridge 2' },
    });
    expect((await inventory(cookie)).items[0]?.totalGrams).toBe(180.5);
    // A field set to null is cleared; the others stay.
    const cleared = await ctx.request(`/api/inventory/lots/${lot.id}`, {
      method: 'PATCH',
      cookie,
      json: { location: null },
    });
    expect(await cleared.json()).toMatchObject({ lot: { location: null, quantity: 180.5 } });
  });

  it.each([
    ['nothing to correct', {}, /Nothing to correct/],
    ['a negative quantity', { quantity: -3 }, /Quantity cannot be negative/],
    ['a quantity as text', { quantity: '12' }, /Quantity must be a number/],
    ['a bad expiry date', { expiryDate: '31/12/2027' }, /YYYY-MM-DD/],
    ['a negative price', { pricePaid: -1 }, /Price paid/],
    ['another material', { materialId: '00000000-0000-4000-8000-000000000000' }, /materialId/],
    ['an expiry before the purchase', { expiryDate: '2025-01-01' }, /Expiry cannot be before the purchase date/],
  ])('refuses a correction with %s (422) and leaves the lot as it was', async (_, json, message) => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db);
    const { lot } = await readJson(
      await addLot(cookie, { materialId: material.id, quantity: 40, unit: 'g', purchaseDate: '2026-02-01' }),
      z.looseObject({ lot: z.looseObject({ id: z.string() }) }),
    );
    const response = await ctx.request(`/api/inventory/lots/${lot.id}`, { method: 'PATCH', cookie, json });
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(message);
    expect((await inventory(cookie)).items[0]?.totalGrams).toBe(40);
  });

  it('a correction needs a session (401) and a lot id (422)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.request(`/api/inventory/lots/${id}`, { method: 'PATCH', json: { quantity: 1 } })).status).toBe(
      401,
    );
    const { cookie } = await ctx.signUp();
    expect(
      (await ctx.request('/api/inventory/lots/not-a-lot', { method: 'PATCH', cookie, json: { quantity: 1 } })).status,
    ).toBe(422);
    expect(
      (await ctx.request(`/api/inventory/lots/${id}`, { method: 'PATCH', cookie, json: { quantity: 1 } })).status,
    ).toBe(404);
  });

  it("never shows or changes another user's stock (404)", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const material = await insertMaterial(db);
    const { lot } = await readJson(
      await addLot(alice.cookie, { materialId: material.id, quantity: 10, unit: 'g' }),
      z.looseObject({ lot: z.looseObject({ id: z.string() }) }),
    );
    expect((await inventory(bob.cookie)).items).toHaveLength(0);
    expect((await ctx.request(`/api/inventory/lots/${lot.id}`, { cookie: bob.cookie })).status).toBe(404);
    expect(
      (
        await ctx.request(`/api/inventory/lots/${lot.id}`, {
          method: 'PATCH',
          cookie: bob.cookie,
          json: { quantity: 0 },
        })
      ).status,
    ).toBe(404);
    expect((await ctx.request(`/api/inventory/lots/${lot.id}`, { method: 'DELETE', cookie: bob.cookie })).status).toBe(
      404,
    );
    expect((await inventory(alice.cookie)).items[0]?.totalGrams).toBe(10);
  });

  it('applies the free tier limit of 50 materials with a clear 403, but allows another lot of a held material', async () => {
    const { cookie, userId } = await ctx.signUp();
    const workspaceId = await getPersonalWorkspaceId(db, userId);
    const many = await db
      .insert(materials)
      .values(
        Array.from({ length: 51 }, (_, index) => ({
          name: `Limit ${userId} ${index}`,
          kind: 'substance',
          searchText: `limit ${index}`,
        })),
      )
      .returning({ id: materials.id });
    await db
      .insert(inventoryLots)
      .values(
        many.slice(0, 50).map((material) => ({ userId, workspaceId, materialId: material.id, quantity: 1, unit: 'g' })),
      );
    const refused = await addLot(cookie, { materialId: many[50]!.id, quantity: 1, unit: 'g' });
    expect(refused.status).toBe(403);
    expect((await readError(refused)).error.message).toBe(
      'Your free plan allows 50 materials in inventory. Upgrade your plan to add more.',
    );
    expect((await addLot(cookie, { materialId: many[0]!.id, quantity: 1, unit: 'g' })).status).toBe(201);
  });

  it('gives admins enterprise (no material limit)', async () => {
    const admin = await ctx.signUp('admin@sillage.test');
    expect((await inventory(admin.cookie)).usage).toMatchObject({ tier: 'enterprise', limit: null, canCreate: true });
  });

  it('exports and imports CSV, reporting rows it cannot use', async () => {
    const { cookie } = await ctx.signUp();
    const linalool = await insertMaterial(db, { name: 'Linalool import', cas: `${Date.now() % 100000}-11-1` });
    const csv = [
      'material,cas,quantity,unit,supplier,location,certificate_of_analysis',
      `Linalool import,${linalool.cas},250,g,Acme,Fridge,"[{""cas"":""78-70-6"",""name"":""Linalool"",""percent"":98}]"`,
      'Nothing Like This,,5,g,,,',
      `Linalool import,,5,litres,,,`,
    ].join('\n');
    const imported = await ctx.request('/api/inventory/import', { method: 'POST', cookie, json: { csv } });
    expect(await imported.json()).toMatchObject({ rowsRead: 3, imported: 1, skippedCount: 2 });
    const exported = await (await ctx.request('/api/inventory/export', { cookie })).text();
    expect(exported).toContain('Linalool import');
    expect(exported).toContain('Fridge');
    expect(exported).toContain('""percent"":98');
  });

  it('imports up to the row cap in chunks, and answers a file over it with 422 (never a 500)', async () => {
    const admin = await ctx.signUp();
    const material = await insertMaterial(db, { name: 'Bulk import', cas: `${Date.now() % 100000}-22-2` });
    const rows = (count: number) =>
      ['material,quantity,unit', ...Array.from({ length: count }, () => `Bulk import,1,g`)].join('\n');
    const imported = await ctx.request('/api/inventory/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { csv: rows(MAX_INVENTORY_IMPORT_ROWS) },
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({
      rowsRead: MAX_INVENTORY_IMPORT_ROWS,
      imported: MAX_INVENTORY_IMPORT_ROWS,
    });
    const over = await ctx.request('/api/inventory/import', {
      method: 'POST',
      cookie: admin.cookie,
      json: { csv: rows(MAX_INVENTORY_IMPORT_ROWS + 1) },
    });
    expect(over.status).toBe(422);
    expect((await readError(over)).error.message).toMatch(/more than 5,000 rows/);
    const held = await db.select().from(inventoryLots).where(eq(inventoryLots.materialId, material.id));
    expect(held).toHaveLength(MAX_INVENTORY_IMPORT_ROWS);
  });

  it('deductStock takes from the lot expiring first, never below 0, and reports what is missing', async () => {
    const { userId } = await ctx.signUp();
    const workspaceId = await getPersonalWorkspaceId(db, userId);
    const material = await insertMaterial(db);
    const [later] = await db
      .insert(inventoryLots)
      .values({ userId, workspaceId, materialId: material.id, quantity: 0.1, unit: 'kg', expiryDate: '2030-01-01' })
      .returning();
    const [sooner] = await db
      .insert(inventoryLots)
      .values({ userId, workspaceId, materialId: material.id, quantity: 30, unit: 'g', expiryDate: '2027-01-01' })
      .returning();
    const first = await deductStock(db, workspaceId, material.id, 50);
    expect(first).toMatchObject({
      deductedGrams: 50,
      missingGrams: 0,
      lots: [
        { lotId: sooner!.id, grams: 30 },
        { lotId: later!.id, grams: 20 },
      ],
    });
    const [after] = await db.select().from(inventoryLots).where(eq(inventoryLots.id, later!.id));
    expect(after?.quantity).toBeCloseTo(0.08, 9);
    expect(await deductStock(db, workspaceId, material.id, 100)).toMatchObject({ deductedGrams: 80, missingGrams: 20 });
  });
});
