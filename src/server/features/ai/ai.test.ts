import type { FormulaRow } from '../../../domain/formulas/formula-row.ts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { startFakeOpenAiServer } from '../../../../tests/fakes/openai-compatible-server.ts';
import { describeFeatureRefusal } from '../../../domain/subscriptions/plans.ts';
import {
  aiModelPrices,
  aiUsage,
  formulas,
  intelligenceBriefings,
  materialEnrichments,
  materials,
  subscribers,
} from '../../db/schema/index.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../../../../tests/fixtures/compliance-test-fixtures.ts';

const fake = await startFakeOpenAiServer();
const ctx = await createTestContext();
afterAll(() => fake.close());
await insertComplianceFixtures(ctx.deps.database);
// The fixtures' linalool, with the odour descriptors the enrichment prompt quotes.
const linaloolId = FIXTURE_MATERIALS.linalool.id;
await ctx.deps.database.db
  .update(materials)
  .set({ odourDescriptors: ['floral', 'woody'] })
  .where(eq(materials.id, linaloolId));

const db = ctx.deps.database.db;

/** A user on a plan with AI (basic), optionally with the fake server as their OpenAI-compatible endpoint. */
async function aiUser(options: { connected?: boolean; tier?: string } = {}) {
  const user = await ctx.signUp();
  if (options.tier !== 'free') {
    await db.insert(subscribers).values({
      email: user.email,
      subscribed: true,
      subscriptionTier: options.tier ?? 'basic',
      subscriptionEnd: new Date(Date.now() + 30 * 86_400_000),
    });
  }
  if (options.connected !== false) {
    const response = await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: user.cookie,
      json: { aiSettings: { activeProvider: 'compatible', compatibleBaseUrl: fake.url } },
    });
    expect(response.status).toBe(200);
  }
  return user;
}

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
];

beforeEach(() => fake.reset());

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
    const body = (await response.json()) as { connected: boolean; message: string };
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
    const body = (await response.json()) as { error: { code: string; message: string } };
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
    const body = (await response.json()) as {
      items: {
        field: string;
        value: string;
        label: string;
        status: string;
        confidence: number;
        provenance: Record<string, string>;
        verifiedBy: null;
      }[];
    };
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
    const enriched = (await (
      await ctx.request(`/api/ai/materials/${linaloolId}/enrich`, { method: 'POST', cookie: user.cookie })
    ).json()) as { items: { id: string; field: string }[] };
    const odour = enriched.items.find((item) => item.field === 'odourProfile')!;
    const pricing = enriched.items.find((item) => item.field === 'supplierPricing')!;
    const other = await aiUser();
    const stolen = await ctx.request('/api/ai/enrichments/review', {
      method: 'POST',
      cookie: other.cookie,
      json: { ids: [odour.id], decision: 'verify' },
    });
    expect(stolen.status).toBe(404);
    const otherList = (await (
      await ctx.request(`/api/ai/materials/${linaloolId}/enrichments`, { cookie: other.cookie })
    ).json()) as { items: unknown[] };
    expect(otherList.items).toEqual([]);

    const verified = await ctx.request('/api/ai/enrichments/review', {
      method: 'POST',
      cookie: user.cookie,
      json: { ids: [odour.id], decision: 'verify' },
    });
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { items: unknown[] }).items[0]).toMatchObject({
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
    const list = (await (
      await ctx.request(`/api/ai/materials/${linaloolId}/enrichments`, { cookie: user.cookie })
    ).json()) as { items: { id: string; label: string }[] };
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
    await db
      .insert(materials)
      .values({ id: ownId, userId: owner.userId, name: 'My accord', kind: 'accord', searchText: 'my accord' });
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
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('AI_PROVIDER_FAILED');
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
    const usage = (await (await ctx.request('/api/ai/usage', { cookie: user.cookie })).json()) as {
      monthToDate: number;
      limit: number;
      recent: unknown[];
    };
    expect(usage).toMatchObject({ monthToDate: 1.6, limit: 1 });
    expect(usage.recent).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);

    const refused = await ctx.request(`/api/ai/materials/${linaloolId}/enrich`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string } };
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
    const status = (await (await instance.request('/api/ai/status', { cookie: user.cookie })).json()) as {
      connected: boolean;
      provider: { id: string; source: string };
    };
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

type ChatEvent = {
  type: string;
  id?: string;
  name?: string;
  delta?: string;
  message?: string;
  proposal?: {
    id: string;
    diff: { rowId: string; before: { amount: number }; after: { amount: number } }[];
    verdictBefore: { isCompliant: boolean };
    verdictAfter: { isCompliant: boolean; limitsMet: boolean };
  };
  citations?: { kind: string; key?: string }[];
};

async function chat(cookie: string, json: unknown): Promise<ChatEvent[]> {
  const response = await ctx.request('/api/ai/chat', { method: 'POST', cookie, json });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ChatEvent);
}

/** Citral at 10% of the concentrate, dosed at 20% in category 4: 2% in the product against the fixture's 0.6%. */
async function failingFormula(userId: string) {
  const row = (id: string, material: { id: string; name: string; cas: string }, amount: number) =>
    ({
      id,
      materialId: material.id,
      name: material.name,
      cas: material.cas,
      amount,
      unit: 'g',
      purity: 1,
      diluent: null,
      diluentMaterialId: null,
      notes: '',
      isExcluded: false,
      isLocked: false,
    }) as FormulaRow;
  const [formula] = await db
    .insert(formulas)
    .values({
      userId,
      name: 'Lemon cologne',
      rows: [row('r1', FIXTURE_MATERIALS.citral, 10), row('r2', FIXTURE_MATERIALS.dpg, 90)],
      product: {
        ifraCategory: '4',
        dosagePercent: 20,
        basis: 'w/w',
        application: 'leave-on',
        concentrateDensity: 0.95,
        baseDensity: 0.79,
      },
    })
    .returning();
  return formula!;
}

describe('the assistant', () => {
  it('streams an answer grounded by tools, offers a compliant rebalance re-checked by the engine, cites the Standard, and keeps the conversation', async () => {
    const user = await aiUser();
    const formula = await failingFormula(user.userId);
    const events = await chat(user.cookie, { message: 'Make this formula compliant', formulaId: formula.id });
    expect(events[0]).toMatchObject({ type: 'conversation' });
    expect(events.filter((event) => event.type === 'tool').map((event) => event.name)).toEqual([
      'runComplianceReport',
      'proposeFormulaChange',
    ]);
    const proposal = events.find((event) => event.type === 'proposal')!.proposal!;
    expect(proposal.verdictBefore.isCompliant).toBe(false);
    expect(proposal.verdictAfter.isCompliant).toBe(true);
    expect(proposal.verdictAfter.limitsMet).toBe(true);
    expect(proposal.diff).toEqual([
      expect.objectContaining({ rowId: 'r1', before: expect.objectContaining({ amount: 10 }) }),
    ]);
    expect(proposal.diff[0]!.after.amount).toBeLessThan(10);
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.delta)
        .join(''),
    ).toMatch(/re-checked/);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    expect(done.citations).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'standard', key: 'IFRA_STD_901' })]),
    );
    // Three model calls (report, proposal, answer), all streamed, the tools offered.
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests.every((request) => request.stream === true)).toBe(true);
    expect(fake.requests[0]!.tools?.map((entry) => entry.function.name).sort()).toEqual([
      'proposeFormulaChange',
      'readFormula',
      'readMaterial',
      'runComplianceReport',
      'searchMaterials',
    ]);
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId))).toEqual([
      expect.objectContaining({ feature: 'assistant', tokensIn: 360, tokensOut: 120 }),
    ]);

    // Another user can neither apply the proposal nor read the conversation.
    const other = await aiUser();
    expect(
      (await ctx.request(`/api/ai/proposals/${proposal.id}/apply`, { method: 'POST', cookie: other.cookie })).status,
    ).toBe(404);
    expect((await ctx.request(`/api/ai/conversations/${events[0]!.id}`, { cookie: other.cookie })).status).toBe(404);

    const applied = await ctx.request(`/api/ai/proposals/${proposal.id}/apply`, {
      method: 'POST',
      cookie: user.cookie,
    });
    expect(applied.status).toBe(200);
    const body = (await applied.json()) as {
      formula: { version: number; rows: { id: string; amount: number }[] };
      proposal: { status: string };
    };
    expect(body.proposal.status).toBe('applied');
    expect(body.formula.version).toBe(2);
    expect(body.formula.rows.find((row) => row.id === 'r1')!.amount).toBe(proposal.diff[0]!.after.amount);
    expect(
      (await ctx.request(`/api/ai/proposals/${proposal.id}/apply`, { method: 'POST', cookie: user.cookie })).status,
    ).toBe(409);

    const conversation = (await (
      await ctx.request(`/api/ai/conversations/${events[0]!.id}`, { cookie: user.cookie })
    ).json()) as { messages: { role: string; citations: unknown[] }[] };
    expect(conversation.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[1]!.citations.length).toBeGreaterThan(0);
    const list = (await (await ctx.request('/api/ai/conversations', { cookie: user.cookie })).json()) as {
      items: { id: string }[];
    };
    expect(list.items.map((item) => item.id)).toEqual([events[0]!.id]);
  });

  it('does not offer a change the compliance engine still finds failing, and tells the model so', async () => {
    const user = await aiUser();
    const formula = await failingFormula(user.userId);
    fake.script(
      {
        toolCalls: [
          {
            name: 'proposeFormulaChange',
            arguments: { formulaId: formula.id, rationale: 'a bit less', changes: [{ rowId: 'r1', newAmount: 9 }] },
          },
        ],
      },
      { text: 'That change is not enough; I do not know a compliant one yet.' },
    );
    const events = await chat(user.cookie, { message: 'Lower the citral a little', formulaId: formula.id });
    expect(events.some((event) => event.type === 'proposal')).toBe(false);
    const toolResult = fake.requests[1]!.messages.at(-1)!;
    expect(JSON.stringify(toolResult.content)).toMatch(/still finds the changed formula over its limits/);
  });

  it("refuses another user's formula and conversation (404) before calling the model", async () => {
    const owner = await aiUser();
    const formula = await failingFormula(owner.userId);
    const user = await aiUser();
    expect(
      (
        await ctx.request('/api/ai/chat', {
          method: 'POST',
          cookie: user.cookie,
          json: { message: 'Check it', formulaId: formula.id },
        })
      ).status,
    ).toBe(404);
    const events = await chat(owner.cookie, { message: 'Hello' });
    expect(
      (
        await ctx.request('/api/ai/chat', {
          method: 'POST',
          cookie: user.cookie,
          json: { message: 'Go on', conversationId: events[0]!.id },
        })
      ).status,
    ).toBe(404);
    expect(fake.requests).toHaveLength(1);
  });

  it('says it does not know when it has nothing to go on', async () => {
    const user = await aiUser();
    const events = await chat(user.cookie, { message: 'What will the price of orris butter be next year?' });
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.delta)
        .join(''),
    ).toMatch(/I do not know/);
  });

  it('rejects an empty message with 422', async () => {
    const user = await aiUser();
    expect(
      (await ctx.request('/api/ai/chat', { method: 'POST', cookie: user.cookie, json: { message: '  ' } })).status,
    ).toBe(422);
  });

  it('a provider failure mid-stream ends the stream with a readable error, not a 500', async () => {
    const user = await aiUser();
    fake.script({ status: 500 }, { status: 500 });
    const events = await chat(user.cookie, { message: 'Hello' });
    expect(events.find((event) => event.type === 'error')?.message).toMatch(/provider/i);
    expect(events.at(-1)!.type).toBe('done');
  });
});

describe('/api/admin/ai', () => {
  it('is for admins only (403), and 401 without a session', async () => {
    const user = await aiUser();
    expect((await ctx.request('/api/admin/ai/prices', { cookie: user.cookie })).status).toBe(403);
    expect(
      (
        await ctx.request('/api/admin/ai/enrichment-batches', {
          method: 'POST',
          cookie: user.cookie,
          json: { materialIds: [linaloolId] },
        })
      ).status,
    ).toBe(403);
    expect((await ctx.request('/api/admin/ai/prices')).status).toBe(401);
  });

  it('keeps the price table, enriches a batch with progress, pause, resume and cost, and the results are reviewed in bulk', async () => {
    const admin = await ctx.signUp('admin@sillage.test');
    await ctx.request('/api/settings', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { aiSettings: { activeProvider: 'compatible', compatibleBaseUrl: fake.url } },
    });
    expect(
      (
        await ctx.request('/api/admin/ai/prices', {
          method: 'PUT',
          cookie: admin.cookie,
          json: { provider: 'compatible', model: 'llama3.1', inputPerMillion: -1, outputPerMillion: 1 },
        })
      ).status,
    ).toBe(422);
    const put = await ctx.request('/api/admin/ai/prices', {
      method: 'PUT',
      cookie: admin.cookie,
      json: { provider: 'compatible', model: 'llama3.1', inputPerMillion: 1, outputPerMillion: 2 },
    });
    expect(put.status).toBe(200);
    const prices = (await (await ctx.request('/api/admin/ai/prices', { cookie: admin.cookie })).json()) as {
      items: { model: string; outputPerMillion: number }[];
    };
    expect(prices.items).toEqual([expect.objectContaining({ model: 'llama3.1', outputPerMillion: 2 })]);

    const ids = [linaloolId, FIXTURE_MATERIALS.citral.id, FIXTURE_MATERIALS.rose.id];
    fake.script({ delayMs: 300 }, { delayMs: 300 }, { delayMs: 300 });
    const started = (await (
      await ctx.request('/api/admin/ai/enrichment-batches', {
        method: 'POST',
        cookie: admin.cookie,
        json: { materialIds: ids },
      })
    ).json()) as { batch: { id: string; total: number } };
    expect(started.batch.total).toBe(3);
    expect(
      (
        await ctx.request('/api/admin/ai/enrichment-batches', {
          method: 'POST',
          cookie: admin.cookie,
          json: { materialIds: ids },
        })
      ).status,
    ).toBe(409);
    const paused = (await (
      await ctx.request(`/api/admin/ai/enrichment-batches/${started.batch.id}/pause`, {
        method: 'POST',
        cookie: admin.cookie,
      })
    ).json()) as { batch: { state: string } };
    expect(paused.batch.state).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 900));
    const whilePaused = (await (
      await ctx.request('/api/admin/ai/enrichment-batches/current', { cookie: admin.cookie })
    ).json()) as { batch: { done: number; state: string } };
    expect(whilePaused.batch).toMatchObject({ state: 'paused' });
    expect(whilePaused.batch.done).toBeLessThanOrEqual(1);
    await ctx.request(`/api/admin/ai/enrichment-batches/${started.batch.id}/resume`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    let status: { state: string; done: number; cost: number; fieldsStored: number } = {
      state: 'running',
      done: 0,
      cost: 0,
      fieldsStored: 0,
    };
    for (let attempt = 0; attempt < 50 && status.state !== 'finished'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (
        (await (await ctx.request('/api/admin/ai/enrichment-batches/current', { cookie: admin.cookie })).json()) as {
          batch: typeof status;
        }
      ).batch;
    }
    // Three calls of 120 tokens in at $1 and 40 out at $2 per million.
    expect(status).toMatchObject({ state: 'finished', done: 3, fieldsStored: 12, cost: 0.0006 });

    const pending = (await (
      await ctx.request('/api/admin/ai/enrichments/pending', { cookie: admin.cookie })
    ).json()) as { items: { id: string; materialName: string }[] };
    expect(pending.items).toHaveLength(12);
    expect(new Set(pending.items.map((item) => item.materialName))).toEqual(
      new Set(['Linalool', 'Citral', 'Rose oil']),
    );
    const review = await ctx.request('/api/ai/enrichments/review', {
      method: 'POST',
      cookie: admin.cookie,
      json: { ids: pending.items.slice(0, 4).map((item) => item.id), decision: 'verify' },
    });
    expect(review.status).toBe(200);
    const after = (await (await ctx.request('/api/admin/ai/enrichments/pending', { cookie: admin.cookie })).json()) as {
      items: unknown[];
    };
    expect(after.items).toHaveLength(8);
    await ctx.request('/api/admin/ai/prices', {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { provider: 'compatible', model: 'llama3.1' },
    });
  });
});

describe('POST /api/ai/briefing-narrative', () => {
  it('is a 404 with how to get one while no briefing was computed, and calls no model', async () => {
    const user = await aiUser();
    const response = await ctx.request('/api/ai/briefing-narrative', { method: 'POST', cookie: user.cookie });
    expect(response.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
  });

  it('keeps only paragraphs whose every number comes from the facts they cite, each linked to its sources', async () => {
    const source = { label: 'parfumo catalogue, note trend', url: '/material-intelligence?note=iris' };
    await db.insert(intelligenceBriefings).values({
      briefingType: 'market',
      briefingData: {
        points: [
          {
            text: 'Iris rises: 4.2 % of launches with notes in 2023-2025, from 3.1 % in the three years before.',
            source,
          },
        ],
        articles: [],
        sources: [source],
      },
      analysisSummary: '1 trend point',
    });
    const user = await aiUser();
    fake.script({
      json: {
        paragraphs: [
          { text: 'Iris keeps climbing: 4.2 % of launches, up from 3.1 %.', facts: [1] },
          { text: 'Iris will reach 6 % next year.', facts: [1] },
        ],
      },
    });
    const response = await ctx.request('/api/ai/briefing-narrative', { method: 'POST', cookie: user.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      paragraphs: { text: string; sources: unknown[] }[];
      dropped: number;
      provenance: { label: string };
    };
    expect(body.paragraphs).toEqual([
      { text: 'Iris keeps climbing: 4.2 % of launches, up from 3.1 %.', sources: [source] },
    ]);
    expect(body.dropped).toBe(1);
    expect(body.provenance.label).toBe('AI-generated');
    expect(JSON.stringify(fake.requests[0]!.messages)).toContain('1. Iris rises: 4.2 %');
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, user.userId))).toEqual([
      expect.objectContaining({ feature: 'briefing' }),
    ]);
  });
});
