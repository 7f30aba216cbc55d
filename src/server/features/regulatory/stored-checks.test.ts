import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_MATERIALS } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import type { TestContext } from '../../../../tests/setup/test-app.ts';
import {
  accordBody,
  citralLines,
  createFormula,
  createOwn,
  readVerdicts,
  startWithFixtures,
  type Account,
} from '../../../../tests/setup/verdict-memory-helpers.ts';
import type { Database } from '../../db/client.ts';
import { rememberedFormulaChecks } from '../../db/schema/index.ts';
import { countComputedChecks } from './check-formula-verdicts.ts';
import { rememberedChecksOf } from './remembered-checks.ts';
import { engineKeyOf, KEEP_CHECKS_DAYS } from './stored-checks.ts';

const M = FIXTURE_MATERIALS;

afterEach(() => {
  vi.useRealTimers();
});

/** A database whose every query fails with this PostgreSQL error code, and how many it was sent. */
function failingDatabase(code: string): Database & { queries: number } {
  const error = Object.assign(new Error('query failed'), { cause: Object.assign(new Error(code), { code }) });
  const database = {
    queries: 0,
    db: {
      execute: () => {
        database.queries += 1;
        return Promise.reject(error);
      },
    },
  };
  return database as unknown as Database & { queries: number };
}

describe('the engine key of kept verdict checks (ADR 075)', () => {
  const inputs = { rowsDigest: 'rows' };

  it('is one of this process alone where the role may not read the cluster identifier', async () => {
    const denied = failingDatabase('42501');
    const key = await engineKeyOf(denied, inputs);
    expect(await engineKeyOf(denied, inputs)).toBe(key);
    expect(denied.queries).toBe(1);
    // Another process (here: another database object) never finds this one's checks.
    expect(await engineKeyOf(failingDatabase('42501'), inputs)).not.toBe(key);
    expect(await engineKeyOf(denied, { rowsDigest: 'other rows' })).not.toBe(key);
  });

  it('fails as the query failed for any other reason, and asks again next time', async () => {
    const down = failingDatabase('57P01');
    await expect(engineKeyOf(down, inputs)).rejects.toThrow('query failed');
    await expect(engineKeyOf(down, inputs)).rejects.toThrow('query failed');
    expect(down.queries).toBe(2);
  });
});

describe('verdict checks kept across restarts (ADR 075)', () => {
  /** A restart as the checks see it: the next load builds another engine, whose memory holds no check. */
  const restart = (ctx: TestContext) => ctx.deps.complianceInputs.forget();
  const keptRows = (ctx: TestContext, formulaId: string) =>
    ctx.deps.database.db.select().from(rememberedFormulaChecks).where(eq(rememberedFormulaChecks.formulaId, formulaId));
  const askOf = (ctx: TestContext, user: Account, formulaIds: string[]) => async () => {
    const before = countComputedChecks();
    const items = await readVerdicts(ctx, user, formulaIds);
    // In the order asked (the answer's is the most recently edited first).
    const verdicts = formulaIds.map((id) => items.find((item) => item.formulaId === id)?.verdict);
    return { verdicts, computed: countComputedChecks() - before };
  };

  it('reads each check back after a restart instead of computing it: the same check, then remembered', async () => {
    const { ctx, user } = await startWithFixtures();
    // Citral 5 g in 100 g at 20 %: 1 % > 0.6 %; 1 g: 0.2 %, within (fixture limit 0.6 % in category 4).
    const over = await createFormula(ctx, user, citralLines(5));
    const within = await createFormula(ctx, user, citralLines(1));
    const ask = askOf(ctx, user, [over, within]);
    const first = await ask();
    expect(first).toMatchObject({ computed: 2 });
    expect(first.verdicts[0]).toBe('not-compliant');
    expect(first.verdicts[1]).not.toBe('not-compliant');
    // What the database keeps is what the memory holds, field for field.
    const engine = (await ctx.deps.complianceInputs.load()).engine;
    for (const formulaId of [over, within]) {
      const [kept, ...more] = await keptRows(ctx, formulaId);
      expect(more).toEqual([]);
      expect(kept!.check).toStrictEqual(rememberedChecksOf(engine).get(kept!.checkKey)?.check);
    }

    restart(ctx);
    const restarted = (await ctx.deps.complianceInputs.load()).engine;
    expect(restarted).not.toBe(engine);
    expect(rememberedChecksOf(restarted).size).toBe(0);
    expect(await ask()).toEqual({ verdicts: first.verdicts, computed: 0 });
    expect(rememberedChecksOf(restarted).size).toBe(2);
    expect(await ask()).toEqual({ verdicts: first.verdicts, computed: 0 });
  });

  it('computes a kept check anew when a row it read changed while no server remembered it', async () => {
    const { ctx, user } = await startWithFixtures();
    const accord = await createOwn(ctx, user, accordBody(10));
    // The accord at 10 % citral, 10 g in 100 g: 1 %, 0.2 % at 20 %: within.
    const formulaId = await createFormula(ctx, user, [
      { name: 'Citrus accord', materialId: accord, amount: 10, unit: 'g', cas: null },
      { name: 'Dipropylene glycol', materialId: M.dpg.id, amount: 90, unit: 'g', cas: null },
    ]);
    const ask = askOf(ctx, user, [formulaId]);
    const first = await ask();
    expect(first.computed).toBe(1);
    expect(first.verdicts[0]).not.toBe('not-compliant');

    // Kept six days ago: computed again below, it is kept from today (KEEP_CHECKS_DAYS counts from then).
    const today = new Date().toISOString().slice(0, 10);
    await ctx.deps.database.db
      .update(rememberedFormulaChecks)
      .set({ checkedOn: new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10) })
      .where(eq(rememberedFormulaChecks.formulaId, formulaId));
    restart(ctx);
    // At 50 % citral: 5 %, 1 % at 20 % > 0.6 %. The kept check read the accord at 10 %: not reused.
    const edited = await ctx.request(`/api/materials/${accord}`, {
      method: 'PUT',
      cookie: user.cookie,
      json: accordBody(50),
    });
    expect(edited.status).toBe(200);
    expect(await ask()).toEqual({ verdicts: ['not-compliant'], computed: 1 });
    // The new check replaced the kept one: a second restart reads it back.
    const [kept, ...more] = await keptRows(ctx, formulaId);
    expect(more).toEqual([]);
    expect(kept!.checkedOn).toBe(today);
    restart(ctx);
    expect(await ask()).toEqual({ verdicts: ['not-compliant'], computed: 0 });
  });

  it('reads no check kept by other code or reference data, and deletes them and week-old ones at its first write of a day', async () => {
    const { ctx, user } = await startWithFixtures();
    const formulaId = await createFormula(ctx, user, citralLines(5));
    const ask = askOf(ctx, user, [formulaId]);
    const engineKey = await engineKeyOf(ctx.deps.database, await ctx.deps.complianceInputs.load());
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const keptRow = (fields: { engineKey: string; checkKey: string; checkedOn: string }) => ({
      ...fields,
      formulaId,
      dependencies: { materialIds: [], lotIds: [], typicalIds: [] },
      dependencyDigest: '',
      scopes: null,
      check: { formulaId, snapshot: { verdict: 'compliant' as const, failures: [] }, problem: null },
    });
    // Kept by another deployment today, and by this engine 8 and 6 days ago (KEEP_CHECKS_DAYS: 7).
    await ctx.deps.database.db
      .insert(rememberedFormulaChecks)
      .values([
        keptRow({ engineKey: 'another-deployment', checkKey: 'other-engine', checkedOn: daysAgo(0) }),
        keptRow({ engineKey, checkKey: 'eight-days-ago', checkedOn: daysAgo(KEEP_CHECKS_DAYS + 1) }),
        keptRow({ engineKey, checkKey: 'six-days-ago', checkedOn: daysAgo(KEEP_CHECKS_DAYS - 1) }),
      ]);
    expect(await ask()).toEqual({ verdicts: ['not-compliant'], computed: 1 });
    const left = (await keptRows(ctx, formulaId)).map((row) => row.checkKey);
    expect(left).toHaveLength(2);
    expect(left).toContain('six-days-ago');
    expect(left).not.toContain('other-engine');
    expect(left).not.toContain('eight-days-ago');

    // The same check key under another engine key (other code, other reference data): computed anew.
    await ctx.deps.database.db
      .update(rememberedFormulaChecks)
      .set({ engineKey: 'another-deployment', check: { formulaId, snapshot: null, problem: 'stale' } })
      .where(eq(rememberedFormulaChecks.formulaId, formulaId));
    restart(ctx);
    expect(await ask()).toEqual({ verdicts: ['not-compliant'], computed: 1 });
  });

  it('holds a check from one day to the next, in memory and kept (no rule of a verdict reads the date)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T23:58:00Z') });
    const { ctx, user } = await startWithFixtures();
    const formulaId = await createFormula(ctx, user, citralLines(5));
    const ask = askOf(ctx, user, [formulaId]);
    expect(await ask()).toEqual({ verdicts: ['not-compliant'], computed: 1 });
    vi.setSystemTime(new Date('2026-12-04T00:02:00Z'));
    expect(await ask()).toEqual({ verdicts: ['not-compliant'], computed: 0 });
    restart(ctx);
    expect(await ask()).toEqual({ verdicts: ['not-compliant'], computed: 0 });
  });

  it('drops the kept checks of a deleted formula with it', async () => {
    const { ctx, user } = await startWithFixtures();
    const formulaId = await createFormula(ctx, user, citralLines(5));
    await askOf(ctx, user, [formulaId])();
    expect(await keptRows(ctx, formulaId)).toHaveLength(1);
    const deleted = await ctx.request(`/api/formulas/${formulaId}`, { method: 'DELETE', cookie: user.cookie });
    expect(deleted.status).toBeLessThan(300);
    expect(await keptRows(ctx, formulaId)).toEqual([]);
  });
});
