import { and, eq, sql } from 'drizzle-orm';
import type { CalendarFinding } from '../../../domain/markets/build-market-calendar.ts';
import type { MarketId } from '../../../domain/markets/market-rules.ts';
import { formulas } from '../../db/schema/index.ts';
import { runInSlices, SLICE_MS } from '../../lib/run-in-slices.ts';
import { openableFormulas, type WorkspaceScope } from '../workspaces/workspaces.public.ts';
import type {
  ComplianceDeps,
  ComplianceInputs,
  MarketData,
  UserComplianceContext,
  VerdictDeps,
} from '../regulatory/regulatory.public.ts';
import {
  findRuleFindingsInWorker,
  findSavedFormulaScopes,
  findSavedRuleFindings,
  indexContextRows,
  loadMarketData,
  loadUserComplianceContextAndRows,
  selectDataRevisionStamp,
} from '../regulatory/regulatory.public.ts';
import { collectLotIds, collectMaterialIds, type SavedFormula } from './assess-formula-markets.ts';
import {
  keyOfMarkets,
  keyOfRuleFindings,
  rememberedRuleFindingsOf,
  type RememberedRuleFindings,
} from './remembered-rule-findings.ts';

/**
 * Formulas whose rows are read, and whose findings are computed, together (issue 34, ADR 068). A house's calendar read
 * every one of its 10,000 formulas (2 million lines) at once and found their rules in one task: 17-25 s in which the
 * server answered no one else, and up to 2.1 GB resident. By pages of 100, a page's rows are dropped before the next
 * is read, and the findings are found in slices that let other requests through (runInSlices).
 */
export const CALENDAR_PAGE_FORMULAS = 100;

/** The end of the queue of calendar work: one calendar is found at a time in the process (never rejects). */
let calendarQueue: Promise<unknown> = Promise.resolve();

export type LibraryRuleFindings = {
  formulas: { formulaId: string; name: string; findings: CalendarFinding[] }[];
  skipped: { formulaId: string; name: string; reason: string }[];
};

let computedFindings = 0;
/** How many formulas' findings this process has computed (not remembered): tests tell the two apart by it. */
export function countComputedRuleFindings(): number {
  return computedFindings;
}

/** What keys a formula's findings besides its id: the transaction that last wrote its row (PostgreSQL's `xmin`). */
const ROW_VERSION = sql<string>`${formulas}.xmin::text`;

/** A formula listed for its findings: its id, row version and the key its findings are remembered under. */
export type ListedFormula = { id: string; rowVersion: string; key: string };

/**
 * Findings kept beyond the memory of this process (kept-rule-findings.ts), under the compliance inputs (and the
 * Proposition 65 list) they were found with. `read` gives, by formula id, the kept findings a reader at `stamp` may
 * use: found on the formula's row version of now, over rows in scopes the reader reads at the same revisions. `write`
 * keeps findings just found, each with the scopes of the rows it read (null: not kept).
 */
export type RuleFindingsStore = {
  read(
    inputs: ComplianceInputs,
    asked: { stamp: string; markets: string; formulas: readonly ListedFormula[] },
  ): Promise<Map<string, RememberedRuleFindings>>;
  write(
    inputs: ComplianceInputs,
    asked: {
      markets: string;
      found: readonly { formula: ListedFormula; scopes: string | null; outcome: RememberedRuleFindings }[];
    },
  ): Promise<void>;
};

/** One page's findings, a formula a step (the slices pause between formulas), each remembered under its key. */
function* findPageRuleFindings(
  context: UserComplianceContext,
  data: MarketData,
  page: readonly { listed: ListedFormula; record: SavedFormula }[],
  markets: readonly MarketId[] | undefined,
  found: Map<string, RememberedRuleFindings>,
  remember: (key: string, value: RememberedRuleFindings) => void,
): Generator<void, void, void> {
  for (const { listed, record } of page) {
    const outcome = findSavedRuleFindings(context, data, record, markets);
    computedFindings += 1;
    found.set(listed.id, outcome);
    remember(listed.key, outcome);
    yield;
  }
}

/** Ids as one uuid[] parameter: `= any($1::uuid[])` (a house's 10,000 as one parameter, not 10,000). */
const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;

/**
 * The materials (and diluents) and lots the lines of these formulas name, listed by the database from their rows:
 * the calendar's one compliance context is built for them without reading the rows here (a house's 2 million lines).
 * What the rows hold is checked as collectMaterialIds and collectLotIds read it: a text, else nothing.
 */
async function selectNamedIds(
  deps: ComplianceDeps,
  formulaIds: readonly string[],
): Promise<{ materialIds: string[]; lotIds: string[] }> {
  const { rows } = await deps.database.db.execute<{ kind: string; id: string }>(sql`
    SELECT DISTINCT named.kind, named.id
    FROM ${formulas},
      jsonb_array_elements(CASE WHEN jsonb_typeof(${formulas.rows}) = 'array' THEN ${formulas.rows} ELSE '[]'::jsonb END)
        AS line,
      LATERAL (VALUES
        ('material', CASE WHEN jsonb_typeof(line -> 'materialId') = 'string' THEN line ->> 'materialId' END),
        ('material', CASE WHEN jsonb_typeof(line -> 'diluentMaterialId') = 'string' THEN line ->> 'diluentMaterialId' END),
        ('lot', CASE WHEN jsonb_typeof(line -> 'lotId') = 'string' THEN line ->> 'lotId' END)
      ) AS named(kind, id)
    WHERE ${formulas.id} = any(${uuidArray(formulaIds)}::uuid[]) AND named.id IS NOT NULL`);
  return {
    materialIds: rows.flatMap((row) => (row.kind === 'material' ? [row.id] : [])),
    lotIds: rows.flatMap((row) => (row.kind === 'lot' ? [row.id] : [])),
  };
}

/**
 * Every formula of the scope's workspace its user may open (never a confidential one they are not named on), or
 * only the ones they wrote with `authoredOnly`, with what each dated market rule finds in it (as the calendar reads
 * it); formulas that cannot be read are listed. The formulas are those listed when it starts, by name. A formula's
 * findings are remembered until its row or any data it could read changes (remembered-rule-findings.ts); the others
 * are read and found CALENDAR_PAGE_FORMULAS at a time, against the same reference data and one context (a formula
 * deleted meanwhile is left out).
 */
export function findLibraryRuleFindings(
  deps: VerdictDeps,
  scope: WorkspaceScope,
  markets: readonly MarketId[] | undefined,
  options: {
    authoredOnly?: boolean;
    pageFormulas?: number;
    /**
     * `background` (a job): each page found in one go, and nothing remembered in memory (every author's formulas once a
     * day, for no one to ask again: a house's would take 30 MB; the day's job keeps them in the database: `store`). Measured in the house at the budget's pace, where the day's job
     * runs through the first 30-40 s of the load: in slices of 5 ms it spread over the whole load and the list's p95
     * rose to 290-347 ms, in slices of 50 ms to 454 ms (a job in slices meets every request of its time at each of its
     * turns of the event loop, where one in blocks delays few). Its pages were of 1,000 formulas (an author's in one
     * read) until ADR 083: they held the event loop up to 570 ms at a time and grew the heap 118 MB; pages of 100 hold
     * it 132 ms at most and grow it 58 MB, in 26 s instead of 17 for a house's 20 authors.
     */
    pace?: 'request' | 'background';
    /** Where findings not in memory are looked for first, and found ones kept (ADR 085). */
    store?: RuleFindingsStore;
  } = {},
): Promise<LibraryRuleFindings> {
  // An identical ask still waiting its turn is answered by the same finding: that finding reads the data revisions and
  // rows when its turn comes, after both were asked (ADR 057: never an answer older than the ask). A member's sessions
  // landing on the dashboard at once find their calendar once.
  const waiting = waitingAsks(deps);
  const key = JSON.stringify([
    scope.userId,
    scope.workspaceId,
    keyOfMarkets(markets),
    options.authoredOnly ?? false,
    options.pageFormulas ?? CALENDAR_PAGE_FORMULAS,
    options.pace ?? 'request',
    options.store !== undefined,
  ]);
  const known = waiting.get(key);
  if (known) return known;
  const run: Promise<LibraryRuleFindings> = calendarQueue.then(() => {
    waiting.delete(key);
    return findInTurn(deps, scope, markets, options);
  });
  waiting.set(key, run);
  calendarQueue = run.catch(() => {});
  return run;
}

/** The asks waiting their turn, per deps (a test's server and the next are apart), by what they ask. */
const waitingByDeps = new WeakMap<object, Map<string, Promise<LibraryRuleFindings>>>();
function waitingAsks(deps: object): Map<string, Promise<LibraryRuleFindings>> {
  let waiting = waitingByDeps.get(deps);
  if (!waiting) waitingByDeps.set(deps, (waiting = new Map()));
  return waiting;
}

/** findLibraryRuleFindings once the calendars asked before are found: thirty members' dashboards one after another. */
async function findInTurn(
  deps: VerdictDeps,
  scope: WorkspaceScope,
  markets: readonly MarketId[] | undefined,
  options: Parameters<typeof findLibraryRuleFindings>[3] & object,
): Promise<LibraryRuleFindings> {
  const { db } = deps.database;
  const background = options.pace === 'background';
  const readable = options.authoredOnly
    ? and(openableFormulas(scope), eq(formulas.userId, scope.userId))
    : openableFormulas(scope);
  // The data revisions first, then the rows (ADR 057): a write in between is a new stamp, never an old answer.
  const [revisionStamp, inputs] = await Promise.all([
    selectDataRevisionStamp(deps.database, scope.userId),
    deps.complianceInputs.load(),
  ]);
  const rows = await db
    .select({ id: formulas.id, rowVersion: ROW_VERSION })
    .from(formulas)
    .where(readable)
    .orderBy(formulas.name, formulas.id);
  const remembered = rememberedRuleFindingsOf(inputs.engine);
  const listed: ListedFormula[] = rows.map((row) => ({
    ...row,
    key: keyOfRuleFindings(scope.userId, revisionStamp, row, markets),
  }));
  // Taken now, so that what the computing of the others evicts is still in hand.
  const found = new Map<string, RememberedRuleFindings>();
  for (const formula of listed) {
    const known = remembered.get(formula.key);
    if (known) found.set(formula.id, known);
  }
  // Never remembered in memory: what the store keeps has no lines' changes, which the calendar page shows.
  if (options.store) {
    const kept = await options.store.read(inputs, {
      stamp: revisionStamp,
      markets: keyOfMarkets(markets),
      formulas: listed.filter((formula) => !found.has(formula.id)),
    });
    for (const [id, outcome] of kept) found.set(id, outcome);
  }
  const missing = listed.filter((formula) => !found.has(formula.id));
  const size = Math.max(1, options.pageFormulas ?? CALENDAR_PAGE_FORMULAS);
  const readPage = async (wanted: readonly ListedFormula[]) => {
    const byId = new Map(
      (
        await db
          .select({ id: formulas.id, name: formulas.name, rows: formulas.rows, product: formulas.product })
          .from(formulas)
          .where(and(readable, sql`${formulas.id} = any(${uuidArray(wanted.map((formula) => formula.id))}::uuid[])`))
      ).map((record) => [record.id, record]),
    );
    return wanted.flatMap((formula) => {
      const record = byId.get(formula.id);
      return record ? [{ listed: formula, record }] : [];
    });
  };
  if (missing.length > 0) {
    // One context for every formula to find. A calendar of one page (an author's formulas, a perfumer's library):
    // the materials and lots its rows name; of more: listed by the database, so that no page is held meanwhile.
    let firstPage = missing.length <= size ? await readPage(missing) : null;
    const { context, rows: contextRows } = await loadUserComplianceContextAndRows(
      deps,
      scope.userId,
      firstPage
        ? {
            materialIds: firstPage.flatMap(({ record }) => collectMaterialIds(record.rows)),
            lotIds: firstPage.flatMap(({ record }) => collectLotIds(record.rows)),
          }
        : await selectNamedIds(
            deps,
            missing.map((formula) => formula.id),
          ),
      inputs,
    );
    const data = await loadMarketData(deps, context);
    // The rows of the context by id, to find the scopes each finding read (the store keeps them with it).
    const contextById = options.store ? indexContextRows(contextRows) : null;
    for (let start = 0; start < missing.length; start += size) {
      const page = firstPage ?? (await readPage(missing.slice(start, start + size)));
      firstPage = null;
      const remember = (key: string, value: RememberedRuleFindings) => {
        if (!background) remembered.set(key, value);
      };
      // In the verdict worker when there is one (below the main thread's priority: the list and searches first).
      const outcomes = await findRuleFindingsInWorker(
        deps,
        inputs,
        contextRows,
        data,
        page.map(({ record }) => record),
        markets,
      );
      if (outcomes)
        page.forEach(({ listed }, index) => {
          const outcome = outcomes[index]!;
          computedFindings += 1;
          found.set(listed.id, outcome);
          remember(listed.key, outcome);
        });
      else
        await runInSlices(
          findPageRuleFindings(context, data, page, markets, found, remember),
          background ? Number.POSITIVE_INFINITY : SLICE_MS,
        );
      if (options.store && contextById) {
        await options.store.write(inputs, {
          markets: keyOfMarkets(markets),
          found: page.flatMap(({ listed, record }) => {
            const outcome = found.get(listed.id);
            const scopes = findSavedFormulaScopes(
              record.rows,
              contextRows,
              contextById,
              inputs.library.materials,
              revisionStamp,
            );
            return outcome ? [{ formula: listed, scopes, outcome }] : [];
          }),
        });
      }
    }
  }
  const result: LibraryRuleFindings = { formulas: [], skipped: [] };
  for (const { id } of listed) {
    const outcome = found.get(id);
    // Deleted meanwhile, or empty: an empty formula has nothing to label, left out without a word.
    if (!outcome || 'isEmpty' in outcome) continue;
    if ('problem' in outcome) result.skipped.push({ formulaId: id, name: outcome.name, reason: outcome.problem });
    else result.formulas.push({ formulaId: id, name: outcome.name, findings: outcome.findings });
  }
  return result;
}
