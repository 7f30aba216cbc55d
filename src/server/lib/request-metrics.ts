/**
 * The server's own request records for the admin server dashboard: a bounded ring in memory (per process; a
 * restart starts it again). Each record is the matched route pattern, never the URL (no ids, no query strings).
 */
export type RequestRecord = { at: number; method: string; route: string; status: number; ms: number };

export type RouteSummary = {
  method: string;
  route: string;
  requests: number;
  perMinute: number;
  errors: number;
  errorRate: number;
  p50: number;
  p95: number;
  p99: number;
};

export type RequestMetrics = {
  record: (record: RequestRecord) => void;
  /** Per route over the `windowMs` before `now`, busiest first; `since` is the oldest record still kept. */
  summarise: (
    now: number,
    windowMs: number,
  ) => { routes: RouteSummary[]; total: Omit<RouteSummary, 'method' | 'route'>; since: number | null };
};

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index]!;
}

function summariseGroup(records: readonly RequestRecord[], windowMs: number) {
  const durations = records.map((record) => record.ms).sort((a, b) => a - b);
  const errors = records.filter((record) => record.status >= 500).length;
  return {
    requests: records.length,
    perMinute: Math.round((records.length / (windowMs / 60_000)) * 100) / 100,
    errors,
    errorRate: records.length === 0 ? 0 : errors / records.length,
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    p99: percentile(durations, 0.99),
  };
}

export function createRequestMetrics(capacity = 200_000): RequestMetrics {
  const ring: (RequestRecord | undefined)[] = new Array(capacity);
  let next = 0;
  let size = 0;
  return {
    record(record) {
      ring[next] = record;
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
    },
    summarise(now, windowMs) {
      const from = now - windowMs;
      const groups = new Map<string, RequestRecord[]>();
      const all: RequestRecord[] = [];
      let oldest: number | null = null;
      for (let offset = 0; offset < size; offset += 1) {
        const record = ring[(next - 1 - offset + capacity) % capacity]!;
        oldest = record.at;
        if (record.at < from) break;
        if (record.at > now) continue;
        all.push(record);
        const key = `${record.method} ${record.route}`;
        let group = groups.get(key);
        if (!group) groups.set(key, (group = []));
        group.push(record);
      }
      const routes = [...groups.entries()]
        .map(([key, records]) => {
          const [method = '', route = ''] = key.split(' ');
          return { method, route, ...summariseGroup(records, windowMs) };
        })
        .sort((a, b) => b.requests - a.requests);
      return { routes, total: summariseGroup(all, windowMs), since: oldest };
    },
  };
}
