import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { matchAnyUuid } from './match-any-uuid.ts';
import { formulaSpecificationConfirmations } from '../../db/schema/index.ts';
import { buildSavedFormulaBody, listLineMaterialIds } from './build-formula-report.ts';
import { buildUserComplianceContext } from './build-user-compliance-context.ts';
import { checkFormulasInSlices } from './check-formulas-in-slices.ts';
import type { FormulaCheck, FormulaToCheck } from './compute-formula-check.ts';
import {
  digestDependencies,
  indexContextRows,
  listCheckDependencies,
  readRowDigests,
} from './list-check-dependencies.ts';
import type { ComplianceDeps, ComplianceInputs } from './load-compliance-inputs.ts';
import { loadUserContextRows, selectDependencyDigests } from './load-user-context-rows.ts';
import { readRevisionsAndRuns } from './read-revisions-and-runs.ts';
import { findCheckScopes, holdsAtStamp, rescopeAtStamp } from './check-scopes.ts';
import { rememberedChecksOf, type RememberedCheck } from './remembered-checks.ts';
import { addRevisionStamp, internStamp } from './revision-stamps.ts';
import { runVerdictWork } from './run-verdict-work.ts';
import { checkInWorker } from './check-in-worker.ts';
import { splitIntoChunks } from './split-into-chunks.ts';
import { engineKeyOf, readStoredChecks, storeChecks } from './stored-checks.ts';
import type { VerdictWorker } from './verdict-worker.ts';

/**
 * What the checks read: the database, the cached inputs, the verdict worker when the server runs one, and the wait
 * for spare CPU before each chunk of new checks answered at a deadline (createVerdictPacing, ADR 070).
 */
export type VerdictDeps = ComplianceDeps & {
  verdictWorker?: VerdictWorker | null;
  paceVerdictWork?: (() => Promise<unknown>) | null;
};

export type { FormulaCheck, FormulaToCheck } from './compute-formula-check.ts';

/**
 * How many formulas of a page are fetched and checked together (issue 34, ADR 049): a page of up to 200 formulas of a
 * house held 65,729 formula rows (19 MB, then their built lines) on the main thread while the worker checked them, in a
 * heap snapshot under the house's load, and the worker received them in one message. In chunks of 20 a page holds a
 * tenth of that at a time, each chunk's rows are dropped before the next is read, and the worker may collect between
 * chunks. The same checks, one more rows query and worker message per chunk.
 */
export const CHECK_CHUNK_FORMULAS = 20;
/**
 * A formula as the page asks for it: its id and a digest of its rows and product (the database's md5 for the library,
 * a sha1 of the rows in hand for the other callers): the check is remembered under it.
 */
export type FormulaStamp = {
  id: string;
  digest: string;
  /**
   * The asking user's specification ticks of the formula, when the caller read them with the stamp (the library: in
   * the same statement); else they are read here. They are in the check's key, so they may be read before the data
   * revisions, as the digest is.
   */
  ticks?: readonly string[];
};

/** Per shared engine: the checks some request is computing now, settled (never rejected) when it is done. */
const inFlightChecks = new WeakMap<object, Map<string, Promise<void>>>();

let computedChecks = 0;
/** How many checks this process has computed (not reused): tests read it to tell a remembered check from a new one. */
export function countComputedChecks(): number {
  return computedChecks;
}

let dependencyDigestReads = 0;
/** How many times remembered checks were verified by their rows' digests (tests: the revisions spared the query). */
export function countDependencyDigestReads(): number {
  return dependencyDigestReads;
}

function mapOf<Value>(maps: WeakMap<object, Map<string, Value>>, engine: object): Map<string, Value> {
  let map = maps.get(engine);
  if (!map) maps.set(engine, (map = new Map()));
  return map;
}

/**
 * The key of a check: the formula, its rows and product (their digest) and its specification ticks. What else it read
 * (own materials, lots, typical compositions) is compared by the digests of those rows when the check is reused
 * (RememberedCheck.dependencyDigest); the data version is the shared engine's. No day: a verdict and its failures do
 * not depend on the date checked at (IFRA's implementation dates only mark a deadline ahead in a report; tested in
 * check-formula-totals.test.ts), so a check holds from one day to the next (ADR 075).
 */
function keyOfCheck(stamp: FormulaStamp, standardKeys: readonly string[]): string {
  return `${stamp.id}|${stamp.digest}|${[...standardKeys].sort().join(',')}`;
}

function selectTicks(deps: ComplianceDeps, userId: string, formulaIds: readonly string[]) {
  return deps.database.db
    .select({
      formulaId: formulaSpecificationConfirmations.formulaId,
      standardKey: formulaSpecificationConfirmations.standardKey,
    })
    .from(formulaSpecificationConfirmations)
    .where(
      and(
        eq(formulaSpecificationConfirmations.userId, userId),
        matchAnyUuid(formulaSpecificationConfirmations.formulaId, formulaIds),
      ),
    );
}

/** `today`: the day the check is asked for, written with it when computed (stored-checks.ts). */
type Entry = { stamp: FormulaStamp; ticks: { standardKey: string }[]; key: string; today: string };

/**
 * The verdicts of several of one user's saved formulas, by their stamps. A check already computed for the same rows
 * and ticks, by this process or kept in the database by an earlier one (ADR 075), is reused when the own materials,
 * lots and typical compositions it read are unchanged (one query of their digests, no formula rows fetched); a check
 * another request is computing is waited for (50 sessions opening the same page compute it once); the rest are fetched (`fetchRecords`: only those) and computed one request at a
 * time (runVerdictWork), in slices that let other requests through.
 */
export async function checkFormulaStamps(
  deps: VerdictDeps,
  userId: string,
  stamps: readonly FormulaStamp[],
  fetchRecords: (ids: string[]) => Promise<FormulaToCheck[]>,
  /** Formulas fetched and checked together (tests: smaller chunks). */
  chunkFormulas = CHECK_CHUNK_FORMULAS,
  /**
   * Answer after at most this long with the checks known by then (remembered and verified, or computed): the others
   * are left out of the answer and keep being computed, remembered for the next ask. Without it, every check.
   */
  answerWithinMs?: number,
): Promise<FormulaCheck[]> {
  if (stamps.length === 0) return [];
  const results = new Map<string, FormulaCheck>();
  const keys: string[] = [];
  // Paced only when the answer leaves at a deadline anyway (the library's ask): a caller that waits for every check
  // (the dashboard) is not kept waiting for spare CPU.
  const pace = answerWithinMs === undefined ? null : (deps.paceVerdictWork ?? null);
  const all = checkAllStamps(deps, userId, stamps, fetchRecords, { chunkFormulas, pace }, results, keys);
  if (answerWithinMs === undefined) return all;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), answerWithinMs)));
  try {
    const first = await Promise.race([all, deadline]);
    if (first !== 'late') return first;
  } finally {
    clearTimeout(timer);
  }
  // The rest goes on without anyone waiting: its checks are remembered; a failure is the next ask's to meet.
  all.catch(() => undefined);
  return keys.flatMap((key) => {
    const check = results.get(key);
    return check ? [check] : [];
  });
}

/** checkFormulaStamps without a deadline: fills `results` (by key) as checks are known, and `keys` with the entries'. */
async function checkAllStamps(
  deps: VerdictDeps,
  userId: string,
  stamps: readonly FormulaStamp[],
  fetchRecords: (ids: string[]) => Promise<FormulaToCheck[]>,
  work: { chunkFormulas: number; pace: (() => Promise<unknown>) | null },
  results: Map<string, FormulaCheck>,
  keys: string[],
): Promise<FormulaCheck[]> {
  // The data revisions first: read before any row a check reads (ADR 057); with them, the runs that choose the inputs.
  const first = await readRevisionsAndRuns(deps.database, userId);
  const revisionStamp = internStamp(first.revisionStamp);
  const unticked = stamps.filter((stamp) => !stamp.ticks).map((stamp) => stamp.id);
  const [inputs, ticks] = await Promise.all([
    deps.complianceInputs.load(first.runs),
    unticked.length > 0 ? selectTicks(deps, userId, unticked) : [],
  ]);
  const remembered = rememberedChecksOf(inputs.engine);
  const inFlight = mapOf(inFlightChecks, inputs.engine);
  const today = new Date().toISOString().slice(0, 10);
  const entries: Entry[] = stamps.map((stamp) => {
    const formulaTicks = stamp.ticks
      ? stamp.ticks.map((standardKey) => ({ standardKey }))
      : ticks.filter((tick) => tick.formulaId === stamp.id).map((tick) => ({ standardKey: tick.standardKey }));
    return {
      stamp,
      ticks: formulaTicks,
      today,
      key: keyOfCheck(
        stamp,
        formulaTicks.map((tick) => tick.standardKey),
      ),
    };
  });
  // Claimed synchronously: a request arriving while this one is computing waits for it instead of computing too.
  const claimed: Entry[] = [];
  const waited: Promise<void>[] = [];
  let settle!: () => void;
  const done = new Promise<void>((resolve) => (settle = resolve));
  for (const entry of entries) {
    if (remembered.has(entry.key)) continue;
    const other = inFlight.get(entry.key);
    // What another request is computing is taken as soon as it is known, so an answer at its deadline has it.
    if (other)
      waited.push(
        other.then(() => {
          const known = remembered.get(entry.key);
          if (known) results.set(entry.key, known.check);
        }),
      );
    else {
      inFlight.set(entry.key, done);
      claimed.push(entry);
    }
  }
  keys.push(...entries.map((entry) => entry.key));
  try {
    await Promise.all(waited);
    const engineKey = await engineKeyOf(deps.database, inputs);
    // What no request of this process computed may have been kept by an earlier one (ADR 075): verified as below.
    const stored = await readStoredChecks(
      deps.database,
      engineKey,
      claimed.map((entry) => entry.key),
    );
    const toCompute: Entry[] = [];
    const candidates: { entry: Entry; known: RememberedCheck }[] = [];
    for (const entry of claimed) {
      const kept = stored.get(entry.key);
      if (kept) candidates.push({ entry, known: kept });
      else toCompute.push(entry);
    }
    for (const entry of entries) {
      if (claimed.includes(entry)) continue;
      const known = remembered.get(entry.key);
      if (!known) toCompute.push(entry);
      // Nothing it read can have changed since it was computed or last verified: reused without its rows' digests.
      else if (known.revisionStamps.has(revisionStamp)) results.set(entry.key, known.check);
      // Another member's stamp, but the scopes of the rows it read at the same revisions: the same rows (ADR 069).
      else if (known.scopes !== null && holdsAtStamp(known.scopes, revisionStamp)) {
        addRevisionStamp(known.revisionStamps, revisionStamp);
        results.set(entry.key, known.check);
      } else candidates.push({ entry, known });
    }
    if (candidates.length > 0) {
      dependencyDigestReads += 1;
      const digests = await selectDependencyDigests(deps.database, userId, {
        materialIds: candidates.flatMap(({ known }) => known.dependencies.materialIds),
        lotIds: candidates.flatMap(({ known }) => known.dependencies.lotIds),
        typicalIds: candidates.flatMap(({ known }) => known.dependencies.typicalIds),
      });
      for (const { entry, known } of candidates) {
        if (digestDependencies(known.dependencies, digests) === known.dependencyDigest) {
          // The same rows at the revisions read before their digests: the next ask at these revisions need not read them.
          addRevisionStamp(known.revisionStamps, revisionStamp);
          if (known.scopes !== null) known.scopes = rescopeAtStamp(known.scopes, revisionStamp);
          if (stored.get(entry.key) === known) remembered.set(entry.key, known);
          results.set(entry.key, known.check);
        } else toCompute.push(entry);
      }
    }
    // One chunk's rows at a time; each chunk's checks are remembered (and its rows dropped) before the next. A paced
    // chunk waits for spare CPU in its turn, so that the chunks of many pages do not all start at the first room.
    for (const chunk of splitIntoChunks(toCompute, work.chunkFormulas)) {
      const computed = await runVerdictWork(
        async () => {
          await work.pace?.();
          return computeChecks(deps, userId, inputs, chunk, fetchRecords, revisionStamp);
        },
        work.pace ? 'background' : 'waited-for',
      );
      for (const [key, value] of computed) {
        remembered.set(key, value);
        results.set(key, value.check);
      }
      await storeChecks(
        deps.database,
        engineKey,
        chunk.flatMap((entry) => {
          const value = computed.get(entry.key);
          return value ? [{ formulaId: entry.stamp.id, key: entry.key, day: entry.today, remembered: value }] : [];
        }),
      );
    }
    return entries.flatMap((entry) => {
      const check = results.get(entry.key);
      return check ? [check] : [];
    });
  } finally {
    for (const entry of claimed) if (inFlight.get(entry.key) === done) inFlight.delete(entry.key);
    settle();
  }
}

/** The checks of `entries`, computed from their rows and the user's context (only the rows they name). */
async function computeChecks(
  deps: VerdictDeps,
  userId: string,
  inputs: ComplianceInputs,
  entries: readonly Entry[],
  fetchRecords: (ids: string[]) => Promise<FormulaToCheck[]>,
  /** The data revisions read before the rows (ADR 057). */
  revisionStamp: string,
): Promise<Map<string, RememberedCheck>> {
  const records = new Map(
    (await fetchRecords(entries.map((entry) => entry.stamp.id))).map((record) => [record.id, record]),
  );
  const prepared = entries.flatMap((entry) => {
    const record = records.get(entry.stamp.id);
    return record ? [{ entry, ...buildSavedFormulaBody(record) }] : [];
  });
  const lines = prepared.flatMap(({ body }) => body.lines);
  const rows = await loadUserContextRows(deps.database, userId, inputs.library.materials, {
    materialIds: listLineMaterialIds(lines),
    lotIds: lines.flatMap((line) => (line.lotId ? [line.lotId] : [])),
    typicalMaterialIds: lines.flatMap((line) =>
      line.acceptTypicalComposition && line.materialId ? [line.materialId] : [],
    ),
  });
  const toCheck = prepared.map(({ entry, body, rowOfLine }) => ({
    formulaId: entry.stamp.id,
    body,
    rowOfLine: [...rowOfLine],
    ticks: entry.ticks,
  }));
  const checks =
    (await checkInWorker(deps, inputs, rows, toCheck)) ??
    (await checkFormulasInSlices(buildUserComplianceContext(inputs, rows), toCheck));
  computedChecks += checks.length;
  const digests = readRowDigests(rows);
  const computed = new Map<string, RememberedCheck>();
  const byId = indexContextRows(rows);
  prepared.forEach(({ entry, body }, index) => {
    const dependencies = listCheckDependencies(body.lines, rows, inputs.library.materials, byId);
    computed.set(entry.key, {
      dependencies,
      dependencyDigest: digestDependencies(dependencies, digests),
      revisionStamps: new Set([revisionStamp]),
      scopes: findCheckScopes(dependencies, byId, revisionStamp),
      check: checks[index]!,
    });
  });
  return computed;
}

/**
 * The verdicts of several of one user's saved formulas whose rows the caller holds already (the dashboard, the
 * recheck after an import): keyed by a digest of those rows, checked as checkFormulaStamps does.
 */
export async function checkFormulasOfUser(
  deps: VerdictDeps,
  userId: string,
  records: readonly FormulaToCheck[],
  chunkFormulas = CHECK_CHUNK_FORMULAS,
): Promise<FormulaCheck[]> {
  const stamps = records.map((record) => ({
    id: record.id,
    digest: `sha1:${createHash('sha1')
      .update(JSON.stringify([record.rows, record.product ?? null]))
      .digest('base64')}`,
  }));
  const byId = new Map(records.map((record) => [record.id, record]));
  return checkFormulaStamps(
    deps,
    userId,
    stamps,
    async (ids) => ids.flatMap((id) => byId.get(id) ?? []),
    chunkFormulas,
  );
}
