import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { insertMaterial } from '../../../tests/factories/pricing-factories.ts';
import { createTestContext } from '../../../tests/setup/test-app.ts';
import { subscribers } from '../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const ATTACK = '=HYPERLINK("http://x","y")';
const FORMULA_START = /^[=+\-@\t\r]/;

/** Every data cell of a CSV: none may start like a formula; the attack text must be there, as text. */
function expectNeutralised(csv: string, expectedCells: number) {
  const [, ...rows] = Papa.parse<string[]>(csv.trim()).data;
  const cells = rows.flat();
  const numeric = /^-?\d+(\.\d+)?$/;
  expect(cells.filter((cell) => FORMULA_START.test(cell) && !numeric.test(cell))).toEqual([]);
  expect(cells.filter((cell) => cell === `'${ATTACK}`)).toHaveLength(expectedCells);
}

describe('CSV exports neutralise formulas in every text cell', () => {
  it('formula export: name, CAS, diluent, notes', async () => {
    const { cookie, email } = await ctx.signUp();
    // Export is a plan feature (basic and up).
    await db.insert(subscribers).values({ email, subscribed: true, subscriptionTier: 'basic' });
    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie,
      json: {
        name: 'Injected',
        rows: [
          { name: ATTACK, amount: 10, diluent: ATTACK, notes: ATTACK },
          { name: '-Minus', amount: 5 },
        ],
      },
    });
    expect(created.status).toBe(201);
    const { formula } = await readJson(created, z.looseObject({ formula: z.looseObject({ id: z.string() }) }));
    const csv = await (await ctx.request(`/api/formulas/${formula.id}/export?format=csv`, { cookie })).text();
    expectNeutralised(csv, 3);
    expect(csv).toContain("'-Minus");
  });

  it('inventory export: material, lot number, supplier, location, notes, CoA', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db, { name: ATTACK });
    const lot = await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie,
      json: {
        materialId: material.id,
        quantity: 5,
        unit: 'g',
        lotNumber: ATTACK,
        supplier: ATTACK,
        location: ATTACK,
        notes: ATTACK,
        certificateOfAnalysis: [{ name: ATTACK, percent: 50 }],
      },
    });
    expect(lot.status).toBe(201);
    const csv = await (await ctx.request('/api/inventory/export', { cookie })).text();
    expectNeutralised(csv, 5);
  });

  it('shopping list export: vendor and material', async () => {
    const { cookie } = await ctx.signUp();
    const material = await insertMaterial(db, { name: ATTACK });
    const { item } = await readJson(
      await ctx.request('/api/shopping-list', { method: 'POST', cookie, json: { materialId: material.id } }),
      z.looseObject({ item: z.looseObject({ id: z.string() }) }),
    );
    expect(
      (
        await ctx.request(`/api/shopping-list/${item.id}/vendor`, {
          method: 'PATCH',
          cookie,
          json: { vendor: ATTACK, priceEstimate: 0.5 },
        })
      ).status,
    ).toBe(200);
    const csv = await (await ctx.request('/api/shopping-list/export', { cookie })).text();
    expectNeutralised(csv, 2);
  });
});
