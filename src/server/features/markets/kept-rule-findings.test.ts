import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { documentRow as row } from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../domain/formulas/formula-row.ts';
import { calendarNotifications, formulas, keptRuleFindings, prop65Listings } from '../../db/schema/index.ts';
import { countComputedRuleFindings } from './find-library-rule-findings.ts';
import { countKeptRowsRead, forgetKeptRuleFindingsInMemory, warmKeptRuleFindings } from './kept-rule-findings.ts';
import { notifyCalendarDeadlines } from './notify-calendar-deadlines.ts';

/**
 * The day's deadline job and the dashboard's next deadline keep each formula's findings (ADR 085), shared by the members
 * who read the same rows, and find them again only when something they read changed. The dates are the texts' (as calendar-notifications.test.ts): SOR/2024-63 brings Canada's allergen labelling
 * on 12 April 2026 for the allergens listed before (EU) 2023/1545, linalool among them; 0.25 g in 100 g at 2 % is
 * 0.005 %, over Annex III's 0.001 % for leave-on products.
 */

const ctx = await createTestContext();
const { db } = ctx.deps.database;
await insertComplianceFixtures(ctx.deps.database);
ctx.deps.complianceInputs.forget();
// The perfumer writes the formulas; the lab member only reads them (each also has a personal workspace of their own).
const house = await createHouse(ctx, ['perfumer', 'lab'] as const, 'Maison Gardée');
const { perfumer, lab } = house.members;
const product = { ...DEFAULT_FINISHED_PRODUCT, dosagePercent: 2 };

const Created = z.looseObject({ id: z.string() });
async function post(path: string, json: unknown) {
  const response = await ctx.request(path, { method: 'POST', cookie: perfumer.cookie, json });
  expect(response.status, await response.clone().text()).toBe(201);
  return response;
}
const createFormula = async (name: string, rows: { materialId: string; name: string; amount: number }[]) =>
  (
    await readJson(
      await post('/api/formulas', { name, rows: rows.map((entry) => ({ ...entry, unit: 'g' })), product }),
      z.looseObject({ formula: Created }),
    )
  ).formula.id;
const mistId = await createFormula('Linalool mist', [
  row(FIXTURE_MATERIALS.linalool, 0.25),
  row(FIXTURE_MATERIALS.dpg, 99.75),
]);
const splashId = await createFormula('Plain splash', [row(FIXTURE_MATERIALS.dpg, 100)]);
// An own material of the house (linalool under the house's name) and a formula that names it.
const houseLinalool = (
  await readJson(
    await post('/api/materials', { name: 'House linalool', cas: '78-70-6', kind: 'substance' }),
    z.looseObject({ material: Created }),
  )
).material;
const ownId = await createFormula('House mist', [
  { materialId: houseLinalool.id, name: 'House linalool', amount: 0.25 },
  row(FIXTURE_MATERIALS.dpg, 99.75),
]);
const formulaIds = [mistId, splashId, ownId];

/** The formulas whose findings one run of the job found (not read kept). */
async function foundByRun(isoDay: string): Promise<number> {
  const before = countComputedRuleFindings();
  await notifyCalendarDeadlines(ctx.deps, new Date(`${isoDay}T06:00:00Z`));
  return countComputedRuleFindings() - before;
}

const kept = () =>
  db
    .select({
      formulaId: keptRuleFindings.formulaId,
      scopes: keptRuleFindings.scopes,
      outcome: keptRuleFindings.outcome,
    })
    .from(keptRuleFindings)
    .where(inArray(keptRuleFindings.formulaId, formulaIds));

const NextBody = z.looseObject({
  nextDeadline: z.looseObject({ date: z.string(), formulaCount: z.number() }).nullable(),
  dates: z.array(
    z.looseObject({
      markets: z.array(
        z.looseObject({ formulas: z.array(z.looseObject({ formulaId: z.string(), changes: z.array(z.unknown()) })) }),
      ),
    }),
  ),
});
/** A member's dashboard panel (view=next) or calendar page, with how many formulas' findings it found. */
async function askCalendar(cookie: string, query: string) {
  const before = countComputedRuleFindings();
  const response = await ctx.request(`/api/markets/calendar?${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return { body: await readJson(response, NextBody), found: countComputedRuleFindings() - before };
}

describe("the day's deadline job keeps each formula's findings", () => {
  it('finds every formula the first day, then reads them kept, and tells the same date from them', async () => {
    // 1 December 2025: 12 April 2026 is 132 days away, nothing to tell; the three formulas found and kept.
    expect(await foundByRun('2025-12-01')).toBe(3);
    const rows = await kept();
    expect(rows.map((entry) => entry.formulaId).sort()).toEqual([...formulaIds].sort());
    const mist = rows.find((entry) => entry.formulaId === mistId)!;
    expect(
      'findings' in mist.outcome && mist.outcome.findings.some((finding) => finding.deadline === '2026-04-12'),
    ).toBe(true);
    // Kept as the calendar reads them: without the lines to change, and only the findings that bring a subject (the
    // plain splash names no allergen: nothing of it is kept but its name).
    expect('findings' in mist.outcome && mist.outcome.findings.every((finding) => finding.changes.length === 0)).toBe(
      true,
    );
    expect('findings' in mist.outcome && mist.outcome.findings.every((finding) => finding.subjects.length > 0)).toBe(
      true,
    );
    expect(rows.find((entry) => entry.formulaId === splashId)!.outcome).toEqual({ name: 'Plain splash', findings: [] });
    // The reference library's materials only: no scope; the house's own linalool: the house's workspace.
    expect(mist.scopes).toBe('');
    expect(rows.find((entry) => entry.formulaId === ownId)!.scopes).toMatch(new RegExp(`^${house.workspaceId}:\\d+$`));

    // 1 February 2026 (window to 2 May): nothing found again, and 12 April told from what was kept: both linalool mists.
    expect(await foundByRun('2026-02-01')).toBe(0);
    const [told] = await db
      .select()
      .from(calendarNotifications)
      .where(and(eq(calendarNotifications.userId, perfumer.userId), eq(calendarNotifications.date, '2026-04-12')));
    expect(told).toMatchObject({ formulaCount: 2, markets: ['CA'] });
  });

  it("serves another member's dashboard without finding anything again; the calendar page still shows the lines", async () => {
    const next = await askCalendar(lab.cookie, 'view=next&from=2026-02-01');
    expect(next.found).toBe(0);
    expect(next.body.nextDeadline).toMatchObject({ date: '2026-04-12', formulaCount: 2 });
    // The calendar page lists each formula's lines: found (and remembered) for it, never read from the kept findings.
    const page = await askCalendar(lab.cookie, 'from=2026-02-01&to=2026-05-01');
    expect(page.found).toBe(3);
    const listed = page.body.dates.flatMap((date) => date.markets.flatMap((market) => market.formulas));
    expect(listed.map((formula) => formula.formulaId).sort()).toEqual([mistId, ownId].sort());
    expect(listed.every((formula) => formula.changes.length > 0)).toBe(true);
  });

  it('serves what it read or wrote from memory, and from the database once forgotten', async () => {
    // The author's dashboard: the job found their formulas in the background (nothing in the process's findings).
    const read = async () => {
      const before = countKeptRowsRead();
      const next = await askCalendar(perfumer.cookie, 'view=next&from=2026-02-01');
      expect(next.found).toBe(0);
      expect(next.body.nextDeadline).toMatchObject({ date: '2026-04-12', formulaCount: 2 });
      return countKeptRowsRead() - before;
    };
    expect(await read()).toBe(0);
    forgetKeptRuleFindingsInMemory(ctx.deps.database);
    expect(await read()).toBe(3);
    expect(await read()).toBe(0);
    // Read at start (ADR 088): the first dashboard after a restart reads nothing more.
    forgetKeptRuleFindingsInMemory(ctx.deps.database);
    expect(await warmKeptRuleFindings(ctx.deps, await ctx.deps.complianceInputs.load())).toBe(3);
    expect(await read()).toBe(0);
  });

  it('finds again only the formula whose row changed, or whose own material changed', async () => {
    await db.update(formulas).set({ name: 'Plain splash II' }).where(eq(formulas.id, splashId));
    expect(await foundByRun('2026-02-02')).toBe(1);
    expect(await foundByRun('2026-02-03')).toBe(0);

    const edited = await ctx.request(`/api/materials/${houseLinalool.id}`, {
      method: 'PUT',
      cookie: perfumer.cookie,
      json: { name: 'House linalool (redistilled)', cas: '78-70-6', kind: 'substance' },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await foundByRun('2026-02-04')).toBe(1);
    expect(await foundByRun('2026-02-05')).toBe(0);
  });

  it('finds every formula again when the Proposition 65 list changes, or under another engine', async () => {
    await db.insert(prop65Listings).values({
      id: randomUUID(),
      chemical: 'A chemical of this test',
      toxicity: ['cancer'],
      cas: ['50-00-0'],
      listingMechanism: null,
      listedOn: '1988-01-01',
      safeHarbourLevel: null,
    });
    expect(await foundByRun('2026-02-06')).toBe(3);
    expect(await foundByRun('2026-02-07')).toBe(0);

    // Another deployment's rows: this process started anew (nothing in its memory) finds everything again.
    await db.update(keptRuleFindings).set({ engineKey: 'another deployment' });
    forgetKeptRuleFindingsInMemory(ctx.deps.database);
    expect(await foundByRun('2026-02-08')).toBe(3);
  });

  it("drops a formula's kept findings with the formula", async () => {
    await db.delete(formulas).where(eq(formulas.id, splashId));
    expect((await kept()).map((entry) => entry.formulaId).sort()).toEqual([mistId, ownId].sort());
  });

  it("never serves a member findings over a material only the author can read (their personal workspace's)", async () => {
    const workspaces = await readJson(
      await ctx.request('/api/workspaces', { cookie: perfumer.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) }),
    );
    const personalId = workspaces.items.map((item) => item.id).find((id) => id !== house.workspaceId)!;
    const switchTo = async (workspaceId: string) =>
      expect(
        (
          await ctx.request('/api/workspaces/active', {
            method: 'POST',
            cookie: perfumer.cookie,
            json: { workspaceId },
          })
        ).status,
      ).toBe(200);
    await switchTo(personalId);
    const personal = (
      await readJson(
        await post('/api/materials', { name: 'My linalool', cas: '78-70-6', kind: 'substance' }),
        z.looseObject({ material: Created }),
      )
    ).material;
    await switchTo(house.workspaceId);
    const privateId = await createFormula('Private mist', [
      { materialId: personal.id, name: 'My linalool', amount: 0.25 },
      row(FIXTURE_MATERIALS.dpg, 99.75),
    ]);
    // The author's run keeps it under their personal workspace's scope.
    expect(await foundByRun('2026-02-09')).toBe(1);
    const [keptPrivate] = await db
      .select({ scopes: keptRuleFindings.scopes })
      .from(keptRuleFindings)
      .where(eq(keptRuleFindings.formulaId, privateId));
    expect(keptPrivate!.scopes).toMatch(new RegExp(`^${personalId}:\\d+$`));
    // The lab member cannot read that material: their dashboard finds the formula for itself (then remembers it in
    // this process's memory, under their own key), and keeps nothing over the author's.
    expect((await askCalendar(lab.cookie, 'view=next&from=2026-02-01')).found).toBe(1);
    expect((await askCalendar(lab.cookie, 'view=next&from=2026-02-01')).found).toBe(0);
    const [after] = await db
      .select({ scopes: keptRuleFindings.scopes })
      .from(keptRuleFindings)
      .where(eq(keptRuleFindings.formulaId, privateId));
    expect(after!.scopes).toBe(keptPrivate!.scopes);
  });
});
