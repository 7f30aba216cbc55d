import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_MATERIALS,
  FIXTURE_PRODUCT_CATEGORY_4,
  insertComplianceFixtures,
} from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { readJsonWithStatus } from '../../../../tests/setup/read-response.ts';
import { requestCheckedVerdicts } from '../../../../tests/setup/request-checked-verdicts.ts';
import { CreatedFormulaSchema, CreatedMaterialSchema } from '../../../../tests/setup/response-schemas.ts';
import { createTestContext, type TestContext } from '../../../../tests/setup/test-app.ts';
import { z } from 'zod';
import { dataRevisions, inventoryLots, materials, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { countComputedChecks, countDependencyDigestReads } from './check-formula-verdicts.ts';
import { selectDataRevisionStamp } from './load-user-context-rows.ts';

/**
 * ADR 057: triggers raise a revision per scope (a workspace, or 'reference') on every write of the rows a verdict
 * reads, and a remembered verdict asked for at the same revisions is reused without reading its rows' digests.
 * Fixture limits (tests/fixtures/compliance-test-fixtures.ts, not the official values): citral 0.6 % in category 4.
 */
const M = FIXTURE_MATERIALS;
type Account = Awaited<ReturnType<TestContext['signUp']>>;

async function revisionsOf(ctx: TestContext): Promise<Record<string, number>> {
  const rows = await ctx.deps.database.db.select().from(dataRevisions);
  return Object.fromEntries(rows.map((row) => [row.scope, row.revision]));
}

async function workspaceOf(ctx: TestContext, account: Account): Promise<string> {
  const [member] = await ctx.deps.database.db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, account.userId));
  return member!.workspaceId;
}

async function createOwn(ctx: TestContext, account: Account, name: string): Promise<string> {
  const response = await ctx.request('/api/materials', {
    method: 'POST',
    cookie: account.cookie,
    json: { name, kind: 'natural', cas: '8007-75-8' },
  });
  return (await readJsonWithStatus(response, 201, CreatedMaterialSchema)).material.id;
}

/** A formula of category 4 (20 % dosage) written by `account` in their active workspace: its id. */
async function createFormula(ctx: TestContext, account: Account, name: string, rows: object[]): Promise<string> {
  const response = await ctx.request('/api/formulas', {
    method: 'POST',
    cookie: account.cookie,
    json: { name, rows, product: FIXTURE_PRODUCT_CATEGORY_4 },
  });
  return (await readJsonWithStatus(response, 201, CreatedFormulaSchema)).formula.id;
}

/** `account` joins `workspaceId` as a perfumer and works in it. */
async function joinWorkspace(ctx: TestContext, account: Account, workspaceId: string): Promise<void> {
  await ctx.deps.database.db.insert(workspaceMembers).values({ workspaceId, userId: account.userId, role: 'perfumer' });
  const switched = await ctx.request('/api/workspaces/active', {
    method: 'POST',
    cookie: account.cookie,
    json: { workspaceId },
  });
  expect(switched.status).toBe(200);
}

const VerdictsSchema = z.looseObject({ items: z.array(z.looseObject({ verdict: z.string().nullable() })) });

/** The formula's verdict for `account`; how many checks were computed and how many digest reads the ask made. */
async function askVerdict(ctx: TestContext, formulaId: string, account: Account) {
  const [computed, digests] = [countComputedChecks(), countDependencyDigestReads()];
  const answer = await requestCheckedVerdicts(ctx.request, `/api/formulas/verdicts?ids=${formulaId}`, account.cookie);
  const [item] = (await readJsonWithStatus(answer, 200, VerdictsSchema)).items;
  return {
    verdict: item?.verdict,
    computed: countComputedChecks() - computed,
    digestReads: countDependencyDigestReads() - digests,
  };
}

describe('data revisions (ADR 057)', () => {
  it('are raised by each write of materials and lots, per scope, and not by a lot’s stock moving', async () => {
    const ctx = await createTestContext();
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const [aliceSpace, bobSpace] = [await workspaceOf(ctx, alice), await workspaceOf(ctx, bob)];
    const db = ctx.deps.database.db;

    const before = await revisionsOf(ctx);
    const own = await createOwn(ctx, alice, 'Bergamot (supplier B)');
    const afterInsert = await revisionsOf(ctx);
    expect(afterInsert[aliceSpace]).toBe((before[aliceSpace] ?? 0) + 1);
    expect(afterInsert[bobSpace]).toBe(before[bobSpace]);

    // A reference material (no workspace) raises 'reference' only.
    await insertComplianceFixtures(ctx.deps.database);
    const afterReference = await revisionsOf(ctx);
    expect(afterReference.reference).toBeGreaterThan(before.reference ?? 0);
    expect(afterReference[aliceSpace]).toBe(afterInsert[aliceSpace]);

    // A lot: created (+1), its stock moved (no change), its certificate changed (+1), deleted (+1).
    const [lot] = await db
      .insert(inventoryLots)
      .values({ userId: alice.userId, workspaceId: aliceSpace, materialId: own, quantity: 100, unit: 'g' })
      .returning({ id: inventoryLots.id });
    const withLot = (await revisionsOf(ctx))[aliceSpace]!;
    expect(withLot).toBe(afterReference[aliceSpace]! + 1);
    await db.update(inventoryLots).set({ quantity: 40 }).where(eq(inventoryLots.id, lot!.id));
    expect((await revisionsOf(ctx))[aliceSpace]).toBe(withLot);
    await db
      .update(inventoryLots)
      .set({ certificateOfAnalysis: [{ cas: '5392-40-5', name: 'Citral', percent: 1 }] })
      .where(eq(inventoryLots.id, lot!.id));
    expect((await revisionsOf(ctx))[aliceSpace]).toBe(withLot + 1);
    await db.delete(inventoryLots).where(eq(inventoryLots.id, lot!.id));
    expect((await revisionsOf(ctx))[aliceSpace]).toBe(withLot + 2);

    // A material moved from Alice's workspace to Bob's raises both; deleted, Bob's again.
    const moved = await revisionsOf(ctx);
    await db.update(materials).set({ workspaceId: bobSpace }).where(eq(materials.id, own));
    const afterMove = await revisionsOf(ctx);
    expect(afterMove[aliceSpace]).toBe(moved[aliceSpace]! + 1);
    expect(afterMove[bobSpace]).toBe((moved[bobSpace] ?? 0) + 1);
    await db.delete(materials).where(eq(materials.id, own));
    expect((await revisionsOf(ctx))[bobSpace]).toBe(afterMove[bobSpace]! + 1);
    // An update that matches no row raises nothing.
    const untouched = await revisionsOf(ctx);
    await db.update(materials).set({ name: 'x' }).where(eq(materials.id, crypto.randomUUID()));
    expect(await revisionsOf(ctx)).toEqual(untouched);
  });

  it('make a user’s stamp, which moves with their workspaces’ revisions and their memberships', async () => {
    const ctx = await createTestContext();
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const db = ctx.deps.database.db;
    const stamp = () => selectDataRevisionStamp(ctx.deps.database, alice.userId);
    const first = await stamp();
    expect(first).toContain('reference:');
    expect(first).toContain(`${await workspaceOf(ctx, alice)}:`);
    expect(await stamp()).toBe(first);
    // Bob's writes are not Alice's to read.
    await createOwn(ctx, bob, 'Bob’s bergamot');
    expect(await stamp()).toBe(first);
    // Alice joins a workspace with no revision yet: her stamp names it.
    const [house] = await db.insert(workspaces).values({ name: 'Maison' }).returning({ id: workspaces.id });
    await db.insert(workspaceMembers).values({ workspaceId: house!.id, userId: alice.userId, role: 'perfumer' });
    const joined = await stamp();
    expect(joined).not.toBe(first);
    expect(joined).toContain(`${house!.id}:0`);
  });

  it('spare a remembered verdict the digests of its rows until one of its scopes changes', async () => {
    const ctx = await createTestContext();
    await insertComplianceFixtures(ctx.deps.database);
    ctx.deps.complianceInputs.forget();
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const own = await createOwn(ctx, alice, 'Bergamot (supplier B)');
    const formulaId = await createFormula(ctx, alice, 'Revisions', [
      { name: 'Citral', materialId: M.citral.id, amount: 5, unit: 'g', cas: null },
      { name: 'Bergamot B', materialId: own, amount: 1, unit: 'g', cas: null },
      { name: 'Dipropylene glycol', materialId: M.dpg.id, amount: 94, unit: 'g', cas: null },
    ]);
    const ask = (account = alice) => askVerdict(ctx, formulaId, account);
    // Citral 5 g in 100 g → 1 % at 20 % dosage: over 0.6 %.
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 1, digestReads: 0 });
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 0 });
    // Another workspace's write: still no read.
    await createOwn(ctx, bob, 'Bob’s bergamot');
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 0 });
    // A write in Alice's workspace to a material the formula does not read: the digests are read, equal, reused; then
    // the revisions are known again and the next ask reads nothing.
    await createOwn(ctx, alice, 'Another material');
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 1 });
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 0 });
    // The material the formula reads, written behind the app's back: computed anew.
    await ctx.deps.database.db.update(materials).set({ name: 'Bergamot (B)' }).where(eq(materials.id, own));
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 1, digestReads: 1 });
    expect(await ask()).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 0 });
    // Bob joins Alice's workspace: his stamp is his own (his personal workspace is in it), but it holds the one scope
    // the check read (Alice's workspace) at the same revision: the same rows, no digests to read (ADR 069).
    await joinWorkspace(ctx, bob, await workspaceOf(ctx, alice));
    expect(await ask(bob)).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 0 });
    expect(await ask(alice)).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 0 });
    // A write in that workspace: one digest read (by whoever asks first) finds the rows unchanged and moves the
    // check's scopes to the new revision; the other member reads nothing.
    await createOwn(ctx, alice, 'A third material');
    expect(await ask(bob)).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 1 });
    expect(await ask(alice)).toEqual({ verdict: 'not-compliant', computed: 0, digestReads: 0 });
  });

  it('check a line naming a material one member cannot read for each member (ADR 069)', async () => {
    const ctx = await createTestContext();
    await insertComplianceFixtures(ctx.deps.database);
    ctx.deps.complianceInputs.forget();
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const aliceSpace = await workspaceOf(ctx, alice);
    // Bob's own material, in his personal workspace: Alice cannot read it.
    const bobs = await createOwn(ctx, bob, 'Bob’s bergamot');
    await joinWorkspace(ctx, bob, aliceSpace);
    // Bob writes, in Alice's workspace, a formula with a line of his own material (citral 0.1 g in 100 g: 0.02 % at
    // 20 % dosage, within the fixture's 0.6 %).
    const formulaId = await createFormula(ctx, bob, 'A line of Bob’s', [
      { name: 'Citral', materialId: M.citral.id, amount: 0.1, unit: 'g', cas: null },
      { name: 'Bob’s bergamot', materialId: bobs, amount: 1, unit: 'g', cas: null },
      { name: 'Dipropylene glycol', materialId: M.dpg.id, amount: 98.9, unit: 'g', cas: null },
    ]);
    const ask = (account: Account) => askVerdict(ctx, formulaId, account);
    // Alice first: the line's material is not hers to read, so her check looked up an id it did not find. Bob's
    // stamp holds her check's scopes, but a material missing for her may be his: his is checked on its own.
    // For her the line cannot be verified (no verdict); for him it is bergamot, and the formula is compliant.
    expect(await ask(alice)).toMatchObject({ verdict: null, computed: 1 });
    expect(await ask(bob)).toMatchObject({ verdict: 'compliant', computed: 1 });
    // One check is kept per formula (now Bob's, of his workspace's scope): Alice's is hers again, never his.
    expect(await ask(alice)).toMatchObject({ verdict: null });
  });
});
