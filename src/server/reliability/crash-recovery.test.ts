import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
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
import { readJson } from '../../../tests/setup/read-response.ts';
import { z } from 'zod';
import { makeScratchDir } from '../../../tests/support/scratch-dir.ts';

const ROUNDS = 5;
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = makeScratchDir('sillage-crash-');
const databaseName = `sillage_crash_${randomUUID().replaceAll('-', '')}`;
let current: ServerProcess | null = null;

afterAll(async () => {
  current?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
});

async function startServer() {
  const port = await freePort();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    BETTER_AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
    // The acknowledged writes are feedback items: the per-user hourly limit is not what this suite measures.
    FEEDBACK_RATE_LIMIT: '1000000',
  };
  if (serverUrl) env.DATABASE_URL = withDatabase(serverUrl, databaseName);
  current = startServerProcess(port, env);
  await waitForHealth(current.url);
  return current;
}

async function post(server: ServerProcess, pathname: string, body: unknown, cookie = '') {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
    body: JSON.stringify(body),
  });
}

describe(`kill -9 in the middle of a burst of writes (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    `keeps every acknowledged write and reopens the database, ${ROUNDS} rounds out of ${ROUNDS}`,
    { timeout: 180_000 },
    async () => {
      if (serverUrl) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('pgTemplateDatabase')}`);
        await admin.end();
      }
      let server = await startServer();
      const signUp = await post(server, '/api/auth/sign-up/email', {
        email: `crash-${randomUUID()}@sillage.test`,
        password: 'crash test 1',
        name: 'crash',
      });
      expect(signUp.status).toBe(200);
      const cookie = cookieFrom(signUp);
      const acknowledged: string[] = [];

      for (let round = 1; round <= ROUNDS; round++) {
        const target = server;
        let acknowledgedThisRound = 0;
        let sequence = 0;
        // Four writers post back to back until the server dies; the killer strikes once ten writes are acknowledged.
        const writer = async () => {
          for (;;) {
            const title = `round ${round} write ${sequence++}`;
            try {
              const response = await post(
                target,
                '/api/feedback',
                { feedback_type: 'feature', category: 'other', title, description: 'crash test' },
                cookie,
              );
              if (response.status !== 201) return;
              acknowledged.push(title);
              acknowledgedThisRound++;
            } catch {
              return; // the server is gone
            }
          }
        };
        const writers = Promise.all([writer(), writer(), writer(), writer()]);
        while (acknowledgedThisRound < 10) await new Promise((resolve) => setTimeout(resolve, 5));
        target.child.kill('SIGKILL');
        await writers;
        await target.exited;
        server = await startServer();
        const response = await fetch(`${server.url}/api/feedback`, { headers: { cookie } });
        expect(response.status).toBe(200);
        const stored = new Set(
          (
            await readJson(response, z.looseObject({ feedback: z.array(z.looseObject({ title: z.string() })) }))
          ).feedback.map((row) => row.title),
        );
        const lost = acknowledged.filter((title) => title.startsWith(`round ${round} `) && !stored.has(title));
        expect(lost, `round ${round}: acknowledged but lost`).toEqual([]);
      }
      expect(acknowledged.length).toBeGreaterThan(0);
    },
  );
});
