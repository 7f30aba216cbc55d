import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aiEnrichmentBatches, jobs } from '../../db/schema/index.ts';
import {
  ENRICHMENT_BATCH_JOB,
  pauseEnrichmentBatch,
  resumeEnrichmentBatch,
  resumeOrphanBatches,
  startEnrichmentBatch,
} from './enrichment-batches.ts';
import { FIXTURE_MATERIALS } from '../../../../tests/fixtures/compliance-test-fixtures.ts';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const { fake, ctx, db, linaloolId, aiUser } = await createAiTestContext();
const admin = await ctx.signUp('admin@sillage.test');

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
    const prices = await readJson(
      await ctx.request('/api/admin/ai/prices', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ model: z.string(), outputPerMillion: z.number() })) }),
    );
    expect(prices.items).toEqual([expect.objectContaining({ model: 'llama3.1', outputPerMillion: 2 })]);

    const ids = [linaloolId, FIXTURE_MATERIALS.citral.id, FIXTURE_MATERIALS.rose.id];
    fake.script({ delayMs: 300 }, { delayMs: 300 }, { delayMs: 300 });
    const started = await readJson(
      await ctx.request('/api/admin/ai/enrichment-batches', {
        method: 'POST',
        cookie: admin.cookie,
        json: { materialIds: ids },
      }),
      z.looseObject({ batch: z.looseObject({ id: z.string(), total: z.number() }) }),
    );
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
    const paused = await readJson(
      await ctx.request(`/api/admin/ai/enrichment-batches/${started.batch.id}/pause`, {
        method: 'POST',
        cookie: admin.cookie,
      }),
      z.looseObject({ batch: z.looseObject({ state: z.string() }) }),
    );
    expect(paused.batch.state).toBe('paused');
    await new Promise((resolve) => setTimeout(resolve, 900));
    const whilePaused = await readJson(
      await ctx.request('/api/admin/ai/enrichment-batches/current', { cookie: admin.cookie }),
      z.looseObject({ batch: z.looseObject({ done: z.number(), state: z.string() }) }),
    );
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
      const current = await ctx.request('/api/admin/ai/enrichment-batches/current', { cookie: admin.cookie });
      status = (
        await readJson(
          current,
          z.looseObject({
            batch: z.looseObject({ state: z.string(), done: z.number(), cost: z.number(), fieldsStored: z.number() }),
          }),
        )
      ).batch;
    }
    // Three calls of 120 tokens in at $1 and 40 out at $2 per million.
    expect(status).toMatchObject({ state: 'finished', done: 3, fieldsStored: 12, cost: 0.0006 });

    const pending = await readJson(
      await ctx.request('/api/admin/ai/enrichments/pending', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string(), materialName: z.string() })) }),
    );
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
    const after = await readJson(
      await ctx.request('/api/admin/ai/enrichments/pending', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.unknown()) }),
    );
    expect(after.items).toHaveLength(8);
    await ctx.request('/api/admin/ai/prices', {
      method: 'DELETE',
      cookie: admin.cookie,
      json: { provider: 'compatible', model: 'llama3.1' },
    });
  });
});

describe('batch enrichment on the jobs module', () => {
  const batchIds = [FIXTURE_MATERIALS.linalool.id, FIXTURE_MATERIALS.citral.id, FIXTURE_MATERIALS.rose.id];

  async function waitForBatch(id: string, state: string) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const [row] = await db.select().from(aiEnrichmentBatches).where(eq(aiEnrichmentBatches.id, id));
      if (row?.state === state) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`batch ${id} never reached ${state}`);
  }

  it('a batch whose server died mid-way is taken over from its stored position, its counters and cost kept', async () => {
    const owner = await aiUser();
    // The state a server left when it died after the first material: the batch row, and its job still "running".
    const [batch] = await db
      .insert(aiEnrichmentBatches)
      .values({ userId: owner.userId, materialIds: batchIds, done: 1, fieldsStored: 4, cost: 0.0002 })
      .returning();
    await db.insert(jobs).values({
      name: ENRICHMENT_BATCH_JOB.name,
      payload: { batchId: batch!.id },
      state: 'running',
      lockedBy: 'a-server-that-died',
      heartbeatAt: new Date(Date.now() - 10 * 60_000),
      startedAt: new Date(Date.now() - 10 * 60_000),
      attempts: 1,
      singletonKey: `${ENRICHMENT_BATCH_JOB.name}:${batch!.id}`,
    });
    expect(await ctx.deps.jobs.reclaimExpired()).toBe(1);
    ctx.deps.jobs.kick();
    const finished = await waitForBatch(batch!.id, 'finished');
    // Only the two materials left were asked for; the first one's fields and cost are kept.
    expect(fake.requests).toHaveLength(2);
    expect(finished).toMatchObject({ done: 3, failed: 0, fieldsStored: 12 });
    expect(finished.cost).toBe(0.0002);
  });

  it('a running batch left without a job (a lost race, a restart) gets one from the ticker', async () => {
    const user = await aiUser();
    const [batch] = await db
      .insert(aiEnrichmentBatches)
      .values({ userId: user.userId, materialIds: [linaloolId] })
      .returning();
    expect(await resumeOrphanBatches(db, ctx.deps.jobs)).toBe(1);
    await waitForBatch(batch!.id, 'finished');
    expect(await resumeOrphanBatches(db, ctx.deps.jobs)).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('stops with the reason when the provider goes away, and only the owner may pause or resume a batch', async () => {
    const owner = await aiUser({ connected: false });
    const other = await aiUser();
    const status = await startEnrichmentBatch(ctx.deps, owner.userId, batchIds);
    const stopped = await waitForBatch(status.id, 'stopped');
    expect(stopped.message).toMatch(/Settings → AI/);
    expect(fake.requests).toHaveLength(0);
    await expect(pauseEnrichmentBatch(db, other.userId, status.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(resumeEnrichmentBatch(ctx.deps, other.userId, status.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('answers 422 to an empty list or a malformed id, and 404 to a batch that does not exist', async () => {
    const cookie = admin.cookie;
    const post = (path: string, json?: unknown) =>
      ctx.request(path, { method: 'POST', cookie, ...(json === undefined ? {} : { json }) });
    expect((await post('/api/admin/ai/enrichment-batches', { materialIds: [] })).status).toBe(422);
    expect((await post('/api/admin/ai/enrichment-batches/not-a-uuid/pause')).status).toBe(422);
    expect((await post(`/api/admin/ai/enrichment-batches/${randomUUID()}/resume`)).status).toBe(404);
  });
});
