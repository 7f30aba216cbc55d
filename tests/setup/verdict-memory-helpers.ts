// The helpers of the verdict-memory tests (check-formula-verdicts.test.ts, stored-checks.test.ts): a server with the
// compliance fixtures, own accords and formulas made through the API, and the verdicts the library asks for. Fixture
// limits (tests/fixtures/compliance-test-fixtures.ts, not the official values): citral IFRA_STD_901 0.6 % in
// category 4.
import { z } from 'zod';
import {
  FIXTURE_MATERIALS,
  FIXTURE_PRODUCT_CATEGORY_4,
  insertComplianceFixtures,
} from '../fixtures/compliance-test-fixtures.ts';
import { readJsonWithStatus } from './read-response.ts';
import { requestCheckedVerdicts } from './request-checked-verdicts.ts';
import { CreatedFormulaSchema, CreatedMaterialSchema } from './response-schemas.ts';
import { createTestContext, type TestContext } from './test-app.ts';

const M = FIXTURE_MATERIALS;
const VerdictsSchema = z.looseObject({
  items: z.array(z.looseObject({ formulaId: z.string(), verdict: z.string().nullable() })),
});
export type Account = Awaited<ReturnType<TestContext['signUp']>>;
const PRODUCT = FIXTURE_PRODUCT_CATEGORY_4;

export async function createOwn(ctx: TestContext, account: Account, json: Record<string, unknown>): Promise<string> {
  const response = await ctx.request('/api/materials', { method: 'POST', cookie: account.cookie, json });
  return (await readJsonWithStatus(response, 201, CreatedMaterialSchema)).material.id;
}

export async function createFormula(ctx: TestContext, account: Account, rows: unknown[]): Promise<string> {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie: account.cookie,
    json: { name: 'Verdict memory', rows, product: PRODUCT },
  });
  return (await readJsonWithStatus(response, 201, CreatedFormulaSchema)).formula.id;
}

export async function readVerdicts(ctx: TestContext, account: Account, ids: readonly string[]) {
  const response = await requestCheckedVerdicts(
    ctx.request,
    `/api/formulas/verdicts?ids=${ids.join(',')}`,
    account.cookie,
  );
  return (await readJsonWithStatus(response, 200, VerdictsSchema)).items;
}

export const accordBody = (citralPercent: number) => ({
  name: 'Citrus accord',
  kind: 'accord',
  composition: [
    { materialId: M.citral.id, percent: citralPercent },
    { materialId: M.dpg.id, percent: 100 - citralPercent },
  ],
});

/** A test server with the compliance fixtures and a signed-up user. */
export async function startWithFixtures() {
  const ctx = await createTestContext();
  await insertComplianceFixtures(ctx.deps.database);
  ctx.deps.complianceInputs.forget();
  return { ctx, user: await ctx.signUp() };
}

/** Citral and dipropylene glycol, 100 g together. */
export const citralLines = (grams: number) => [
  { name: 'Citral', materialId: M.citral.id, amount: grams, unit: 'g', cas: null },
  { name: 'Dipropylene glycol', materialId: M.dpg.id, amount: 100 - grams, unit: 'g', cas: null },
];
