import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobinProxy = { url: string; close: () => Promise<void> };

/**
 * The smallest load balancer in front of several app servers on loopback: round robin over the backends whose
 * `/api/health` answers (checked every `healthCheckMs`), a 502 when the chosen backend fails mid-request (the
 * write is then not acknowledged), as nginx or HAProxy would behave with passive and active health checks.
 */
export async function startRoundRobinProxy(
  backends: readonly string[],
  options: { healthCheckMs?: number } = {},
): Promise<RoundRobinProxy> {
  const isUp = new Map(backends.map((backend) => [backend, true]));
  let next = 0;
  const check = async () => {
    await Promise.all(
      backends.map(async (backend) => {
        try {
          const response = await fetch(`${backend}/api/health`, { signal: AbortSignal.timeout(1_000) });
          isUp.set(backend, response.ok);
        } catch {
          isUp.set(backend, false);
        }
      }),
    );
  };
  const timer = setInterval(() => void check(), options.healthCheckMs ?? 250);
  const pick = (): string | null => {
    for (let tried = 0; tried < backends.length; tried++) {
      const backend = backends[next++ % backends.length]!;
      if (isUp.get(backend)) return backend;
    }
    return null;
  };
  const server = http.createServer((request, response) => {
    const backend = pick();
    if (!backend) {
      response.writeHead(503).end('no backend is up');
      return;
    }
    const target = new URL(request.url ?? '/', backend);
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    upstream.on('error', () => {
      // Refused or reset: take the backend out until its health check answers again.
      isUp.set(backend, false);
      if (!response.headersSent) response.writeHead(502).end('bad gateway');
      else response.destroy();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
