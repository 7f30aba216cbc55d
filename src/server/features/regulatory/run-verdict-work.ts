/** The end of the queue of verdict work: it never rejects, so that one failed page does not fail the next. */
let queueTail: Promise<unknown> = Promise.resolve();
let queued = 0;

/**
 * Runs `task` after every verdict computation queued before it: one at a time in the process (issue 34). Checking is
 * CPU work on the main thread; two pages computed at once take as long as one after the other, with twice the memory,
 * and leave less time between slices for the list and the searches. Remembered checks need no queue.
 */
export function runVerdictWork<Result>(task: () => Promise<Result>): Promise<Result> {
  queued += 1;
  const run = queueTail.then(task).finally(() => {
    queued -= 1;
  });
  queueTail = run.catch(() => {});
  return run;
}

/** How many computations are running or waiting (tests). */
export function countQueuedVerdictWork(): number {
  return queued;
}
