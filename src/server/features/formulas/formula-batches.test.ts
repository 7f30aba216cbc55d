import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertMaterial, insertPrice } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { materials } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

const BatchSchema = z.looseObject({
  id: z.string(),
  formulaVersion: z.number(),
  batchGrams: z.number(),
  lines: z.array(z.looseObject({ name: z.string(), grams: z.number() })),
  stockShortfalls: z.array(z.looseObject({ materialId: z.string(), missingGrams: z.number() })),
});
const InventorySchema = z.looseObject({
  items: z.array(z.looseObject({ materialId: z.string(), totalGrams: z.number() })),
});

async function createFormula(cookie: string, rows: unknown[]) {
  const response = await ctx.request('/api/formulas', { method: 'POST', cookie, json: { name: 'Batch study', rows } });
  return (await readJson(response, z.looseObject({ formula: z.looseObject({ id: z.string() }) }))).formula.id;
}
const makeBatch = (cookie: string, id: string, json: unknown) =>
  ctx.request(`/api/formulas/${id}/batches`, { method: 'POST', cookie, json });
const stockOf = async (cookie: string, materialId: string) =>
  (await readJson(await ctx.request('/api/inventory', { cookie }), InventorySchema)).items.find(
    (item) => item.materialId === materialId,
  )?.totalGrams ?? 0;

describe('/api/formulas/:id/batches', () => {
  it('needs a session (401)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.request(`/api/formulas/${id}/batches`)).status).toBe(401);
    expect((await makeBatch('', id, { grams: 10 })).status).toBe(401);
  });

  it("never makes or lists a batch of another user's formula (404)", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const id = await createFormula(alice.cookie, [{ name: 'Hedione', amount: 10 }]);
    expect((await makeBatch(bob.cookie, id, { grams: 10 })).status).toBe(404);
    expect((await ctx.request(`/api/formulas/${id}/batches`, { cookie: bob.cookie })).status).toBe(404);
  });

  it('rejects a batch size that is not positive (422) and a formula without amounts', async () => {
    const { cookie } = await ctx.signUp();
    const id = await createFormula(cookie, [{ name: 'Hedione', amount: 10 }]);
    for (const grams of [0, -5]) {
      const response = await makeBatch(cookie, id, { grams });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain('batch size');
    }
    expect((await makeBatch(cookie, id, { grams: 'ten' })).status).toBe(422);
    const empty = await createFormula(cookie, [{ name: 'Hedione', amount: 0 }]);
    expect((await makeBatch(cookie, empty, { grams: 10 })).status).toBe(422);
  });

  it('records the batch, deducts stock (dilutions draw the diluted material) and reports shortfalls', async () => {
    const { cookie } = await ctx.signUp();
    const hedione = await insertMaterial(db, { name: 'Hedione batch' });
    const ambrox = await insertMaterial(db, { name: 'Ambrox batch' });
    const iso = await insertMaterial(db, { name: 'Iso E batch' });
    await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie,
      json: { materialId: hedione.id, quantity: 100, unit: 'g' },
    });
    await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie,
      json: { materialId: ambrox.id, quantity: 5, unit: 'g' },
    });
    const id = await createFormula(cookie, [
      { materialId: hedione.id, name: hedione.name, amount: 60 },
      { materialId: ambrox.id, name: ambrox.name, amount: 20, purity: 0.1, diluent: 'DPG' },
      { materialId: iso.id, name: iso.name, amount: 20 },
    ]);
    const response = await makeBatch(cookie, id, { grams: 50 });
    expect(response.status).toBe(201);
    const { batch } = await readJson(response, z.looseObject({ batch: BatchSchema }));
    expect(batch).toMatchObject({ formulaVersion: 1, batchGrams: 50 });
    expect(batch.lines.map((line) => line.grams)).toEqual([30, 10, 10]);
    expect(await stockOf(cookie, hedione.id)).toBeCloseTo(70, 6);
    expect(await stockOf(cookie, ambrox.id)).toBeCloseTo(4, 6);
    expect(batch.stockShortfalls).toEqual([{ materialId: iso.id, name: iso.name, neededGrams: 10, missingGrams: 10 }]);
    const list = await readJson(
      await ctx.request(`/api/formulas/${id}/batches`, { cookie }),
      z.looseObject({ items: z.array(BatchSchema) }),
    );
    expect(list.items.map((item) => item.id)).toEqual([batch.id]);
  });
});

describe('/api/formulas/material-prices', () => {
  it('needs a session (401) and valid ids (422)', async () => {
    expect((await ctx.request('/api/formulas/material-prices?materialIds=')).status).toBe(401);
    const { cookie } = await ctx.signUp();
    expect((await ctx.request('/api/formulas/material-prices?materialIds=nope', { cookie })).status).toBe(422);
  });

  it("answers the cheapest visible price per gram, never another user's", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const rose = await insertMaterial(db, { name: 'Rose price' });
    const musk = await insertMaterial(db, { name: 'Musk price' });
    await insertPrice(db, {
      userId: null,
      materialId: rose.id,
      vendor: 'Shared',
      size: '100 g',
      sizeGrams: 100,
      price: 50,
      currency: 'EUR',
    });
    await insertPrice(db, {
      userId: alice.userId,
      materialId: rose.id,
      vendor: 'Mine',
      size: '10 g',
      sizeGrams: 10,
      price: 3,
      currency: 'EUR',
    });
    await insertPrice(db, {
      userId: bob.userId,
      materialId: musk.id,
      vendor: 'Bob',
      size: '10 g',
      sizeGrams: 10,
      price: 1,
      currency: 'EUR',
    });
    const response = await ctx.request(`/api/formulas/material-prices?materialIds=${rose.id},${musk.id}`, {
      cookie: alice.cookie,
    });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({ currency: z.string(), pricePerGram: z.record(z.string(), z.number()) }),
    );
    expect(body.currency).toBe('EUR');
    expect(body.pricePerGram).toEqual({ [rose.id]: 0.3 });
  });

  it('takes the ids of a 2,000-line formula in a POST body (a URL of them is refused 431 before the app)', async () => {
    expect(
      (await ctx.request('/api/formulas/material-prices', { method: 'POST', json: { materialIds: [] } })).status,
    ).toBe(401);
    const { cookie } = await ctx.signUp();
    const rose = await insertMaterial(db, { name: 'Rose body price' });
    await insertPrice(db, {
      userId: null,
      materialId: rose.id,
      vendor: 'Shared',
      size: '100 g',
      sizeGrams: 100,
      price: 50,
      currency: 'EUR',
    });
    const unknown = Array.from({ length: 1_999 }, () => crypto.randomUUID());
    const response = await ctx.request('/api/formulas/material-prices', {
      method: 'POST',
      cookie,
      json: { materialIds: [rose.id, ...unknown] },
    });
    expect(response.status).toBe(200);
    expect(
      (await readJson(response, z.looseObject({ pricePerGram: z.record(z.string(), z.number()) }))).pricePerGram,
    ).toEqual({
      [rose.id]: 0.5,
    });
    const tooMany = await ctx.request('/api/formulas/material-prices', {
      method: 'POST',
      cookie,
      json: { materialIds: [...unknown, rose.id, crypto.randomUUID()] },
    });
    expect(tooMany.status).toBe(422);
    const notIds = await ctx.request('/api/formulas/material-prices', {
      method: 'POST',
      cookie,
      json: { materialIds: ['nope'] },
    });
    expect(notIds.status).toBe(422);
  });
});

describe('/api/formulas/wizard-candidates', () => {
  it('needs a session (401) and a family (422)', async () => {
    expect((await ctx.request('/api/formulas/wizard-candidates?family=Woody')).status).toBe(401);
    const { cookie } = await ctx.signUp();
    const response = await ctx.request('/api/formulas/wizard-candidates', { cookie });
    expect(response.status).toBe(422);
  });

  it("lists the family's materials with known substantivity, never another user's own", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const cedar = await insertMaterial(db, { name: 'Cedar wizard' });
    const vague = await insertMaterial(db, { name: 'Vague wizard' });
    const bobs = await insertMaterial(db, { name: 'Bob wizard', userId: bob.userId });
    await db
      .update(materials)
      .set({ odourFamily: 'Wizardwood', substantivityHours: 400 })
      .where(eq(materials.id, cedar.id));
    await db.update(materials).set({ odourFamily: 'Wizardwood' }).where(eq(materials.id, vague.id));
    await db
      .update(materials)
      .set({ odourFamily: 'Wizardwood', substantivityHours: 10 })
      .where(eq(materials.id, bobs.id));
    await insertPrice(db, {
      userId: null,
      materialId: cedar.id,
      vendor: 'Shared',
      size: '100 g',
      sizeGrams: 100,
      price: 20,
      currency: 'EUR',
    });
    const response = await ctx.request('/api/formulas/wizard-candidates?family=wizardwood', { cookie: alice.cookie });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({
        currency: z.string(),
        items: z.array(z.looseObject({ id: z.string(), pricePerGram: z.number().nullable() })),
      }),
    );
    expect(body).toEqual({ currency: 'EUR', items: [expect.objectContaining({ id: cedar.id, pricePerGram: 0.2 })] });
  });
});
