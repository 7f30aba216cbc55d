/**
 * A full collection that also gives the heap's free pages back to the system, or undefined when Node runs without
 * `--expose-gc` (SERVER_NODE_FLAGS sets it). V8 13 (Node 24) keeps every page a collection frees in a pool of the
 * process and hands it back only after a memory-reducing collection: a plain `gc()` moves the garbage's pages into
 * the pool, where they stay resident. After the daily deadline job of a house (10,000 formulas), a plain collection
 * left the process at 281 MB, 199 MB of it pooled pages outside every heap; this one at 130 MB, in 92 ms (ADR 083).
 * V8's 'last-resort' flavour collects until nothing more is freed and empties the pool.
 */
export function collectAndReleaseOf(gc: NodeJS.GCFunction | undefined): (() => void) | undefined {
  return gc && (() => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }));
}

/** This thread's collector (the server's main thread and the verdict worker each call it on their own heap). */
export const collectAndRelease = collectAndReleaseOf(globalThis.gc);
