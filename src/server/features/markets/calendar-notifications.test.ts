import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createDocumentWorld, documentRow as row } from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { calendarNotifications, euLabellingAllergens, importRuns, materials, outbox } from '../../db/schema/index.ts';
import { notifyCalendarDeadlines } from './notify-calendar-deadlines.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

/**
 * Dates by hand from the texts (as markets.test.ts): SOR/2024-63 applies Canada's allergen labelling from
 * 12 April 2026 to the allergens listed before (EU) 2023/1545 (linalool among them, Annex III "exceeds 0,001 %"
 * leave-on: 0.25 g in 100 g at 2 % = 0.005 %); 2023/1545 Art. 2 brings its new allergens (camphor) for products
 * placed from 31 July 2026 and made available from 31 July 2028. A date is told when it is at most 90 days away.
 */

const ctx = await createTestContext();
const { db } = ctx.deps.database;
await insertComplianceFixtures(ctx.deps.database);
const camphor = {
  id: randomUUID(),
  mergeKey: 'cas:464-49-3',
  cas: '464-49-3',
  casValid: true,
  name: 'Camphor',
  kind: 'substance',
  isNatural: false,
  searchText: 'camphor',
};
await db.insert(materials).values(camphor);
ctx.deps.complianceInputs.forget();
const { owner, stranger, createFormula } = await createDocumentWorld(ctx);
const product = { dosagePercent: 2 };
await createFormula(
  owner.cookie,
  'Linalool mist',
  [row(FIXTURE_MATERIALS.linalool, 0.25), row(FIXTURE_MATERIALS.dpg, 99.75)],
  product,
);
const camphorId = await createFormula(
  owner.cookie,
  'Camphor splash',
  [row(camphor, 0.25), row(FIXTURE_MATERIALS.dpg, 99.75)],
  product,
);

const notify = (isoDay: string) => notifyCalendarDeadlines(ctx.deps, new Date(`${isoDay}T06:00:00Z`));
const toldDates = async () =>
  (
    await db
      .select({ date: calendarNotifications.date })
      .from(calendarNotifications)
      .where(eq(calendarNotifications.userId, owner.userId))
  )
    .map((entry) => entry.date)
    .sort();
const mails = () => db.select().from(outbox).where(eq(outbox.to, owner.email.toLowerCase()));

describe('calendar deadlines told 90 days ahead, once per user and date', () => {
  it('tells a date once it is within 90 days, once, then a date a data import brings', async () => {
    // 1 December 2025: 12 April 2026 is 132 days away.
    await notify('2025-12-01');
    expect(await toldDates()).toEqual([]);

    // 1 February 2026: 12 April is 70 days away (the window ends 2 May 2026).
    await notify('2026-02-01');
    expect(await toldDates()).toEqual(['2026-04-12']);
    const [first] = await db
      .select()
      .from(calendarNotifications)
      .where(and(eq(calendarNotifications.userId, owner.userId), eq(calendarNotifications.date, '2026-04-12')));
    expect(first).toMatchObject({ formulaCount: 1, markets: ['CA'] });
    expect(first!.emailedAt).not.toBeNull();
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Regulatory deadline on 12 April 2026: CA');
    expect(sent[0]!.text).toContain('1 of your formulas needs a new label');
    expect(sent[0]!.text).toContain('/regulatory-calendar');

    // The next day, and a second run at once: nothing told again.
    await Promise.all([notify('2026-02-02'), notify('2026-02-02')]);
    expect(await toldDates()).toEqual(['2026-04-12']);
    expect(await mails()).toHaveLength(1);

    // 5 May 2026 (window to 3 August): no 2023/1545 date yet, camphor is not in the data.
    await notify('2026-05-05');
    expect(await toldDates()).toEqual(['2026-04-12']);

    // A data change: camphor (Annex III entry 331, added by 2023/1545) arrives with a new import run.
    await db.insert(euLabellingAllergens).values({
      id: '331|464-49-3',
      annexIiiRef: '331',
      cas: '464-49-3',
      names: ['(+)-Camphor'],
      labelName: null,
      leaveOnThresholdPct: 0.001,
      rinseOffThresholdPct: 0.01,
      isOriginal26: false,
      isAddedBy20231545: true,
    });
    const importedOn = new Date('2026-05-05T10:00:00Z');
    await db.insert(importRuns).values({
      dataset: 'eu-cosmetics-annexes-echa',
      version: 'ECHA export 2024-05-16',
      licence: 'fixture',
      source: 'fixture',
      status: 'succeeded',
      startedAt: importedOn,
      finishedAt: importedOn,
    });
    ctx.deps.complianceInputs.forget();
    const result = await notify('2026-05-05');
    expect(result).toMatchObject({ notified: 1, emailed: 1, to: '2026-08-03' });
    // 31 July 2026 is told (87 days away); 31 July 2028 is not yet.
    expect(await toldDates()).toEqual(['2026-04-12', '2026-07-31']);
    const [july] = await db
      .select()
      .from(calendarNotifications)
      .where(and(eq(calendarNotifications.userId, owner.userId), eq(calendarNotifications.date, '2026-07-31')));
    expect(july).toMatchObject({ formulaCount: 1, firstFormulaId: camphorId });
    expect([...july!.markets].sort()).toEqual(['CA', 'EU']);
    expect(await mails()).toHaveLength(2);
  });

  it('lists the unread notices in the app; reading one hides it; another user cannot (404)', async () => {
    expect((await ctx.request('/api/markets/notifications')).status).toBe(401);
    const list = async (cookie: string) => {
      const response = await ctx.request('/api/markets/notifications', { cookie });
      expect(response.status, await response.clone().text()).toBe(200);
      return (
        await readJson(response, z.looseObject({ items: z.array(z.looseObject({ id: z.string(), date: z.string() })) }))
      ).items;
    };
    const items = await list(owner.cookie);
    expect(items.map((item) => item.date).sort()).toEqual(['2026-04-12', '2026-07-31']);
    expect(await list(stranger.cookie)).toEqual([]);
    const read = (cookie: string, id: string) =>
      ctx.request(`/api/markets/notifications/${id}/read`, { method: 'POST', cookie, json: {} });
    expect((await read(stranger.cookie, items[0]!.id)).status).toBe(404);
    expect((await read(owner.cookie, 'not-an-id')).status).toBe(422);
    expect((await read(owner.cookie, items[0]!.id)).status).toBe(200);
    expect((await list(owner.cookie)).map((item) => item.id)).toEqual([items[1]!.id]);
  });
});
