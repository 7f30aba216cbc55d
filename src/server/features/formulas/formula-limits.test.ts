import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulaVersions } from '../../db/schema/index.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext({ USER_STORAGE_BYTES: String(400 * 1024) });
const db = ctx.deps.database.db;
const FormulaSchema = z.looseObject({
  id: z.string(),
  version: z.number(),
  name: z.string(),
  rows: z.array(z.looseObject({ name: z.string() })),
});

const manyRows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `Material ${index}`, amount: 1 }));

async function create(cookie: string, json: unknown) {
  return ctx.request('/api/formulas', { method: 'POST', cookie, json });
}

describe('formula limits on every path', () => {
  it('refuses more than 2,000 rows sent as a JSON string, on create and on save (422)', async () => {
    const { cookie } = await ctx.signUp();
    const created = await create(cookie, { name: 'Huge', rows: JSON.stringify(manyRows(2001)) });
    expect(created.status).toBe(422);
    expect(await created.text()).toMatch(/at most 2,000 rows/);
    const { formula } = await readJson(
      await create(cookie, { name: 'Small', rows: JSON.stringify(manyRows(3)) }),
      z.looseObject({ formula: FormulaSchema }),
    );
    const saved = await ctx.request(`/api/formulas/${formula.id}`, {
      method: 'PUT',
      cookie,
      json: { version: formula.version, rows: JSON.stringify(manyRows(2001)) },
    });
    expect(saved.status).toBe(422);
  });

  it('applies the row and name limits to JSON and CSV imports (422)', async () => {
    const { cookie } = await ctx.signUp();
    const json = JSON.stringify({ format: 'sillage-formula', name: 'Big', rows: manyRows(2001) });
    const jsonImport = await ctx.request('/api/formulas/import', {
      method: 'POST',
      cookie,
      json: { format: 'json', content: json },
    });
    expect(jsonImport.status).toBe(422);
    expect(await jsonImport.text()).toMatch(/at most 2,000 rows/);
    const csv = `name,amount\n${manyRows(2001)
      .map((row) => `${row.name},1`)
      .join('\n')}`;
    expect(
      (await ctx.request('/api/formulas/import', { method: 'POST', cookie, json: { format: 'csv', content: csv } }))
        .status,
    ).toBe(422);
    const longName = JSON.stringify({ format: 'sillage-formula', name: 'N'.repeat(201), rows: manyRows(1) });
    const named = await ctx.request('/api/formulas/import', {
      method: 'POST',
      cookie,
      json: { format: 'json', content: longName },
    });
    expect(named.status).toBe(422);
    expect(await named.text()).toMatch(/200 characters/);
  });

  it('stores a rename without copying the rows, and old versions still read whole', async () => {
    const { cookie, userId } = await ctx.signUp();
    const { formula } = await readJson(
      await create(cookie, { name: 'Chypre', rows: manyRows(200) }),
      z.looseObject({ formula: FormulaSchema }),
    );
    let version = formula.version;
    for (const name of ['Chypre 2', 'Chypre 3', 'Chypre 4']) {
      const saved = await readJson(
        await ctx.request(`/api/formulas/${formula.id}`, { method: 'PUT', cookie, json: { version, name } }),
        z.looseObject({ formula: FormulaSchema }),
      );
      version = saved.formula.version;
    }
    // The same rows sent again (as the editor does, with their ids) are not a change either.
    const same = await readJson(
      await ctx.request(`/api/formulas/${formula.id}`, {
        method: 'PUT',
        cookie,
        json: { version, name: 'Chypre 5', rows: formula.rows },
      }),
      z.looseObject({ formula: FormulaSchema }),
    );
    version = same.formula.version;
    const stored = await db
      .select({
        version: formulaVersions.version,
        rowBytes: sql<number>`coalesce(pg_column_size(${formulaVersions.rows}), 0)`,
      })
      .from(formulaVersions)
      .where(and(eq(formulaVersions.formulaId, formula.id), eq(formulaVersions.userId, userId)));
    const withRows = stored.filter((entry) => entry.rowBytes > 100);
    expect(withRows.map((entry) => entry.version)).toEqual([1]);
    const v4 = await readJson(
      await ctx.request(`/api/formulas/${formula.id}/versions/4`, { cookie }),
      z.looseObject({ version: z.looseObject({ name: z.string(), rows: z.array(z.unknown()) }) }),
    );
    expect(v4.version).toMatchObject({ name: 'Chypre 4' });
    expect(v4.version.rows).toHaveLength(200);
    const list = await readJson(
      await ctx.request(`/api/formulas/${formula.id}/versions`, { cookie }),
      z.looseObject({ items: z.array(z.looseObject({ version: z.number(), ingredientCount: z.number() })) }),
    );
    expect(list.items.map((item) => item.ingredientCount)).toEqual([200, 200, 200, 200, 200]);
    const diff = await readJson(
      await ctx.request(`/api/formulas/${formula.id}/versions/diff?from=1&to=5`, { cookie }),
      z.looseObject({ nameChanged: z.boolean() }),
    );
    expect(diff.nameChanged).toBe(true);
    const restored = await ctx.request(`/api/formulas/${formula.id}/restore`, {
      method: 'POST',
      cookie,
      json: { version, restoreVersion: 2 },
    });
    expect((await readJson(restored, z.looseObject({ formula: FormulaSchema }))).formula).toMatchObject({
      name: 'Chypre 2',
    });
  });

  it("caps each user's storage with a clear message (413)", async () => {
    const { cookie } = await ctx.signUp();
    const { formula } = await readJson(
      await create(cookie, { name: 'Growing', rows: manyRows(3) }),
      z.looseObject({ formula: FormulaSchema }),
    );
    let version = formula.version;
    let refused: Response | null = null;
    // Every save changes the rows (random notes that do not compress), so every version stores them.
    for (let index = 0; index < 40 && !refused; index += 1) {
      const rows = manyRows(1000).map((row) => ({ ...row, notes: randomText(80) }));
      const response = await ctx.request(`/api/formulas/${formula.id}`, {
        method: 'PUT',
        cookie,
        json: { version, rows },
      });
      if (response.status === 200)
        version = (await readJson(response, z.looseObject({ formula: FormulaSchema }))).formula.version;
      else refused = response;
    }
    expect(refused?.status).toBe(413);
    expect(await refused!.text()).toMatch(/Your formulas use [\d.]+ kB of 400 kB/);
    // A rename still fits, and another user is not affected.
    expect(
      (await ctx.request(`/api/formulas/${formula.id}`, { method: 'PUT', cookie, json: { version, name: 'Renamed' } }))
        .status,
    ).toBe(200);
    const other = await ctx.signUp();
    expect((await create(other.cookie, { name: 'Fresh', rows: manyRows(3) })).status).toBe(201);
  });
});

function randomText(length: number): string {
  return Array.from({ length }, () => String.fromCodePoint(97 + Math.floor(Math.random() * 26))).join('');
}
