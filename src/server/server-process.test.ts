import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SERVER_ENTRY = path.resolve(import.meta.dirname, 'index.ts');
const children: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-start-'));

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(port: number) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, deadlineMs = 30_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as { database: string; migration: number };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not answer /api/health');
}

describe('the server process on an embedded database', () => {
  it('starts, and a second process on the same data folder refuses with a clear message while the first keeps working', async () => {
    const firstPort = await freePort();
    startServer(firstPort);
    expect(await waitForHealth(firstPort)).toMatchObject({ database: 'pglite' });

    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another Sillage process');

    expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);
  });

  it('after a kill -9, a new process takes the stale lock over and finds the database', async () => {
    const [first] = children;
    first!.kill('SIGKILL');
    await new Promise((resolve) => first!.on('exit', resolve));
    const port = await freePort();
    startServer(port);
    expect(await waitForHealth(port)).toMatchObject({ database: 'pglite' });
  });
});
