import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSdsPdf } from '../../../../tests/factories/build-sds-pdf.ts';
import { insertMaterial } from '../../../../tests/factories/pricing-factories.ts';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { aiUsage, materials } from '../../db/schema/index.ts';
import { createHouse } from '../../../../tests/fixtures/workspace-fixtures.ts';

/**
 * POST /api/compliance/clp/materials/:materialId/sds-reading/ai (issue 31, Data): the model (the loopback fake, an
 * OpenAI-compatible endpoint) proposes sections 2 and 3 beside the patterns; a proposal is kept only when its quote
 * is on the page it cites. Nothing is saved; the call counts in the workspace's AI budget.
 */
const { fake, ctx, db, aiUser } = await createAiTestContext();
const material = await insertMaterial(db, { name: 'Lavender blend (SDS AI test)' });

const SDS = [
  [
    'SAFETY DATA SHEET',
    'Revision date: 2025-03-01 Version 4',
    'SECTION 2: Hazards identification',
    '2.1 Classification of the substance or mixture',
    'Skin Sens. 1B; H317',
  ],
  ['SECTION 3: Composition/information on ingredients', 'Linalool 78-70-6 25 - 50 % Skin Sens. 1B; H317'],
];

function upload(file: Blob | null, cookie?: string, materialId = material.id) {
  const form = new FormData();
  if (file !== null) form.append('file', file, 'sds.pdf');
  return ctx.request(`/api/compliance/clp/materials/${materialId}/sds-reading/ai`, {
    method: 'POST',
    body: form,
    ...(cookie ? { cookie } : {}),
  });
}

const AiReadingSchema = z.looseObject({
  classification: z.array(z.unknown()),
  hazardStatements: z.array(z.unknown()),
  components: z.array(z.looseObject({ cas: z.string().nullable() })),
  dropped: z.array(z.unknown()),
});

describe('POST /api/compliance/clp/materials/:materialId/sds-reading/ai', () => {
  it('keeps the proposals quoted from their page and drops one whose quote is not in the PDF', async () => {
    const user = await aiUser();
    fake.script({
      json: {
        classification: [
          { text: 'Skin Sens. 1B; H317', page: 1, quote: 'Skin Sens. 1B; H317' },
          // Not in the sheet: the model's own knowledge, which must not be proposed.
          { text: 'Aquatic Chronic 2; H411', page: 1, quote: 'Aquatic Chronic 2; H411' },
        ],
        hazardStatements: [{ code: 'H317', page: 1, quote: 'Skin Sens. 1B; H317' }],
        components: [
          {
            name: 'Linalool',
            cas: '78-70-6',
            minPercent: 25,
            maxPercent: 50,
            classification: ['Skin Sens. 1B; H317'],
            page: 2,
            quote: 'Linalool 78-70-6 25 - 50 % Skin Sens. 1B; H317',
          },
          {
            name: 'Limonene',
            cas: '5989-27-5',
            minPercent: 1,
            maxPercent: 5,
            classification: [],
            page: 2,
            quote: 'Limonene 5989-27-5 1 - 5 %',
          },
        ],
      },
    });
    const response = await upload(await buildSdsPdf(SDS), user.cookie);
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({ reading: z.looseObject({ classification: z.array(z.unknown()) }), ai: AiReadingSchema }),
    );
    expect(body.reading.classification).toEqual([{ text: 'Skin Sens. 1B; H317', page: 1 }]);
    expect(body.ai.classification).toEqual([{ text: 'Skin Sens. 1B; H317', page: 1, quote: 'Skin Sens. 1B; H317' }]);
    expect(body.ai.hazardStatements).toEqual([{ text: 'H317', page: 1, quote: 'Skin Sens. 1B; H317' }]);
    expect(body.ai.components.map((item) => item.cas)).toEqual(['78-70-6']);
    expect(body.ai.dropped).toEqual([
      { text: 'Aquatic Chronic 2; H411', page: 1, reason: 'the quote is not in that page of the PDF' },
      { text: 'Limonene (5989-27-5)', page: 2, reason: 'the quote is not in that page of the PDF' },
    ]);
    // The model saw the PDF's text, page by page.
    expect(JSON.stringify(fake.requests.at(-1)?.messages)).toContain('=== Page 2 ===');
    const usage = await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId));
    expect(usage.map((row) => [row.feature, row.settled])).toEqual([['sds-reading', true]]);
    const saved = await ctx.request(`/api/compliance/clp/materials/${material.id}/classification`, {
      cookie: user.cookie,
    });
    expect((await readJson(saved, z.looseObject({ material: z.unknown() }))).material).toBeNull();
  });

  it('needs a session (401), the plan’s AI feature (403), a provider (409), a visible material (404), a file (422)', async () => {
    const pdf = await buildSdsPdf(SDS);
    expect((await upload(pdf)).status).toBe(401);
    expect((await upload(pdf, (await aiUser({ tier: 'free' })).cookie)).status).toBe(403);
    const unconnected = await aiUser({ connected: false });
    const refused = await upload(pdf, unconnected.cookie);
    expect(refused.status).toBe(409);
    expect((await readError(refused)).error.code).toBe('AI_NOT_CONFIGURED');
    // A viewer of a house on a plan with AI may not propose a classification (regulatory.edit).
    const house = await createHouse(ctx, ['viewer'] as const);
    expect((await upload(pdf, house.members.viewer.cookie)).status).toBe(403);
    const [houseMaterial] = await db
      .insert(materials)
      .values({
        name: 'House blend',
        userId: house.owner.userId,
        workspaceId: house.workspaceId,
        kind: 'substance',
        searchText: 'house blend',
      })
      .returning({ id: materials.id });
    const user = await aiUser();
    expect((await upload(pdf, user.cookie, houseMaterial!.id)).status).toBe(404);
    expect((await upload(pdf, user.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await upload(null, user.cookie)).status).toBe(422);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 502 when the provider fails, and gives the reserved budget back', async () => {
    const user = await aiUser();
    fake.script({ status: 500 }, { status: 500 });
    const response = await upload(await buildSdsPdf(SDS), user.cookie);
    expect(response.status).toBe(502);
    expect((await readError(response)).error.code).toBe('AI_PROVIDER_FAILED');
    const usage = await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId));
    expect(usage.map((row) => [row.feature, row.settled, row.cost])).toEqual([['sds-reading', true, 0]]);
  });
});
