import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, expect } from 'vitest';
import { materials, subscribers } from '../../src/server/db/schema/index.ts';
import { startFakeOpenAiServer } from '../fakes/openai-compatible-server.ts';
import { FIXTURE_MATERIALS, insertComplianceFixtures } from '../fixtures/compliance-test-fixtures.ts';
import { createTestContext } from './test-app.ts';

/**
 * One AI test file's world: the fake OpenAI-compatible server (reset before each test), an app on its own database
 * with the compliance fixtures, and `aiUser` (a user on a plan with AI, by default connected to the fake).
 */
export async function createAiTestContext(overrides: Record<string, string> = {}) {
  const fake = await startFakeOpenAiServer();
  const ctx = await createTestContext(overrides);
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  await insertComplianceFixtures(ctx.deps.database);
  // The fixtures' linalool, with the odour descriptors the enrichment prompt quotes.
  const linaloolId = FIXTURE_MATERIALS.linalool.id;
  const db = ctx.deps.database.db;
  await db
    .update(materials)
    .set({ odourDescriptors: ['floral', 'woody'] })
    .where(eq(materials.id, linaloolId));

  /** A user on a plan with AI (basic), optionally with the fake server as their OpenAI-compatible endpoint. */
  async function aiUser(options: { connected?: boolean; tier?: string; email?: string; baseUrl?: string } = {}) {
    const user = await ctx.signUp(options.email);
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
        json: { aiSettings: { activeProvider: 'compatible', compatibleBaseUrl: options.baseUrl ?? fake.url } },
      });
      expect(response.status).toBe(200);
    }
    return user;
  }

  return { fake, ctx, db, linaloolId, aiUser };
}
