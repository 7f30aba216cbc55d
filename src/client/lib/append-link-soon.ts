import { inNextTask } from './in-next-task.ts';

/** Links appended per task at most: each starts a fetch (about 0.6 ms at 4× CPU). */
export const LINKS_PER_TASK = 8;
/**
 * And the time a task spends appending them, ms: a link whose file the memory cache holds is compiled as it is
 * appended, up to 5 ms each at 4× CPU; eight of them made 37-40 ms tasks at 4× on /formula and /materials (issue 34).
 */
export const TASK_BUDGET_MS = 3;

const waiting: HTMLLinkElement[] = [];
let appendedThisTask = 0;
let taskStartedAt = 0;
let scheduled = false;

/** The next task starts with a fresh count and appends what waits. */
function scheduleNextTask(): void {
  if (scheduled) return;
  scheduled = true;
  inNextTask(() => {
    scheduled = false;
    appendedThisTask = 0;
    appendWaiting();
  });
}

function appendWaiting(): void {
  while (waiting.length > 0 && appendedThisTask < LINKS_PER_TASK) {
    if (appendedThisTask === 0) taskStartedAt = performance.now();
    else if (performance.now() - taskStartedAt >= TASK_BUDGET_MS) break;
    document.head.appendChild(waiting.shift()!);
    appendedThisTask += 1;
  }
  if (appendedThisTask > 0) scheduleNextTask();
}

/**
 * Appends a `modulepreload` link to the head, a few per task: Vite's preload helper appended every file of a screen
 * (about 60) in the task that started the screen, 185 ms of `appendChild` at 4× CPU in one long task of /materials'
 * start (issue 34). The build has the helper call this for its script links (vite.config.ts `batchedModulePreloads`);
 * stylesheets, which the helper waits for, are appended at once. The first few go at once, in order; the screen's
 * import does not wait for the rest, which only spare it the chain of requests its imports would make.
 */
export function appendLinkSoon(link: HTMLLinkElement): void {
  waiting.push(link);
  appendWaiting();
}
