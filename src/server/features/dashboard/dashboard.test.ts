import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../tests/setup/test-app.ts';
import { findReferenceDataset } from '../../../domain/reference-data/reference-datasets.ts';
import { materials, subscribers } from '../../db/schema/index.ts';
import { importAndWait } from '../reference-data/reference-data.public.ts';
import { FORMULA_VERDICTS_RECHECK_JOB, recheckFormulaVerdicts } from '../regulatory/regulatory.public.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const SHARED_IFRA = path.resolve('../shared/data/ifra-51-standards');
const hasIfraData = fs.existsSync(path.join(SHARED_IFRA, 'standards.csv'));
const BENZYL_SALICYLATE = '118-58-1';

const DashboardSchema = z.looseObject({
  recentFormulas: z.array(z.looseObject({ id: z.string(), name: z.string(), verdict: z.string().nullable() })),
  brokenFormulas: z.array(
    z.looseObject({
      id: z.string(),
      formulaId: z.string(),
      formulaName: z.string(),
      dataLabel: z.string(),
      diff: z.looseObject({
        before: z.string(),
        after: z.string(),
        newFailures: z.array(
          z.looseObject({
            reference: z.string(),
            name: z.string(),
            concentration: z.number(),
            limit: z.number(),
            lines: z.array(z.looseObject({ row: z.number(), materialName: z.string(), concentration: z.number() })),
          }),
        ),
      }),
    }),
  ),
  inventory: z.looseObject({
    lotCount: z.number(),
    lowStock: z.array(z.looseObject({ materialName: z.string(), totalGrams: z.number(), minimumGrams: z.number() })),
    nearExpiry: z.array(z.looseObject({ lotNumber: z.string(), daysLeft: z.number() })),
  }),
  shopping: z.looseObject({
    itemCount: z.number(),
    totals: z.array(z.looseObject({ currency: z.string().nullable(), total: z.number() })),
  }),
  news: z.looseObject({ feedCount: z.number(), headlines: z.array(z.unknown()) }),
  onboarding: z.looseObject({
    isDismissed: z.boolean(),
    items: z.array(z.looseObject({ step: z.string(), isDone: z.boolean() })),
    doneCount: z.number(),
  }),
});

/**
 * A copy of IFRA 51 (standards.csv and standard_cas.csv) in a folder of its own; `tighten` rewrites the
 * category 4 limit of benzyl salicylate (IFRA_STD_011, 7.3% in the real Standard).
 */
function writeIfraCopy(root: string, tighten: string | null): string {
  const folder = path.join(root, 'ifra-51-standards');
  fs.mkdirSync(folder, { recursive: true });
  fs.copyFileSync(path.join(SHARED_IFRA, 'standard_cas.csv'), path.join(folder, 'standard_cas.csv'));
  const standards = fs.readFileSync(path.join(SHARED_IFRA, 'standards.csv'), 'utf8');
  const header = standards.slice(0, standards.indexOf('\n')).split(',');
  const cat4 = header.indexOf('cat_4');
  const changed = tighten
    ? standards.replace(/^IFRA_STD_011,.*$/m, (line) => {
        const cells = line.split(',');
        // The row's first cells hold no quoted comma up to the categories (the name is "Benzyl salicylate").
        cells[cat4] = tighten;
        return cells.join(',');
      })
    : standards;
  if (tighten && changed === standards) throw new Error('IFRA_STD_011 not found in the copy');
  fs.writeFileSync(path.join(folder, 'standards.csv'), changed);
  return root;
}

async function waitForRecheck(ctx: TestContext) {
  const [job] = await ctx.deps.jobs.list(FORMULA_VERDICTS_RECHECK_JOB, { limit: 1 });
  if (!job) throw new Error('no re-check job was enqueued after the import');
  const finished = await ctx.deps.jobs.waitFor(job.id);
  expect(finished.state, finished.error ?? '').toBe('succeeded');
  return finished;
}

const PRODUCT = {
  ifraCategory: '4',
  dosagePercent: 2,
  basis: 'w/w',
  application: 'leave-on',
  concentrateDensity: 1,
  baseDensity: 1,
  markets: ['US'],
};

describe.skipIf(!hasIfraData)('formulas a reference-data update broke (issue 17) (needs ../shared/data IFRA)', () => {
  let ctx: TestContext;
  let root: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-ifra-'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists the affected formula with the line that now fails after a limit was tightened', async () => {
    const ifra = findReferenceDataset('ifra-51-standards')!;
    const original = writeIfraCopy(path.join(root, 'original'), null);
    const tightened = writeIfraCopy(path.join(root, 'tightened'), '0.5');
    const first = await importAndWait(ctx.deps, { datasets: [ifra], folder: original });
    expect(first.status).toBe('succeeded');
    await waitForRecheck(ctx);
    // The perfumer's own benzyl salicylate (the library is not imported here): the engine finds its Standard by CAS.
    const owner = await ctx.signUp();
    const [material] = await ctx.deps.database.db
      .insert(materials)
      .values({
        userId: owner.userId,
        workspaceId: await getPersonalWorkspaceId(ctx.deps.database.db, owner.userId),
        mergeKey: `own:${owner.userId}:benzyl-salicylate`,
        cas: BENZYL_SALICYLATE,
        casValid: true,
        name: 'Benzyl salicylate',
        kind: 'synthetic',
        isNatural: false,
        searchText: 'benzyl salicylate',
      })
      .returning({ id: materials.id, name: materials.name });

    const created = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: owner.cookie,
      json: {
        name: 'Bergamote',
        product: PRODUCT,
        rows: [
          { name: 'Note', amount: 0, unit: 'g', materialId: null },
          { name: material!.name, materialId: material!.id, cas: BENZYL_SALICYLATE, amount: 10, unit: 'g' },
        ],
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { formula } = await readJson(created, z.looseObject({ formula: z.looseObject({ id: z.string() }) }));

    const before = await readJson(await ctx.request('/api/dashboard', { cookie: owner.cookie }), DashboardSchema);
    expect(before.recentFormulas).toMatchObject([{ id: formula.id, name: 'Bergamote' }]);
    // IFRA passes; the United States are not assessed (issue 27: no market reads compliant without its rules).
    expect(before.recentFormulas[0]?.verdict).toBe('cannot-be-verified');
    expect(before.brokenFormulas).toEqual([]);

    const second = await importAndWait(ctx.deps, { datasets: [ifra], folder: tightened });
    expect(second.status).toBe('succeeded');
    const recheck = await waitForRecheck(ctx);
    expect(recheck.result).toMatchObject({ broken: 1 });

    const response = await ctx.request('/api/dashboard', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    const after = await readJson(response, DashboardSchema);
    expect(after.recentFormulas[0]?.verdict).toBe('not-compliant');
    expect(after.brokenFormulas).toHaveLength(1);
    const broken = after.brokenFormulas[0]!;
    expect(broken).toMatchObject({ formulaId: formula.id, formulaName: 'Bergamote' });
    expect(broken.diff.after).toBe('not-compliant');
    expect(broken.diff.before).toBe('cannot-be-verified');
    // The line that now fails: row 2 of the grid, 2% of benzyl salicylate in the product against the new 0.5%.
    expect(broken.diff.newFailures).toEqual([
      {
        kind: 'ifra-limit',
        reference: 'IFRA_STD_011',
        name: 'Benzyl salicylate',
        concentration: expect.closeTo(2, 6) as number,
        limit: 0.5,
        lines: [{ row: 2, materialName: material!.name, concentration: expect.closeTo(2, 6) as number }],
      },
    ]);
    expect(broken.dataLabel).toMatch(/^IFRA Amendment 51 · imported \d{4}-\d{2}-\d{2}$/);

    // Another user sees nothing of it, and cannot acknowledge it.
    const stranger = await ctx.signUp();
    const theirs = await readJson(await ctx.request('/api/dashboard', { cookie: stranger.cookie }), DashboardSchema);
    expect(theirs.brokenFormulas).toEqual([]);
    expect(theirs.recentFormulas).toEqual([]);
    const foreign = await ctx.request(`/api/dashboard/broken-formulas/${broken.id}/acknowledge`, {
      method: 'POST',
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);

    // Batches: formulas read a few at a time, each checked once per data version; new formulas have no notice.
    for (const name of ['Chypre', 'Fougère']) {
      const response = await ctx.request('/api/formulas', {
        method: 'POST',
        cookie: owner.cookie,
        json: {
          name,
          product: PRODUCT,
          rows: [{ name: material!.name, materialId: material!.id, amount: 5, unit: 'g' }],
        },
      });
      expect(response.status).toBe(201);
    }
    const batched = await recheckFormulaVerdicts(ctx.deps, { batchSize: 2 });
    expect(batched).toMatchObject({ checked: 2, skipped: 1, broken: 0 });
    expect(await recheckFormulaVerdicts(ctx.deps, { batchSize: 2 })).toMatchObject({ checked: 0, skipped: 3 });

    // Re-running the check under the same data changes nothing: no second notice.
    await ctx.deps.jobs.enqueue(FORMULA_VERDICTS_RECHECK_JOB, { reason: 'test' });
    expect((await waitForRecheck(ctx)).result).toMatchObject({ broken: 0, checked: 0 });

    const acknowledged = await ctx.request(`/api/dashboard/broken-formulas/${broken.id}/acknowledge`, {
      method: 'POST',
      cookie: owner.cookie,
    });
    expect(acknowledged.status).toBe(200);
    expect(await acknowledged.json()).toEqual({ acknowledged: { id: broken.id, formulaId: formula.id } });
    const cleared = await readJson(await ctx.request('/api/dashboard', { cookie: owner.cookie }), DashboardSchema);
    expect(cleared.brokenFormulas).toEqual([]);
  }, 120_000);
});

describe('GET /api/dashboard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });

  it('answers 401 without a session, 422 for a bad id, 403 for a write from another site', async () => {
    expect((await ctx.request('/api/dashboard')).status).toBe(401);
    const { cookie } = await ctx.signUp();
    const bad = await ctx.request('/api/dashboard/broken-formulas/not-an-id/acknowledge', { method: 'POST', cookie });
    expect(bad.status).toBe(422);
    const crossSite = await ctx.request(
      '/api/dashboard/broken-formulas/00000000-0000-4000-8000-000000000000/acknowledge',
      { method: 'POST', cookie, headers: { origin: 'https://elsewhere.example' } },
    );
    expect(crossSite.status).toBe(403);
    const missing = await ctx.request(
      '/api/dashboard/broken-formulas/00000000-0000-4000-8000-000000000000/acknowledge',
      { method: 'POST', cookie },
    );
    expect(missing.status).toBe(404);
  });

  it('shows a new account its checklist, ticking company details and keeping the dismissal per user', async () => {
    const { cookie } = await ctx.signUp();
    const fresh = await readJson(await ctx.request('/api/dashboard', { cookie }), DashboardSchema);
    expect(fresh.onboarding).toMatchObject({ isDismissed: false, doneCount: 0 });
    // A new account is on the Free plan, which has no AI: the AI step is not offered.
    expect(fresh.onboarding.items.map((item) => item.step)).toEqual([
      'company-details',
      'first-formula',
      'import-formula',
    ]);
    expect(fresh).toMatchObject({
      recentFormulas: [],
      brokenFormulas: [],
      inventory: { lotCount: 0, lowStock: [], nearExpiry: [] },
      shopping: { itemCount: 0, totals: [] },
    });
    const saved = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie,
      json: {
        certificateCompany: 'Maison Test',
        certificateCompanyAddress: '12 rue des Fleurs\n06130 Grasse',
        certificateSignatory: 'A. Perfumer',
        certificateSignatoryRole: 'Perfumer',
      },
    });
    expect(saved.status).toBe(200);
    const created = await ctx.request('/api/formulas', { method: 'POST', cookie, json: { name: 'First' } });
    expect(created.status).toBe(201);
    const ticked = await readJson(await ctx.request('/api/dashboard', { cookie }), DashboardSchema);
    expect(ticked.onboarding.items.filter((item) => item.isDone).map((item) => item.step)).toEqual([
      'company-details',
      'first-formula',
    ]);
    await ctx.request('/api/settings', { method: 'PUT', cookie, json: { hideOnboardingChecklist: true } });
    const dismissed = await readJson(await ctx.request('/api/dashboard', { cookie }), DashboardSchema);
    expect(dismissed.onboarding.isDismissed).toBe(true);
    const other = await ctx.signUp();
    const theirs = await readJson(await ctx.request('/api/dashboard', { cookie: other.cookie }), DashboardSchema);
    expect(theirs.onboarding).toMatchObject({ isDismissed: false, doneCount: 0 });
  });

  it('offers the AI step only on a plan with AI (Basic has it, plans.ts)', async () => {
    const { cookie, email } = await ctx.signUp();
    await ctx.deps.database.db.insert(subscribers).values({ email, subscribed: true, subscriptionTier: 'basic' });
    const dashboard = await readJson(await ctx.request('/api/dashboard', { cookie }), DashboardSchema);
    expect(dashboard.onboarding.items.map((item) => item.step)).toEqual([
      'company-details',
      'first-formula',
      'import-formula',
      'ai-provider',
    ]);
  });

  it('lists low stock and lots near expiry from the user’s inventory only', async () => {
    const [material] = await ctx.deps.database.db
      .insert(materials)
      .values({
        mergeKey: 'cas:120-51-4~dashboard',
        cas: '120-51-4',
        casValid: true,
        name: 'Benzyl benzoate (dashboard test)',
        kind: 'synthetic',
        isNatural: false,
        searchText: 'benzyl benzoate dashboard test',
      })
      .returning({ id: materials.id });
    const { cookie } = await ctx.signUp();
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const lot = await ctx.request('/api/inventory/lots', {
      method: 'POST',
      cookie,
      json: { materialId: material!.id, quantity: 20, unit: 'g', lotNumber: 'BB-101', expiryDate: soon },
    });
    expect(lot.status, await lot.clone().text()).toBeLessThan(300);
    const threshold = await ctx.request(`/api/inventory/thresholds/${material!.id}`, {
      method: 'PUT',
      cookie,
      json: { minimumGrams: 50 },
    });
    expect(threshold.status, await threshold.clone().text()).toBeLessThan(300);
    const body = await readJson(await ctx.request('/api/dashboard', { cookie }), DashboardSchema);
    expect(body.inventory.lotCount).toBe(1);
    expect(body.inventory.lowStock).toMatchObject([
      { materialName: 'Benzyl benzoate (dashboard test)', totalGrams: 20, minimumGrams: 50 },
    ]);
    expect(body.inventory.nearExpiry).toMatchObject([{ lotNumber: 'BB-101', daysLeft: 10 }]);
    const other = await ctx.signUp();
    const theirs = await readJson(await ctx.request('/api/dashboard', { cookie: other.cookie }), DashboardSchema);
    expect(theirs.inventory).toEqual({ lotCount: 0, lowStock: [], nearExpiry: [] });
  });

  it('opens a sample formula built from the imported library, and answers 409 before the library is imported', async () => {
    const { cookie } = await ctx.signUp();
    expect((await ctx.request('/api/dashboard/sample-formula', { method: 'POST' })).status).toBe(401);
    const before = await readJson(
      await ctx.request('/api/dashboard', { cookie }),
      z.intersection(DashboardSchema, z.looseObject({ onboarding: z.looseObject({ hasSampleFormula: z.boolean() }) })),
    );
    expect(before.onboarding.hasSampleFormula).toBe(false);
    const refused = await ctx.request('/api/dashboard/sample-formula', { method: 'POST', cookie });
    expect(refused.status).toBe(409);
    expect((await readError(refused)).error.message).toContain('materials library');

    // Three materials of the citrus cologne sample in the library (as an import would put them).
    await ctx.deps.database.db.insert(materials).values(
      (
        [
          ['8007-75-8', 'Bergamot oil (sample test)'],
          ['78-70-6', 'Linalool (sample test)'],
          ['115-95-7', 'Linalyl acetate (sample test)'],
        ] as const
      ).map(([cas, name]) => ({
        mergeKey: `cas:${cas}~sample-test`,
        cas,
        casValid: true,
        name,
        kind: 'synthetic',
        isNatural: false,
        searchText: name.toLowerCase(),
      })),
    );
    ctx.deps.complianceInputs.forget();
    const opened = await ctx.request('/api/dashboard/sample-formula', { method: 'POST', cookie });
    expect(opened.status, await opened.clone().text()).toBe(201);
    const { formula } = await readJson(
      opened,
      z.looseObject({ formula: z.looseObject({ id: z.string(), name: z.string() }) }),
    );
    expect(formula.name).toBe('Citrus cologne (sample)');
    const saved = await readJson(
      await ctx.request(`/api/formulas/${formula.id}`, { cookie }),
      z.looseObject({
        formula: z.looseObject({
          rows: z.array(z.looseObject({ name: z.string(), amount: z.number() })),
          product: z.looseObject({ ifraCategory: z.string(), dosagePercent: z.number() }),
        }),
      }),
    );
    expect(saved.formula.rows.map((row) => row.name)).toEqual([
      'Bergamot oil (sample test)',
      'Linalool (sample test)',
      'Linalyl acetate (sample test)',
    ]);
    expect(saved.formula.product).toMatchObject({ ifraCategory: '4', dosagePercent: 20 });
    const after = await readJson(await ctx.request('/api/dashboard', { cookie }), DashboardSchema);
    expect(after.onboarding.items.find((item) => item.step === 'first-formula')?.isDone).toBe(true);
  });
});
