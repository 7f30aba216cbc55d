import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulaVersions } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;

const FormulaSchema = z.looseObject({
  id: z.string(),
  version: z.number(),
  revision: z.number(),
  rows: z.array(z.looseObject({ name: z.string(), amount: z.number() })),
});
const VersionsSchema = z.looseObject({ items: z.array(z.looseObject({ version: z.number() })) });

async function create(cookie: string) {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie,
    json: { name: 'Chypre Study', rows: [{ name: 'Oakmoss', amount: 1 }] },
  });
  return (await readJson(response, z.looseObject({ formula: FormulaSchema }))).formula;
}
async function save(cookie: string, id: string, json: Record<string, unknown>) {
  return ctx.request(`/api/formulas/${id}`, { method: 'PUT', cookie, json });
}
async function versionCount(formulaId: string) {
  return (await db.select().from(formulaVersions).where(eq(formulaVersions.formulaId, formulaId))).length;
}

describe('PUT /api/formulas/:id with autosave', () => {
  it('a minute of autosaves leaves one new version, equal to the last state; the formula stays current', async () => {
    const { cookie } = await ctx.signUp();
    let formula = await create(cookie);
    expect(await versionCount(formula.id)).toBe(1);
    for (let edit = 1; edit <= 40; edit += 1) {
      const response = await save(cookie, formula.id, {
        version: formula.version,
        revision: formula.revision,
        autosave: true,
        rows: [
          { name: 'Oakmoss', amount: 1 },
          { name: 'Bergamot', amount: edit / 10 },
        ],
      });
      expect(response.status).toBe(200);
      formula = (await readJson(response, z.looseObject({ formula: FormulaSchema }))).formula;
    }
    expect(formula.version).toBe(2);
    expect(await versionCount(formula.id)).toBe(2);
    const [latest] = await db
      .select()
      .from(formulaVersions)
      .where(and(eq(formulaVersions.formulaId, formula.id), eq(formulaVersions.version, 2)));
    expect((latest!.rows as { amount: number }[]).map((row) => row.amount)).toEqual([1, 4]);
    const read = await readJson(
      await ctx.request(`/api/formulas/${formula.id}`, { cookie }),
      z.looseObject({ formula: FormulaSchema }),
    );
    expect(read.formula.rows.map((row) => row.amount)).toEqual([1, 4]);
    const history = await readJson(
      await ctx.request(`/api/formulas/${formula.id}/versions`, { cookie }),
      VersionsSchema,
    );
    expect(history.items.map((item) => item.version).sort()).toEqual([1, 2]);
  });

  it('makes a new version once the window has passed, and after an explicit save', async () => {
    const { cookie } = await ctx.signUp();
    let formula = await create(cookie);
    const autosave = async (amount: number, explicit = false) => {
      const response = await save(cookie, formula.id, {
        version: formula.version,
        revision: formula.revision,
        autosave: !explicit,
        rows: [{ name: 'Oakmoss', amount }],
      });
      expect(response.status).toBe(200);
      formula = (await readJson(response, z.looseObject({ formula: FormulaSchema }))).formula;
    };
    await autosave(2); // V2, autosaved
    await autosave(3); // V2 in place
    expect(formula.version).toBe(2);
    // Six minutes later: the window has passed.
    await db
      .update(formulaVersions)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(formulaVersions.formulaId, formula.id));
    await autosave(4);
    expect(formula.version).toBe(3);
    await autosave(5, true); // an explicit save (leaving the formula) is a version of its own
    expect(formula.version).toBe(4);
    await autosave(6); // an autosave never rewrites an explicit save
    expect(formula.version).toBe(5);
    expect(await versionCount(formula.id)).toBe(5);
  });

  it('Save pressed just after an autosave keeps the version it wrote (no copy); a change or a second Save adds one', async () => {
    const { cookie } = await ctx.signUp();
    let formula = await create(cookie);
    const put = async (json: Record<string, unknown>) => {
      const response = await save(cookie, formula.id, {
        version: formula.version,
        revision: formula.revision,
        ...json,
      });
      expect(response.status).toBe(200);
      formula = (await readJson(response, z.looseObject({ formula: FormulaSchema }))).formula;
    };
    // Lines keep their ids between saves, as the editor sends them (a line without one is given a new one).
    const rows = [{ id: crypto.randomUUID(), name: 'Oakmoss', amount: 2 }];
    const versionTwo = async () =>
      (
        await db
          .select()
          .from(formulaVersions)
          .where(and(eq(formulaVersions.formulaId, formula.id), eq(formulaVersions.version, 2)))
      )[0]!;
    await put({ autosave: true, name: 'Chypre Study', rows }); // V2, autosaved
    expect((await versionTwo()).autosaved).toBe(true);
    await put({ name: 'Chypre Study', rows }); // Save, nothing changed: V2 is kept as saved
    expect(formula.version).toBe(2);
    expect(await versionCount(formula.id)).toBe(2);
    expect((await versionTwo()).autosaved).toBe(false);
    expect((await versionTwo()).rows).toEqual(
      [{ name: 'Oakmoss', amount: 2 }].map((row) => expect.objectContaining(row)),
    );
    const revision = formula.revision;
    await put({ autosave: true, name: 'Chypre Study', rows }); // an autosave with nothing to save writes nothing
    expect([formula.version, formula.revision]).toEqual([2, revision]);
    await put({ name: 'Chypre Study', rows }); // a second Save over a saved version is a point in history of its own
    expect(formula.version).toBe(3);
    const more = [{ ...rows[0]!, amount: 3 }];
    await put({ autosave: true, name: 'Chypre Study', rows: more }); // V4, autosaved
    await put({ name: 'Chypre Study (dry)', rows: more }); // a rename is a change: V5
    expect(formula.version).toBe(5);
    expect(await versionCount(formula.id)).toBe(5);
  });

  it('keeps optimistic concurrency: a save over a stale revision is a 409, even within one version', async () => {
    const { cookie } = await ctx.signUp();
    const opened = await create(cookie);
    const first = await save(cookie, opened.id, {
      version: opened.version,
      revision: opened.revision,
      autosave: true,
      rows: [{ name: 'Oakmoss', amount: 2 }],
    });
    const mine = (await readJson(first, z.looseObject({ formula: FormulaSchema }))).formula;
    const second = await save(cookie, opened.id, {
      version: mine.version,
      revision: mine.revision,
      autosave: true,
      rows: [{ name: 'Oakmoss', amount: 3 }],
    });
    expect(second.status).toBe(200);
    // Another window still holds the first answer (same version, older revision).
    const stale = await save(cookie, opened.id, {
      version: mine.version,
      revision: mine.revision,
      autosave: true,
      rows: [{ name: 'Oakmoss', amount: 9 }],
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await readJson(
          stale,
          z.looseObject({
            error: z.looseObject({
              details: z.looseObject({ currentVersion: z.number(), currentRevision: z.number() }),
            }),
          }),
        )
      ).error.details,
    ).toMatchObject({ currentVersion: 2, currentRevision: 3 });
  });

  it("answers 422 for a malformed flag, 401 without a session, 404 for another user's formula", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const formula = await create(owner.cookie);
    expect((await save(owner.cookie, formula.id, { version: 1, autosave: 'yes' })).status).toBe(422);
    expect(
      (await ctx.request(`/api/formulas/${formula.id}`, { method: 'PUT', json: { version: 1, autosave: true } }))
        .status,
    ).toBe(401);
    expect((await save(other.cookie, formula.id, { version: 1, revision: 1, autosave: true, rows: [] })).status).toBe(
      404,
    );
  });
});
