/**
 * A cache bounded by entries and by an estimate of the bytes its values hold (ADR 045): past either bound the least
 * recently used entries are dropped, so a server that has seen every formula of a house keeps what it uses most in a
 * fixed amount of memory. What is dropped is computed or read again when next asked for: same answers, later.
 */
export type BoundedCache<Value> = {
  /** The value, marked as the most recently used. */
  get(key: string): Value | undefined;
  /**
   * The value, its place in the order left as it is: for a bulk read of thousands of entries, each of which `get` would
   * move (what is read so is dropped in the order it was stored).
   */
  peek(key: string): Value | undefined;
  has(key: string): boolean;
  /** Stores the value (replacing the key's), then drops the least recently used entries past the bounds. */
  set(key: string, value: Value): void;
  delete(key: string): void;
  /** Drops every entry (not counted as evictions). */
  clear(): void;
  readonly size: number;
  /** The estimated bytes of the values held. */
  readonly bytes: number;
  /** Entries dropped to stay within the bounds since the cache was made. */
  readonly evictions: number;
};

export function createBoundedCache<Value>(options: {
  maxEntries: number;
  maxBytes: number;
  /** An estimate of what a value holds in memory, in bytes (called once, when it is stored). */
  sizeOf: (value: Value, key: string) => number;
}): BoundedCache<Value> {
  const { maxEntries, maxBytes, sizeOf } = options;
  const entries = new Map<string, { value: Value; bytes: number }>();
  let bytes = 0;
  let evictions = 0;
  /**
   * The key last in the map's order (the most recently used), when known: reading it again changes no order, so it
   * is not moved (a server of one workspace reads the same few keys on every request).
   */
  let newest: string | undefined;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    if (key === newest) newest = undefined;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (key !== newest) {
        entries.delete(key);
        entries.set(key, entry);
        newest = key;
      }
      return entry.value;
    },
    peek: (key) => entries.get(key)?.value,
    has: (key) => entries.has(key),
    set(key, value) {
      remove(key);
      const entry = { value, bytes: Math.max(0, sizeOf(value, key)) };
      entries.set(key, entry);
      newest = key;
      bytes += entry.bytes;
      // The oldest go first; the entry just stored stays even when it alone is over the bytes (it is in use now).
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        if (oldest === key) continue;
        remove(oldest);
        evictions += 1;
      }
    },
    delete: remove,
    clear() {
      entries.clear();
      bytes = 0;
      newest = undefined;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    get evictions() {
      return evictions;
    },
  };
}

/**
 * A bounded cache per owner (a reference data version's engine, a search index): made when first asked for, and
 * dropped with its owner (a new import's engine starts empty, the old one's entries go with it).
 */
export type BoundedCachesByOwner<Value> = {
  /** The owner's cache, made now if it has none. */
  of(owner: object): BoundedCache<Value>;
  /** The owner's cache if one was made (tests, and what the bench reports of it). */
  peek(owner: object): BoundedCache<Value> | undefined;
};

export function createBoundedCachesByOwner<Value>(
  options: Parameters<typeof createBoundedCache<Value>>[0],
): BoundedCachesByOwner<Value> {
  const caches = new WeakMap<object, BoundedCache<Value>>();
  return {
    of(owner) {
      let cache = caches.get(owner);
      if (!cache) caches.set(owner, (cache = createBoundedCache(options)));
      return cache;
    },
    peek: (owner) => caches.get(owner),
  };
}
