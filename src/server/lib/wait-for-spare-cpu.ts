import os from 'node:os';

/** The machine's CPU time so far, every core: busy (not idle) and in all, in milliseconds. */
export type CpuTimes = { busy: number; total: number };

export function readCpuTimes(): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

export type SpareCpuOptions = {
  /** How long each look at the cores lasts (the kernel counts in 10 ms ticks: 50 ms is 10 ticks on two cores). */
  windowMs: number;
  /** The busy share of the cores under which there is CPU to spare. */
  maxBusyShare: number;
  /** The longest it waits: past it, the work goes on anyway (it is never starved). */
  maxWaitMs: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the machine's cores were less than `maxBusyShare` busy over a window, or `maxWaitMs` has passed:
 * background work (the verdicts of a page not seen before) then runs when the cores have room, and leaves them to the
 * requests people wait on (the list, the searches, and the database serving them) while they are saturated. Resolves
 * to how long it waited.
 */
export async function waitForSpareCpu(
  options: SpareCpuOptions,
  read: () => CpuTimes = readCpuTimes,
  wait: (ms: number) => Promise<unknown> = sleep,
  now: () => number = () => performance.now(),
): Promise<number> {
  const started = now();
  for (;;) {
    const before = read();
    await wait(options.windowMs);
    const after = read();
    const total = after.total - before.total;
    const share = total > 0 ? (after.busy - before.busy) / total : 0;
    const waited = now() - started;
    if (share < options.maxBusyShare || waited >= options.maxWaitMs) return waited;
  }
}
