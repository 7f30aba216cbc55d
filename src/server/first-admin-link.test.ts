import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from '../../tests/support/server-process.ts';
import { makeScratchDir } from '../../tests/support/scratch-dir.ts';

const dataDir = makeScratchDir('sillage-first-admin-');
let server: ServerProcess | null = null;
afterAll(() => {
  server?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (onPostgres)
  console.log('Skipped on PostgreSQL: the process test runs the embedded database (the PGlite pass covers it).');

describe.skipIf(onPostgres)('a fresh instance (PGlite only: the PGlite pass covers it)', () => {
  it(
    'prints a one-time link to create the first administrator, which creates it once',
    { timeout: 120_000 },
    async () => {
      const port = await freePort();
      server = startServerProcess(port, { DATA_DIR: dataDir, PUBLIC_URL: `http://localhost:${port}` });
      await waitForHealth(server, 90_000);
      const deadline = Date.now() + 30_000;
      let link: string | undefined;
      while (!link && Date.now() < deadline) {
        link = /http:\/\/localhost:\d+\/setup-admin\?token=[\w-]+/.exec(server.output())?.[0];
        if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(link, server.output()).toBeDefined();
      expect(await (await fetch(`${server.url}/api/setup/status`)).json()).toEqual({ adminPending: true });
      const token = new URL(link!).searchParams.get('token');
      const body = JSON.stringify({ token, name: 'Owner', email: 'owner@example.test', password: 'a long secret' });
      const headers = { 'content-type': 'application/json', origin: `http://localhost:${port}` };
      expect((await fetch(`${server.url}/api/setup/admin`, { method: 'POST', headers, body })).status).toBe(201);
      expect((await fetch(`${server.url}/api/setup/admin`, { method: 'POST', headers, body })).status).toBe(409);
      expect(await (await fetch(`${server.url}/api/setup/status`)).json()).toEqual({ adminPending: false });
    },
  );
});
