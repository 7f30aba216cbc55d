/**
 * The Node flags the server runs with (`npm start`, the end-to-end tests' server, the benches' servers).
 * V8's young generation grows to tens of megabytes while the server loads its modules and does not give the pages
 * back: with an 8 MB semi-space an idle server with every dataset imported starts at 338 MB instead of 480, and the
 * formula list serves more requests per second, not fewer (ADR 036, `npm run bench:memory`). package.json's start
 * script repeats them (a test checks it).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
