import { performance } from 'node:perf_hooks';

/** The longest a slice keeps the event loop before other requests (the list, a search) are let through. */
export const SLICE_MS = 5;

/**
 * Runs a computation written as steps (a generator that pauses with `yield`) to its end, letting the event loop
 * serve what waits whenever a slice has run `sliceMs`: long CPU work (an index of 25,000 materials, 200 ms) then
 * delays other requests by a few milliseconds instead of all of it. Resolves to what the generator returns.
 */
export async function runInSlices<Result>(
  steps: Generator<unknown, Result, void>,
  sliceMs = SLICE_MS,
): Promise<Result> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart > sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}
