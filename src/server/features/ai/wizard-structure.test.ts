import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { aiUsage, materials } from '../../db/schema/index.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const { fake, ctx, db, aiUser } = await createAiTestContext();

// A citrus palette in the fixtures' library: citral is limited by IFRA 901 in category 4, the others are not.
const citrus = [
  FIXTURE_MATERIALS.citral,
  FIXTURE_MATERIALS.limonene,
  FIXTURE_MATERIALS.lemon,
  FIXTURE_MATERIALS.linalool,
];
await db
  .update(materials)
  .set({ odourFamily: 'Citrus', substantivityHours: 6 })
  .where(
    inArray(
      materials.id,
      citrus.map((material) => material.id),
    ),
  );
await db.update(materials).set({ substantivityHours: 300 }).where(eq(materials.id, FIXTURE_MATERIALS.linalool.id));

const BRIEF = {
  productType: 'eau-de-parfum',
  family: 'Citrus',
  ifraCategory: '4',
  dosagePercent: 18,
  budgetPerGram: null,
  note: 'a bright cologne',
};

const StructureBodySchema = z.looseObject({
  proposal: z.looseObject({
    lines: z.array(
      z.looseObject({ materialId: z.string(), name: z.string(), cas: z.string().nullable(), grams: z.number() }),
    ),
  }),
  offered: z.boolean(),
  unknownRefs: z.array(z.string()),
  rationale: z.string(),
  verdict: z.looseObject({
    limitsMet: z.boolean(),
    failing: z.array(z.looseObject({ name: z.string(), concentrationPercent: z.number(), limitPercent: z.number() })),
  }),
  provenance: z.looseObject({ label: z.string(), promptVersion: z.string() }),
});

const ask = (cookie: string, json: unknown = BRIEF) =>
  ctx.request('/api/ai/wizard-structure', { method: 'POST', cookie, json });

describe('POST /api/ai/wizard-structure', () => {
  it('offers a structure drawn only from the library, checked by the compliance engine, and records the call', async () => {
    const user = await aiUser();
    const response = await ask(user.cookie);
    expect(response.status).toBe(200);
    const body = await readJson(response, StructureBodySchema);
    expect(body.verdict, JSON.stringify(body)).toMatchObject({ limitsMet: true });
    expect(fake.requests).toHaveLength(1);
    expect(body.offered).toBe(true);
    expect(body.verdict.limitsMet).toBe(true);
    expect(body.provenance).toMatchObject({ label: 'AI-generated', promptVersion: 'wizard-structure/1' });
    // The fake also named a reference outside the list: left out and said so.
    expect(body.unknownRefs).toHaveLength(1);
    expect(body.proposal.lines.length).toBeGreaterThanOrEqual(3);
    for (const line of body.proposal.lines) {
      const source = citrus.find((material) => material.id === line.materialId);
      expect(source, line.name).toBeDefined();
      expect(line).toMatchObject({ name: source!.name, cas: source!.cas });
    }
    expect(body.proposal.lines.reduce((sum, line) => sum + line.grams, 0)).toBeCloseTo(100, 1);
    const prompt = JSON.stringify(fake.requests[0]!.messages);
    expect(prompt).toContain('The perfumer wants: a bright cologne');
    expect(prompt).toMatch(/Citral \| top \| at most [\d.]+% alone/);
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId))).toEqual([
      expect.objectContaining({ feature: 'wizard' }),
    ]);
  });

  const allCitral = {
    json: {
      lines: [
        { ref: 'M1', tier: 'top', percent: 60 },
        { ref: 'M2', tier: 'top', percent: 40 },
      ],
      rationale: 'All citral.',
    },
  };

  it('tells the model what the engine refused and offers its second, compliant answer', async () => {
    const user = await aiUser();
    fake.script(allCitral);
    const body = await readJson(
      await ask(user.cookie),
      z.intersection(StructureBodySchema, z.looseObject({ attempts: z.number() })),
    );
    expect(body).toMatchObject({ offered: true, attempts: 2 });
    expect(JSON.stringify(fake.requests[1]!.messages)).toMatch(
      /compliance engine finds this structure over its IFRA limits/,
    );
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId))).toHaveLength(2);
  });

  it('does not offer a structure the engine still finds over its limits, and says what fails', async () => {
    const user = await aiUser();
    fake.script(allCitral, allCitral);
    const body = await readJson(
      await ask(user.cookie),
      z.intersection(StructureBodySchema, z.looseObject({ attempts: z.number() })),
    );
    expect(body.offered).toBe(false);
    expect(body.attempts).toBe(2);
    expect(fake.requests).toHaveLength(2);
    expect(body.verdict.limitsMet).toBe(false);
    expect(body.verdict.failing[0]).toMatchObject({ limitPercent: expect.any(Number) });
    expect(body.verdict.failing[0]!.concentrationPercent).toBeGreaterThan(body.verdict.failing[0]!.limitPercent);
  });

  it("never shows the model another user's materials", async () => {
    const other = await aiUser();
    await db.insert(materials).values({
      userId: other.userId,
      workspaceId: await getPersonalWorkspaceId(db, other.userId),
      name: 'Secret yuzu accord',
      kind: 'accord',
      odourFamily: 'Citrus',
      substantivityHours: 5,
      searchText: 'secret yuzu accord',
    });
    const user = await aiUser();
    expect((await ask(user.cookie)).status).toBe(200);
    expect(JSON.stringify(fake.requests[0]!.messages)).not.toContain('Secret yuzu');
  });

  it("lists the user's own odour families for the wizard, never another user's", async () => {
    const user = await aiUser();
    const other = await aiUser();
    await db.insert(materials).values({
      userId: other.userId,
      workspaceId: await getPersonalWorkspaceId(db, other.userId),
      name: 'Private chypre base',
      kind: 'base',
      odourFamily: 'Private chypre',
      substantivityHours: 400,
      searchText: 'private chypre base',
    });
    const families = async (cookie: string) =>
      (
        await readJson(
          await ctx.request('/api/materials/odour-families', { cookie }),
          z.looseObject({ items: z.array(z.looseObject({ odourFamily: z.string() })) }),
        )
      ).items.map((item) => item.odourFamily);
    expect(await families(other.cookie)).toContain('Private chypre');
    expect(await families(user.cookie)).not.toContain('Private chypre');
  });

  it('answers 404 with how to fill the library when the family has no material, and calls no model', async () => {
    const user = await aiUser();
    const response = await ask(user.cookie, { ...BRIEF, family: 'Leather' });
    expect(response.status).toBe(404);
    expect((await readError(response)).error.message).toMatch(/import reference data/);
    expect(fake.requests).toHaveLength(0);
  });

  it('without a provider answers 409 with how to connect one (a local model included)', async () => {
    const user = await aiUser({ connected: false });
    const response = await ask(user.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { code: 'AI_NOT_CONFIGURED', message: expect.stringMatching(/no key is needed/) },
    });
  });

  it.each([
    [{ ...BRIEF, ifraCategory: '13' }],
    [{ ...BRIEF, dosagePercent: 0 }],
    [{ ...BRIEF, productType: 'perfume-oil' }],
    [{ ...BRIEF, note: 'x'.repeat(601) }],
  ])('answers 422 to a bad brief (%o) and calls no model', async (json) => {
    const user = await aiUser();
    expect((await ask(user.cookie, json)).status).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });
});
