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

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse 42';

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `sillage_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplateDatabase')}`);
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

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * A real app on its own freshly migrated database (a clone of the run's template), for one test file.
 * Requests go through app.request, exactly as the HTTP server would run them.
 */
export async function createTestContext(overrides: Record<string, string> = {}, options: { logger?: Logger } = {}) {
  const env = readEnv({
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
  const { database, drop } = await openTestDatabase();
  const deps = await buildDeps(env, options.logger ?? createLogger('silent'), database, {
    passwordHashing: createQuickPasswordHashing(),
  });
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
