/**
 * A thread that collects its own garbage once its heap has grown `slackBytes` past what its last collection left
 * (ADR 049). V8 lets an old generation grow to 1.3-4 times what survived its last full collection before it collects
 * again; the verdict worker's live heap is ~70-110 MB under a house's load, and it reached 160-220 MB between
 * collections, on top of the main thread's heap at the same moment (a process's resident peak is the highest sum of
 * its threads' heaps: V8 keeps the pages a heap gives back in a pool of the process). The worker is where this pays:
 * its collections pause no request, only the next page of verdicts or document, at the worker's low priority.
 * `collect` is collectAndRelease (`--expose-gc`, SERVER_NODE_FLAGS); without it nothing is collected.
 */
export type GrowthCollector = {
  /** After a piece of work: collects when the heap grew past the slack; true when it did. */
  afterWork(): boolean;
};

export function collectAfterGrowth(options: {
  slackBytes: number;
  heapUsed: () => number;
  collect: (() => void) | undefined;
}): GrowthCollector {
  const { slackBytes, heapUsed, collect } = options;
  /** What the heap held after the last collection (ours, or V8's own when the heap is found below it). */
  let floor = heapUsed();
  return {
    afterWork() {
      if (!collect) return false;
      const used = heapUsed();
      if (used < floor) floor = used;
      if (used - floor <= slackBytes) return false;
      collect();
      floor = heapUsed();
      return true;
    },
  };
}
