import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createDocumentWorld, documentRow as row } from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { calendarNotifications, formulas, keptRuleFindings, prop65Listings } from '../../db/schema/index.ts';
import { countComputedRuleFindings } from './find-library-rule-findings.ts';
import { notifyCalendarDeadlines } from './notify-calendar-deadlines.ts';

/**
 * The day's deadline job keeps each formula's findings (ADR 085) and finds them again only when something they read
 * changed. The dates are the texts' (as calendar-notifications.test.ts): SOR/2024-63 brings Canada's allergen labelling
 * on 12 April 2026 for the allergens listed before (EU) 2023/1545, linalool among them; 0.25 g in 100 g at 2 % is
 * 0.005 %, over Annex III's 0.001 % for leave-on products.
 */

const ctx = await createTestContext();
const { db } = ctx.deps.database;
await insertComplianceFixtures(ctx.deps.database);
ctx.deps.complianceInputs.forget();
const { owner, createFormula } = await createDocumentWorld(ctx);
const product = { dosagePercent: 2 };
const mistId = await createFormula(
  owner.cookie,
  'Linalool mist',
  [row(FIXTURE_MATERIALS.linalool, 0.25), row(FIXTURE_MATERIALS.dpg, 99.75)],
  product,
);
const splashId = await createFormula(owner.cookie, 'Plain splash', [row(FIXTURE_MATERIALS.dpg, 100)], product);

/** The formulas whose findings one run of the job found (not read kept). */
async function foundByRun(isoDay: string): Promise<number> {
  const before = countComputedRuleFindings();
  await notifyCalendarDeadlines(ctx.deps, new Date(`${isoDay}T06:00:00Z`));
  return countComputedRuleFindings() - before;
}

const kept = () =>
  db
    .select({ formulaId: keptRuleFindings.formulaId, outcome: keptRuleFindings.outcome })
    .from(keptRuleFindings)
    .where(eq(keptRuleFindings.userId, owner.userId));

describe("the day's deadline job keeps each formula's findings", () => {
  it('finds every formula the first day, then reads them kept, and tells the same date from them', async () => {
    // 1 December 2025: 12 April 2026 is 132 days away, nothing to tell; both formulas found and kept.
    expect(await foundByRun('2025-12-01')).toBe(2);
    const rows = await kept();
    expect(rows.map((entry) => entry.formulaId).sort()).toEqual([mistId, splashId].sort());
    const mist = rows.find((entry) => entry.formulaId === mistId)!.outcome;
    expect('findings' in mist && mist.findings.some((finding) => finding.deadline === '2026-04-12')).toBe(true);
    // Kept without the lines to change: the job reads dates, markets and formulas.
    expect('findings' in mist && mist.findings.every((finding) => finding.changes.length === 0)).toBe(true);

    // 1 February 2026 (window to 2 May): nothing found again, and 12 April told from what was kept.
    expect(await foundByRun('2026-02-01')).toBe(0);
    const [told] = await db
      .select()
      .from(calendarNotifications)
      .where(and(eq(calendarNotifications.userId, owner.userId), eq(calendarNotifications.date, '2026-04-12')));
    expect(told).toMatchObject({ formulaCount: 1, firstFormulaId: mistId, markets: ['CA'] });
  });

  it('finds again only the formula whose row changed', async () => {
    await db.update(formulas).set({ name: 'Plain splash II' }).where(eq(formulas.id, splashId));
    expect(await foundByRun('2026-02-02')).toBe(1);
    expect(await foundByRun('2026-02-03')).toBe(0);
  });

  it("finds every formula again when the user's own data changes", async () => {
    const response = await ctx.request('/api/materials', {
      method: 'POST',
      cookie: owner.cookie,
      json: { name: 'House linalool', cas: '78-70-6', kind: 'substance' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await foundByRun('2026-02-04')).toBe(2);
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
    expect(await foundByRun('2026-02-06')).toBe(2);
    expect(await foundByRun('2026-02-07')).toBe(0);

    await db.update(keptRuleFindings).set({ engineKey: 'another deployment' });
    expect(await foundByRun('2026-02-08')).toBe(2);
  });

  it("drops a formula's kept findings with the formula", async () => {
    await db.delete(formulas).where(eq(formulas.id, splashId));
    expect((await kept()).map((entry) => entry.formulaId)).toEqual([mistId]);
  });
});
