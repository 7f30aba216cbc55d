// The floor under the search row's ratio (issue 34): what Node and Hono alone cost to answer the search's answer,
// measured as CPU per request of bare Hono servers, each its own process, side by side in alternating rounds:
//   - the bare "hello" (the API budgets' baseline);
//   - the same shape as the search's memo answer: the API's headers (security-headers.ts) and a 2.5 kB JSON body;
//   - that answer again in a process that has opened the embedded database exactly as the server does
//     (db/client.ts: PGlite with its pg_trgm and unaccent extensions), and one with PGlite alone;
//   - the server's way: the database opened after one of process.nextTick's entries was kept (keep-tick-object-shape.ts).
// None of them runs any of our request path. Session 48 read the second against the third and fourth as what the
// embedded database costs every request (14.3 → 18.0-18.5 µs, V8 building nextTick's entries in its runtime).
// Session 49 found the cause: full collections (PGlite's start makes several; the server's idle collection and V8's
// own make more) free the hidden classes of nextTick's entries, and the inline cache that builds them turns
// megamorphic for good. Kept from the start, they survive: the last row against the third (ADR 082).
//
//   node bench/api-floor.ts [--rounds 3] [--seconds 4]
import { spawn, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { freePort, waitForOk } from '../tests/support/server-process.ts';
import { formatBenchTable } from './lib/bench-table.ts';
import { measureThroughput } from './lib/measure-throughput.ts';
import { API_JSON_HEADERS } from '../src/server/lib/security-headers.ts';
import { keepTickObjectShape } from '../src/server/lib/keep-tick-object-shape.ts';

type Variant = { label: string; database: 'none' | 'pglite' | 'server'; keepTickObjectShape?: boolean };

const VARIANTS: readonly Variant[] = [
  { label: 'bare Hono "hello" (the baseline)', database: 'none' },
  { label: "the search answer's shape: API headers, 2.5 kB JSON", database: 'none' },
  { label: 'the same, PGlite opened alone in the process', database: 'pglite' },
  { label: 'the same, PGlite opened as the server opens it (pg_trgm, unaccent)', database: 'server' },
  {
    label: "the same, after keeping a nextTick entry as the server's entry does",
    database: 'server',
    keepTickObjectShape: true,
  },
];

/** Eight hits shaped like the search's (the fields and lengths of `GET /api/materials/search?q=lin&limit=8`). */
function searchShapedBody(): Uint8Array<ArrayBuffer> {
  const items = Array.from({ length: 8 }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Bench material ${index}`,
    cas: `${100 + index}-00-0`,
    kind: 'substance',
    odourFamily: null,
    notePosition: 'top',
    isNatural: false,
    isIfraRestricted: false,
    isEuAllergen: false,
    isOwn: false,
    matchedSynonym: null,
    matchKind: 'prefix',
    matchedText: `Bench material ${index}`,
    naturalType: null,
  }));
  return new TextEncoder().encode(JSON.stringify({ items }));
}

async function serveVariant(variant: Variant, port: number) {
  if (variant.keepTickObjectShape) keepTickObjectShape();
  if (variant.database === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    await (await PGlite.create()).query('select 1');
  } else if (variant.database === 'server') {
    const { openDatabase } = await import('../src/server/db/client.ts');
    await (await openDatabase({ dataDir: 'memory://' })).pglite?.query('select 1');
  }
  const body = searchShapedBody();
  const app = new Hono()
    .get('/', (c) => c.json({ hello: 'world' }))
    .get('/answer', () => new Response(body, { headers: { ...API_JSON_HEADERS, 'X-Request-Id': 'bench-request' } }));
  serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  process.on('SIGTERM', () => process.exit(0));
}

if (process.env.API_FLOOR_VARIANT) {
  await serveVariant(VARIANTS[Number(process.env.API_FLOOR_VARIANT)]!, Number(process.env.PORT));
} else if (import.meta.main) {
  const { values } = parseArgs({
    options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '4' } },
  });
  const servers: { variant: Variant; url: string; child: ChildProcess; cpu: number[] }[] = [];
  try {
    for (const [index, variant] of VARIANTS.entries()) {
      const port = await freePort();
      const child = spawn(process.execPath, [import.meta.filename], {
        env: { ...process.env, API_FLOOR_VARIANT: String(index), PORT: String(port) },
        stdio: 'inherit',
      });
      servers.push({ variant, url: `http://127.0.0.1:${port}${index === 0 ? '/' : '/answer'}`, child, cpu: [] });
      await waitForOk(`http://127.0.0.1:${port}/`, 60_000);
    }
    for (let round = 0; round < Math.max(1, Number(values.rounds)); round += 1) {
      for (const server of servers) {
        const result = await measureThroughput(server.url, { seconds: Number(values.seconds), pid: server.child.pid });
        if (result.errors || result.non2xx) throw new Error(`${server.variant.label}: ${result.errors} errors`);
        server.cpu.push(result.cpuMicrosPerRequest ?? Number.NaN);
      }
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const baseline = median(servers[0]!.cpu);
  console.log(
    formatBenchTable(
      servers.map(({ variant, cpu }) => ({
        budget: variant.label,
        measured: `${median(cpu).toFixed(1)} µs CPU per request (median)`,
        limit: 'informative',
        ratio: `${Math.round((baseline / median(cpu)) * 100)}%`,
        ok: null,
        note: `rounds: ${cpu.join(' / ')} µs`,
      })),
    ),
  );
}
