// getWorkspaceFormulaEngineIds: the engine-data read's ids of a saved formula, read from the database's four values
// per line, must be exactly what collectEngineIds (the browser's rule, its own unit tests) gives for the whole rows.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { collectEngineIds } from '../../../domain/formulas/collect-engine-ids.ts';
import { createEmptyRow, type FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { formulas } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { resolveActiveWorkspace } from '../workspaces/workspaces.public.ts';
import { getWorkspaceFormulaEngineIds } from './formula-record.ts';

const ctx = await createTestContext();
const db = ctx.deps.database.db;
const user = await ctx.signUp();
const stranger = await ctx.signUp();
const scopeOf = async (userId: string) => ({ userId, workspaceId: (await resolveActiveWorkspace(db, userId)).id });

/** A formula of the account's (the free plan allows three: each case rewrites the one formula's rows). */
async function createFormula(owner = user): Promise<string> {
  const response = await ctx.request('/api/formulas', { method: 'POST', json: { name: 'Ids' }, cookie: owner.cookie });
  expect(response.status).toBe(201);
  return ((await response.json()) as { formula: { id: string } }).formula.id;
}
const formulaId = await createFormula();
/** The formula with its rows written as given (any ids: no material or lot has to exist here). */
async function formulaWith(rows: FormulaRow[], id = formulaId): Promise<string> {
  await db.update(formulas).set({ rows }).where(eq(formulas.id, id));
  return id;
}
const line = (change: Partial<FormulaRow>): FormulaRow => ({ ...createEmptyRow(crypto.randomUUID()), ...change });

describe("a saved formula's engine ids, read from the database", () => {
  it.each<[string, FormulaRow[]]>([
    ['no lines', []],
    ['free text only', [line({ name: 'Something' })]],
    ['a material twice', [line({ materialId: 'm-rose' }), line({ materialId: 'm-rose' })]],
    ['a diluted line (its diluent counts)', [line({ materialId: 'm-berg', diluentMaterialId: 'm-dpg', purity: 0.1 })]],
    [
      'a diluent at full strength (it does not)',
      [line({ materialId: 'm-berg', diluentMaterialId: 'm-dpg', purity: 1 })],
    ],
    ['a lot on a material', [line({ materialId: 'm-rose', lotId: 'lot-1' })]],
    ['a lot left on a free-text line (it does not count)', [line({ name: 'x', lotId: 'lot-2' })]],
    [
      'all of them, unsorted',
      [
        line({ materialId: 'm-z' }),
        line({ materialId: 'm-a', lotId: 'lot-9', diluentMaterialId: 'm-eth', purity: 0.25 }),
        line({ name: 'x', lotId: 'lot-0' }),
        line({ materialId: 'm-k', lotId: 'lot-1' }),
      ],
    ],
  ])('%s: as collectEngineIds gives for the whole rows', async (_case, rows) => {
    const id = await formulaWith(rows);
    expect(await getWorkspaceFormulaEngineIds(db, await scopeOf(user.userId), id)).toEqual(collectEngineIds(rows));
  });

  it("answers NOT_FOUND for another user's formula and for an unknown one", async () => {
    const foreign = await formulaWith([line({ materialId: 'm-rose' })], await createFormula(stranger));
    const scope = await scopeOf(user.userId);
    for (const id of [foreign, crypto.randomUUID()])
      await expect(getWorkspaceFormulaEngineIds(db, scope, id)).rejects.toSatisfy(
        (error: unknown) => error instanceof AppError && error.code === 'NOT_FOUND',
      );
  });
});
