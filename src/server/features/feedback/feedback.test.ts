import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { betaFeedback } from '../../db/schema/index.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ctx = await createTestContext();
const valid = {
  feedback_type: 'bug',
  category: 'formula_editor',
  title: 'Paste loses the last row',
  description: 'Pasting 12 rows from Excel gives 11.',
  expected_behavior: '12 rows',
  actual_behavior: '',
  page_url: 'http://localhost:3000/formula',
  page_context: { pathname: '/formula', timestamp: '2026-11-21T10:00:00Z' },
};

describe('/api/feedback', () => {
  it('needs a session (401)', async () => {
    expect((await ctx.request('/api/feedback', { method: 'POST', json: valid })).status).toBe(401);
  });

  it('stores a submission with the device it came from, dropping empty bug fields', async () => {
    const { cookie, userId, email } = await ctx.signUp();
    const response = await ctx.request('/api/feedback', {
      method: 'POST',
      cookie,
      json: valid,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0' },
    });
    expect(response.status).toBe(201);
    const [row] = await ctx.deps.database.db.select().from(betaFeedback).where(eq(betaFeedback.userId, userId));
    expect(row).toMatchObject({
      userEmail: email,
      feedbackType: 'bug',
      expectedBehavior: '12 rows',
      actualBehavior: null,
      browser: 'Firefox',
      deviceType: 'desktop',
    });
  });

  it('limits feedback to 20 an hour per user, in parallel too (429 past it); another user is unaffected', async () => {
    const { cookie } = await ctx.signUp();
    const statuses = await Promise.all(
      Array.from(
        { length: 25 },
        async () => (await ctx.request('/api/feedback', { method: 'POST', cookie, json: valid })).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const other = await ctx.signUp();
    expect((await ctx.request('/api/feedback', { method: 'POST', cookie: other.cookie, json: valid })).status).toBe(
      201,
    );
  });

  it.each([
    ['no title', { ...valid, title: '' }],
    ['an unknown category', { ...valid, category: 'billing' }],
  ])('rejects %s with 422', async (_, body) => {
    const { cookie } = await ctx.signUp();
    const response = await ctx.request('/api/feedback', { method: 'POST', cookie, json: body });
    expect(response.status).toBe(422);
  });

  it("lists only the user's own feedback", async () => {
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    await ctx.request('/api/feedback', {
      method: 'POST',
      cookie: alice.cookie,
      json: { ...valid, title: 'from alice' },
    });
    const list = await readJson(
      await ctx.request('/api/feedback', { cookie: bob.cookie }),
      z.looseObject({ feedback: z.array(z.unknown()) }),
    );
    expect(list.feedback).toEqual([]);
  });
});
