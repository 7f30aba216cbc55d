import fs from 'node:fs';

/** The kernel's clock ticks a second (USER_HZ), in which /proc reports CPU time: 100 on Linux. */
const TICKS_PER_SECOND = 100;

/** The CPU time a process has used so far (user and system, ms), from /proc; null where there is none (not Linux, gone). */
export function processCpuMs(pid: number): number | null {
  try {
    // After "pid (comm) ", the 12th and 13th fields are utime and stime.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Waits until the process used less than `idleShare` of a core over one `windowMs` window (a server done starting:
 * its search index built, its first jobs run), at most `timeoutMs`. A page measured against a server still
 * starting competes with it for the machine's cores, which no visitor's browser does. Returns the ms waited; without
 * /proc it returns at once.
 */
export async function waitForIdleProcess(
  pid: number,
  { windowMs = 1000, idleShare = 0.05, timeoutMs = 30_000 } = {},
): Promise<number> {
  const started = Date.now();
  let before = processCpuMs(pid);
  while (before !== null && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = processCpuMs(pid);
    if (after === null || after - before < windowMs * idleShare) break;
    before = after;
  }
  return Date.now() - started;
}
