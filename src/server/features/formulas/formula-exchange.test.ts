// Export, duplicate and import of formulas (JSON, CSV), by plan (split from formulas.test.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createFormulaRouteHelpers, FormulaSchema } from '../../../../tests/fixtures/formula-route-fixtures.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';

const ctx = await createTestContext();
const { create, grantPlan } = createFormulaRouteHelpers(ctx);

describe('/api/formulas export, duplicate and import', () => {
  it('refuses export on the free plan with 403, the plan message and an upgrade link', async () => {
    const { cookie } = await ctx.signUp();
    const { formula } = await create(cookie);
    const refused = await ctx.request(`/api/formulas/${formula!.id}/export?format=json`, { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          'Formula export is not part of the Free plan. It comes with Basic and above: see the plans to upgrade.',
        details: { feature: 'export', tier: 'free', requiredTier: 'basic', upgradeUrl: '/pricing' },
      },
    });
  });

  it('duplicates, exports and imports back identical, reports rejected rows, deletes', async () => {
    const { cookie, email } = await ctx.signUp();
    await grantPlan(email, 'basic');
    const { formula } = await create(cookie);
    const duplicate = (
      await readJson(
        await ctx.request(`/api/formulas/${formula!.id}/duplicate`, { method: 'POST', cookie }),
        z.looseObject({ formula: FormulaSchema }),
      )
    ).formula;
    expect(duplicate).toMatchObject({ name: 'Rose Study (copy)', masterFormulaId: formula!.id, ingredientCount: 3 });
    const exported = await ctx.request(`/api/formulas/${formula!.id}/export?format=json`, { cookie });
    expect(exported.headers.get('content-disposition')).toContain('Rose%20Study.json');
    const content = await exported.text();
    const imported = await ctx.request('/api/formulas/import', {
      method: 'POST',
      cookie,
      json: { format: 'json', content, fileName: 'Rose Study.json' },
    });
    expect(imported.status).toBe(201);
    const importedBody = await readJson(
      imported,
      z.looseObject({ formula: FormulaSchema, rejected: z.array(z.unknown()) }),
    );
    expect(importedBody.formula).toMatchObject({ name: 'Rose Study', source: 'imported' });
    expect(importedBody.formula.rows).toEqual(formula!.rows);
    await ctx.request(`/api/formulas/${duplicate.id}`, { method: 'DELETE', cookie });
    const csv = await ctx.request('/api/formulas/import', {
      method: 'POST',
      cookie,
      json: { format: 'csv', content: 'name,amount\nHedione,10\nBad,-1', fileName: 'lab.csv' },
    });
    expect(csv.status).toBe(201);
    expect(
      (await readJson(csv, z.looseObject({ rejected: z.array(z.looseObject({ label: z.string() })) }))).rejected.map(
        (row) => row.label,
      ),
    ).toEqual(['Row 2 (Bad)']);
    const empty = await ctx.request('/api/formulas/import', {
      method: 'POST',
      cookie,
      json: { format: 'json', content: '{oops' },
    });
    expect(empty.status).toBe(422);
    expect((await ctx.request(`/api/formulas/${formula!.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await ctx.request(`/api/formulas/${formula!.id}`, { cookie })).status).toBe(404);
  });

  it('an import names library materials and reports the rows it could not match', async () => {
    const { cookie, email } = await ctx.signUp();
    await grantPlan(email, 'basic');
    const name = `Calone ${crypto.randomUUID().slice(0, 6)}`;
    const calone = await insertMaterial(ctx.deps.database.db, { name, cas: '28940-11-6' });
    await ctx.deps.materialIndex.rebuild();
    const response = await ctx.request('/api/formulas/import', {
      method: 'POST',
      cookie,
      json: { format: 'csv', content: `name,amount\n${name.toUpperCase()},10\nMystery base 7,5`, fileName: 'sea.csv' },
    });
    expect(response.status).toBe(201);
    const body = await readJson(
      response,
      z.looseObject({
        formula: z.looseObject({
          rows: z.array(z.looseObject({ name: z.string(), materialId: z.string().nullable() })),
        }),
        unmatched: z.array(z.looseObject({ index: z.number(), name: z.string() })),
      }),
    );
    expect(body.formula.rows.map((row) => [row.name, row.materialId])).toEqual([
      [name, calone.id],
      ['Mystery base 7', null],
    ]);
    expect(body.unmatched).toEqual([{ index: 2, name: 'Mystery base 7' }]);
  });
});
