import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { insertMaterial, insertPrice } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { materials } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

describe('/api/pricing', () => {
  it('needs a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.request(`/api/pricing/materials/${id}`)).status).toBe(401);
    expect((await ctx.request('/api/pricing/import', { method: 'POST', json: {} })).status).toBe(401);
  });

  it('lists suppliers and pricing per material, own and catalogue rows, never another user’s', async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const material = await insertMaterial(db);
    await insertPrice(db, {
      userId: alice.userId,
      materialId: material.id,
      vendor: 'Alice Vendor',
      size: '100 g',
      sizeGrams: 100,
      price: 10,
    });
    await insertPrice(db, {
      userId: null,
      materialId: material.id,
      vendor: 'Catalogue',
      size: '4 oz',
      sizeGrams: 113.398,
      price: 20,
    });
    const body = await readJson(
      await ctx.request(`/api/pricing/materials/${material.id}`, { cookie: bob.cookie }),
      z.looseObject({
        suppliers: z.array(z.looseObject({ name: z.string(), pricing: z.array(z.looseObject({ size: z.string() })) })),
      }),
    );
    expect(body.suppliers).toEqual([{ name: 'Catalogue', pricing: [{ price: 20, currency: 'USD', size: '4 oz' }] }]);
  });

  it.each([
    ['a price per gram under 0.01', { vendor: 'V', size: '1 kg', price: 5, currency: 'USD' }, /Price per gram outside/],
    ['a size without a unit', { vendor: 'V', size: '100', price: 5, currency: 'USD' }, /Size is not a number plus/],
    ['a zero price', { vendor: 'V', size: '10 g', price: '$0.00', currency: 'USD' }, /No price above 0/],
  ])('refuses a typed price with %s (422)', async (_, json, message) => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db);
    const response = await ctx.request(`/api/pricing/materials/${material.id}`, { method: 'POST', cookie, json });
    expect(response.status).toBe(422);
    expect((await readError(response)).error.message).toMatch(message);
  });

  it('saves a typed price string and deletes only its own prices', async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const material = await insertMaterial(db);
    const response = await ctx.request(`/api/pricing/materials/${material.id}`, {
      method: 'POST',
      cookie: alice.cookie,
      json: { vendor: 'Acme', size: '2 oz', price: '$14.17 each', currency: 'usd' },
    });
    expect(response.status).toBe(201);
    const { price } = await readJson(
      response,
      z.looseObject({ price: z.looseObject({ id: z.string(), pricePerGram: z.number(), currency: z.string() }) }),
    );
    expect(price.currency).toBe('USD');
    expect(price.pricePerGram).toBeCloseTo(14.17 / 56.699, 9);
    expect(
      (await ctx.request(`/api/pricing/prices/${price.id}`, { method: 'DELETE', cookie: bob.cookie })).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/pricing/prices/${price.id}`, { method: 'DELETE', cookie: alice.cookie })).status,
    ).toBe(200);
  });

  it('compares vendors for a needed quantity', async () => {
    const { cookie, userId } = await ctx.signUp();
    const material = await insertMaterial(db);
    await insertPrice(db, { userId, materialId: material.id, vendor: 'Tiny', size: '5 g', sizeGrams: 5, price: 0.25 });
    await insertPrice(db, {
      userId,
      materialId: material.id,
      vendor: 'Kilo',
      size: '1 kg',
      sizeGrams: 1000,
      price: 80,
    });
    const response = await ctx.request(`/api/pricing/materials/${material.id}/comparison?grams=20`, { cookie });
    const body = await readJson(
      response,
      z.looseObject({
        comparison: z.looseObject({
          best: z.looseObject({ vendor: z.string() }),
          offers: z.array(z.looseObject({ vendor: z.string(), coversNeed: z.boolean() })),
        }),
      }),
    );
    expect(body.comparison.best.vendor).toBe('Kilo');
    expect(body.comparison.offers.map((offer) => [offer.vendor, offer.coversNeed])).toEqual([
      ['Tiny', false],
      ['Kilo', true],
    ]);
    expect((await ctx.request(`/api/pricing/materials/${material.id}/comparison?grams=-1`, { cookie })).status).toBe(
      422,
    );
  });

  it('imports a price list through a column mapping, reporting skipped rows', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db, { name: 'Galaxolide Mapping', cas: '1222-05-5' });
    const rows = [
      { Product: 'Galaxolide Mapping', CAS: '', Pack: '250 g', Cost: '$18.75' },
      { Product: 'Unknown thing', CAS: '', Pack: '250 g', Cost: '$18.75' },
      { Product: '', CAS: '1222-05-5', Pack: '1kg', Cost: '55' },
      { Product: 'Galaxolide Mapping', CAS: '', Pack: 'a drum', Cost: '55' },
    ];
    const response = await ctx.request('/api/pricing/import', {
      method: 'POST',
      cookie,
      json: {
        rows,
        mapping: { material: 'Product', cas: 'CAS', size: 'Pack', price: 'Cost' },
        defaultVendor: 'Scentsupply',
        defaultCurrency: 'EUR',
      },
    });
    expect(await response.json()).toMatchObject({
      rowsRead: 4,
      imported: 2,
      skippedCount: 2,
      skipped: [{ row: 3 }, { row: 5, reason: expect.stringMatching(/Size/) as string }],
    });
    const listed = await readJson(
      await ctx.request(`/api/pricing/materials/${material.id}`, { cookie }),
      z.looseObject({ prices: z.array(z.looseObject({ source: z.string(), currency: z.string() })) }),
    );
    expect(listed.prices).toHaveLength(2);
    expect(listed.prices.every((price) => price.source === 'csv' && price.currency === 'EUR')).toBe(true);
    const unmapped = await ctx.request('/api/pricing/import', {
      method: 'POST',
      cookie,
      json: { rows, mapping: { size: 'Pack', price: 'Cost' }, defaultCurrency: 'EUR' },
    });
    expect(unmapped.status).toBe(422);
    expect((await readError(unmapped)).error.message).toMatch(/Map a material name or a CAS number column/);
  });

  it('matches a price row by a name the material now keeps as a synonym (shown by its trade name)', async () => {
    const { cookie } = await ctx.signUp();
    const suffix = randomUUID().slice(0, 6);
    const [material] = await db
      .insert(materials)
      .values({
        name: `Hedione ${suffix}`,
        synonyms: [`Methyl dihydrojasmonate ${suffix}`],
        kind: 'substance',
        searchText: `hedione ${suffix}`,
      })
      .returning({ id: materials.id });
    const rows = [{ Product: `methyl dihydrojasmonate ${suffix}`, Pack: '100 g', Cost: '12' }];
    const response = await ctx.request('/api/pricing/import', {
      method: 'POST',
      cookie,
      json: {
        rows,
        mapping: { material: 'Product', size: 'Pack', price: 'Cost' },
        defaultVendor: 'Scentsupply',
        defaultCurrency: 'EUR',
      },
    });
    expect(await response.json()).toMatchObject({ rowsRead: 1, imported: 1 });
    const listed = await readJson(
      await ctx.request(`/api/pricing/materials/${material!.id}`, { cookie }),
      z.looseObject({ prices: z.array(z.unknown()) }),
    );
    expect(listed.prices).toHaveLength(1);
  });
});
