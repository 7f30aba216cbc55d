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

/** Route keys (`GET /api/formulas`) beyond this many distinct ones are counted under one key. */
const MAX_ROUTE_KEYS = 4096;
const OTHER_ROUTES = '(other routes)';

/**
 * The ring is kept in typed arrays, the method and route interned as a number: a record is four numbers written in
 * place, so a request leaves no object behind that would live on (200,000 of them once made every request's
 * garbage collection slower).
 */
export function createRequestMetrics(capacity = 200_000): RequestMetrics {
  const at = new Float64Array(capacity);
  const ms = new Float64Array(capacity);
  const status = new Uint16Array(capacity);
  const routeKey = new Uint16Array(capacity);
  // Id 0: every route past the first MAX_ROUTE_KEYS.
  const keys: { method: string; route: string }[] = [{ method: '', route: OTHER_ROUTES }];
  // method → route → id: no key string made per request.
  const keyIds = new Map<string, Map<string, number>>();
  const idOf = (method: string, route: string): number => {
    let routes = keyIds.get(method);
    if (!routes) keyIds.set(method, (routes = new Map()));
    let id = routes.get(route);
    if (id === undefined) {
      if (keys.length >= MAX_ROUTE_KEYS) return 0;
      id = keys.push({ method, route }) - 1;
      routes.set(route, id);
    }
    return id;
  };
  let next = 0;
  let size = 0;
  return {
    record(record) {
      at[next] = record.at;
      ms[next] = record.ms;
      status[next] = record.status;
      routeKey[next] = idOf(record.method, record.route);
      next = (next + 1) % capacity;
      size = Math.min(size + 1, capacity);
    },
    summarise(now, windowMs) {
      const from = now - windowMs;
      const groups = new Map<number, RequestRecord[]>();
      const all: RequestRecord[] = [];
      let oldest: number | null = null;
      for (let offset = 0; offset < size; offset += 1) {
        const index = (next - 1 - offset + capacity) % capacity;
        oldest = at[index]!;
        if (oldest < from) break;
        if (oldest > now) continue;
        const { method, route } = keys[routeKey[index]!]!;
        const record = {
          at: oldest,
          method,
          route,
          status: status[index]!,
          ms: ms[index]!,
        };
        all.push(record);
        let group = groups.get(routeKey[index]!);
        if (!group) groups.set(routeKey[index]!, (group = []));
        group.push(record);
      }
      const routes = [...groups.values()]
        .map((records) => ({
          method: records[0]!.method,
          route: records[0]!.route,
          ...summariseGroup(records, windowMs),
        }))
        .sort((a, b) => b.requests - a.requests);
      return { routes, total: summariseGroup(all, windowMs), since: oldest };
    },
  };
}
