/**
 * A check answered again for `maxAgeMs` after it succeeds: a health probe polled under load costs one database
 * query per interval, not one per request. Callers at the same moment share the query under way; a failure is not
 * kept (the next probe checks again).
 */
export function createRecentCheck<Value>(
  check: () => Promise<Value>,
  maxAgeMs: number,
  now: () => number = Date.now,
  /** An answer the caller already has, with when it was read (the server's start reads the migration version). */
  known: { value: Value; at: number } | null = null,
): () => Promise<Value> {
  let last = known;
  let running: Promise<Value> | null = null;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    if (running) return running;
    const startedAt = now();
    running = check().then(
      (value) => {
        last = { value, at: startedAt };
        running = null;
        return value;
      },
      (error: unknown) => {
        last = null;
        running = null;
        throw error;
      },
    );
    return running;
  };
}
