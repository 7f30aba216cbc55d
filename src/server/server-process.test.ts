import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from '../../tests/support/server-process.ts';
import { makeScratchDir } from '../../tests/support/scratch-dir.ts';

const servers: ServerProcess[] = [];
const dataDir = makeScratchDir('sillage-start-');

afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = startServerProcess(await freePort(), { DATA_DIR: dataDir, NODE_ENV: 'production' });
  servers.push(server);
  return server;
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres)
  console.log(
    'Skipped on PostgreSQL: "the server process on an embedded database" concerns PGlite only and ran in the PGlite pass.',
  );

// A fresh server process runs initdb and every migration before it answers: 20 s or more on a loaded 2-core CI
// machine, which the default 30 s (shared by two starts in the first test) did not always cover.
const STARTUP_MS = 80_000;

describe.skipIf(onPostgres)(
  'the server process on an embedded database (PGlite only)',
  { timeout: 2 * STARTUP_MS },
  () => {
    it('starts, and a second process on the same data folder refuses with a clear message while the first keeps working', async () => {
      const first = await start();
      expect(await waitForHealth(first, STARTUP_MS)).toMatchObject({ database: 'pglite' });

      const second = await start();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another Sillage process');

      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    });

    it('after a kill -9, a new process takes the stale lock over and finds the database', async () => {
      const first = servers[0]!;
      first.child.kill('SIGKILL');
      await first.exited;
      const next = await start();
      expect(await waitForHealth(next, STARTUP_MS)).toMatchObject({ database: 'pglite' });
    });

    it('reads a request whose URL names the materials of a 600-line formula (past Node’s 16 kB default: 431)', async () => {
      const server = servers.at(-1)!;
      await waitForHealth(server, STARTUP_MS);
      const ids = Array.from(
        { length: 600 },
        (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      );
      const url = `${server.url}/api/compliance/engine-data?materialIds=${ids.join(',')}`;
      expect(url.length).toBeGreaterThan(16 * 1024);
      // The app answers (no session here: 401), instead of Node refusing the headers.
      expect((await fetch(url)).status).toBe(401);
    });

    it('answers the API over HTTP with its security headers and the request id, errors included', async () => {
      const server = servers.at(-1)!;
      await waitForHealth(server, STARTUP_MS);
      // Served by Node, the API's headers go onto Node's response itself (ADR 026): checked here, not by app.request.
      for (const [path, status] of [
        ['/api/health', 200],
        ['/api/formulas', 401],
        ['/api/materials/search?q=%00', 422],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': `probe-${status}` } });
        expect(response.status, path).toBe(status);
        expect(response.headers.get('content-type'), path).toContain('application/json');
        expect(response.headers.get('content-security-policy'), path).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('x-frame-options'), path).toBe('DENY');
        expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
        expect(response.headers.get('x-request-id'), path).toBe(`probe-${status}`);
        await response.arrayBuffer();
      }
      // better-auth's own answers get the document set afterwards, and a request id of their own.
      const session = await fetch(`${server.url}/api/auth/get-session`);
      expect(session.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(session.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      await session.arrayBuffer();
    });
  },
);
