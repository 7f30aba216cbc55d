import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { insertMaterial } from '../../tests/factories/pricing-factories.ts';
import { readJson } from '../../tests/setup/read-response.ts';
import { cookieFrom, createTestContext, TEST_PASSWORD } from '../../tests/setup/test-app.ts';
import { getPersonalWorkspaceId } from './features/workspaces/workspaces.public.ts';
import { startBackgroundJobs } from './start-background-jobs.ts';

/**
 * Issue 34: a house's members signing in together met, in their first 20 s, the first read of their workspace's
 * 25,000 own materials (1-3 s of slices, which the first material search waited for) and the verdict worker's copy
 * of the compliance inputs (made by the first verdicts' request). The running server makes both as a member signs in.
 */
const ctx = await createTestContext();
const stopBackgroundJobs = await startBackgroundJobs(ctx.deps);
afterAll(() => stopBackgroundJobs());

const SearchSchema = z.looseObject({ items: z.array(z.looseObject({ name: z.string(), isOwn: z.boolean() })) });

const signIn = (email: string) =>
  ctx.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: TEST_PASSWORD } });

describe('a member signing in', () => {
  it("has their workspace's own materials read, and the verdict worker its inputs once they have formulas", async () => {
    const { email, userId, cookie } = await ctx.signUp();
    const worker = ctx.deps.verdictWorker!;
    // The sign-up's session read the empty workspace, and started no worker: no formula to see verdicts of.
    await vi.waitFor(() => expect(ctx.deps.ownMaterialIndexes.reads).toBeGreaterThan(0));
    expect(worker.inputsSentCount).toBe(0);
    const created = await ctx.request('/api/formulas', { method: 'POST', cookie, json: { name: 'Orris study' } });
    expect(created.status).toBe(201);
    // Written straight into the database, as another server would: this one's index has not seen it.
    await insertMaterial(ctx.deps.database.db, { name: 'Warm orris accord', userId });
    // As on a server restarted since: no index of the workspace in memory.
    ctx.deps.ownMaterialIndexes.forget({
      userId,
      workspaceId: await getPersonalWorkspaceId(ctx.deps.database.db, userId),
    });
    const readsBefore = ctx.deps.ownMaterialIndexes.reads;

    const response = await signIn(email);
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(ctx.deps.ownMaterialIndexes.reads).toBe(readsBefore + 1));
    await vi.waitFor(() => expect(worker.inputsSentCount).toBe(1));
    const search = await readJson(
      await ctx.request('/api/materials/search?q=warm%20orris', { cookie: cookieFrom(response) }),
      SearchSchema,
    );
    expect(search.items[0]).toMatchObject({ name: 'Warm orris accord', isOwn: true });
    // The search used the index the sign-in made, and the worker was not sent the same inputs twice.
    expect(ctx.deps.ownMaterialIndexes.reads).toBe(readsBefore + 1);
    expect(worker.inputsSentCount).toBe(1);
  });

  it('signs in as before when the warming fails (it is only logged)', async () => {
    const { email } = await ctx.signUp();
    const load = vi.spyOn(ctx.deps.ownMaterialIndexes, 'load').mockRejectedValue(new Error('the database went away'));
    try {
      const response = await signIn(email);
      expect(response.status).toBe(200);
      await vi.waitFor(() => expect(load).toHaveBeenCalled());
    } finally {
      load.mockRestore();
    }
  });
});
