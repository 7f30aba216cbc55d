/**
 * The Node flags the server runs with (`npm start`, the end-to-end tests' server, the benches' servers).
 * V8's young generation grows to tens of megabytes while the server loads its modules and never gives the pages back:
 * an 8 MB semi-space keeps an idle server with every dataset imported under the 350 MB budget at no measured cost to
 * throughput (ADR 036, `node bench/server-memory.ts`). package.json's start script repeats them (a test checks it).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
