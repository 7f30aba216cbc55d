// What an API request costs in our own code, without the kernel, the HTTP parser or a load generator: Node's own
// IncomingMessage and ServerResponse over a socket that discards what it is given, fed to @hono/node-server's
// request listener. The bare Hono hello and the app of each checkout named (this one by default, another one to
// compare: the code before a change) run in this one process, timed in alternating batches with
// process.cpuUsage(); the medians repeat to a few per cent even on a busy machine. Run it with `--cpu-prof` for an
// exact profile of the request path (ADR 030).
//
// --library imports the search row's dataset (bench/lib/measure-api.ts SEARCH_DATASET) into each checkout's database
// first and waits for its search index, so `--url '/api/materials/search?q=lin&limit=8'` answers hits, not `[]`.
//
//   node bench/api-in-process.ts [checkout …] [--url /api/formulas] [--rounds 10] [--batch 10000] [--library]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Duplex } from 'node:stream';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { importSearchLibrary, SEARCH_URL } from './lib/measure-api.ts';

type Listener = ReturnType<typeof getRequestListener>;

/** A socket that takes every write at once and keeps the last one (to show what was answered). */
class DiscardingSocket extends Duplex {
  remoteAddress = '127.0.0.1';
  last = '';
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.last = String(chunk);
    done();
  }
  override _read() {}
  setTimeout() {
    return this;
  }
}

const socket = new DiscardingSocket();

function request(listener: Listener, url: string, cookie?: string): Promise<void> {
  const incoming = new IncomingMessage(socket as unknown as Socket);
  incoming.method = 'GET';
  incoming.url = url;
  incoming.httpVersionMajor = 1;
  incoming.httpVersionMinor = 1;
  incoming.httpVersion = '1.1';
  const raw = ['Host', '127.0.0.1:3000', 'Connection', 'keep-alive', 'User-Agent', 'autocannon'];
  if (cookie) raw.push('Cookie', cookie);
  incoming.rawHeaders = raw;
  incoming.headers = Object.fromEntries(
    raw.flatMap((name, index) => (index % 2 ? [] : [[name.toLowerCase(), raw[index + 1]!]])),
  );
  incoming.complete = true;
  incoming.push(null);
  const outgoing = new ServerResponse(incoming);
  outgoing.shouldKeepAlive = true;
  outgoing.assignSocket(socket as unknown as Socket);
  return new Promise((resolve) => {
    outgoing.on('finish', () => {
      outgoing.detachSocket(socket as unknown as Socket);
      resolve();
    });
    void listener(incoming, outgoing);
  });
}

/** A checkout's app on an embedded database of its own, with a signed-up user. */
async function startCheckout(root: string, library: boolean) {
  const load = (file: string) => import(path.join(root, file));
  const [{ createApp }, { readEnv }, { createLogger }, { buildDeps }] = await Promise.all([
    load('src/server/app.ts'),
    load('src/server/env.ts'),
    load('src/server/lib/logger.ts'),
    load('src/server/start-server.ts'),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-in-process-'));
  if (library) console.log(`${path.basename(root)} searches ${await importSearchLibrary(root, dataDir)}`);
  const env = readEnv({
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    REFERENCE_DATA_DIR: '',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
  });
  const deps = await buildDeps(env, createLogger('silent'));
  const app = createApp(deps, { serveClient: false });
  const signUp: Response = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': '10.0.0.1' },
    body: JSON.stringify({ email: `bench-${Date.now()}@sillage.test`, password: 'bench password', name: 'bench' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((part) => part.split(';')[0])
    .join('; ');
  // The search index is built once the server has started: until then a search answers no hit.
  for (let waited = 0; library && waited < 120_000; waited += 500) {
    const answer: Response = await app.request(SEARCH_URL, { headers: { cookie } });
    if (((await answer.json()) as { items?: unknown[] }).items?.length) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    listener: getRequestListener(app.fetch),
    cookie,
    stop: async () => {
      await deps.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string', default: '/api/formulas' },
      rounds: { type: 'string', default: '10' },
      batch: { type: 'string', default: '10000' },
      library: { type: 'boolean', default: false },
    },
  });
  const roots = (positionals.length ? positionals : ['.']).map((root) => path.resolve(root));
  const bare = getRequestListener(new Hono().get('/', (c) => c.json({ hello: 'world' })).fetch);
  const targets: { label: string; run: () => Promise<void>; stop?: () => Promise<void> }[] = [
    { label: 'bare Hono hello', run: () => request(bare, '/') },
  ];
  for (const root of roots) {
    const checkout = await startCheckout(root, values.library);
    targets.push({
      label: `${path.basename(root)} ${values.url}`,
      run: () => request(checkout.listener, values.url, checkout.cookie),
      stop: checkout.stop,
    });
  }
  const batch = Math.max(1, Number(values.batch));
  const timings = targets.map(() => [] as number[]);
  for (const target of targets) {
    for (let index = 0; index < 3_000; index += 1) await target.run();
    console.log(`${target.label} answers:\n${socket.last}\n`);
  }
  for (let round = 0; round < Math.max(1, Number(values.rounds)); round += 1) {
    for (const [index, target] of targets.entries()) {
      const before = process.cpuUsage();
      for (let count = 0; count < batch; count += 1) await target.run();
      const used = process.cpuUsage(before);
      timings[index]!.push((used.user + used.system) / batch);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')}`,
  );
  for (const [index, target] of targets.entries())
    console.log(`${target.label.padEnd(40)} ${median(timings[index]!).toFixed(2)} µs CPU per request (median)`);
  for (const target of targets) await target.stop?.();
}
