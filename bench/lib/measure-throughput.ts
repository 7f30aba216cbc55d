import autocannon from 'autocannon';

export type Throughput = { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };

/** Load on loopback only, bounded in time: autocannon against one URL. */
export async function measureThroughput(
  url: string,
  options: { seconds?: number; connections?: number; headers?: Record<string, string> } = {},
): Promise<Throughput> {
  const result = await autocannon({
    url,
    duration: options.seconds ?? 5,
    connections: options.connections ?? 20,
    headers: options.headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
