/**
 * Reads kept in memory between writes, for the embedded database only: PGlite runs in this one process (its
 * data directory is locked), so every write comes through here. Any write request to the API moves the
 * generation on and so drops everything cached before it; an entry also expires after `ttlMs`, which bounds
 * what a background job's write can leave stale. With PostgreSQL several servers may share the database, so no
 * cache is made (see buildDeps).
 *
 * A read remembers the generation current when it started, so a write that lands while the read is under way
 * makes its result stale at once.
 */
export type ReadCache = {
  /** Call when a write request has finished (answered or failed). */
  noteWrite: () => void;
  /** The current generation, to pass back to `remember` once the read is done. */
  generation: () => number;
  get: <Value>(key: string) => Value | undefined;
  /** Keeps `value` for `key` unless a write happened since `startedAt`; `expiresAt` (ms) may shorten its life. */
  remember: <Value>(key: string, value: Value, startedAt: number, expiresAt?: number) => void;
};

type Entry = { value: unknown; generation: number; expiresAt: number };

export function createReadCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): ReadCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    noteWrite: () => {
      generation += 1;
      entries.clear();
    },
    generation: () => generation,
    get: <Value>(key: string) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.generation !== generation || entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as Value;
    },
    remember: (key, value, startedAt, expiresAt) => {
      if (startedAt !== generation) return;
      if (entries.size >= options.maxEntries) entries.clear();
      entries.set(key, {
        value,
        generation,
        expiresAt: Math.min(now() + options.ttlMs, expiresAt ?? Number.POSITIVE_INFINITY),
      });
    },
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may change data (and so must move the cache's generation on). */
export const isWriteRequest = (method: string) => !READ_METHODS.has(method.toUpperCase());
