import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../src/server/index.ts');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output: () => string;
};

/** Runs the real server entry in its own process (as `npm start` would, minus the client build). */
export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    // No first-run import of the reference data unless a test asks for it (CI sets REFERENCE_DATA_DIR globally).
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', REFERENCE_DATA_DIR: '', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

export async function waitForHealth(url: string, deadlineMs = 30_000): Promise<{ database: string; migration: number }> {
  return (await waitForOk(`${url}/api/health`, deadlineMs)) as { database: string; migration: number };
}

/** Polls a URL until it answers 2xx, and returns its JSON body. */
export async function waitForOk(url: string, deadlineMs = 30_000): Promise<unknown> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as unknown;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server at ${url} did not answer /api/health`);
}
