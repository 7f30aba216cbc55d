import fs from 'node:fs';
import autocannon from 'autocannon';

export type Throughput = {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** CPU time (user + system) the answering process spent per request, when its pid was given (Linux). */
  cpuMicrosPerRequest: number | null;
};

/** CPU time (user + system) of a process so far, in µs, from /proc (Linux; null elsewhere). */
function cpuMicros(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

export type Load = {
  url: string;
  headers?: Record<string, string>;
  pid?: number;
  /** The path (and query) of each request in turn, instead of the url's every time (the distinct-texts search). */
  nextPath?: () => string;
};

/** Load on loopback only, bounded in time: autocannon against one URL. */
export async function measureThroughput(
  url: string,
  options: {
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
    pid?: number;
    nextPath?: () => string;
  } = {},
): Promise<Throughput> {
  const { nextPath } = options;
  const cpuBefore = cpuMicros(options.pid);
  const result = await autocannon({
    url,
    duration: options.seconds ?? 5,
    connections: options.connections ?? 20,
    headers: options.headers,
    // autocannon calls setupRequest for every request it sends: each asks the next path.
    requests: nextPath ? [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] : undefined,
  });
  const cpuAfter = cpuMicros(options.pid);
  return {
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMicrosPerRequest:
      cpuBefore !== null && cpuAfter !== null && result.requests.total > 0
        ? Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 10) / 10
        : null,
  };
}

/**
 * A target beside its baseline in the same span of time: `slices` alternating runs on each (baseline first), so a
 * machine whose load changes during the run (shared cores) weighs on both alike. Each side is loaded for `seconds`
 * in all; requests per second are averaged over its slices, p99 is the worst slice's, errors are summed.
 */
export async function measureSideBySide(
  baseline: Load,
  target: Load,
  options: { seconds?: number; slices?: number } = {},
): Promise<{ baseline: Throughput; target: Throughput }> {
  const [baselineResult, targetResult] = await measureAlternating([baseline, target], options);
  return { baseline: baselineResult!, target: targetResult! };
}

/** Several loads in the same span of time, in turn, `slices` times (see measureSideBySide); one result per load. */
export async function measureAlternating(
  loads: readonly Load[],
  options: { seconds?: number; slices?: number } = {},
): Promise<Throughput[]> {
  const slices = Math.max(1, options.slices ?? 4);
  const seconds = (options.seconds ?? 5) / slices;
  const runs: Throughput[][] = loads.map(() => []);
  for (let slice = 0; slice < slices; slice += 1) {
    for (const [index, load] of loads.entries()) {
      runs[index]!.push(
        await measureThroughput(load.url, { seconds, headers: load.headers, pid: load.pid, nextPath: load.nextPath }),
      );
    }
  }
  const combine = (parts: Throughput[]): Throughput => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const cpu = parts.map((part) => part.cpuMicrosPerRequest);
    return {
      requestsPerSecond: Math.round(mean(parts.map((part) => part.requestsPerSecond))),
      p99Ms: Math.max(...parts.map((part) => part.p99Ms)),
      errors: parts.reduce((sum, part) => sum + part.errors, 0),
      non2xx: parts.reduce((sum, part) => sum + part.non2xx, 0),
      cpuMicrosPerRequest: cpu.every((value) => value !== null) ? Math.round(mean(cpu as number[]) * 10) / 10 : null,
    };
  };
  return runs.map(combine);
}
