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
  /**
   * Reads filed under an object kept in this cache (a session's entry, its workspace) instead of a long string key:
   * found by the object's identity and a short key, with the same rules (dropped by the next write, `ttlMs`). The
   * hot reads hashed three strings of 40 to 100 characters per request; this is one lookup by identity.
   */
  getIn: <Value>(scope: object, key: string) => Value | undefined;
  rememberIn: <Value>(scope: object, key: string, value: Value, startedAt: number) => void;
};

type Entry = { value: unknown; generation: number; expiresAt: number };

export function createReadCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): ReadCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let scopes = new WeakMap<object, Map<string, Entry>>();
  let generation = 0;
  const isCurrent = (entry: Entry) => entry.generation === generation && entry.expiresAt > now();
  return {
    noteWrite: () => {
      generation += 1;
      entries.clear();
      scopes = new WeakMap();
    },
    generation: () => generation,
    get: <Value>(key: string) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (!isCurrent(entry)) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as Value;
    },
    getIn: <Value>(scope: object, key: string) => {
      const entry = scopes.get(scope)?.get(key);
      return entry && isCurrent(entry) ? (entry.value as Value) : undefined;
    },
    rememberIn: (scope, key, value, startedAt) => {
      if (startedAt !== generation) return;
      let scoped = scopes.get(scope);
      if (!scoped) scopes.set(scope, (scoped = new Map()));
      // A scope holds a few answers (its workspace, a page or two of a list): bounded all the same.
      if (scoped.size >= 64) scoped.clear();
      scoped.set(key, { value, generation, expiresAt: now() + options.ttlMs });
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

/**
 * Whether a request may change data (and so must move the cache's generation on). Node hands every method upper-case:
 * a GET is known without a string made or hashed (it is asked two or three times a request).
 */
export const isWriteRequest = (method: string) => method !== 'GET' && !READ_METHODS.has(method.toUpperCase());
