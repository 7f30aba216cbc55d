import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth, type ServerProcess } from '../../tests/support/server-process.ts';

const servers: ServerProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-start-'));

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

describe.skipIf(onPostgres)('the server process on an embedded database', () => {
  it('starts, and a second process on the same data folder refuses with a clear message while the first keeps working', async () => {
    const first = await start();
    expect(await waitForHealth(first.url)).toMatchObject({ database: 'pglite' });

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
    expect(await waitForHealth(next.url)).toMatchObject({ database: 'pglite' });
  });
});
