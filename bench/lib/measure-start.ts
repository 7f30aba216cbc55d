import { freePort, startServerProcess } from '../../tests/support/server-process.ts';

/**
 * Starts the server on `dataDir` and returns the milliseconds from spawn to the first 200 on /api/health,
 * then stops it with SIGTERM, so its lock is released as a normal stop would.
 */
export async function measureStartToHealth(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const server = startServerProcess(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  try {
    for (;;) {
      if (exitCode !== undefined)
        throw new Error(`the server exited (${exitCode}) before answering: ${server.output().slice(-500)}`);
      try {
        const response = await fetch(`${server.url}/api/health`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('no answer within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
