import fs from 'node:fs';
import v8 from 'node:v8';

/** A worker thread's heap as V8 reports it (Worker#getHeapStatistics), in bytes. */
export type ThreadHeap = { used: number; total: number; external: number; malloced: number };

/**
 * Where the process's resident memory is at one moment, in bytes (ADR 036, issue 34): the main thread's V8 heap,
 * what its objects hold outside it (Buffers, ArrayBuffers), the worker thread's heap when one runs, and the resident
 * pages split by kind (/proc/self/smaps_rollup: anonymous pages are heaps and malloc, file pages are code).
 */
export type MemorySample = {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** V8's own malloc'ed bookkeeping (zones, compiled code metadata) of the main thread. */
  malloced: number;
  anonymous: number | null;
  file: number | null;
  worker: ThreadHeap | null;
};

/**
 * Anonymous and file-backed resident bytes, from smaps_rollup (Linux); null elsewhere. Read asynchronously: the kernel
 * walks the process's page tables for it, 16 ms of the main thread a second when read synchronously under the house's
 * load (issue 34).
 */
export async function readResidentKinds(
  read: () => Promise<string> = () => fs.promises.readFile('/proc/self/smaps_rollup', 'utf8'),
): Promise<{ anonymous: number | null; file: number | null }> {
  try {
    const text = await read();
    const kb = (name: string) => {
      const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
      return match ? Number(match[1]) * 1024 : null;
    };
    const rss = kb('Rss');
    const anonymous = kb('Anonymous');
    return { anonymous, file: rss !== null && anonymous !== null ? rss - anonymous : null };
  } catch {
    return { anonymous: null, file: null };
  }
}

export async function sampleMemory(readWorkerHeap: () => Promise<ThreadHeap | null>): Promise<MemorySample> {
  const [worker, kinds] = await Promise.all([readWorkerHeap().catch(() => null), readResidentKinds()]);
  const usage = process.memoryUsage();
  return {
    at: Date.now(),
    rss: usage.rss,
    heapUsed: usage.heapUsed,
    heapTotal: usage.heapTotal,
    external: usage.external,
    arrayBuffers: usage.arrayBuffers,
    malloced: v8.getHeapStatistics().malloced_memory,
    ...kinds,
    worker,
  };
}

/** The prefix of a sample's line on standard output (bench/house.ts reads them back). */
export const MEMORY_SAMPLE_PREFIX = 'sillage-memory-sample ';

/**
 * Writes a memory sample to standard output every `everyMs` (MEMORY_SAMPLE_MS; the house bench sets it to see which
 * part of the server's memory grows under its load). Off unless asked: one line a second is noise in a real log.
 */
export function startMemorySampler(options: {
  everyMs: number;
  readWorkerHeap: () => Promise<ThreadHeap | null>;
  write?: (line: string) => void;
}): { stop: () => void } {
  const { everyMs, readWorkerHeap, write = (line) => process.stdout.write(line) } = options;
  let busy = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void sampleMemory(readWorkerHeap)
      // A sample still being read when the sampler stops is dropped: nothing is written after stop().
      .then((sample) => stopped || write(`${MEMORY_SAMPLE_PREFIX}${JSON.stringify(sample)}\n`))
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}
