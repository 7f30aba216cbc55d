// Issue 28 item 3: the limit on the instance's own AI keys is the administrator's, per plan, never the user's.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer } from '../../../../tests/fakes/openai-compatible-server.ts';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { aiModelPrices } from '../../db/schema/index.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

// The instance's own endpoint and a $0.50 default limit on it.
const upstream = await startFakeOpenAiServer();
afterAll(() => upstream.close());
beforeEach(() => upstream.reset());
const { ctx, db, aiUser } = await createAiTestContext({
  AI_COMPATIBLE_BASE_URL: upstream.url,
  AI_DEFAULT_PROVIDER: 'compatible',
  AI_INSTANCE_COST_LIMIT_PER_MONTH: '0.5',
});
const admin = await ctx.signUp('admin@sillage.test');
// $12.50 per million tokens in and out: a call's estimate (16,000 in, 4,000 out) and its cost here are $0.25.
await db
  .insert(aiModelPrices)
  .values({ provider: 'compatible', model: 'llama3.1', inputPerMillion: 12.5, outputPerMillion: 12.5 });

const LimitsSchema = z.looseObject({
  defaultLimit: z.number(),
  items: z.array(
    z.looseObject({
      tier: z.string(),
      label: z.string(),
      limitPerMonth: z.number().nullable(),
      effectiveLimit: z.number(),
    }),
  ),
});

const putLimit = (json: unknown, cookie = admin.cookie) =>
  ctx.request('/api/admin/ai/plan-limits', { method: 'PUT', cookie, json });

/** Calls on the instance's keys one after another until refused (at most `tries`): the statuses. */
async function callUntilRefused(cookie: string, tries: number) {
  upstream.script(
    ...Array.from({ length: tries }, () => ({ text: 'OK', usage: { prompt: 16_000, completion: 4_000 } })),
  );
  const statuses: number[] = [];
  let lastBody: unknown = null;
  for (let call = 0; call < tries; call += 1) {
    const response = await ctx.request('/api/ai/test-connection', {
      method: 'POST',
      cookie,
      json: { provider: 'compatible' },
    });
    statuses.push(response.status);
    lastBody = await response.json();
  }
  return { statuses, lastBody };
}

describe('/api/admin/ai/plan-limits', () => {
  it('needs a session (401) and an administrator (403)', async () => {
    const user = await aiUser({ connected: false });
    expect((await ctx.request('/api/admin/ai/plan-limits')).status).toBe(401);
    expect((await ctx.request('/api/admin/ai/plan-limits', { cookie: user.cookie })).status).toBe(403);
    expect((await putLimit({ tier: 'premium', limitPerMonth: 1000 }, user.cookie)).status).toBe(403);
  });

  it.each([
    [{ tier: 'free', limitPerMonth: 1 }, 'tier must be one of basic, premium, enterprise'],
    [{ tier: 'premium', limitPerMonth: -1 }, 'cannot be negative'],
    [{ tier: 'premium', limitPerMonth: 100_001 }, 'cannot exceed 100000'],
    [{ tier: 'premium', limitPerMonth: '5' }, 'must be a number of dollars'],
    [{ tier: 'premium' }, 'must be a number of dollars'],
    [{ tier: 'premium', limitPerMonth: 5, extra: true }, 'Unrecognized key'],
  ])('refuses %j (422)', async (json, message) => {
    const response = await putLimit(json);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it('lists each plan with AI at the default until set, sets one and gives it back; every change is audited', async () => {
    const initial = await readJson(
      await ctx.request('/api/admin/ai/plan-limits', { cookie: admin.cookie }),
      LimitsSchema,
    );
    expect(initial).toEqual({
      defaultLimit: 0.5,
      items: [
        { tier: 'basic', label: 'Basic', limitPerMonth: null, effectiveLimit: 0.5 },
        { tier: 'premium', label: 'Premium', limitPerMonth: null, effectiveLimit: 0.5 },
        { tier: 'enterprise', label: 'Enterprise', limitPerMonth: null, effectiveLimit: 0.5 },
      ],
    });
    const set = await putLimit({ tier: 'premium', limitPerMonth: 1 });
    expect(set.status).toBe(200);
    expect((await readJson(set, LimitsSchema)).items[1]).toEqual({
      tier: 'premium',
      label: 'Premium',
      limitPerMonth: 1,
      effectiveLimit: 1,
    });
    const cleared = await readJson(await putLimit({ tier: 'premium', limitPerMonth: null }), LimitsSchema);
    expect(cleared.items[1]).toMatchObject({ limitPerMonth: null, effectiveLimit: 0.5 });
    const log = await readJson(
      await ctx.request('/api/admin/audit-log', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ action: z.string(), detail: z.unknown() })) }),
    );
    expect(log.items.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'ai.plan-limit', detail: { tier: 'premium', limitPerMonth: null } }),
      expect.objectContaining({ action: 'ai.plan-limit', detail: { tier: 'premium', limitPerMonth: 1 } }),
    ]);
  });

  it('holds per plan on the instance’s keys: $1 for Premium lets 4 calls of $0.25 through, Basic keeps the $0.50 default', async () => {
    expect((await putLimit({ tier: 'premium', limitPerMonth: 1 })).status).toBe(200);
    const premium = await aiUser({ connected: false, tier: 'premium' });
    const basic = await aiUser({ connected: false, tier: 'basic' });
    // The user's own limit is far higher: it cannot raise the administrator's.
    for (const user of [premium, basic])
      await ctx.request('/api/settings', { method: 'PUT', cookie: user.cookie, json: { costLimitPerMonth: 100_000 } });

    const onPremium = await callUntilRefused(premium.cookie, 5);
    expect(onPremium.statuses).toEqual([200, 200, 200, 200, 429]);
    expect(JSON.stringify(onPremium.lastBody)).toContain(
      '$1.00 of $1.00, set by the administrator for the Premium plan',
    );

    const onBasic = await callUntilRefused(basic.cookie, 3);
    expect(onBasic.statuses).toEqual([200, 200, 429]);
    expect(JSON.stringify(onBasic.lastBody)).toContain('$0.50 of $0.50, set by the administrator for the Basic plan');
  });
});
