/** Who waits for a verdict computation: someone for all of it (the dashboard), or an answer at a deadline. */
export type VerdictWorkLane = 'waited-for' | 'background';

type Task = () => Promise<void>;
const lanes: Record<VerdictWorkLane, Task[]> = { 'waited-for': [], background: [] };
let draining = false;

const takeNext = (): Task | undefined => lanes['waited-for'].shift() ?? lanes.background.shift();

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (let next = takeNext(); next; next = takeNext()) await next();
  } finally {
    draining = false;
  }
}

/**
 * Runs `task` once no other verdict computation runs: one at a time in the process (issue 34). Checking is CPU work
 * on the main thread and in the worker; two pages computed at once take as long as one after the other, with twice the
 * memory, and leave less time between slices for the list and the searches. Remembered checks need no queue. Work
 * someone waits for in full runs before background work (a library page answered at its deadline, whose turn starts
 * by waiting for spare CPU, ADR 070). A failed task rejects its own promise only.
 */
export function runVerdictWork<Result>(
  task: () => Promise<Result>,
  lane: VerdictWorkLane = 'waited-for',
): Promise<Result> {
  return new Promise<Result>((resolve, reject) => {
    // Through a resolved promise: a task that throws before its first await rejects its own promise too.
    lanes[lane].push(() => Promise.resolve().then(task).then(resolve, reject));
    void drain();
  });
}
