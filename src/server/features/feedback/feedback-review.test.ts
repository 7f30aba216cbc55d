import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpAdmin } from '../../../../tests/setup/make-admin.ts';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { betaFeedback, outbox } from '../../db/schema/index.ts';
import { z } from 'zod';
import { readJson } from '../../../../tests/setup/read-response.ts';

const ctx = await createTestContext();
const admin = await signUpAdmin(ctx);

async function submit(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await ctx.request('/api/feedback', {
    method: 'POST',
    cookie,
    json: {
      feedback_type: 'feature',
      category: 'materials',
      title: 'Sort by odour family',
      description: 'Group the library by family.',
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return (await readJson(response, z.looseObject({ feedback: z.looseObject({ id: z.string() }) }))).feedback.id;
}

describe('feedback votes', () => {
  it('counts one vote per user, and a second vote takes it back', async () => {
    const author = await ctx.signUp();
    const alice = await ctx.signUp();
    const bob = await ctx.signUp();
    const id = await submit(author.cookie, { title: `Vote me ${Math.random()}` });
    const vote = async (cookie: string) =>
      await readJson(
        await ctx.request(`/api/feedback/${id}/vote`, { method: 'POST', cookie }),
        z.looseObject({ voted: z.boolean(), votes: z.number() }),
      );
    expect(await vote(alice.cookie)).toEqual({ voted: true, votes: 1 });
    expect(await vote(bob.cookie)).toEqual({ voted: true, votes: 2 });
    expect(await vote(bob.cookie)).toEqual({ voted: false, votes: 1 });
    const board = await readJson(
      await ctx.request('/api/feedback/board', { cookie: alice.cookie }),
      z.looseObject({
        items: z.array(z.looseObject({ id: z.string(), votes: z.number(), voted: z.boolean(), isMine: z.boolean() })),
      }),
    );
    expect(board.items.find((item) => item.id === id)).toMatchObject({ votes: 1, voted: true, isMine: false });
  });

  it("cannot vote on another user's bug report (404) and needs a session (401)", async () => {
    const author = await ctx.signUp();
    const other = await ctx.signUp();
    const id = await submit(author.cookie, { feedback_type: 'bug' });
    expect((await ctx.request(`/api/feedback/${id}/vote`, { method: 'POST', cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/feedback/${id}/vote`, { method: 'POST' })).status).toBe(401);
    expect((await ctx.request('/api/feedback/not-a-uuid/vote', { method: 'POST', cookie: other.cookie })).status).toBe(
      422,
    );
  });
});

describe('/api/admin/feedback', () => {
  it('filters by status and sentiment, and the reply reaches the author on /feedback and by mail', async () => {
    const author = await ctx.signUp();
    const kept = await submit(author.cookie, { title: 'Pyramid colours unclear', feedback_type: 'improvement' });
    const other = await submit(author.cookie, { title: 'Export to PDF', feedback_type: 'feature' });
    const patch = (id: string, json: unknown) =>
      ctx.request(`/api/admin/feedback/${id}`, { method: 'PATCH', cookie: admin.cookie, json });
    expect((await patch(kept, { status: 'planned', sentiment: 'negative', priority: 'high' })).status).toBe(200);
    expect((await patch(other, { status: 'planned', sentiment: 'positive' })).status).toBe(200);

    const filtered = await readJson(
      await ctx.request('/api/admin/feedback?status=planned&sentiment=negative', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) }),
    );
    expect(filtered.items.map((item) => item.id)).toEqual([kept]);
    const searched = await readJson(
      await ctx.request('/api/admin/feedback?q=pyramid', { cookie: admin.cookie }),
      z.looseObject({ items: z.array(z.looseObject({ id: z.string() })) }),
    );
    expect(searched.items.map((item) => item.id)).toEqual([kept]);

    expect((await patch(kept, { reply: 'Thank you: the pyramid gets a legend next week.' })).status).toBe(200);
    const mine = await readJson(
      await ctx.request('/api/feedback', { cookie: author.cookie }),
      z.looseObject({
        feedback: z.array(z.looseObject({ id: z.string(), status: z.string(), adminReply: z.string().nullable() })),
      }),
    );
    expect(mine.feedback.find((item) => item.id === kept)).toMatchObject({
      status: 'planned',
      adminReply: 'Thank you: the pyramid gets a legend next week.',
    });
    const mail = await ctx.deps.database.db.select().from(outbox).where(eq(outbox.to, author.email.toLowerCase()));
    expect(mail.at(-1)?.text).toContain('the pyramid gets a legend next week');
  });

  it('summarises counts by type, status and category', async () => {
    const summary = await readJson(
      await ctx.request('/api/admin/feedback/analytics', { cookie: admin.cookie }),
      z.looseObject({ total: z.number(), byType: z.record(z.string(), z.number()), weekly: z.array(z.unknown()) }),
    );
    const rows = await ctx.deps.database.db.select().from(betaFeedback);
    expect(summary.total).toBe(rows.length);
    expect(Object.values(summary.byType).reduce((sum, value) => sum + value, 0)).toBe(rows.length);
    expect(summary.weekly.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown status filter', '/api/admin/feedback?status=closed'],
    ['an impossible date', '/api/admin/feedback?from=2024-02-30'],
  ])('rejects %s with 422', async (_, path) => {
    expect((await ctx.request(path, { cookie: admin.cookie })).status).toBe(422);
  });

  it('rejects an empty change with 422, answers 404 for an unknown item and 403 to a plain user', async () => {
    const user = await ctx.signUp();
    const id = await submit(user.cookie);
    expect(
      (await ctx.request(`/api/admin/feedback/${id}`, { method: 'PATCH', cookie: admin.cookie, json: {} })).status,
    ).toBe(422);
    expect(
      (
        await ctx.request('/api/admin/feedback/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          cookie: admin.cookie,
          json: { status: 'done' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.request(`/api/admin/feedback/${id}`, {
          method: 'PATCH',
          cookie: user.cookie,
          json: { status: 'done' },
        })
      ).status,
    ).toBe(403);
  });
});
