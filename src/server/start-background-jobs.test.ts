import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../tests/setup/test-app.ts';
import { startBackgroundJobs } from './start-background-jobs.ts';

/**
 * ADR 084: a server started on a deployment with formulas sends the verdict worker its copy of the compliance inputs
 * as it starts, not in the first members' sign-ins. (A deployment without formulas sends none: the first test of
 * warm-signed-in-member.test.ts starts the jobs on an empty database and sees no inputs sent.)
 */
const ctx = await createTestContext();
const stops: (() => void)[] = [];
afterAll(() => stops.forEach((stop) => stop()));

describe('a server starting', () => {
  it('sends the verdict worker its inputs when the deployment holds formulas', async () => {
    const { cookie } = await ctx.signUp();
    const created = await ctx.request('/api/formulas', { method: 'POST', cookie, json: { name: 'Chypre study' } });
    expect(created.status).toBe(201);
    const worker = ctx.deps.verdictWorker!;
    expect(worker.inputsSentCount).toBe(0);
    stops.push(await startBackgroundJobs(ctx.deps));
    await vi.waitFor(() => expect(worker.inputsSentCount).toBe(1), { timeout: 20_000 });
  });
});
