import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_MATERIALS } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import {
  accordBody,
  citralLines,
  createFormula,
  createOwn,
  readVerdicts,
  startWithFixtures,
} from '../../../../tests/setup/verdict-memory-helpers.ts';
import {
  formulas,
  ifraStandardLimits,
  inventoryLots,
  materials,
  rememberedFormulaChecks,
  workspaceMembers,
} from '../../db/schema/index.ts';
import { createEmptyRow } from '../../../domain/formulas/formula-row.ts';
import { checkFormulaStamps, checkFormulasOfUser, countComputedChecks } from './check-formula-verdicts.ts';
import { estimateRememberedBytes, MAX_REMEMBERED_CHECK_BYTES, rememberedChecksOf } from './remembered-checks.ts';
import { listFormulaVerdicts } from './list-formula-verdicts.ts';

/**
 * Issue 34: a page's verdicts are remembered by the database's digest of each formula's rows and of every row its
 * check read; a remembered verdict is computed anew whenever one of its inputs changes, and only then. Fixture limits
 * (tests/fixtures/compliance-test-fixtures.ts, not the official values): citral IFRA_STD_901 0.6 % in category 4.
 * Checks kept across restarts: stored-checks.test.ts.
 */
const M = FIXTURE_MATERIALS;

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/formulas/verdicts remembers each check until one of its inputs changes (issue 34)', () => {
  it('computes a check anew after each input changes, and never when none did', { timeout: 120_000 }, async () => {
    const { ctx, user } = await startWithFixtures();
    // An own accord two levels below the line, a lot with a certificate, and a line accepting a typical composition.
    const inner = await createOwn(ctx, user, accordBody(10));
    const outer = await createOwn(ctx, user, {
      name: 'Outer accord',
      kind: 'accord',
      composition: [{ materialId: inner, percent: 100 }],
    });
    const bergamot = await createOwn(ctx, user, { name: 'Bergamot (supplier B)', kind: 'natural', cas: '8007-75-8' });
    const [owned] = await ctx.deps.database.db
      .select({ workspaceId: materials.workspaceId })
      .from(materials)
      .where(eq(materials.id, bergamot));
    const [lot] = await ctx.deps.database.db
      .insert(inventoryLots)
      .values({
        userId: user.userId,
        workspaceId: owned!.workspaceId!,
        materialId: bergamot,
        lotNumber: 'B-1',
        quantity: 100,
        unit: 'g',
        certificateOfAnalysis: [{ cas: '5392-40-5', name: 'Citral', percent: 1 }],
      })
      .returning({ id: inventoryLots.id });
    const rows = (outerGrams: number) => [
      { name: 'Outer accord', materialId: outer, amount: outerGrams, unit: 'g', cas: null },
      { name: 'Bergamot B-1', materialId: bergamot, lotId: lot!.id, amount: 1, unit: 'g', cas: null },
      { name: 'Rose oil', materialId: M.rose.id, acceptsTypicalComposition: true, amount: 1, unit: 'g', cas: null },
      { name: 'Dipropylene glycol', materialId: M.dpg.id, amount: 98 - outerGrams, unit: 'g', cas: null },
    ];
    const formulaId = await createFormula(ctx, user, rows(10));
    /** The verdict, and how many checks the request computed (0: it was remembered). */
    const ask = async () => {
      const before = countComputedChecks();
      const [item] = await readVerdicts(ctx, user, [formulaId]);
      return { verdict: item?.verdict, computed: countComputedChecks() - before };
    };

    // Citral: 10 g × 10 % + 1 g × 1 % = 1.01 g in 100 g, 0.202 % at 20 % ≤ 0.6 %: within; rose adds no citral yet.
    const first = await ask();
    expect(first.computed).toBe(1);
    expect(first.verdict).not.toBe('not-compliant');
    expect(await ask()).toEqual({ verdict: first.verdict, computed: 0 });

    // The inner accord, two levels below the line, at 50 % citral: 10 × 0.5 + 0.01 = 5.01 %, 1.002 % at 20 % > 0.6 %.
    const edited = await ctx.request(`/api/materials/${inner}`, {
      method: 'PUT',
      cookie: user.cookie,
      json: accordBody(50),
    });
    expect(edited.status).toBe(200);
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 1 });
    expect((await ask()).computed).toBe(0);

    // The formula's rows: 2 g of the outer accord, 2 × 0.5 + 0.01 = 1.01 %, 0.202 % at 20 %: within again.
    const saved = await ctx.request(`/api/formulas/${formulaId}`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { version: 1, rows: rows(2) },
    });
    expect(saved.status).toBe(200);
    expect(await ask()).toEqual({ verdict: first.verdict, computed: 1 });

    // A writer that bumps neither version nor revision (as merging materials once did) still changes the key.
    const written = rows(3).map(({ unit: _unit, cas: _cas, ...row }, index) => ({
      ...createEmptyRow(`r${index}`),
      ...row,
    }));
    await ctx.deps.database.db.update(formulas).set({ rows: written }).where(eq(formulas.id, formulaId));
    expect((await ask()).computed).toBe(1);

    // The lot's stock moves: nothing the check read changed.
    await ctx.deps.database.db.update(inventoryLots).set({ quantity: 40 }).where(eq(inventoryLots.id, lot!.id));
    expect((await ask()).computed).toBe(0);
    // The lot's certificate: citral 80 % of 1 g → 1 + 0.8 = 1.8 %, 0.36 % at 20 %: still within, but computed anew.
    await ctx.deps.database.db
      .update(inventoryLots)
      .set({ certificateOfAnalysis: [{ cas: '5392-40-5', name: 'Citral', percent: 80 }] })
      .where(eq(inventoryLots.id, lot!.id));
    expect((await ask()).computed).toBe(1);

    // Rose oil's typical composition, as an import of Good Scents stores it (a test value): 60 % citral in 1 g
    // → 1.8 + 0.6 = 2.4 %, 0.48 % at 20 %: within, computed anew.
    await ctx.deps.database.db
      .update(materials)
      .set({
        typicalComposition: [
          { dataset: 'pyrfume-goodscents', constituents: [{ name: 'Citral', cas: '5392-40-5', maxPercent: 60 }] },
        ],
      })
      .where(eq(materials.id, M.rose.id));
    expect((await ask()).computed).toBe(1);
    expect((await ask()).computed).toBe(0);

    // A specification tick.
    const ticked = await ctx.request(`/api/formulas/${formulaId}/specification-confirmations/IFRA_STD_905`, {
      method: 'PUT',
      cookie: user.cookie,
      json: { confirmed: true },
    });
    expect(ticked.status).toBeLessThan(300);
    expect((await ask()).computed).toBe(1);
    expect((await ask()).computed).toBe(0);

    // Tomorrow: the same check (no rule of a verdict reads the date, ADR 075).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    expect((await ask()).computed).toBe(0);
    vi.useRealTimers();

    // A restart reads the check kept in the database (ADR 075); other reference rows (an import) compute it anew:
    // citral's category 4 limit at 0.61 %, the formula's 0.48 % still within.
    ctx.deps.complianceInputs.forget();
    expect((await ask()).computed).toBe(0);
    await ctx.deps.database.db
      .update(ifraStandardLimits)
      .set({ maxPercent: 0.61 })
      .where(and(eq(ifraStandardLimits.standardKey, 'IFRA_STD_901'), eq(ifraStandardLimits.category, '4')));
    ctx.deps.complianceInputs.forget();
    expect(await ask()).toEqual({ verdict: first.verdict, computed: 1 });
    expect((await ask()).computed).toBe(0);

    // Another workspace's member never sees the verdict, remembered or not; no session: 401; too many ids: 422.
    const stranger = await ctx.signUp();
    expect(await readVerdicts(ctx, stranger, [formulaId])).toEqual([]);
    expect((await ctx.request(`/api/formulas/verdicts?ids=${formulaId}`)).status).toBe(401);
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    const tooMany = await ctx.request(`/api/formulas/verdicts?ids=${many.join(',')}`, { cookie: user.cookie });
    expect(tooMany.status).toBe(422);
  });

  it('computes each formula once when several sessions ask for the same page at once', async () => {
    const { ctx, user } = await startWithFixtures();
    const ids = [await createFormula(ctx, user, citralLines(1)), await createFormula(ctx, user, citralLines(5))];
    const before = countComputedChecks();
    const pages = await Promise.all(Array.from({ length: 6 }, () => readVerdicts(ctx, user, ids)));
    expect(countComputedChecks() - before).toBe(2);
    // Citral 1 g → 0.2 % at 20 % (within 0.6 %); 5 g → 1 % (over): every session reads the same verdicts.
    for (const page of pages) {
      const verdictOf = (id: string) => page.find((item) => item.formulaId === id)?.verdict;
      expect(page).toHaveLength(2);
      expect(verdictOf(ids[0]!)).not.toBe('not-compliant');
      expect(verdictOf(ids[1]!)).toBe('not-compliant');
    }
  });

  it('answers within its deadline: what is not checked by then is pending, checked meanwhile, and answered next', async () => {
    const { ctx, user } = await startWithFixtures();
    const [member] = await ctx.deps.database.db
      .select({ workspaceId: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, user.userId));
    const scope = { userId: user.userId, workspaceId: member!.workspaceId };
    // Created oldest first: the answer lists the most recently edited first.
    const compliant = await createFormula(ctx, user, citralLines(1));
    const over = await createFormula(ctx, user, citralLines(5));
    const before = countComputedChecks();
    // No time at all: nothing is known yet (every check needs the database), so both are pending, in order.
    expect(await listFormulaVerdicts(ctx.deps, scope, [compliant, over], 0)).toEqual([
      { formulaId: over, verdict: null, failureCount: 0, problem: null, pending: true },
      { formulaId: compliant, verdict: null, failureCount: 0, problem: null, pending: true },
    ]);
    // The checks went on: the library's next ask has them, computed once, not again.
    const waitForChecks = async () => {
      for (let tries = 0; tries < 200 && countComputedChecks() - before < 2; tries++)
        await new Promise((resolve) => setTimeout(resolve, 25));
    };
    await waitForChecks();
    const next = await listFormulaVerdicts(ctx.deps, scope, [compliant, over], 10_000);
    expect(next.map(({ formulaId, verdict, pending }) => ({ formulaId, verdict, pending }))).toEqual([
      // Citral 5 g → 1 % at 20 % > 0.6 %; 1 g → 0.2 %.
      { formulaId: over, verdict: 'not-compliant', pending: false },
      { formulaId: compliant, verdict: expect.not.stringMatching(/^not-compliant$/), pending: false },
    ]);
    expect(countComputedChecks() - before).toBe(2);
    // Through the route, within its own deadline: the same verdicts, none pending.
    const items = await readVerdicts(ctx, user, [compliant, over]);
    expect(items.map((item) => [item.formulaId, item.verdict, item.pending])).toEqual(
      next.map((item) => [item.formulaId, item.verdict, false]),
    );
  });

  it('waits for spare CPU before each chunk of new checks answered at a deadline, never for remembered ones or the dashboard (ADR 070)', async () => {
    const { ctx, user } = await startWithFixtures();
    const ids = [
      await createFormula(ctx, user, citralLines(1)),
      await createFormula(ctx, user, citralLines(2)),
      await createFormula(ctx, user, citralLines(5)),
    ];
    const records = await ctx.deps.database.db
      .select({ id: formulas.id, rows: formulas.rows, product: formulas.product })
      .from(formulas)
      .where(inArray(formulas.id, ids));
    // Each wait notes how many checks were computed before it: one chunk of one formula after each.
    const before = countComputedChecks();
    const waits: number[] = [];
    const deps = { ...ctx.deps, paceVerdictWork: async () => waits.push(countComputedChecks() - before) };
    const stamps = ids.map((id, index) => ({ id, digest: `test:${index}` }));
    const fetchRecords = async (wanted: string[]) => records.filter((record) => wanted.includes(record.id));
    const first = await checkFormulaStamps(deps, user.userId, stamps, fetchRecords, 1, 60_000);
    expect(waits).toEqual([0, 1, 2]);
    expect(first.map((check) => check.formulaId)).toEqual(ids);
    // Asked again: every check remembered, no wait.
    expect(await checkFormulaStamps(deps, user.userId, stamps, fetchRecords, 1, 60_000)).toEqual(first);
    // A caller that waits for every check (the dashboard) is never paced.
    await checkFormulasOfUser(deps, user.userId, records, 1);
    expect(countComputedChecks() - before).toBe(6);
    expect(waits).toHaveLength(3);
  });

  it('computes a check again, with the same verdict, once it was dropped to keep within the bytes (ADR 045)', async () => {
    const { ctx, user } = await startWithFixtures();
    // Citral 5 g in 100 g: 1 % at 20 % > 0.6 %: not compliant.
    const formulaId = await createFormula(ctx, user, [
      { name: 'Citral', materialId: M.citral.id, amount: 5, unit: 'g', cas: null },
      { name: 'Dipropylene glycol', materialId: M.dpg.id, amount: 95, unit: 'g', cas: null },
    ]);
    const ask = async () => {
      const before = countComputedChecks();
      const [item] = await readVerdicts(ctx, user, [formulaId]);
      return { verdict: item?.verdict, computed: countComputedChecks() - before };
    };
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 1 });
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0 });
    // Another formula's check naming more own materials than the bytes allow: every older check is dropped.
    const remembered = rememberedChecksOf((await ctx.deps.complianceInputs.load()).engine);
    const filler = {
      dependencies: {
        materialIds: Array.from({ length: MAX_REMEMBERED_CHECK_BYTES / 64 }, () => 'x'),
        lotIds: [],
        typicalIds: [],
      },
      dependencyDigest: '',
      revisionStamps: new Set<string>(),
      scopes: null,
      check: { formulaId: 'filler', snapshot: null, problem: 'filler' },
    };
    expect(estimateRememberedBytes(filler, 'filler')).toBeGreaterThan(MAX_REMEMBERED_CHECK_BYTES);
    const evictionsBefore = remembered.evictions;
    remembered.set('filler', filler);
    expect(remembered.evictions - evictionsBefore).toBe(1);
    expect(remembered.size).toBe(1);
    // Asked again: read back from the checks the database keeps (ADR 075), the same verdict, remembered again.
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0 });
    expect(remembered.has('filler')).toBe(false);
    // Dropped again and no longer kept either: computed anew, the same verdict; then remembered.
    remembered.set('filler', filler);
    await ctx.deps.database.db.delete(rememberedFormulaChecks);
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 1 });
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0 });
    expect(remembered.has('filler')).toBe(false);
  });
});
