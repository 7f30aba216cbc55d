/**
 * How the server's Node process runs (`npm start`, the end-to-end tests' server, the benches' servers); package.json's
 * start script repeats both parts (a test checks it). ADR 036, `npm run bench:memory`.
 *
 * - Flags: the main thread's old generation is capped at 768 MB, with a 16 MB semi-space (ADR 049, session 18).
 *   Under V8's default limit (a quarter of the machine's memory, 4 GB here) V8 lets the heap grow to 4 times what
 *   survived its last full collection (its growth factor at its maximum: on two busy cores the collector is only
 *   7-9 times faster than the old generation fills); below a 2 GB limit the maximum factor falls with the limit, to
 *   1.5 at 768 MB. The house's load then peaks at 460-485 MB instead of 580-771, for a live heap of 104-132 MB (the
 *   cap is six times it; an import of every dataset, 257 MB, three times). Past the cap the process ends (V8 first
 *   collects harder, then stops with "heap out of memory"), as it did past the default limit. The 16 MB semi-space
 *   halves the scavenges; with 8 MB the cap alone peaked at 468-531 MB (session 16). In twelve side-by-side pairs the
 *   server's CPU per request was 0.98 of the old flags', the list's, search's and opening's p95 1.09-1.16: a
 *   slow-down neither shown nor excluded (ADR 049). Not set: `--heap-growing-percent` (a fixed factor: 2.0 peaked at
 *   537 MB, 1.25 made the list 2-3 times slower, ADR 045), `--memory-balancer` (42 full collections a minute at its
 *   default). `--max-old-space-size=0` after these gives V8's default limit back (`NODE_OPTIONS` comes before them,
 *   so it cannot). `--expose-gc` lets the server collect once when it goes quiet (collect-garbage-when-idle.ts) and
 *   the verdict worker after it grew (collect-after-growth.ts).
 * - glibc's allocator: after a large burst of native allocations (the embedded database's backup builds a 240 MB
 *   archive in memory, PGlite's compiler tiers at start) glibc keeps the freed pages in the process's heap. A fixed
 *   128 kB mmap threshold gives large blocks back to the system when freed, and two arenas stop each libuv thread
 *   (password hashing, file reads) from keeping its own: idle after activity 278 MB instead of 361, and 297 MB instead
 *   of 610 on the first start after an import.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=16',
  '--max-old-space-size=768',
  '--expose-gc',
];

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
