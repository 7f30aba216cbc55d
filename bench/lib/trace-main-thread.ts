/** The part of a Chrome trace event this reads. */
export type TraceEvent = {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadCpu = {
  /** The thread time (CPU) of every task of the page's main thread, ms. */
  cpuMs: number;
  /** Lighthouse's blocking rule (each task's time past 50 ms) on thread time × `slowdown`, tasks from FCP on, ms. */
  blockingMs: number;
  /** The longest task's thread time, ms. */
  longestTaskMs: number;
};

/**
 * The page's main-thread work in a Chrome trace, in thread time (`tdur`): the time the thread ran, without the time
 * it waited for a CPU. On a loaded machine a task's wall-clock duration grows with the load (and Lighthouse's
 * simulated blocking time with it) while its thread time barely moves, so two builds measured under load compare on
 * this. The main thread is the renderer main thread (CrRendererMain) with the most task time; tasks are the
 * top-level `RunTask`s; `blockingMs` applies Lighthouse's mobile CPU slowdown (4×) to them, from the first
 * contentful paint to the end of the trace (Lighthouse stops at time to interactive, so it can count less).
 */
export function mainThreadCpu(events: readonly TraceEvent[], slowdown = 4): MainThreadCpu {
  const threadNames = new Map<string, string>();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name')
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '');
  const tasksByThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask') continue;
    const thread = `${event.pid}:${event.tid}`;
    if (threadNames.get(thread) !== 'CrRendererMain') continue;
    const tasks = tasksByThread.get(thread) ?? [];
    tasks.push(event);
    tasksByThread.set(thread, tasks);
  }
  const wall = (tasks: TraceEvent[]) => tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const main = [...tasksByThread.values()].sort((a, b) => wall(b) - wall(a))[0] ?? [];
  const fcp = events.find(
    (event) => event.name === 'firstContentfulPaint' && String(event.pid) === String(main[0]?.pid),
  );
  let cpuMs = 0;
  let blockingMs = 0;
  let longestTaskMs = 0;
  let openUntil = -Infinity;
  for (const task of [...main].sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0))) {
    const start = task.ts ?? 0;
    // A task run inside another (a nested run loop) is part of it.
    if (start < openUntil) continue;
    openUntil = start + (task.dur ?? 0);
    const ms = (task.tdur ?? task.dur ?? 0) / 1000;
    cpuMs += ms;
    longestTaskMs = Math.max(longestTaskMs, ms);
    if (!fcp || start >= (fcp.ts ?? 0)) blockingMs += Math.max(0, ms * slowdown - 50);
  }
  return { cpuMs, blockingMs, longestTaskMs };
}
