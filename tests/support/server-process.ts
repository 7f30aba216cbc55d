import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_RUNTIME, type ServerRuntime } from '../../scripts/lib/server-node-flags.ts';
import { z } from 'zod';
import { readJson } from '../setup/read-response.ts';

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

/**
 * Runs the real server entry in its own process (as `npm start` would, minus the client build, with its Node
 * flags and allocator settings unless `runtime` says otherwise). `entry` may name another checkout's server entry (the API bench compares
 * two versions in one run).
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  entry = SERVER_ENTRY,
  runtime: ServerRuntime = SERVER_RUNTIME,
): ServerProcess {
  const child = spawn(process.execPath, [...runtime.nodeFlags, entry], {
    // No first-run import of the reference data unless a test asks for it (CI sets REFERENCE_DATA_DIR globally).
    env: {
      ...process.env,
      ...runtime.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REFERENCE_DATA_DIR: '',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/**
 * Waits until the server answers /api/health and returns its body. Given the server process rather than its URL, it
 * fails at once if the process exits, and either failure quotes the end of what the server printed.
 */
export async function waitForHealth(
  server: string | ServerProcess,
  deadlineMs = 30_000,
): Promise<{ database: string; migration: number }> {
  const schema = z.looseObject({ database: z.string(), migration: z.number() });
  if (typeof server === 'string') return schema.parse(await waitForOk(`${server}/api/health`, deadlineMs));
  const tail = () => server.output().slice(-2_000);
  const exited = server.exited.then((code) => {
    throw new Error(`the server exited (code ${code}) before answering /api/health:\n${tail()}`);
  });
  try {
    return schema.parse(await Promise.race([waitForOk(`${server.url}/api/health`, deadlineMs), exited]));
  } catch (error) {
    if ((error as Error).message.startsWith('the server exited')) throw error;
    throw new Error(`${(error as Error).message} within ${deadlineMs} ms; it printed:\n${tail()}`, { cause: error });
  } finally {
    exited.catch(() => {}); // the process may exit later, when the test stops it
  }
}

/** Polls a URL until it answers 2xx, and returns its JSON body. */
export async function waitForOk(url: string, deadlineMs = 30_000): Promise<unknown> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return readJson(response, z.unknown());
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server at ${url} did not answer /api/health`);
}

/**
 * Signs an ADMIN_EMAILS address up on a server process and follows the verification link from its outbox (an
 * address becomes admin only once verified); returns the session's cookie header.
 */
export async function signUpVerifiedAdmin(baseUrl: string, email: string, password: string): Promise<string> {
  const origin = { origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, name: email.split('@')[0] }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up of ${email} failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const outbox = await readJson(
      await fetch(`${baseUrl}/api/test/outbox?to=${encodeURIComponent(email)}`),
      z.looseObject({ messages: z.array(z.looseObject({ text: z.string() })) }),
    );
    const link = outbox.messages
      .map((message) => /https?:\/\/\S*verify-email\S*/.exec(message.text)?.[0])
      .find(Boolean);
    if (link) {
      const url = new URL(link);
      await fetch(`${baseUrl}${url.pathname}${url.search}`, { headers: { cookie }, redirect: 'manual' });
      return cookie;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}
