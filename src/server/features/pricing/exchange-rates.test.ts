import { describe, expect, it } from 'vitest';
import { insertMaterial, insertPrice } from '../../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const admin = await ctx.signUp('admin@sillage.test');

const RateSchema = z.looseObject({
  id: z.string(),
  baseCurrency: z.string(),
  quoteCurrency: z.string(),
  rate: z.number(),
  effectiveOn: z.string(),
});

async function setRate(json: unknown, cookie = admin.cookie) {
  return ctx.request('/api/admin/exchange-rates', { method: 'POST', cookie, json });
}

describe('/api/admin/exchange-rates', () => {
  it('is for admins: 401 for visitors, 403 for users', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const user = await ctx.signUp();
    for (const [path, method] of [
      ['/api/admin/exchange-rates', 'GET'],
      ['/api/admin/exchange-rates', 'POST'],
      [`/api/admin/exchange-rates/${id}`, 'DELETE'],
    ] as const) {
      const json = method === 'POST' ? {} : undefined;
      expect((await ctx.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      expect((await ctx.request(path, { method, json, cookie: user.cookie })).status, `${method} ${path}`).toBe(403);
    }
  });

  it.each([
    ['the same currency twice', { baseCurrency: 'EUR', quoteCurrency: 'eur', rate: 1, effectiveOn: '2026-11-01' }],
    ['a rate of 0', { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0, effectiveOn: '2026-11-01' }],
    ['a negative rate', { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: -0.9, effectiveOn: '2026-11-01' }],
    ['a rate as text', { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: '0.9', effectiveOn: '2026-11-01' }],
    [
      'a currency that is not a code',
      { baseCurrency: 'dollars', quoteCurrency: 'EUR', rate: 0.9, effectiveOn: '2026-11-01' },
    ],
    ['no date', { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0.9 }],
    ['a date in the future', { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0.9, effectiveOn: '2999-01-01' }],
    ['an unknown field', { baseCurrency: 'USD', quoteCurrency: 'EUR', rate: 0.9, effectiveOn: '2026-11-01', x: 1 }],
  ])('refuses %s (422)', async (_, json) => {
    expect((await setRate(json)).status).toBe(422);
  });

  it('sets dated rates, lists them newest first, records the change and deletes one (404 after)', async () => {
    const older = await setRate({ baseCurrency: 'usd', quoteCurrency: 'CHF', rate: 0.88, effectiveOn: '2026-10-01' });
    expect(older.status).toBe(201);
    const newer = await readJson(
      await setRate({ baseCurrency: 'USD', quoteCurrency: 'CHF', rate: 0.8, effectiveOn: '2026-11-01' }),
      z.looseObject({ rate: RateSchema }),
    );
    expect(newer.rate).toMatchObject({
      baseCurrency: 'USD',
      quoteCurrency: 'CHF',
      rate: 0.8,
      effectiveOn: '2026-11-01',
    });
    const list = await readJson(
      await ctx.request('/api/admin/exchange-rates', { cookie: admin.cookie }),
      z.looseObject({ rates: z.array(RateSchema) }),
    );
    const chf = list.rates.filter((rate) => rate.quoteCurrency === 'CHF').map((rate) => rate.effectiveOn);
    expect(chf).toEqual(['2026-11-01', '2026-10-01']);
    const audit = await readJson(
      await ctx.request('/api/admin/audit-log', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ action: z.string() })) }),
    );
    expect(audit.items.map((entry) => entry.action)).toContain('pricing.exchange-rate.set');
    const path = `/api/admin/exchange-rates/${newer.rate.id}`;
    expect((await ctx.request(path, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    expect((await ctx.request(path, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });

  it("reach every user's shopping list as the newest rate per pair", async () => {
    await setRate({ baseCurrency: 'GBP', quoteCurrency: 'SEK', rate: 13, effectiveOn: '2026-09-01' });
    await setRate({ baseCurrency: 'SEK', quoteCurrency: 'GBP', rate: 0.075, effectiveOn: '2026-11-03' });
    const { cookie, userId } = await ctx.signUp();
    const material = await insertMaterial(db);
    await insertPrice(db, { userId, materialId: material.id, vendor: 'V', size: '100 g', sizeGrams: 100, price: 10 });
    const body = await readJson(
      await ctx.request('/api/shopping-list', { cookie }),
      z.looseObject({ exchangeRates: z.array(RateSchema) }),
    );
    const pair = body.exchangeRates.filter((rate) => [rate.baseCurrency, rate.quoteCurrency].includes('SEK'));
    expect(pair).toEqual([expect.objectContaining({ baseCurrency: 'SEK', rate: 0.075, effectiveOn: '2026-11-03' })]);
  });
});
