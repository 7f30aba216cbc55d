import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_MATERIALS,
  FIXTURE_PRODUCT_CATEGORY_4,
  insertComplianceFixtures,
} from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { CreatedFormulaSchema, CreatedMaterialSchema } from '../../../../tests/setup/response-schemas.ts';
import { createTestContext, type TestContext } from '../../../../tests/setup/test-app.ts';
import { formulas, ifraStandardLimits, rememberedFormulaChecks, subscribers } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { checkFormulasOfUser, checkFormulaStamps, type FormulaToCheck } from './check-formula-verdicts.ts';
import { prepareVerdictWorker } from './check-in-worker.ts';
import { splitIntoChunks } from './split-into-chunks.ts';
import { createVerdictWorker, VERDICT_WORKER_LIMITS } from './verdict-worker.ts';

/**
 * Issue 34: the verdicts of a page of saved formulas are checked in a worker thread (s12's branch, carried onto the
 * remembered checks of session 13); they must be the verdicts the
 * main thread computes, and a worker that crashes, hangs or is stopped must give the main thread's answer, never a
 * hang. Fixture limits (tests/fixtures/compliance-test-fixtures.ts, not the official values): citral IFRA_STD_901
 * 0.6 % in category 4, bergamot IFRA_STD_902 0.4 %; the fixture IFRA Annex gives litsea cubeba oil 69 % citral.
 * A line of m g in 100 g of concentrate at 20 % dosage is m·0.2 % of the finished product (compliance-rules.md §5).
 */
const M = FIXTURE_MATERIALS;
const FIXTURES = new URL('../../../../tests/fixtures/verdict-workers/', import.meta.url);
const silent = createLogger('silent');

let ctx: TestContext;
let userId: string;
let records: FormulaToCheck[];
/** The hand-computed verdicts of the table (by formula name), where the fixture limits decide them. */
const expected = new Map<string, 'not-compliant' | 'within'>();

const product = FIXTURE_PRODUCT_CATEGORY_4;
const row = (name: string, materialId: string, grams: number) => ({
  name,
  materialId,
  amount: grams,
  unit: 'g',
  cas: null,
});

beforeAll(async () => {
  ctx = await createTestContext();
  await insertComplianceFixtures(ctx.deps.database);
  ctx.deps.complianceInputs.forget();
  const user = await ctx.signUp();
  userId = user.userId;
  // A paid plan written straight into subscribers: the free plan keeps three formulas.
  await ctx.deps.database.db
    .insert(subscribers)
    .values({ email: user.email, subscribed: true, subscriptionTier: 'premium' });
  const created = await ctx.request('/api/materials', {
    method: 'POST',
    cookie: user.cookie,
    json: {
      name: 'Citrus accord',
      kind: 'accord',
      composition: [
        { materialId: M.citral.id, percent: 50 },
        { materialId: M.dpg.id, percent: 50 },
      ],
    },
  });
  const accord = (await readJsonWithStatus(created, 201, CreatedMaterialSchema)).material.id;
  const table: { name: string; rows: ReturnType<typeof row>[]; verdict?: 'not-compliant' | 'within' }[] = [
    // 10 g citral: 10 % of the concentrate, 2 % at 20 % > 0.6 %.
    { name: 'Citral high', rows: [row('Citral', M.citral.id, 10), row('DPG', M.dpg.id, 90)], verdict: 'not-compliant' },
    // 1 g citral: 0.2 % ≤ 0.6 %.
    { name: 'Citral low', rows: [row('Citral', M.citral.id, 1), row('DPG', M.dpg.id, 99)], verdict: 'within' },
    // An own accord at 50 % citral, 10 g: 5 % of the concentrate, 1 % at 20 % > 0.6 %.
    {
      name: 'Own accord',
      rows: [row('Citrus accord', accord, 10), row('DPG', M.dpg.id, 90)],
      verdict: 'not-compliant',
    },
    // Litsea 1 g at 69 % citral: 0.69 %, 0.138 % at 20 % ≤ 0.6 %.
    { name: 'Litsea', rows: [row('Litsea', M.litsea.id, 1), row('DPG', M.dpg.id, 99)], verdict: 'within' },
    // Bergamot 10 g: 2 % at 20 % > 0.4 %.
    {
      name: 'Bergamot',
      rows: [row('Bergamot', M.bergamot.id, 10), row('DPG', M.dpg.id, 90)],
      verdict: 'not-compliant',
    },
    { name: 'Empty', rows: [] },
    { name: 'Unknown material', rows: [row('Nobody knows', randomUUID(), 5), row('DPG', M.dpg.id, 95)] },
    {
      name: 'Mixed',
      rows: [row('Rose', M.rose.id, 3), row('Lemon', M.lemon.id, 4), row('Linalool', M.linalool.id, 8)],
    },
  ];
  const ids: string[] = [];
  for (const entry of table) {
    const response = await ctx.request('/api/formulas', {
      method: 'POST',
      cookie: user.cookie,
      json: { name: entry.name, rows: entry.rows, product },
    });
    const id = (await readJsonWithStatus(response, 201, CreatedFormulaSchema)).formula.id;
    ids.push(id);
    if (entry.verdict) expected.set(id, entry.verdict);
  }
  const stored = await ctx.deps.database.db
    .select({ id: formulas.id, rows: formulas.rows, product: formulas.product })
    .from(formulas)
    .where(inArray(formulas.id, ids));
  records = ids.map((id) => stored.find((record) => record.id === id)!);
});

/** Nothing remembered answers: forget() starts a new engine, and no check is kept in the database (ADR 075). */
async function forgetChecks() {
  ctx.deps.complianceInputs.forget();
  await ctx.deps.database.db.delete(rememberedFormulaChecks);
}

/** The checks computed anew. */
async function checkAnew(verdictWorker: TestContext['deps']['verdictWorker']) {
  await forgetChecks();
  return checkFormulasOfUser({ ...ctx.deps, verdictWorker }, userId, records);
}

describe('the verdict worker', () => {
  it('checks a table of formulas as the main thread does', async () => {
    const inProcess = await checkAnew(null);
    const worker = ctx.deps.verdictWorker!;
    const before = worker.checkedCount;
    const viaWorker = await checkAnew(worker);
    // The worker did the work (no silent fallback), and its checks are the main thread's, formula by formula.
    expect(worker.checkedCount - before).toBe(records.length);
    expect(viaWorker).toEqual(inProcess);
    for (const [formulaId, verdict] of expected) {
      const check = viaWorker.find((entry) => entry.formulaId === formulaId)!;
      if (verdict === 'not-compliant') expect(check.snapshot?.verdict, formulaId).toBe('not-compliant');
      else expect(check.snapshot?.verdict, formulaId).not.toBe('not-compliant');
    }
    expect(viaWorker.find((entry) => entry.formulaId === records[5]!.id)?.problem).toBeTruthy();
    // A second page on the same data version reuses the inputs the worker already holds.
    const again = await checkAnew(worker);
    expect(again).toEqual(inProcess);
  });

  it.each([
    { chunkFormulas: 1, fetches: 8 },
    { chunkFormulas: 2, fetches: 4 },
    { chunkFormulas: 3, fetches: 3 },
    { chunkFormulas: 8, fetches: 1 },
    { chunkFormulas: 200, fetches: 1 },
  ])(
    'checks a page in chunks of $chunkFormulas formulas, fetching each formula once: the checks of one pass',
    async ({ chunkFormulas, fetches }) => {
      expect(records.length).toBe(8);
      const inProcess = await checkAnew(null);
      ctx.deps.complianceInputs.forget();
      const worker = ctx.deps.verdictWorker!;
      const before = worker.checkedCount;
      const asked: string[][] = [];
      const byId = new Map(records.map((record) => [record.id, record]));
      const checks = await checkFormulaStamps(
        { ...ctx.deps, verdictWorker: worker },
        userId,
        records.map((record) => ({ id: record.id, digest: `chunks-${chunkFormulas}` })),
        async (ids) => {
          asked.push(ids);
          return ids.flatMap((id) => byId.get(id) ?? []);
        },
        chunkFormulas,
      );
      expect(checks).toEqual(inProcess);
      expect(asked.length).toBe(fetches);
      for (const ids of asked) expect(ids.length).toBeLessThanOrEqual(chunkFormulas);
      expect(asked.flat().sort()).toEqual(records.map((record) => record.id).sort());
      expect(worker.checkedCount - before).toBe(records.length);
    },
  );

  it.each([
    { items: [], size: 3, chunks: [] },
    { items: [1, 2, 3, 4, 5], size: 2, chunks: [[1, 2], [3, 4], [5]] },
    { items: [1, 2, 3], size: 3, chunks: [[1, 2, 3]] },
    { items: [1, 2], size: 20, chunks: [[1, 2]] },
    { items: [1, 2], size: 0, chunks: [[1], [2]] },
    { items: [1, 2, 3], size: 1.5, chunks: [[1], [2], [3]] },
  ])('splits $items into chunks of $size', ({ items, size, chunks }) => {
    expect(splitIntoChunks(items, size)).toEqual(chunks);
  });

  it('checks a page once when several requests ask for it at the same time', async () => {
    const worker = ctx.deps.verdictWorker!;
    const inProcess = await checkAnew(null);
    await forgetChecks();
    const before = worker.checkedCount;
    const pages = await Promise.all(
      [1, 2, 3].map(() => checkFormulasOfUser({ ...ctx.deps, verdictWorker: worker }, userId, records)),
    );
    for (const page of pages) expect(page).toEqual(inProcess);
    expect(worker.checkedCount - before).toBe(records.length);
  });

  it('is sent the inputs once a build: prepared ahead (a member signing in), a check of that build sends none', async () => {
    const worker = createVerdictWorker({ logger: silent });
    try {
      const inProcess = await checkAnew(null);
      await prepareVerdictWorker({ ...ctx.deps, verdictWorker: worker });
      expect(worker.inputsSentCount).toBe(1);
      await prepareVerdictWorker({ ...ctx.deps, verdictWorker: worker });
      await forgetChecks();
      // forget() built new inputs: the check sends their rows (the prepared ones were the old build's).
      expect(await checkFormulasOfUser({ ...ctx.deps, verdictWorker: worker }, userId, records)).toEqual(inProcess);
      expect(worker.inputsSentCount).toBe(2);
      await prepareVerdictWorker({ ...ctx.deps, verdictWorker: worker });
      expect(await checkFormulasOfUser({ ...ctx.deps, verdictWorker: worker }, userId, records)).toEqual(inProcess);
      expect(worker.inputsSentCount).toBe(2);
      expect(worker.checkedCount).toBe(records.length);
    } finally {
      await worker.stop();
    }
  });

  it('is sent the inputs again when the server rebuilds its own (regulatory rows written directly, then forget)', async () => {
    const worker = ctx.deps.verdictWorker!;
    const citralHigh = records[0]!.id;
    expect((await checkAnew(worker)).find((entry) => entry.formulaId === citralHigh)?.snapshot?.verdict).toBe(
      'not-compliant',
    );
    const limit = and(eq(ifraStandardLimits.standardKey, 'IFRA_STD_901'), eq(ifraStandardLimits.category, '4'));
    const [before] = await ctx.deps.database.db.select().from(ifraStandardLimits).where(limit);
    // The same data version (no new import run), another limit: citral at 5 % in category 4, so 2 % is within.
    await ctx.deps.database.db.update(ifraStandardLimits).set({ maxPercent: 5 }).where(limit);
    try {
      const inProcess = await checkAnew(null);
      const viaWorker = await checkAnew(worker);
      expect(viaWorker).toEqual(inProcess);
      expect(viaWorker.find((entry) => entry.formulaId === citralHigh)?.snapshot?.verdict).not.toBe('not-compliant');
    } finally {
      await ctx.deps.database.db.update(ifraStandardLimits).set({ maxPercent: before!.maxPercent }).where(limit);
      ctx.deps.complianceInputs.forget();
    }
  });

  it('gives the main thread answer when the worker crashes mid-request', async () => {
    const inProcess = await checkAnew(null);
    const crashing = createVerdictWorker({ logger: silent, entry: new URL('exiting-verdict-worker.ts', FIXTURES) });
    try {
      expect(await checkAnew(crashing)).toEqual(inProcess);
      // It keeps answering after the crash (a new worker is started, and crashes again; after three, none is).
      expect(await checkAnew(crashing)).toEqual(inProcess);
      expect(await checkAnew(crashing)).toEqual(inProcess);
      expect(await checkAnew(crashing)).toEqual(inProcess);
      expect(crashing.checkedCount).toBe(0);
    } finally {
      await crashing.stop();
    }
  });

  it('gives the main thread answer when the worker runs out of its heap limit (ADR 045)', async () => {
    const inProcess = await checkAnew(null);
    const hungry = createVerdictWorker({
      logger: silent,
      entry: new URL('hungry-verdict-worker.ts', FIXTURES),
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
    });
    try {
      expect(await checkAnew(hungry)).toEqual(inProcess);
      expect(await checkAnew(hungry)).toEqual(inProcess);
      expect(hungry.checkedCount).toBe(0);
      expect(await hungry.readHeap()).toBeNull();
    } finally {
      await hungry.stop();
    }
  });

  it("reads the running worker's heap, within its limit", async () => {
    const worker = ctx.deps.verdictWorker!;
    await checkAnew(worker);
    const heap = await worker.readHeap();
    expect(heap?.used).toBeGreaterThan(0);
    expect(heap!.total).toBeLessThan((VERDICT_WORKER_LIMITS.maxOldGenerationSizeMb! + 24) * 1024 * 1024);
  });

  it('does not wait for a worker that never answers beyond its timeout, nor after it is stopped', async () => {
    const inProcess = await checkAnew(null);
    const hanging = createVerdictWorker({
      logger: silent,
      entry: new URL('silent-verdict-worker.ts', FIXTURES),
      timeoutMs: 1000,
    });
    try {
      expect(await checkAnew(hanging)).toEqual(inProcess);
      const pending = checkAnew(hanging);
      // Stopping the server ends the thread; the page still waiting is checked on the main thread.
      setTimeout(() => void hanging.stop(), 50);
      expect(await pending).toEqual(inProcess);
    } finally {
      await hanging.stop();
    }
  });
});
