import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAiTestContext } from '../../../../tests/setup/ai-test-context.ts';
import { aiUsage, perfumeArticles } from '../../db/schema/index.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const { fake, ctx, db, aiUser } = await createAiTestContext();
const admin = await ctx.signUp('admin@sillage.test');
await ctx.request('/api/settings', {
  method: 'PUT',
  cookie: admin.cookie,
  json: { aiSettings: { activeProvider: 'compatible', compatibleBaseUrl: fake.url } },
});

const article = (title: string, summary: string) => ({
  title,
  summary,
  url: `https://news.example/${encodeURIComponent(title)}`,
  sourceName: 'Example news',
  publishedAt: new Date('2026-11-20T10:00:00Z'),
  sentimentScore: 0,
  relevanceScore: 0.3,
  articleType: 'news',
  marketImpactScore: 0,
  confidenceScore: 0.5,
  readingTimeMinutes: 1,
  mentionedBrands: [],
  mentionedIngredients: [],
  analysisMetadata: { method: 'local lexicon' },
});

const call = (method: string, path: string, json?: unknown, cookie = admin.cookie) =>
  ctx.request(`/api/admin/ai/news-analysis${path}`, { method, cookie, ...(json === undefined ? {} : { json }) });

async function waitForRun() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [job] = await ctx.deps.jobs.list({ name: 'ai.news-analysis' }, { limit: 1 });
    if (job && ['succeeded', 'failed'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the news analysis did not finish');
}

describe('/api/admin/ai/news-analysis', () => {
  it('is for admins (403 for a user on a paid plan, 401 without a session) and validates its body (422)', async () => {
    const user = await aiUser();
    expect((await call('GET', '', undefined, user.cookie)).status).toBe(403);
    expect((await call('POST', '/run', undefined, user.cookie)).status).toBe(403);
    expect((await ctx.request('/api/admin/ai/news-analysis')).status).toBe(401);
    expect((await call('PUT', '', { enabled: 'yes' })).status).toBe(422);
  });

  it('while off, leaves the word-list analysis alone and refuses a run (409)', async () => {
    const [row] = await db.insert(perfumeArticles).values(article('Off: Chanel and rose', 'Nothing')).returning();
    const status = await readJson(await call('GET', ''), z.looseObject({ enabled: z.boolean() }));
    expect(status.enabled).toBe(false);
    expect((await call('POST', '/run')).status).toBe(409);
    expect(fake.requests).toHaveLength(0);
    const [after] = await db.select().from(perfumeArticles).where(eq(perfumeArticles.id, row!.id));
    expect(after!.analysisMetadata).toEqual({ method: 'local lexicon' });
    await db.delete(perfumeArticles).where(eq(perfumeArticles.id, row!.id));
  });

  it("once on, analyses articles on the admin's provider, keeps only the mentions written in them, and records the cost", async () => {
    const [row] = await db
      .insert(perfumeArticles)
      .values(article('Guerlain unveils an iris soliflore', 'The house returns to powdery iris for its new launch.'))
      .returning();
    const on = await readJson(
      await call('PUT', '', { enabled: true }),
      z.looseObject({ enabled: z.boolean(), runAsUserId: z.string() }),
    );
    expect(on).toMatchObject({ enabled: true, runAsUserId: admin.userId });
    expect((await call('POST', '/run')).status).toBe(202);
    const job = await waitForRun();
    expect(job.result).toMatchObject({ analysed: 1, failed: 0, stopped: null });
    const [after] = await db.select().from(perfumeArticles).where(eq(perfumeArticles.id, row!.id));
    // The fake also named a brand and a material that the article does not contain: they are dropped.
    expect(after!.mentionedBrands).toEqual(['Guerlain']);
    expect(after!.mentionedIngredients).toEqual(['iris']);
    expect(after!.relevanceScore).toBe(0.9);
    expect(after!.analysisMetadata).toMatchObject({
      method: 'model',
      modelSummary: 'A launch built around iris.',
      provider: 'compatible',
      promptVersion: 'news-analysis/1',
    });
    expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, admin.userId))).toEqual([
      expect.objectContaining({ feature: 'news-analysis' }),
    ]);
    const status = await readJson(
      await call('GET', ''),
      z.looseObject({ articles: z.looseObject({ byModel: z.number() }) }),
    );
    expect(status.articles.byModel).toBe(1);

    // A second run finds nothing new to analyse; turning it off stops the runs.
    expect((await call('POST', '/run')).status).toBe(202);
    await waitForRun();
    expect(fake.requests).toHaveLength(1);
    await call('PUT', '', { enabled: false });
    expect((await call('POST', '/run')).status).toBe(409);
  });
});
