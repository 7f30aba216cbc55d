// The load on a fragrance house (issue 34): sessions signed in through better-auth on loopback, each mixing what the
// screens ask for: the formula library (its first page of summaries, "Show more", and the verdicts of each page
// shown), the library's search and the material search, opening a formula, autosave edits and documents, for a
// bounded time, with a pause between actions as a person would leave. Reports p50/p95/max per kind and every error.
import { performance } from 'node:perf_hooks';
import { hasWorkspacePermission } from '../../src/domain/workspaces/workspace-permissions.ts';
import type { HouseSummary } from './generate-house.ts';
import { percentile } from './percentile.ts';
import { nextPendingVerdictsAsk } from '../../src/domain/formulas/next-pending-verdicts-ask.ts';
import { AUTOCOMPLETE_SEARCH_LIMIT } from '../../src/domain/materials/search-limits.ts';

export const LOAD_KINDS = [
  'list',
  'more',
  'verdicts',
  'search',
  'material-search',
  'open',
  'edit',
  'document',
  'dashboard',
] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

export type LoadOptions = {
  origin: string;
  house: Pick<HouseSummary, 'users' | 'formulas'>;
  password: string;
  sessions: number;
  durationMs: number;
  /** Mean pause between one session's requests (uniform between 0 and twice this). */
  thinkMs: number;
  /** A request still unanswered after this long is given up and counted as an error (its time as this). */
  timeoutMs?: number;
  seed?: number;
};

/**
 * `refused`: documents the server declined with a 422 because the formula cannot be certified (not compliant, or
 * compliance cannot be verified): the app's right answer for a random formula, timed, and not an error.
 */
/**
 * `pending`: verdicts the server answered as still being checked (its answer leaves within 2 s); the session asks
 * again as the library does (nextPendingVerdictsAsk), until none is (each ask a request of its own).
 */
export type KindResult = {
  count: number;
  p50: number;
  p95: number;
  /**
   * The p95 of the requests sent in the run's second half: a server just started computes every page's checks for
   * the first time in its first minute (informative beside the whole run's p95, which the budget holds).
   */
  p95SecondHalf: number;
  /** The p95 of the requests sent in each sixth of the run (20 s of the default 120): where a slow part lies. */
  p95BySixth: number[];
  max: number;
  errors: number;
  refused: number;
  pending: number;
};
export type LoadResult = {
  sessions: number;
  durationMs: number;
  byKind: Record<LoadKind, KindResult>;
  errors: string[];
};

/**
 * The share of each action in the mix. `library`: the formula library's first page (GET /api/formulas/summaries),
 * then the verdicts of the formulas on it (GET /api/formulas/verdicts?ids=), and sometimes "Show more" (the next page
 * and its verdicts); `search`: the library's search box (summaries?q=, debounced by 200 ms: sometimes a pause mid-word
 * asks for a prefix first), each answer followed by its page's verdicts; `material-search`: the material search of
 * the materials screen and of the editor while its in-browser index loads; `dashboard`: the dashboard's reads (its
 * panels, the next regulatory deadline over every formula the member may open, the deadline notices), where each
 * session starts, as a member lands on it after signing in, and comes back to (asking again what its browser no longer
 * holds fresh).
 */
type Action = 'library' | 'search' | 'material-search' | 'open' | 'edit' | 'document' | 'dashboard';
const MIX: readonly [Action, number][] = [
  ['library', 0.25],
  ['open', 0.2],
  ['dashboard', 0.05],
  ['search', 0.2],
  ['material-search', 0.1],
  ['edit', 0.12],
  ['document', 0.08],
];
/**
 * What the dashboard asks for at once (dashboard-screen.tsx: the panels, the next deadline, the notices), each with how
 * long the browser keeps its answer fresh (its query's staleTime: dashboard-query.ts, get-market-calendar.ts,
 * calendar-notifications.ts): coming back to the dashboard within it asks nothing again.
 */
const DASHBOARD_READS: readonly { url: string; freshMs: number }[] = [
  { url: '/api/dashboard', freshMs: 60_000 },
  { url: '/api/markets/calendar?view=next', freshMs: 5 * 60_000 },
  { url: '/api/markets/notifications', freshMs: 5 * 60_000 },
];
/** At most how many times a page's pending verdicts are asked for (nextPendingVerdictsAsk: 1.5 s, 3 s, 6 s, 12 s…). */
const MAX_VERDICT_ASKS = 20;
/** The longest a request is waited for: the load stays bounded in time when the server cannot keep up. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** How often the library's reader asks for "Show more", and a searcher pauses mid-word. */
const SHOW_MORE_SHARE = 0.3;
const PAUSE_MID_WORD_SHARE = 0.3;
/** What perfumers type into the searches (prefixes of common names, a CAS number, a tag-like word). */
export const SEARCHES = [
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
type SummariesBody = { items: { id: string }[]; nextOffset: number | null };

export async function runHouseLoad(options: LoadOptions): Promise<LoadResult> {
  const { origin, house } = options;
  const cookies = await Promise.all(
    Array.from({ length: options.sessions }, (_, session) =>
      signIn(origin, house.users[session % house.users.length]!.email, options.password),
    ),
  );
  const samples = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, [] as number[]])) as Record<LoadKind, number[]>;
  const secondHalf = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, [] as number[]])) as Record<LoadKind, number[]>;
  const bySixth = Object.fromEntries(
    LOAD_KINDS.map((kind) => [kind, Array.from({ length: 6 }, () => [] as number[])]),
  ) as Record<LoadKind, number[][]>;
  const errorCounts = Object.fromEntries(LOAD_KINDS.map((kind) => [kind, 0])) as Record<LoadKind, number>;
  let refusedDocuments = 0;
  let pendingVerdicts = 0;
  const errors: string[] = [];
  const allIds = house.formulas.map((formula) => formula.id);
  const deadline = performance.now() + options.durationMs;
  const halfway = deadline - options.durationMs / 2;
  const record = (kind: LoadKind, start: number) => {
    const ms = performance.now() - start;
    samples[kind].push(ms);
    if (start >= halfway) secondHalf[kind].push(ms);
    const sixth = Math.floor(((start - (deadline - options.durationMs)) / options.durationMs) * 6);
    bySixth[kind][Math.min(5, Math.max(0, sixth))]!.push(ms);
  };

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
        const response = await fetch(`${origin}${url}`, {
          ...init,
          headers: { ...headers, ...init.headers },
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        const body = await response.arrayBuffer();
        record(kind, start);
        if (kind === 'document' && response.status === 422 && /can be issued/.test(Buffer.from(body).toString())) {
          refusedDocuments += 1;
          return null;
        }
        if (!response.ok) {
          errorCounts[kind] += 1;
          if (errors.length < 20)
            errors.push(
              `${kind} ${init.method ?? 'GET'} ${url.slice(0, 160)}: ${response.status} ${Buffer.from(body).toString().slice(0, 160)}`,
            );
          return null;
        }
        return new Response(body, { status: response.status, headers: response.headers });
      } catch (error) {
        errorCounts[kind] += 1;
        if ((error as Error).name === 'TimeoutError') record(kind, start);
        if (errors.length < 20) errors.push(`${kind} ${url.slice(0, 160)}: ${(error as Error).message}`);
        return null;
      }
    };
    /** One page of the library (all, or those matching `q`) and then the verdicts of the formulas on it. */
    const readPage = async (kind: 'list' | 'more' | 'search', query: string): Promise<SummariesBody | null> => {
      const response = await timed(kind, `/api/formulas/summaries${query}`);
      if (!response) return null;
      const page = (await response.json()) as SummariesBody;
      let asked = page.items.map((item) => item.id);
      // The library asks again for the verdicts still pending (get-formulas.ts), while the page is shown.
      for (let ask = 0; asked.length > 0 && ask < MAX_VERDICT_ASKS && performance.now() < deadline; ask++) {
        if (ask > 0) await new Promise((resolve) => setTimeout(resolve, nextPendingVerdictsAsk(ask)));
        const verdicts = await timed('verdicts', `/api/formulas/verdicts?ids=${asked.join(',')}`);
        if (!verdicts) break;
        const { items } = (await verdicts.json()) as { items: { formulaId: string; pending?: boolean }[] };
        const pending = items.filter((item) => item.pending).map((item) => item.formulaId);
        pendingVerdicts += pending.length;
        asked = pending;
      }
      return page;
    };
    let landed = false;
    /** When this session's browser last asked each dashboard read. */
    const askedAt = new Map<string, number>();
    const readDashboard = () =>
      Promise.all(
        DASHBOARD_READS.filter(({ url, freshMs }) => performance.now() - (askedAt.get(url) ?? -freshMs) >= freshMs).map(
          ({ url }) => {
            askedAt.set(url, performance.now());
            return timed('dashboard', url);
          },
        ),
      );
    while (performance.now() < deadline) {
      let roll = random();
      const [kind] = landed ? (MIX.find(([, share]) => (roll -= share) < 0) ?? MIX[0]!) : (['dashboard'] as const);
      landed = true;
      const canEdit = hasWorkspacePermission(user.role, 'formulas.edit') && own.length > 0;
      // Documents are issued by the roles that may (regulatory.edit: a perfumer or the lab gets 403, as it should).
      const canIssue = hasWorkspacePermission(user.role, 'regulatory.edit');
      if (kind === 'dashboard') await readDashboard();
      else if (kind === 'library') {
        const first = await readPage('list', '');
        if (first?.nextOffset && random() < SHOW_MORE_SHARE) await readPage('more', `?offset=${first.nextOffset}`);
      } else if (kind === 'search') {
        const term = pick(SEARCHES);
        if (term.length > 3 && random() < PAUSE_MID_WORD_SHARE)
          await readPage('search', `?q=${encodeURIComponent(term.slice(0, 3))}`);
        await readPage('search', `?q=${encodeURIComponent(term)}`);
      } else if (kind === 'material-search')
        await timed(
          'material-search',
          `/api/materials/search?q=${encodeURIComponent(pick(SEARCHES))}&limit=${AUTOCOMPLETE_SEARCH_LIMIT}`,
        );
      else if (kind === 'open' || (kind === 'edit' && !canEdit) || (kind === 'document' && !canIssue))
        await timed('open', `/api/formulas/${pick(allIds)}`);
      else if (kind === 'edit') {
        // The editor's autosave: the formula as read, one amount changed.
        const id = pick(own);
        const read = await fetch(`${origin}/api/formulas/${id}`, {
          headers,
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        }).catch(() => new Response(null, { status: 504 }));
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
          p95SecondHalf: percentile(
            secondHalf[kind].toSorted((a, b) => a - b),
            0.95,
          ),
          p95BySixth: bySixth[kind].map((part) =>
            percentile(
              part.toSorted((a, b) => a - b),
              0.95,
            ),
          ),
          max: sorted.at(-1) ?? 0,
          errors: errorCounts[kind],
          refused: kind === 'document' ? refusedDocuments : 0,
          pending: kind === 'verdicts' ? pendingVerdicts : 0,
        },
      ];
    }),
  ) as Record<LoadKind, KindResult>;
  return { sessions: options.sessions, durationMs: options.durationMs, byKind, errors };
}
