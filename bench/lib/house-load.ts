// The load on a fragrance house (issue 34): sessions signed in through better-auth on loopback, each mixing reads
// (the formula list, opening a formula), autosave edits, material searches and documents for a bounded time, with a
// pause between requests as a person would leave. Reports p50/p95 per kind of request and every error.
import { performance } from 'node:perf_hooks';
import type { HouseSummary } from './generate-house.ts';

export const LOAD_KINDS = ['list', 'open', 'edit', 'search', 'document'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

export type LoadOptions = {
  origin: string;
  house: Pick<HouseSummary, 'users' | 'formulas'>;
  password: string;
  sessions: number;
  durationMs: number;
  /** Mean pause between one session's requests (uniform between 0 and twice this). */
  thinkMs: number;
  seed?: number;
};

/**
 * `refused`: documents the server declined with a 422 because the formula cannot be certified (not compliant, or
 * compliance cannot be verified): the app's right answer for a random formula, timed, and not an error.
 */
export type KindResult = { count: number; p50: number; p95: number; max: number; errors: number; refused: number };
export type LoadResult = {
  sessions: number;
  durationMs: number;
  byKind: Record<LoadKind, KindResult>;
  errors: string[];
};

/** The share of each kind in the mix: reads most, then searches, edits and documents. */
const MIX: readonly [LoadKind, number][] = [
  ['list', 0.3],
  ['open', 0.25],
  ['search', 0.25],
  ['edit', 0.12],
  ['document', 0.08],
];
/** What perfumers type into the material search (prefixes of common names and a CAS number). */
const SEARCHES = [
  'lin',
  'linal',
  'citr',
  'berg',
  'vanil',
  'iso e',
  'hedi',
  'musk',
  'rose',
  'ambro',
  'cedar',
  'ethyl',
  'benzyl',
  'coum',
  '78-70',
  'lim',
];
const DOCUMENTS = [
  'certificate.pdf',
  'allergen-declaration.pdf',
  'sds.pdf',
  'clp-label.pdf?productForm=concentrate&loadPercent=100',
];
const EDIT_ROLES = new Set(['owner', 'admin', 'perfumer']);

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/** Signs a house member in (better-auth's email sign-in) and returns the session's cookie header. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
}

type FormulaBody = { formula: { version: number; revision: number; rows: { amount: number }[] } };

export async function runHouseLoad(options: LoadOptions): Promise<LoadResult> {
  const { origin, house } = options;
  const cookies = await Promise.all(
    Array.from({ length: options.sessions }, (_, session) =>
      signIn(origin, house.users[session % house.users.length]!.email, options.password),
    ),
  );
  const samples = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, [] as number[]])) as Record<LoadKind, number[]>;
  const errorCounts = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, 0])) as Record<LoadKind, number>;
  let refusedDocuments = 0;
  const errors: string[] = [];
  const allIds = house.formulas.map((formula) => formula.id);
  const deadline = performance.now() + options.durationMs;

  const runSession = async (session: number) => {
    const random = createRandom((options.seed ?? 34) * 1000 + session);
    const userIndex = session % house.users.length;
    const user = house.users[userIndex]!;
    // The sessions of one member edit formulas of theirs apart (no two saving the same one): no stale-version 409.
    const sessionsOfUser = Math.ceil((options.sessions - userIndex) / house.users.length);
    const slot = Math.floor(session / house.users.length);
    const own = house.formulas
      .filter((formula) => formula.userIndex === userIndex)
      .filter((_, index) => index % sessionsOfUser === slot)
      .map((formula) => formula.id);
    const headers = { cookie: cookies[session]!, origin };
    const pick = <Item>(items: readonly Item[]) => items[Math.floor(random() * items.length)]!;
    const timed = async (kind: LoadKind, url: string, init: RequestInit = {}): Promise<Response | null> => {
      const start = performance.now();
      try {
        const response = await fetch(`${origin}${url}`, { ...init, headers: { ...headers, ...init.headers } });
        const body = await response.arrayBuffer();
        samples[kind].push(performance.now() - start);
        if (kind === 'document' && response.status === 422 && /can be issued/.test(Buffer.from(body).toString())) {
          refusedDocuments += 1;
          return null;
        }
        if (!response.ok) {
          errorCounts[kind] += 1;
          if (errors.length < 20)
            errors.push(
              `${kind} ${init.method ?? 'GET'} ${url}: ${response.status} ${Buffer.from(body).toString().slice(0, 160)}`,
            );
          return null;
        }
        return new Response(body, { status: response.status, headers: response.headers });
      } catch (error) {
        errorCounts[kind] += 1;
        if (errors.length < 20) errors.push(`${kind} ${url}: ${(error as Error).message}`);
        return null;
      }
    };
    while (performance.now() < deadline) {
      let roll = random();
      const [kind] = MIX.find(([, share]) => (roll -= share) < 0) ?? MIX[0]!;
      const canEdit = EDIT_ROLES.has(user.role) && own.length > 0;
      if (kind === 'list') await timed('list', '/api/formulas');
      else if (kind === 'open' || (kind === 'edit' && !canEdit)) await timed('open', `/api/formulas/${pick(allIds)}`);
      else if (kind === 'search')
        await timed('search', `/api/materials/search?q=${encodeURIComponent(pick(SEARCHES))}`);
      else if (kind === 'edit') {
        // The editor's autosave: the formula as read, one amount changed.
        const id = pick(own);
        const read = await fetch(`${origin}/api/formulas/${id}`, { headers });
        if (read.ok) {
          const { formula } = (await read.json()) as FormulaBody;
          const line = Math.floor(random() * formula.rows.length);
          const rows = formula.rows.map((row, index) =>
            index === line
              ? { ...row, amount: Math.round((row.amount * (0.8 + random() * 0.4) + 0.001) * 1000) / 1000 }
              : row,
          );
          await timed('edit', `/api/formulas/${id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ version: formula.version, revision: formula.revision, autosave: true, rows }),
          });
        } else {
          await read.arrayBuffer();
          errorCounts.edit += 1;
          if (errors.length < 20) errors.push(`edit: reading ${id}: ${read.status}`);
        }
      } else {
        const id = own.length > 0 ? pick(own) : pick(allIds);
        await timed('document', `/api/formulas/${id}/${pick(DOCUMENTS)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, random() * 2 * options.thinkMs));
    }
  };
  await Promise.all(Array.from({ length: options.sessions }, (_, session) => runSession(session)));
  const byKind = Object.fromEntries(
    LOAD_KINDS.map((kind) => {
      const sorted = samples[kind].toSorted((a, b) => a - b);
      return [
        kind,
        {
          count: sorted.length,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          max: sorted.at(-1) ?? 0,
          errors: errorCounts[kind],
          refused: kind === 'document' ? refusedDocuments : 0,
        },
      ];
    }),
  ) as Record<LoadKind, KindResult>;
  return { sessions: options.sessions, durationMs: options.durationMs, byKind, errors };
}
