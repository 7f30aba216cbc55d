import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { aiMaterialSuggestions, aiUsage, materials } from '../../db/schema/index.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const { fake, ctx, db, aiUser } = await createAiTestContext();
const admin = await ctx.signUp('admin@sillage.test');

const SuggestionSchema = z.looseObject({
  id: z.string(),
  kind: z.enum(['classification', 'duplicate']),
  materialId: z.string(),
  otherMaterialId: z.string().nullable(),
  confidence: z.number(),
  status: z.string(),
  proposal: z.looseObject({
    odourFamily: z.string().optional(),
    notePosition: z.string().optional(),
    reason: z.string().optional(),
  }),
  provenance: z.looseObject({ provider: z.string(), model: z.string(), promptVersion: z.string() }),
  decidedBy: z.string().nullable(),
  label: z.string(),
});

const run = (cookie?: string) => ctx.request('/api/admin/ai/suggestions/run', { method: 'POST', cookie });
const list = async (cookie: string) =>
  (
    await readJson(
      await ctx.request('/api/admin/ai/suggestions', { cookie }),
      z.looseObject({ items: z.array(SuggestionSchema) }),
    )
  ).items;
const decide = (cookie: string, id: string, json: unknown) =>
  ctx.request(`/api/admin/ai/suggestions/${id}/decide`, { method: 'POST', cookie, json });

describe('/api/admin/ai/suggestions', () => {
  it('401 without a session, 403 for a user who is not an admin, 422 on bad input, 404 on an unknown suggestion', async () => {
    expect((await run()).status).toBe(401);
    expect((await ctx.request('/api/admin/ai/suggestions')).status).toBe(401);
    const user = await aiUser();
    expect((await run(user.cookie)).status).toBe(403);
    expect((await ctx.request('/api/admin/ai/suggestions', { cookie: user.cookie })).status).toBe(403);
    expect((await decide(user.cookie, crypto.randomUUID(), { decision: 'accept' })).status).toBe(403);
    expect((await decide(admin.cookie, 'nope', { decision: 'accept' })).status).toBe(422);
    expect((await decide(admin.cookie, crypto.randomUUID(), { decision: 'merge' })).status).toBe(422);
    expect((await decide(admin.cookie, crypto.randomUUID(), { decision: 'accept' })).status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('says how to connect a provider when the admin has none', async () => {
    const response = await run(admin.cookie);
    expect(response.status).toBe(409);
    expect((await readError(response)).error.code).toBe('AI_NOT_CONFIGURED');
  });

  // Issue 35 item 12: the Material processing switches gate the batch.
  it('refuses a batch (409) while the classifier and consolidation are both off, before any model call', async () => {
    await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { materialClassifierEnabled: false, consolidationEnabled: false },
    });
    const calls = fake.requests.length;
    const refused = await run(admin.cookie);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('both turned off in Settings → Material processing');
    expect(fake.requests.length).toBe(calls);
    await ctx.request('/api/settings', { method: 'PUT', cookie: admin.cookie, json: { consolidationEnabled: true } });
  });

  it('keeps suggestions above the thresholds, pairs once in one order, records the decision and never touches the materials', async () => {
    await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: admin.cookie,
      json: {
        aiSettings: { activeProvider: 'compatible', compatibleBaseUrl: fake.url },
        consolidationBatchSize: 3,
        materialClassifierEnabled: true,
      },
    });
    const before = await db.select().from(materials);
    const response = await run(admin.cookie);
    expect(response.status).toBe(200);
    // M1 classified at 0.9 (M2 at 0.5 discarded); M1–M2 at 0.85 kept once (M1–M3 at 0.6 and M1–M1 dropped).
    expect(await response.json()).toMatchObject({ considered: 3, classifications: 1, duplicates: 1, discarded: 2 });
    const prompt = JSON.stringify(fake.requests[0]!.messages);
    expect(prompt).toContain('M3 |');
    expect(prompt).not.toContain('M4 |');

    const items = await list(admin.cookie);
    expect(items).toHaveLength(2);
    const classification = items.find((item) => item.kind === 'classification')!;
    expect(classification).toMatchObject({
      confidence: 0.9,
      status: 'pending',
      label: 'AI-generated',
      proposal: { odourFamily: 'Floral', notePosition: 'heart' },
      provenance: { provider: 'compatible', promptVersion: 'material-suggestions/1' },
    });
    const duplicate = items.find((item) => item.kind === 'duplicate')!;
    expect(duplicate.confidence).toBe(0.85);
    expect(duplicate.materialId < duplicate.otherMaterialId!).toBe(true);
    expect(duplicate.proposal.reason).toBe('Same CAS number, two names');

    expect((await decide(admin.cookie, classification.id, { decision: 'accept' })).status).toBe(200);
    expect((await decide(admin.cookie, duplicate.id, { decision: 'reject' })).status).toBe(200);
    expect((await decide(admin.cookie, duplicate.id, { decision: 'accept' })).status).toBe(409);
    const [accepted] = await db
      .select()
      .from(aiMaterialSuggestions)
      .where(eq(aiMaterialSuggestions.id, classification.id));
    expect(accepted).toMatchObject({ status: 'accepted', decidedBy: admin.userId });
    expect(accepted!.decidedAt).toBeInstanceOf(Date);
    // The reference rows are untouched: accepted suggestions live apart, so a rebuild cannot lose them.
    expect(await db.select().from(materials)).toEqual(before);
    // The material page reads the accepted classification beside the reference data.
    const page = await readJson(
      await ctx.request(`/api/materials/${classification.materialId}`, { cookie: admin.cookie }),
      z.looseObject({ aiClassification: z.unknown() }),
    );
    expect(page.aiClassification).toMatchObject({ odourFamily: 'Floral', notePosition: 'heart', confidence: 0.9 });
    const usage = await db.select().from(aiUsage).where(eq(aiUsage.feature, 'classification'));
    expect(usage).toHaveLength(1);

    // The next batch skips the materials that already have a suggestion.
    fake.reset();
    await run(admin.cookie);
    expect(JSON.stringify(fake.requests[0]!.messages)).not.toContain(
      before.find((material) => material.id === classification.materialId)!.name,
    );
  });
});
