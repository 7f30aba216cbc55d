import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../src/server/db/schema/index.ts';
import { afterAll, inject } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { readEnv } from '../../src/server/env.ts';
import { createLogger, type Logger } from '../../src/server/lib/logger.ts';
import { buildDeps } from '../../src/server/start-server.ts';
import { withDatabase } from './integration-global-setup.ts';
import { z } from 'zod';
import { readJson } from './read-response.ts';
import { createQuickPasswordHashing } from './quick-password-hashing.ts';
import { SHARED_DATA } from '../support/regulatory-text-files.ts';
import { REFERENCE_DATASETS } from '../../src/domain/reference-data/reference-datasets.ts';
import { importAndWait } from '../../src/server/features/reference-data/reference-data.public.ts';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse 42';

async function openTestDatabase(library: boolean): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `sillage_test_${randomUUID().replaceAll('-', '')}`;
    const template = library ? await libraryTemplateDatabase(serverUrl) : inject('pgTemplateDatabase');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), dataDir: 'memory://' });
    return {
      database,
      drop: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const template = inject('pgliteTemplateDir');
  const dataDir = `${template}-${randomUUID()}`;
  fs.cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  return { database, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * The run's copy of the reference library on PostgreSQL: the migrated template with every dataset of ../shared/data
 * imported, built once by the first test file that asks (under an advisory lock, so the other worker waits for it)
 * and copied by each (CREATE DATABASE … TEMPLATE, about a second against 20-30 s of import: ADR 073). It holds no
 * user. The import's own checks stay in the reference-data tests; here it must simply succeed for every dataset.
 */
async function libraryTemplateDatabase(serverUrl: string): Promise<string> {
  const name = `${inject('pgTemplateDatabase')}_library`;
  const building = `${name}_building`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const built = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (built.rowCount === 0) {
      // A build that failed in another file left its half-imported copy.
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building} TEMPLATE ${inject('pgTemplateDatabase')}`);
      const database = await openDatabase({ databaseUrl: withDatabase(serverUrl, building), dataDir: 'memory://' });
      const deps = await buildDeps(testEnv(), createLogger('silent'), database, {
        passwordHashing: createQuickPasswordHashing(),
      });
      try {
        await importEveryDataset(deps);
      } finally {
        await deps.stop();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Imports every reference dataset of ../shared/data, and fails unless each import succeeded. */
async function importEveryDataset(deps: Parameters<typeof importAndWait>[0]) {
  const job = await importAndWait(deps, { datasets: REFERENCE_DATASETS, folder: SHARED_DATA });
  const failed = job.results.filter((result) => result.status !== 'succeeded');
  if (job.status !== 'succeeded' || failed.length > 0)
    throw new Error(`the reference library did not import: ${JSON.stringify(failed.length > 0 ? failed : job)}`);
}

function testEnv(overrides: Record<string, string> = {}) {
  return readEnv({
    NODE_ENV: 'test',
    PORT: '3000',
    DATA_DIR: '.tmp/test-data',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ADMIN_EMAILS: 'admin@sillage.test',
    LOG_LEVEL: 'silent',
    // The fake feeds and vendors listen on loopback, which is otherwise refused.
    FETCH_ALLOWED_HOSTS: '127.0.0.1,localhost,::1',
    ...overrides,
  });
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * A real app on its own freshly migrated database (a clone of the run's template), for one test file.
 * Requests go through app.request, exactly as the HTTP server would run them. With `library`, the database holds
 * every reference dataset of ../shared/data imported: on PostgreSQL a copy of the run's library (imported once),
 * on PGlite imported here.
 */
export async function createTestContext(
  overrides: Record<string, string> = {},
  options: { logger?: Logger; library?: boolean } = {},
) {
  const env = testEnv(overrides);
  const library = options.library ?? false;
  const { database, drop } = await openTestDatabase(library);
  const deps = await buildDeps(env, options.logger ?? createLogger('silent'), database, {
    passwordHashing: createQuickPasswordHashing(),
  });
  if (library && database.kind === 'pglite') await importEveryDataset(deps);
  const app = createApp(deps, { serveClient: false });
  afterAll(async () => {
    await deps.stop();
    await drop();
  });

  /** A request as the HTTP server would run it; `ip` plays the client's socket address. */
  async function request(path: string, init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const socket = { remoteAddress: init.ip ?? '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' };
    return app.request(path, { ...init, headers, body }, { incoming: { socket } });
  }

  /** Follows the newest verification link sent to `email` (from the outbox), as its owner would. */
  async function verifyEmail(email: string) {
    const mails = await deps.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email.toLowerCase()))
      .orderBy(desc(outbox.createdAt));
    const link = mails.map((mail) => mail.text.match(/https?:\/\/\S*verify-email\S*/)?.[0]).find(Boolean);
    if (!link) throw new Error(`no verification link was sent to ${email}`);
    const url = new URL(link);
    const response = await request(url.pathname + url.search);
    if (response.status >= 400) throw new Error(`verification failed: ${response.status} ${await response.text()}`);
  }

  /**
   * Signs a new user up through better-auth and returns their session cookie. An address of ADMIN_EMAILS is
   * verified through the link its sign-up put in the outbox (it is admin only then), unless `verify: false`.
   */
  async function signUp(
    email = `user-${randomUUID()}@sillage.test`,
    password = TEST_PASSWORD,
    options: { verify?: boolean } = {},
  ) {
    const response = await request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, name: email.split('@')[0] },
    });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const body = await readJson(response, z.looseObject({ user: z.looseObject({ id: z.string() }) }));
    if (options.verify ?? env.adminEmails.includes(email.toLowerCase())) await verifyEmail(email);
    return { email, password, userId: body.user.id, cookie: cookieFrom(response) };
  }

  return { app, deps, env, request, signUp, verifyEmail };
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
