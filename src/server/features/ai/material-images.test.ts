import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { aiImages, aiModelPrices, aiUsage, materials } from '../../db/schema/index.ts';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const { fake, ctx, db, linaloolId, aiUser } = await createAiTestContext();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ImageBodySchema = z.looseObject({
  image: z.looseObject({
    id: z.string(),
    url: z.string(),
    prompt: z.string(),
    provider: z.string(),
    providerLabel: z.string(),
    model: z.string(),
    label: z.string(),
    cost: z.number(),
    priced: z.boolean(),
  }),
  cost: z.number(),
  priced: z.boolean(),
});
const ListBodySchema = z.looseObject({
  items: z.array(ImageBodySchema.shape.image),
  prompt: z.string(),
  status: z.looseObject({
    ready: z.boolean(),
    enabled: z.boolean(),
    message: z.string().nullable(),
    provider: z.string(),
  }),
});

/** A user whose image provider is the fake, through the OpenAI-compatible base URL. */
async function imageUser(options: Parameters<typeof aiUser>[0] = {}) {
  const user = await aiUser(options);
  const response = await ctx.request('/api/settings', {
    method: 'PUT',
    cookie: user.cookie,
    json: { imageGenerationProvider: 'compatible', enableImageGeneration: true },
  });
  expect(response.status).toBe(200);
  return user;
}

const generate = (cookie: string, materialId: string = linaloolId) =>
  ctx.request(`/api/ai/materials/${materialId}/images`, { method: 'POST', cookie });
const list = (cookie: string, materialId: string = linaloolId) =>
  ctx.request(`/api/ai/materials/${materialId}/images`, { cookie });

describe('material images', () => {
  it('draws an illustration through the image API, stores the PNG under DATA_DIR, records usage and serves it to its owner', async () => {
    await db
      .insert(aiModelPrices)
      .values({ provider: 'compatible', model: 'gpt-image-1', inputPerMillion: 5, outputPerMillion: 40 })
      .onConflictDoNothing();
    const user = await imageUser();
    const before = await readJson(await list(user.cookie), ListBodySchema);
    expect(before.items).toEqual([]);
    expect(before.status).toMatchObject({ ready: true, message: null });
    expect(before.prompt).toContain('Linalool');

    const response = await generate(user.cookie);
    expect(response.status).toBe(201);
    const body = await readJson(response, ImageBodySchema);
    expect(body.image).toMatchObject({
      provider: 'compatible',
      providerLabel: 'OpenAI-compatible endpoint',
      model: 'gpt-image-1',
      label: 'AI-generated',
      prompt: before.prompt,
    });
    // 50 tokens in at $5/M and 272 out at $40/M.
    expect(body.cost).toBeCloseTo((50 * 5 + 272 * 40) / 1_000_000, 6);
    expect(body.priced).toBe(true);
    expect(fake.imageRequests).toHaveLength(1);
    expect(fake.imageRequests[0]).toMatchObject({ model: 'gpt-image-1', prompt: before.prompt, n: 1 });
    expect(fake.imageRequests[0]!.prompt).toMatch(/floral, woody/);

    const usage = await db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.userId, user.userId), eq(aiUsage.feature, 'image')));
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ provider: 'compatible', model: 'gpt-image-1', tokensIn: 50, tokensOut: 272 });

    const [row] = await db.select().from(aiImages).where(eq(aiImages.id, body.image.id));
    expect(row!.filePath).toBe(`ai-images/${user.userId}/${body.image.id}.png`);
    expect(existsSync(path.join(ctx.deps.env.dataDir, row!.filePath))).toBe(true);

    const file = await ctx.request(body.image.url, { cookie: user.cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toContain('private');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual(PNG_SIGNATURE);

    const after = await readJson(await list(user.cookie), ListBodySchema);
    expect(after.items.map((item) => item.id)).toEqual([body.image.id]);

    // The material's own data is untouched.
    const [material] = await db.select().from(materials).where(eq(materials.id, linaloolId));
    expect(material!.odourDescriptors).toEqual(['floral', 'woody']);
  });

  it("keeps a user's image of a reference material theirs: another user sees none, and gets 404 on its file and delete", async () => {
    const owner = await imageUser();
    const created = await readJson(await generate(owner.cookie), ImageBodySchema);
    const other = await imageUser();
    expect((await readJson(await list(other.cookie), ListBodySchema)).items).toEqual([]);
    expect((await ctx.request(created.image.url, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await ctx.request(`/api/ai/images/${created.image.id}`, { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(404);
    expect((await ctx.request(created.image.url, { cookie: owner.cookie })).status).toBe(200);
  });

  it('deletes the row and the file', async () => {
    const user = await imageUser();
    const created = await readJson(await generate(user.cookie), ImageBodySchema);
    const [row] = await db.select().from(aiImages).where(eq(aiImages.id, created.image.id));
    const deleted = await ctx.request(`/api/ai/images/${created.image.id}`, { method: 'DELETE', cookie: user.cookie });
    expect(deleted.status).toBe(200);
    expect(existsSync(path.join(ctx.deps.env.dataDir, row!.filePath))).toBe(false);
    expect((await ctx.request(created.image.url, { cookie: user.cookie })).status).toBe(404);
    expect(await db.select().from(aiImages).where(eq(aiImages.id, created.image.id))).toEqual([]);
  });

  it('says how to enable it, and calls nothing, when images are off, the provider cannot draw or is not connected', async () => {
    const user = await imageUser();
    await ctx.request('/api/settings', { method: 'PUT', cookie: user.cookie, json: { enableImageGeneration: false } });
    const off = await generate(user.cookie);
    expect(off.status).toBe(409);
    expect((await readError(off)).error.message).toMatch(/Turn on “Image generation” in Settings → AI/);
    const listed = await readJson(await list(user.cookie), ListBodySchema);
    expect(listed.status).toMatchObject({ ready: false, enabled: false });

    await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: user.cookie,
      json: { enableImageGeneration: true, imageGenerationProvider: 'stability' },
    });
    const unsupported = await generate(user.cookie);
    expect(unsupported.status).toBe(409);
    expect((await readError(unsupported)).error.message).toMatch(
      /choose OpenAI, Google or an OpenAI-compatible endpoint/,
    );

    const unconnected = await aiUser({ connected: false });
    const missing = await generate(unconnected.cookie);
    expect(missing.status).toBe(409);
    expect((await readError(missing)).error).toMatchObject({
      code: 'AI_NOT_CONFIGURED',
    });
    expect(fake.imageRequests).toHaveLength(0);
  });

  it('refuses over the monthly cost limit without calling the provider', async () => {
    const user = await imageUser();
    await ctx.request('/api/settings', { method: 'PUT', cookie: user.cookie, json: { costLimitPerMonth: 0 } });
    const refused = await generate(user.cookie);
    expect(refused.status).toBe(429);
    expect(fake.imageRequests).toHaveLength(0);
  });

  it('answers a provider failure as 502 with a sentence, storing nothing', async () => {
    const user = await imageUser();
    fake.script({ status: 500 });
    const failed = await generate(user.cookie);
    expect(failed.status).toBe(502);
    expect(await db.select().from(aiImages).where(eq(aiImages.userId, user.userId))).toEqual([]);
  });

  it('401 without a session, 403 on the free plan, 422 on a bad id, 404 on an unknown material', async () => {
    expect((await ctx.request(`/api/ai/materials/${linaloolId}/images`, { method: 'POST' })).status).toBe(401);
    expect((await ctx.request(`/api/ai/materials/${linaloolId}/images`)).status).toBe(401);
    expect((await ctx.request(`/api/ai/images/${crypto.randomUUID()}/file`)).status).toBe(401);
    expect((await ctx.request(`/api/ai/images/${crypto.randomUUID()}`, { method: 'DELETE' })).status).toBe(401);

    const free = await imageUser({ tier: 'free' });
    expect((await generate(free.cookie)).status).toBe(403);
    expect((await list(free.cookie)).status).toBe(403);
    expect((await ctx.request(`/api/ai/images/${crypto.randomUUID()}/file`, { cookie: free.cookie })).status).toBe(403);

    const user = await imageUser();
    expect((await generate(user.cookie, 'not-a-uuid')).status).toBe(422);
    expect((await ctx.request('/api/ai/images/nope/file', { cookie: user.cookie })).status).toBe(422);
    expect((await generate(user.cookie, crypto.randomUUID())).status).toBe(404);
    expect((await ctx.request(`/api/ai/images/${crypto.randomUUID()}/file`, { cookie: user.cookie })).status).toBe(404);
    expect(fake.imageRequests).toHaveLength(0);
  });
});
