// /api/formulas: create, list, limits by plan, concurrent saves, names from materials, verdicts, admin counts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import {
  createFormulaRouteHelpers,
  FORMULA_ROWS,
  FormulaErrorSchema,
  FormulaSchema,
} from '../../../../tests/fixtures/formula-route-fixtures.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulas, formulaVersions, subscribers } from '../../db/schema/index.ts';
import { requestCheckedVerdicts } from '../../../../tests/setup/request-checked-verdicts.ts';

const ctx = await createTestContext();
const { signUpAdmin, create, grantPlan, save } = createFormulaRouteHelpers(ctx);

describe('/api/formulas', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request('/api/formulas')).status).toBe(401);
    expect((await ctx.request('/api/formulas', { method: 'POST', json: {} })).status).toBe(401);
  });

  it('creates with defaults, lists newest first and keeps version 1', async () => {
    const { cookie } = await ctx.signUp();
    const blank = await create(cookie, {});
    expect(blank.response.status).toBe(201);
    expect(blank.formula).toMatchObject({ name: 'Untitled Formula', version: 1, source: 'local', ingredientCount: 0 });
    const rose = await create(cookie);
    expect(rose.formula?.ingredientCount).toBe(3);
    const list = await readJson(
      await ctx.request('/api/formulas', { cookie }),
      z.looseObject({ items: z.array(FormulaSchema) }),
    );
    expect(list.items.map((item) => item.id)).toEqual([rose.formula?.id, blank.formula?.id]);
    const versions = await readJson(
      await ctx.request(`/api/formulas/${rose.formula?.id}/versions`, { cookie }),
      z.looseObject({ items: z.array(z.looseObject({ version: z.number() })) }),
    );
    expect(versions.items.map((entry) => entry.version)).toEqual([1]);
  });

  it("never shows, changes, duplicates or deletes another user's formula (404)", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    await grantPlan(bob.email, 'basic');
    const { formula } = await create(alice.cookie);
    const id = formula!.id;
    const attempts = [
      ctx.request(`/api/formulas/${id}`, { cookie: bob.cookie }),
      save(bob.cookie, id, { version: 1, name: 'Stolen' }),
      ctx.request(`/api/formulas/${id}/duplicate`, { method: 'POST', cookie: bob.cookie }),
      ctx.request(`/api/formulas/${id}`, { method: 'DELETE', cookie: bob.cookie }),
      ctx.request(`/api/formulas/${id}/versions`, { cookie: bob.cookie }),
      ctx.request(`/api/formulas/${id}/versions/diff?from=1&to=1`, { cookie: bob.cookie }),
      ctx.request(`/api/formulas/${id}/export?format=json`, { cookie: bob.cookie }),
      ctx.request(`/api/formulas/${id}/restore`, {
        method: 'POST',
        cookie: bob.cookie,
        json: { version: 1, restoreVersion: 1 },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    const bobList = await readJson(
      await ctx.request('/api/formulas', { cookie: bob.cookie }),
      z.looseObject({ items: z.array(FormulaSchema) }),
    );
    expect(bobList.items).toEqual([]);
    const mine = await readJson(
      await ctx.request(`/api/formulas/${id}`, { cookie: alice.cookie }),
      z.looseObject({ formula: FormulaSchema }),
    );
    expect(mine.formula).toMatchObject({ name: 'Rose Study', version: 1 });
  });

  it('refuses a fourth formula on the free tier with 403 and its message, counted by the usage helper', async () => {
    const { cookie } = await ctx.signUp();
    for (let index = 0; index < 3; index++) expect((await create(cookie)).response.status).toBe(201);
    const usage = await (await ctx.request('/api/formulas/usage', { cookie })).json();
    expect(usage).toEqual({ used: 3, limit: 3, remaining: 0, canCreate: false, tier: 'free' });
    const fourth = await create(cookie);
    expect(fourth.response.status).toBe(403);
    const body = await readJson(fourth.response, FormulaErrorSchema);
    expect(body.error.message).toBe(
      'You have reached the limit of 3 formulas on the free plan. Delete a formula or upgrade your plan to create more.',
    );
    const list = await readJson(
      await ctx.request('/api/formulas', { cookie }),
      z.looseObject({ items: z.array(FormulaSchema) }),
    );
    const duplicate = await ctx.request(`/api/formulas/${list.items[0]!.id}/duplicate`, { method: 'POST', cookie });
    expect(duplicate.status).toBe(403);
  });

  it('lets a basic subscriber create ten and an admin more than that', async () => {
    const basic = await ctx.signUp();
    await ctx.deps.database.db
      .insert(subscribers)
      .values({ email: basic.email, subscribed: true, subscriptionTier: 'basic' });
    const usage = await (await ctx.request('/api/formulas/usage', { cookie: basic.cookie })).json();
    expect(usage).toMatchObject({ limit: 10, tier: 'basic' });
    const admin = await signUpAdmin();
    const results = [];
    for (let index = 0; index < 4; index++) results.push((await create(admin.cookie)).response.status);
    expect(results).toEqual([201, 201, 201, 201]);
    expect(await (await ctx.request('/api/formulas/usage', { cookie: admin.cookie })).json()).toMatchObject({
      limit: null,
      canCreate: true,
      tier: 'enterprise',
    });
  });

  it('answers malformed rows with 422 naming them, and stores nothing', async () => {
    const { cookie } = await ctx.signUp();
    const bad = await create(cookie, {
      rows: [
        { name: 'Hedione', amount: 10 },
        { name: 'Iso E Super', amount: -5 },
        { name: 'Civet', amount: 'lots' },
      ],
    });
    expect(bad.response.status).toBe(422);
    const body = await readJson(bad.response, FormulaErrorSchema);
    expect(body.error.message).toBe(
      'Malformed rows: Row 2 (Iso E Super): amount must be a number of 0 or more; Row 3 (Civet): amount must be a number of 0 or more',
    );
    expect(body.error.details?.rejected).toHaveLength(2);
    const { formula } = await create(cookie);
    const badSave = await save(cookie, formula!.id, { version: 1, rows: [{ name: 'X', amount: 1, purity: 0 }] });
    expect(badSave.status).toBe(422);
    expect((await readJson(badSave, FormulaErrorSchema)).error.message).toContain('Row 1 (X): purity');
    expect((await save(cookie, formula!.id, { rows: [] })).status).toBe(422);
  });

  it('gives one of two concurrent saves of one version a 200 and the other a 409; nothing is lost', async () => {
    const { cookie } = await ctx.signUp();
    const { formula } = await create(cookie);
    const id = formula!.id;
    const [first, second] = await Promise.all([
      save(cookie, id, { version: 1, name: 'Edit A', rows: [...FORMULA_ROWS, { name: 'Vanillin', amount: 2 }] }),
      save(cookie, id, { version: 1, name: 'Edit B', rows: [...FORMULA_ROWS, { name: 'Coumarin', amount: 3 }] }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    const loserBody = await readJson(loser, FormulaErrorSchema);
    expect(loserBody.error.code).toBe('CONFLICT');
    expect(loserBody.error.details).toEqual({ currentVersion: 2, currentRevision: 2 });
    const winner = (await readJson(first.status === 200 ? first : second, z.looseObject({ formula: FormulaSchema })))
      .formula;
    expect(winner.version).toBe(2);
    const current = (
      await readJson(await ctx.request(`/api/formulas/${id}`, { cookie }), z.looseObject({ formula: FormulaSchema }))
    ).formula;
    expect(current.name).toBe(winner.name);
    const versions = await ctx.deps.database.db.select().from(formulaVersions).where(eq(formulaVersions.formulaId, id));
    expect(versions.map((entry) => entry.version).sort()).toEqual([1, 2]);
    const retried = await save(cookie, id, {
      version: 2,
      name: `${winner.name === 'Edit A' ? 'Edit B' : 'Edit A'} after reload`,
    });
    expect(retried.status).toBe(200);
  });

  it('rows given only a materialId take the material’s name and CAS in the answer, on save and when opened', async () => {
    const db = ctx.deps.database.db;
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    // Vanillin, not a material the round-trip test below names: an import links a free-text line to a library material
    // it names for certain (issue 35), and Hedione's CAS carries the trade name Hedione.
    const vanillin = await insertMaterial(db, { name: `Vanillin ${crypto.randomUUID().slice(0, 6)}`, cas: '121-33-5' });
    const iso = await insertMaterial(db, { name: `Iso E Super ${crypto.randomUUID().slice(0, 6)}` });
    const bobsOwn = await insertMaterial(db, { name: 'Bob’s secret base', userId: bob.userId });
    const { response, formula } = await create(alice.cookie, {
      name: 'By id',
      rows: [
        { materialId: vanillin.id, amount: 30 },
        { materialId: iso.id, amount: 20 },
        { materialId: bobsOwn.id, amount: 1 },
      ],
    });
    expect(response.status).toBe(201);
    // Another user's own material is never named to alice.
    expect(formula!.rows.map((row) => row.name)).toEqual([vanillin.name, iso.name, '']);
    expect(formula!.rows[0]).toMatchObject({ cas: '121-33-5' });
    expect(formula!.ingredientCount).toBe(2);
    const opened = await readJson(
      await ctx.request(`/api/formulas/${formula!.id}`, { cookie: alice.cookie }),
      z.looseObject({ formula: FormulaSchema }),
    );
    expect(opened.formula.rows.map((row) => row.name)).toEqual([vanillin.name, iso.name, '']);
    const saved = await save(alice.cookie, formula!.id, {
      version: 1,
      rows: [...formula!.rows, { materialId: vanillin.id, amount: 2 }],
    });
    expect((await readJson(saved, z.looseObject({ formula: FormulaSchema }))).formula.rows.at(-1)?.name).toBe(
      vanillin.name,
    );
    // A formula stored nameless before this change opens with the names (read, never written).
    await db
      .update(formulas)
      .set({ rows: [{ ...formula!.rows[1]!, name: '' }] as never })
      .where(eq(formulas.id, formula!.id));
    const reopened = await readJson(
      await ctx.request(`/api/formulas/${formula!.id}`, { cookie: alice.cookie }),
      z.looseObject({ formula: FormulaSchema }),
    );
    expect(reopened.formula.rows.map((row) => row.name)).toEqual([iso.name]);
    const [stored] = await db.select({ rows: formulas.rows }).from(formulas).where(eq(formulas.id, formula!.id));
    expect((stored!.rows as { name: string }[])[0]?.name).toBe('');
  });

  it('lists each formula’s verdict for the library, the same as the dashboard reads, only the user’s own', async () => {
    expect((await ctx.request('/api/formulas/verdicts')).status).toBe(401);
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const rose = (await create(alice.cookie)).formula!;
    const blank = (await create(alice.cookie, { name: 'Blank' })).formula!;
    await create(bob.cookie);
    const body = await readJson(
      await requestCheckedVerdicts(ctx.request, '/api/formulas/verdicts', alice.cookie),
      z.looseObject({
        items: z.array(
          z.looseObject({
            formulaId: z.string(),
            verdict: z.string().nullable(),
            failureCount: z.number(),
            problem: z.string().nullable(),
          }),
        ),
      }),
    );
    expect(body.items.map((item) => item.formulaId).sort()).toEqual([rose.id, blank.id].sort());
    const dashboard = await readJson(
      await ctx.request('/api/dashboard', { cookie: alice.cookie }),
      z.looseObject({
        recentFormulas: z.array(
          z.looseObject({
            id: z.string(),
            verdict: z.string().nullable(),
            failureCount: z.number(),
            problem: z.string().nullable(),
          }),
        ),
      }),
    );
    for (const item of body.items) {
      const same = dashboard.recentFormulas.find((entry) => entry.id === item.formulaId)!;
      expect(item, item.formulaId).toMatchObject({
        verdict: same.verdict,
        failureCount: same.failureCount,
        problem: same.problem,
      });
    }
  });

  it('stores and returns the latest technical summary', async () => {
    const { cookie } = await ctx.signUp();
    const { formula } = await create(cookie);
    const url = `/api/formulas/${formula!.id}/analysis-report`;
    expect(await (await ctx.request(url, { cookie })).json()).toEqual({ report: null });
    await ctx.request(url, { method: 'POST', cookie, json: { technicalSummary: 'Floral woody, 3 lines.' } });
    const report = await readJson(
      await ctx.request(url, { cookie }),
      z.looseObject({ report: z.looseObject({ reportData: z.looseObject({ technicalSummary: z.string() }) }) }),
    );
    expect(report.report.reportData.technicalSummary).toBe('Floral woody, 3 lines.');
  });

  it('gives admins counts without contents, and plain users a 403', async () => {
    const user = await ctx.signUp();
    expect((await ctx.request('/api/admin/formulas/statistics', { cookie: user.cookie })).status).toBe(403);
    const admin = await signUpAdmin();
    const response = await ctx.request('/api/admin/formulas/statistics', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).not.toContain('Rose Study');
  });
});
