import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../../tests/setup/integration-global-setup.ts';
import { cookieFrom, TEST_ORIGIN } from '../../../tests/setup/test-app.ts';
import {
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from '../../../tests/support/server-process.ts';
import { makeScratchDir } from '../../../tests/support/scratch-dir.ts';

const LOAD_SECONDS = Number(process.env.LOAD_TEST_SECONDS ?? 60);
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = makeScratchDir('sillage-load-');
const databaseName = `sillage_load_${randomUUID().replaceAll('-', '')}`;
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

describe(`a ${LOAD_SECONDS} s mixed read and write load, 100 connections (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers every request without an error', { timeout: (LOAD_SECONDS + 90) * 1000 }, async () => {
    // NODE_ENV=test: no news or scraper timers, only the request path under load.
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_ORIGIN,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Feedback is one of the writes: its per-user hourly limit is not what this suite measures.
      FEEDBACK_RATE_LIMIT: '1000000',
    };
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('pgTemplateDatabase')}`);
      await admin.end();
      env.DATABASE_URL = withDatabase(serverUrl, databaseName);
    }
    server = startServerProcess(await freePort(), env);
    await waitForHealth(server.url);
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({ email: `load-${randomUUID()}@sillage.test`, password: 'load test 1', name: 'load' }),
    });
    const cookie = cookieFrom(signUp);
    const headers = { cookie, 'content-type': 'application/json' };
    const result = await autocannon({
      url: server.url,
      connections: 100,
      duration: LOAD_SECONDS,
      timeout: 30,
      requests: [
        { method: 'GET', path: '/api/settings', headers },
        { method: 'GET', path: '/api/me', headers },
        { method: 'PUT', path: '/api/settings', headers, body: JSON.stringify({ densityMode: 'compact' }) },
        {
          method: 'POST',
          path: '/api/feedback',
          headers,
          body: JSON.stringify({
            feedback_type: 'praise',
            category: 'other',
            title: 'load',
            description: 'mixed load',
          }),
        },
        { method: 'GET', path: '/api/health' },
      ],
    });
    console.log(
      `mixed load (${serverUrl ? 'PostgreSQL' : 'PGlite'}): ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
    );
    expect(result.requests.total).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
  });
});
