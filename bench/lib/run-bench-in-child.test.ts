import { describe, expect, it } from 'vitest';
import { runBenchInChild } from './run-bench-in-child.ts';

const FIXTURE = 'lib/fixtures/child-bench.ts';

describe('runBenchInChild (an in-Node timing in a heap of its own)', () => {
  it('returns what the export returned, awaited, with its arguments, from another process', async () => {
    const answer = await runBenchInChild<{ sum: number; pid: number; logged: boolean }>(FIXTURE, 'addInChild', [2, 3]);
    expect(answer?.sum).toBe(5);
    expect(answer?.pid).not.toBe(process.pid);
  });

  it('is null for a bench that does not exist yet', async () => {
    expect(await runBenchInChild('no-such-bench.ts', 'measure')).toBeNull();
  });

  it("fails with the child's error when the bench throws", async () => {
    await expect(runBenchInChild(FIXTURE, 'failInChild')).rejects.toThrow(/the fixture failed on purpose/);
  });
});
