import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { describeFeatureRefusal } from '../../../domain/subscriptions/plans.ts';
import { aiModelPrices, aiUsage, materialEnrichments, materials, subscribers } from '../../db/schema/index.ts';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { getPersonalWorkspaceId } from '../workspaces/workspaces.public.ts';
import { z } from 'zod';
import { readError, readJson } from '../../../../tests/setup/read-response.ts';

const { fake, ctx, db, linaloolId, aiUser } = await createAiTestContext();

const AI_ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/ai/status'],
  ['GET', '/api/ai/usage'],
  ['POST', '/api/ai/test-connection', { provider: 'compatible' }],
  ['GET', `/api/ai/materials/${linaloolId}/enrichments`],
  ['POST', `/api/ai/materials/${linaloolId}/enrich`],
  ['POST', '/api/ai/enrichments/review', { ids: [randomUUID()], decision: 'verify' }],
  ['POST', '/api/ai/chat', { message: 'Hello' }],
  ['GET', '/api/ai/conversations'],
  ['GET', `/api/ai/conversations/${randomUUID()}`],
  ['POST', `/api/ai/proposals/${randomUUID()}/apply`],
  ['POST', `/api/ai/proposals/${randomUUID()}/discard`],
  ['POST', '/api/ai/briefing-narrative'],
  [
    'POST',
    '/api/ai/wizard-structure',
    { productType: 'eau-de-parfum', family: 'Citrus', ifraCategory: '4', dosagePercent: 18 },
  ],
];

describe('/api/ai access', () => {
  it.each(AI_ROUTES)('%s %s needs a session (401)', async (method, path, json) => {
    expect((await ctx.request(path, { method, ...(json ? { json } : {}) })).status).toBe(401);
  });

  it.each(AI_ROUTES)(
    '%s %s answers a free-plan user 403 with the plan message, and calls no model',
    async (method, path, json) => {
      const user = await aiUser({ tier: 'free' });
      const response = await ctx.request(path, { method, cookie: user.cookie, ...(json ? { json } : {}) });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'FORBIDDEN',
          message: describeFeatureRefusal('free', 'ai'),
          details: { feature: 'ai', upgradeUrl: '/pricing' },
        },
      });
      expect(fake.requests).toHaveLength(0);
    },
  );
});

describe('without any provider', () => {
  it('status says how to connect one, a local model included', async () => {
    const user = await aiUser({ connected: false });
    const response = await ctx.request('/api/ai/status', { cookie: user.cookie });
    expect(response.status).toBe(200);
    const body = await readJson(response, z.looseObject({ connected: z.boolean(), message: z.string() }));
    expect(body.connected).toBe(false);
    expect(body.message).toMatch(/Settings → AI/);
    expect(body.message).toMatch(/Ollama/);
  });

  it.each([
    ['POST', `/api/ai/materials/${linaloolId}/enrich`, undefined],
    ['POST', '/api/ai/test-connection', { provider: 'openai' }],
    ['POST', '/api/ai/chat', { message: 'What is linalool?' }],
  ] as const)('%s %s explains with 409 AI_NOT_CONFIGURED, never a 500', async (method, path, json) => {
    const user = await aiUser({ connected: false });
    const response = await ctx.request(path, { method, cookie: user.cookie, ...(json ? { json } : {}) });
    expect(response.status).toBe(409);
    const body = await readError(response);
    expect(body.error.code).toBe('AI_NOT_CONFIGURED');
    expect(body.error.message).toMatch(/no key is needed/);
  });
});

describe('material enrichment', () => {
  it('stores each field of linalool with provenance, a confidence and the AI-generated label; the material data is unchanged', async () => {
    const user = await aiUser();
    const before = await (await ctx.request(`/api/materials/${linaloolId}`, { cookie: user.cookie })).json();
    const response = await ctx.request(`/api/ai/materials/${linaloolId}/enrich`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    const body = await readJson(
      response,
      z.looseObject({
        items: z.array(
          z.looseObject({
            field: z.string(),
            value: z.string(),
            label: z.string(),
            status: z.string(),
            confidence: z.number(),
            provenance: z.record(z.string(), z.string()),
            verifiedBy: z.null(),
          }),
        ),
      }),
    );
    expect(body.items.map((item) => item.field).sort()).toEqual([
      'odourProfile',
      'supplierPricing',
      'toxicology',
      'usageNotes',
    ]);
    for (const item of body.items) {
      expect(item.label).toBe('AI-generated');
      expect(item.status).toBe('ai');
      expect(item.verifiedBy).toBeNull();
      expect(item.provenance).toMatchObject({
        provider: 'compatible',
        model: 'llama3.1',
        promptVersion: 'enrich-material/1',
      });
      expect(Date.parse(item.provenance.createdAt!)).not.toBeNaN();
    }
    expect(body.items.find((item) => item.field === 'odourProfile')).toMatchObject({
      confidence: 0.85,
      value: expect.stringContaining('Linalool'),
    });
    // The model was asked for structured output, and told the material's name and CAS.
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.response_format?.type).toBe('json_schema');
    expect(JSON.stringify(fake.requests[0]!.messages)).toContain('78-70-6');
    // CAS, IFRA, EU and composition data are exactly what they were.
    const after = await (await ctx.request(`/api/materials/${linaloolId}`, { cookie: user.cookie })).json();
    expect(after).toEqual(before);
    const [row] = await db.select().from(materials).where(eq(materials.id, linaloolId));
    expect(row).toMatchObject({ cas: '78-70-6', name: 'Linalool', composition: null });
    // The call is recorded with its tokens; without a price it costs 0 and is marked unpriced.
    const usage = await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId));
    expect(usage).toEqual([
      expect.objectContaining({
        feature: 'enrichment',
        provider: 'compatible',
        model: 'llama3.1',
        tokensIn: 120,
        tokensOut: 40,
        cost: 0,
        priced: false,
      }),
    ]);
  });

  it('a person verifies one field (who and when) and rejects another; another user can neither see nor review them', async () => {
    const user = await aiUser();
    const enriched = await readJson(
      await ctx.request(`/api/ai/materials/${linaloolId}/enrich`, { method: 'POST', cookie: user.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), field: z.string() })) }),
    );
    const odour = enriched.items.find((item) => item.field === 'odourProfile')!;
    const pricing = enriched.items.find((item) => item.field === 'supplierPricing')!;
    const other = await aiUser();
    const stolen = await ctx.request('/api/ai/enrichments/review', {
      method: 'POST',
      cookie: other.cookie,
      json: { ids: [odour.id], decision: 'verify' },
    });
    expect(stolen.status).toBe(404);
    const otherList = await readJson(
      await ctx.request(`/api/ai/materials/${linaloolId}/enrichments`, { cookie: other.cookie }),
      z.looseObject({ items: z.array(z.unknown()) }),
    );
    expect(otherList.items).toEqual([]);

    const verified = await ctx.request('/api/ai/enrichments/review', {
      method: 'POST',
      cookie: user.cookie,
      json: { ids: [odour.id], decision: 'verify' },
    });
    expect(verified.status).toBe(200);
    expect((await readJson(verified, z.looseObject({ items: z.array(z.unknown()) }))).items[0]).toMatchObject({
      status: 'verified',
      label: 'Verified',
      verifiedBy: user.userId,
      verifiedAt: expect.any(String),
    });
    await ctx.request('/api/ai/enrichments/review', {
      method: 'POST',
      cookie: user.cookie,
      json: { ids: [pricing.id], decision: 'reject' },
    });
    const list = await readJson(
      await ctx.request(`/api/ai/materials/${linaloolId}/enrichments`, { cookie: user.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), label: z.string() })) }),
    );
    expect(list.items.find((item) => item.id === odour.id)?.label).toBe('Verified');
    expect(list.items.find((item) => item.id === pricing.id)?.label).toBe('Rejected');
    expect(list.items.filter((item) => item.label === 'AI-generated')).toHaveLength(2);
  });

  it.each([
    ['a material id that is not a uuid', 'POST', '/api/ai/materials/linalool/enrich', undefined, 422],
    ['an unknown material', 'POST', `/api/ai/materials/${randomUUID()}/enrich`, undefined, 404],
    ['a review without ids', 'POST', '/api/ai/enrichments/review', { ids: [], decision: 'verify' }, 422],
    ['an unknown decision', 'POST', '/api/ai/enrichments/review', { ids: [randomUUID()], decision: 'maybe' }, 422],
    ['an unknown provider', 'POST', '/api/ai/test-connection', { provider: 'skynet' }, 422],
  ] as const)('answers %s with %s and calls no model', async (_, method, path, json, status) => {
    const user = await aiUser();
    const response = await ctx.request(path, { method, cookie: user.cookie, ...(json ? { json } : {}) });
    expect(response.status).toBe(status);
    expect(fake.requests).toHaveLength(0);
  });

  it("another user's own material is a 404", async () => {
    const owner = await aiUser();
    const ownId = randomUUID();
    await db.insert(materials).values({
      id: ownId,
      userId: owner.userId,
      workspaceId: await getPersonalWorkspaceId(db, owner.userId),
      name: 'My accord',
      kind: 'accord',
      searchText: 'my accord',
    });
    const user = await aiUser();
    expect(
      (await ctx.request(`/api/ai/materials/${ownId}/enrich`, { method: 'POST', cookie: user.cookie })).status,
    ).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('a provider that fails answers 502 with a sentence, not the key and not a 500', async () => {
    const user = await aiUser();
    fake.script({ status: 500 }, { status: 500 });
    const response = await ctx.request(`/api/ai/materials/${linaloolId}/enrich`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(response.status).toBe(502);
    expect((await readError(response)).error.code).toBe('AI_PROVIDER_FAILED');
    expect(await db.select().from(materialEnrichments).where(eq(materialEnrichments.userId, user.userId))).toEqual([]);
  });
});

describe('usage, cost and the monthly limit', () => {
  it('prices a call from the price table, shows the month to date, and refuses once the limit is reached without calling the model', async () => {
    await db
      .insert(aiModelPrices)
      .values({ provider: 'compatible', model: 'llama3.1', inputPerMillion: 10_000, outputPerMillion: 10_000 })
      .onConflictDoNothing();
    const user = await aiUser();
    await ctx.request('/api/settings', { method: 'PUT', cookie: user.cookie, json: { costLimitPerMonth: 1 } });
    const first = await ctx.request(`/api/ai/materials/${linaloolId}/enrich`, { method: 'POST', cookie: user.cookie });
    expect(first.status).toBe(200);
    // 160 tokens at $10,000 per million: $1.60, over the $1 limit.
    expect(await first.json()).toMatchObject({ cost: 1.6, priced: true });
    const usage = await readJson(
      await ctx.request('/api/ai/usage', { cookie: user.cookie }),
      z.looseObject({ monthToDate: z.number(), limit: z.number(), recent: z.array(z.unknown()) }),
    );
    expect(usage).toMatchObject({ monthToDate: 1.6, limit: 1 });
    expect(usage.recent).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);

    const refused = await ctx.request(`/api/ai/materials/${linaloolId}/enrich`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(refused.status).toBe(429);
    const body = await readError(refused);
    expect(body.error.code).toBe('AI_COST_LIMIT');
    expect(body.error.message).toMatch(/monthly AI cost limit: \$1\.60 spent of \$1\.00/);
    const test = await ctx.request('/api/ai/test-connection', {
      method: 'POST',
      cookie: user.cookie,
      json: { provider: 'compatible' },
    });
    expect(test.status).toBe(429);
    const chat = await ctx.request('/api/ai/chat', { method: 'POST', cookie: user.cookie, json: { message: 'Hello' } });
    expect(chat.status).toBe(429);
    expect(fake.requests).toHaveLength(1);
    await db.delete(aiModelPrices).where(eq(aiModelPrices.model, 'llama3.1'));
  });
});

describe('POST /api/ai/test-connection', () => {
  it('reaches the endpoint and says so, recording the call', async () => {
    const user = await aiUser();
    const response = await ctx.request('/api/ai/test-connection', {
      method: 'POST',
      cookie: user.cookie,
      json: { provider: 'compatible' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, provider: 'compatible', model: 'llama3.1' });
    expect(fake.requests).toHaveLength(1);
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId))).toEqual([
      expect.objectContaining({ feature: 'test-connection' }),
    ]);
  });

  it("the instance's endpoint and key serve a user without their own; a refused key is a readable failure that never contains the key", async () => {
    const key = 'sk-instance-secret-1234567890';
    const instance = await createTestContext({
      AI_DEFAULT_PROVIDER: 'compatible',
      AI_COMPATIBLE_BASE_URL: fake.url,
      AI_COMPATIBLE_API_KEY: key,
    });
    const user = await instance.signUp();
    await instance.deps.database.db
      .insert(subscribers)
      .values({ email: user.email, subscribed: true, subscriptionTier: 'premium', subscriptionEnd: null });
    const status = await readJson(
      await instance.request('/api/ai/status', { cookie: user.cookie }),
      z.looseObject({ connected: z.boolean(), provider: z.looseObject({ id: z.string(), source: z.string() }) }),
    );
    expect(status).toMatchObject({ connected: true, provider: { id: 'compatible', source: 'instance' } });
    expect(JSON.stringify(status)).not.toContain(key);
    fake.script({ status: 401 });
    const response = await instance.request('/api/ai/test-connection', {
      method: 'POST',
      cookie: user.cookie,
      json: { provider: 'compatible' },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ ok: false, message: expect.stringMatching(/refused the key/) });
    expect(text).not.toContain(key);
    expect(fake.authorizations).toEqual([`Bearer ${key}`]);
  });
});
