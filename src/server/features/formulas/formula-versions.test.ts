// /api/formulas/:id/versions: the history, the diff row by row, restore as a new version (split from formulas.test.ts).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFormulaRouteHelpers, FormulaSchema } from '../../../../tests/fixtures/formula-route-fixtures.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';

const ctx = await createTestContext();
const { create, save } = createFormulaRouteHelpers(ctx);

describe('/api/formulas/:id/versions', () => {
  it('keeps every version: history, diff row by row, restore as a new version', async () => {
    const { cookie } = await ctx.signUp();
    const { formula } = await create(cookie);
    const id = formula!.id;
    const rows = formula!.rows
      .map((row) => (row.name === 'Hedione' ? { ...row, amount: 40 } : row))
      .filter((row) => row.name !== 'Ambroxan');
    expect((await save(cookie, id, { version: 1, rows: [...rows, { name: 'Vanillin', amount: 1 }] })).status).toBe(200);
    const diff = await readJson(
      await ctx.request(`/api/formulas/${id}/versions/diff?from=1&to=2`, { cookie }),
      z.looseObject({ rows: z.array(z.looseObject({ kind: z.string() })) }),
    );
    expect(diff.rows.map((entry) => entry.kind)).toEqual(['changed', 'unchanged', 'added', 'removed']);
    const restored = await ctx.request(`/api/formulas/${id}/restore`, {
      method: 'POST',
      cookie,
      json: { version: 2, restoreVersion: 1 },
    });
    const body = (await readJson(restored, z.looseObject({ formula: FormulaSchema }))).formula;
    expect(body.version).toBe(3);
    expect(body.rows).toEqual(formula!.rows);
    expect((await ctx.request(`/api/formulas/${id}/versions/9`, { cookie })).status).toBe(404);
  });
});
