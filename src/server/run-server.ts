// Runs the HTTP server: dependencies, the app, background jobs, graceful shutdown (entry: index.ts).
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { readEnv } from './env.ts';
import { collectAndRelease } from './lib/collect-and-release.ts';
import { collectGarbageWhenIdle } from './lib/collect-garbage-when-idle.ts';
import { createLogger } from './lib/logger.ts';
import { startMemorySampler } from './lib/sample-memory.ts';
import { startBackgroundJobs } from './start-background-jobs.ts';
import { buildDeps } from './start-server.ts';
import { issueAdminSetupLink } from './features/accounts/first-admin.ts';

const env = readEnv();
const logger = createLogger(env.LOG_LEVEL);

try {
  const deps = await buildDeps(env, logger);
  const app = createApp(deps);
  const idleCollector = collectGarbageWhenIdle({ collect: collectAndRelease });
  const memorySampler =
    env.MEMORY_SAMPLE_MS > 0
      ? startMemorySampler({
          everyMs: env.MEMORY_SAMPLE_MS,
          readWorkerHeap: () => deps.verdictWorker?.readHeap() ?? Promise.resolve(null),
        })
      : null;
  const fetch: typeof app.fetch = (request, ...rest) => {
    idleCollector.touch();
    return app.fetch(request, ...rest);
  };
  let listening = () => {};
  const listened = new Promise<void>((resolve) => (listening = resolve));
  // Request headers up to 64 kB (Node's default is 16 kB): the live compliance asks for the engine data of a
  // formula's materials by id in the URL (GET /api/compliance/engine-data, up to 40,000 characters of ids), and a
  // 600-line formula's ids pass 16 kB, which Node refused with 431 before the app saw the request (issue 34).
  const server = serve(
    { fetch, port: env.PORT, hostname: env.HOST, serverOptions: { maxHeaderSize: 64 * 1024 } },
    (info) => {
      logger.info(
        { port: info.port, database: deps.database.kind, mail: deps.mailer.transport },
        `Sillage listening on http://localhost:${info.port}`,
      );
      listening();
    },
  );
  // An idle keep-alive connection is closed after this long. Node's 5 s default races clients that reuse a
  // connection just as the server drops it (the request dies as ECONNRESET); 65 s also outlasts the 60 s idle timeout
  // of common load balancers, which must be the side that closes first.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  // The search index and the compliance inputs are built once the server listens (ADR 066): begun before, their
  // queries and slices held the listening itself back by seconds on a populated embedded database.
  await listened;
  const stopBackgroundJobs = await startBackgroundJobs(deps);
  const setupLink = await issueAdminSetupLink(deps.database.db, env.adminEmails, env.publicUrl, new Date());
  if (setupLink) {
    logger.warn(
      { expiresAt: setupLink.expiresAt.toISOString() },
      `No administrator yet. Create one within 24 hours with this one-time link: ${setupLink.url}`,
    );
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopBackgroundJobs();
    idleCollector.stop();
    memorySampler?.stop();
    server.close();
    deps.stop().finally(() => process.exit(0));
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\nSillage cannot start: ${error.message}\n`);
    process.exit(1);
  }
  logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}
