/**
 * How the server's Node process runs (`npm start`, the end-to-end tests' server, the benches' servers); package.json's
 * start script repeats both parts (a test checks it). ADR 036, `npm run bench:memory`.
 *
 * - Flags: V8's young generation grows to tens of megabytes while the server loads its modules and does not give
 *   the pages back; with an 8 MB semi-space the server starts at 338 MB instead of 480, and serves more requests per
 *   second, not fewer. Not set: `--heap-growing-percent=25` (V8 lets a heap grow to 4 times what survived the last
 *   full collection on a large machine; 1.25 times halved the house's peak) made the list 2-3 times slower in three
 *   side-by-side pairs at a person's pace (ADR 045). Not set either: `--max-old-space-size=768` (ADR 049) brought the
 *   house's peak to ~500 MB, but the search and opening a formula were 1.6-2 times slower at a person's pace in the
 *   medians of seven pairs; a deployment whose memory matters more adds it (`NODE_OPTIONS=--max-old-space-size=768`).
 *   `--expose-gc` lets the server collect once when it goes quiet (collect-garbage-when-idle.ts) and the verdict
 *   worker after it grew (collect-after-growth.ts).
 * - glibc's allocator: after a large burst of native allocations (the embedded database's backup builds a 240 MB
 *   archive in memory, PGlite's compiler tiers at start) glibc keeps the freed pages in the process's heap. A fixed
 *   128 kB mmap threshold gives large blocks back to the system when freed, and two arenas stop each libuv thread
 *   (password hashing, file reads) from keeping its own: idle after activity 278 MB instead of 361, and 297 MB instead
 *   of 610 on the first start after an import.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8', '--expose-gc'];

export const SERVER_MALLOC_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

export type ServerRuntime = { nodeFlags: readonly string[]; env: Readonly<Record<string, string>> };

/** The server's runtime, and Node's defaults (the memory bench measures both side by side). */
export const SERVER_RUNTIME: ServerRuntime = { nodeFlags: SERVER_NODE_FLAGS, env: SERVER_MALLOC_ENV };
export const NODE_DEFAULT_RUNTIME: ServerRuntime = { nodeFlags: [], env: {} };

/** `KEY=value … node <flags>`: the command prefix a shell script starts the server with. */
export function formatServerCommand(runtime: ServerRuntime = SERVER_RUNTIME): string {
  const env = Object.entries(runtime.env).map(([key, value]) => `${key}=${value}`);
  return [...env, 'node', ...runtime.nodeFlags].join(' ');
}
