import { describe, expect, it } from 'vitest';
import { runInSlices } from './run-in-slices.ts';

/** Steps that each keep the CPU `stepMs` (a busy wait), `count` of them, returning how many ran. */
function* busySteps(count: number, stepMs: number): Generator<void, number, void> {
  for (let step = 0; step < count; step += 1) {
    const until = performance.now() + stepMs;
    while (performance.now() < until) {
      // busy: a computation's slice
    }
    yield;
  }
  return count;
}

describe('runInSlices', () => {
  it("returns the generator's result", async () => {
    await expect(runInSlices(busySteps(3, 0))).resolves.toBe(3);
    // eslint-disable-next-line require-yield -- a computation with no pause at all
    const none = (function* () {
      return 'done';
    })();
    await expect(runInSlices(none)).resolves.toBe('done');
  });

  it('lets other work run between slices once a slice has run its time, and not before', async () => {
    const seen: number[] = [];
    let stepsRun = 0;
    const counted = (function* () {
      for (const _ of busySteps(20, 1)) {
        stepsRun += 1;
        yield;
      }
      return stepsRun;
    })();
    // Work that arrives while the computation runs (a request): queued behind it, served at its next slice's end.
    setImmediate(() => seen.push(stepsRun));
    const done = runInSlices(counted, 5);
    await done;
    expect(seen).toHaveLength(1);
    // Served once the first slice (at least 5 ms of 1 ms steps) had run, long before the 20 steps ended.
    expect(seen[0]).toBeGreaterThanOrEqual(1);
    expect(seen[0]).toBeLessThan(20);
  });

  it('runs a quick computation in one go', async () => {
    let servedBefore = false;
    setImmediate(() => (servedBefore = true));
    await runInSlices(busySteps(10, 0), 50);
    // The computation finished within its slice, before the event loop turned.
    expect(servedBefore).toBe(false);
  });

  it('passes an error of the computation on', async () => {
    // eslint-disable-next-line require-yield -- fails before its first pause
    const failing = (function* () {
      throw new Error('bad row');
    })();
    await expect(runInSlices(failing)).rejects.toThrow('bad row');
  });
});
