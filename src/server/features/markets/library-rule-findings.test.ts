import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createDocumentWorld, documentRow as row } from '../../../../tests/fixtures/formula-document-fixtures.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { formulas, materials } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { countComputedRuleFindings, findLibraryRuleFindings } from './find-library-rule-findings.ts';

/**
 * The calendar's findings over a library (ADR 068): read in pages against one context, remembered per formula.
 * By hand: SOR/2024-63 (Canada) requires the allergens listed before 2023/1545, linalool among them, on labels from
 * 12 April 2026 above 0.001 % in a leave-on product. 0.25 g of linalool in 100 g of concentrate at 2 % is 0.005 %;
 * 2.5 g of an own accord holding 10 % linalool is the same 0.25 g.
 */
const ctx = await createTestContext();
await insertComplianceFixtures(ctx.deps.database);
ctx.deps.complianceInputs.forget();
const { owner, createFormula } = await createDocumentWorld(ctx);
const scope = { userId: owner.userId, workspaceId: await getPersonalWorkspaceId(ctx.deps.database.db, owner.userId) };

const ownAccord = {
  id: randomUUID(),
  userId: owner.userId,
  workspaceId: scope.workspaceId,
  name: 'Lavender accord (own)',
  kind: 'base-accord',
  isNatural: false,
  searchText: 'lavender accord own',
  composition: [
    { materialId: FIXTURE_MATERIALS.linalool.id, percent: 10 },
    { materialId: FIXTURE_MATERIALS.dpg.id, percent: 90 },
  ],
};
await ctx.deps.database.db.insert(materials).values(ownAccord);

const product = { dosagePercent: 2 };
const mistId = await createFormula(
  owner.cookie,
  'Linalool mist',
  [row(FIXTURE_MATERIALS.linalool, 0.25), row(FIXTURE_MATERIALS.dpg, 99.75)],
  product,
);
const accordId = await createFormula(
  owner.cookie,
  'Accord water',
  [row(FIXTURE_MATERIALS.dpg, 97.5), row(ownAccord, 2.5)],
  product,
);
const plainId = await createFormula(owner.cookie, 'DPG alone', [row(FIXTURE_MATERIALS.dpg, 100)], product);

const canadaFindings = (found: Awaited<ReturnType<typeof findLibraryRuleFindings>>, formulaId: string) =>
  found.formulas
    .find((formula) => formula.formulaId === formulaId)
    ?.findings.filter((finding) => finding.market === 'CA' && finding.deadline === '2026-04-12');

describe('the library’s rule findings (the calendar)', () => {
  it('reads the library in pages with the same findings as at once, by name, the own accord’s linalool counted', async () => {
    // Each computed anew: the engine forgotten, its remembered findings with it.
    ctx.deps.complianceInputs.forget();
    const before = countComputedRuleFindings();
    const atOnce = await findLibraryRuleFindings(ctx.deps, scope, undefined, { pageFormulas: 1000 });
    ctx.deps.complianceInputs.forget();
    // One formula a page: the context is built from the ids the database lists, not from a page's rows.
    const paged = await findLibraryRuleFindings(ctx.deps, scope, undefined, { pageFormulas: 1 });
    expect(countComputedRuleFindings() - before).toBe(2 * (atOnce.formulas.length + atOnce.skipped.length));
    expect(paged).toEqual(atOnce);
    expect(atOnce.formulas.map((formula) => formula.name)).toEqual(['Accord water', 'DPG alone', 'Linalool mist']);
    for (const formulaId of [mistId, accordId])
      expect(canadaFindings(paged, formulaId)?.[0]?.changes).toEqual([
        expect.objectContaining({ subject: 'Linalool', concentration: expect.closeTo(0.005, 9) }),
      ]);
    // The rule is found in every formula; in DPG alone it asks for nothing (the calendar lists it nowhere).
    expect(canadaFindings(paged, plainId)?.flatMap((finding) => finding.changes)).toEqual([]);
  });

  it('finds them in the verdict worker, with the main thread’s findings when there is none', async () => {
    ctx.deps.complianceInputs.forget();
    const inWorkerBefore = ctx.deps.verdictWorker!.foundCount;
    const inWorker = await findLibraryRuleFindings(ctx.deps, scope, undefined, { pace: 'background' });
    expect(ctx.deps.verdictWorker!.foundCount - inWorkerBefore).toBe(3);
    ctx.deps.complianceInputs.forget();
    const onMainThread = await findLibraryRuleFindings({ ...ctx.deps, verdictWorker: null }, scope, undefined, {
      pace: 'background',
    });
    expect(ctx.deps.verdictWorker!.foundCount - inWorkerBefore).toBe(3);
    expect(inWorker).toEqual(onMainThread);
    expect(canadaFindings(inWorker, accordId)?.[0]?.changes).toEqual([
      expect.objectContaining({ subject: 'Linalool', concentration: expect.closeTo(0.005, 9) }),
    ]);
  });

  it('answers identical asks waiting their turn with one finding, and an ask made after it started with another', async () => {
    // The first holds the queue; the two after it are the same member's, asked while they wait (two sessions landing).
    const first = findLibraryRuleFindings(ctx.deps, scope, undefined, { pace: 'background' });
    const second = findLibraryRuleFindings(ctx.deps, scope, undefined);
    const third = findLibraryRuleFindings(ctx.deps, scope, undefined);
    expect(third).toBe(second);
    expect(await third).toBe(await second);
    expect(await first).not.toBe(await second);
    // Asked once that finding has started (here: ended), another one, found when its turn comes.
    const later = findLibraryRuleFindings(ctx.deps, scope, undefined);
    expect(later).not.toBe(second);
    expect(await later).toEqual(await second);
  });

  it('remembers each formula’s findings until its row or what it reads changes', async () => {
    const first = await findLibraryRuleFindings(ctx.deps, scope, undefined);
    const count = first.formulas.length + first.skipped.length;
    expect(count).toBe(3);
    const computed = () => countComputedRuleFindings();

    let before = computed();
    expect(await findLibraryRuleFindings(ctx.deps, scope, undefined)).toEqual(first);
    expect(computed() - before).toBe(0);

    // A background job's calendar (every author's formulas once a day) is found anew and not remembered.
    ctx.deps.complianceInputs.forget();
    before = computed();
    expect(await findLibraryRuleFindings(ctx.deps, scope, undefined, { pace: 'background' })).toEqual(first);
    expect(await findLibraryRuleFindings(ctx.deps, scope, undefined, { pace: 'background' })).toEqual(first);
    expect(computed() - before).toBe(2 * count);
    await findLibraryRuleFindings(ctx.deps, scope, undefined);

    // A formula's row written again (a rename): that formula alone is found again, under its new name.
    before = computed();
    await ctx.deps.database.db.update(formulas).set({ name: 'Linalool mist II' }).where(eq(formulas.id, mistId));
    const renamed = await findLibraryRuleFindings(ctx.deps, scope, undefined);
    expect(computed() - before).toBe(1);
    expect(renamed.formulas.find((formula) => formula.formulaId === mistId)?.name).toBe('Linalool mist II');

    // An own material of the workspace changed (its row's revision): every formula is found again.
    before = computed();
    await ctx.deps.database.db
      .update(materials)
      .set({ notes: 'Second analysis on file' })
      .where(eq(materials.id, ownAccord.id));
    await findLibraryRuleFindings(ctx.deps, scope, undefined);
    expect(computed() - before).toBe(count);
  });
});
