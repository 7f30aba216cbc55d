/** The end of the queue of verdict work: it never rejects, so that one failed page does not fail the next. */
let queueTail: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every verdict computation queued before it: one at a time in the process (issue 34). Checking is
 * CPU work on the main thread; two pages computed at once take as long as one after the other, with twice the memory,
 * and leave less time between slices for the list and the searches. Remembered checks need no queue.
 */
export function runVerdictWork<Result>(task: () => Promise<Result>): Promise<Result> {
  const run = queueTail.then(task);
  queueTail = run.catch(() => {});
  return run;
}
