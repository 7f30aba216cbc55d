import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { DEFAULT_FINISHED_PRODUCT } from '../../../domain/formulas/formula-row.ts';

/**
 * Issue 30: the regulatory calendar lists the active workspace's formulas the reader may open, never a confidential
 * one they are not named on. The date by hand: SOR/2024-63 (Canada) requires the allergens listed before 2023/1545,
 * linalool among them, on labels from 12 April 2026 above 0.001 % in a leave-on product; 0.25 g of linalool in
 * 100 g of concentrate at 2 % is 0.005 % in the product.
 */
const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
ctx.deps.complianceInputs.forget();
const house = await createHouse(ctx, ['perfumer', 'lab', 'viewer'] as const, 'Maison Calendrier');
const { perfumer, lab, viewer } = house.members;
const outsider = await ctx.signUp();

const FormulaBody = z.looseObject({ formula: z.looseObject({ id: z.string() }) });
async function createLinaloolFormula(cookie: string, name: string) {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: {
      name,
      rows: [
        { materialId: FIXTURE_MATERIALS.linalool.id, name: FIXTURE_MATERIALS.linalool.name, amount: 0.25, unit: 'g' },
        { materialId: FIXTURE_MATERIALS.dpg.id, name: FIXTURE_MATERIALS.dpg.name, amount: 99.75, unit: 'g' },
      ],
      product: { ...DEFAULT_FINISHED_PRODUCT, dosagePercent: 2 },
    },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, FormulaBody)).formula.id;
}
const openId = await createLinaloolFormula(perfumer.cookie, 'Open mist');
const secretId = await createLinaloolFormula(perfumer.cookie, 'Secret mist');
const restricted = await ctx.request(`/api/formulas/${secretId}/access`, {
  method: 'PUT',
  cookie: perfumer.cookie,
  json: { isConfidential: true, memberIds: [lab.userId] },
});
expect(restricted.status).toBe(200);

const CalendarBody = z.object({
  dates: z.array(
    z.looseObject({
      date: z.string(),
      markets: z.array(
        z.looseObject({ market: z.string(), formulas: z.array(z.looseObject({ formulaId: z.string() })) }),
      ),
    }),
  ),
  nextDeadline: z.looseObject({ date: z.string(), formulaCount: z.number() }).nullable(),
});
async function listCalendar(cookie: string) {
  const response = await ctx.request('/api/markets/calendar?from=2026-01-01&to=2026-12-31&markets=CA', { cookie });
  expect(response.status).toBe(200);
  const body = await readJson(response, CalendarBody);
  return {
    listing: body.dates.flatMap((date) =>
      date.markets.map(
        (market) =>
          `${date.date} ${market.market}: ${market.formulas
            .map((f) => f.formulaId)
            .sort()
            .join(',')}`,
      ),
    ),
    nextDeadline: body.nextDeadline,
  };
}

describe('the regulatory calendar of a workspace', () => {
  it('lists a colleague’s formulas to every member, and the confidential one only to its author and named member', async () => {
    const both = `2026-04-12 CA: ${[openId, secretId].sort().join(',')}`;
    expect((await listCalendar(perfumer.cookie)).listing).toEqual([both]);
    const named = await listCalendar(lab.cookie);
    expect(named.listing).toEqual([both]);
    expect(named.nextDeadline).toMatchObject({ date: '2026-04-12', formulaCount: 2 });
    const notNamed = await listCalendar(viewer.cookie);
    expect(notNamed.listing).toEqual([`2026-04-12 CA: ${openId}`]);
    expect(notNamed.nextDeadline).toMatchObject({ formulaCount: 1 });
    // The owner is not named on it either: a restriction holds for every role.
    expect((await listCalendar(house.owner.cookie)).listing).toEqual([`2026-04-12 CA: ${openId}`]);
  });

  it('shows another workspace nothing of the house, and answers 401 without a session', async () => {
    expect((await listCalendar(outsider.cookie)).listing).toEqual([]);
    expect((await ctx.request('/api/markets/calendar')).status).toBe(401);
  });
});
