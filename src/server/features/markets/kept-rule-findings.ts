import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { keptRuleFindings } from '../../db/schema/index.ts';
import { createBoundedCachesByOwner } from '../../lib/bounded-cache.ts';
import { codeFingerprint } from '../../lib/code-fingerprint.ts';
import { databaseIdentity, postgresErrorCode } from '../../lib/database-identity.ts';
import type { ComplianceDeps, ComplianceInputs } from '../regulatory/regulatory.public.ts';
import { holdsAtStamp, selectProp65Digest } from '../regulatory/regulatory.public.ts';
import type { ListedFormula, RuleFindingsStore } from './find-library-rule-findings.ts';
import { estimateRememberedFindingsBytes, type RememberedRuleFindings } from './remembered-rule-findings.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The code findings are found by: the library's findings (on the main thread) and the verdict worker's entry (where
 * they are found when there is a worker), with every module they load (codeFingerprint).
 */
export const FINDINGS_CODE = [
  new URL('./find-library-rule-findings.ts', import.meta.url),
  new URL('../regulatory/check-formulas-worker.ts', import.meta.url),
];

/**
 * What kept findings were found by: this code, on these reference rows and import runs (the compliance inputs'),
 * this Proposition 65 list (its digest: selectProp65Digest), in this database cluster (the findings' keys hold rows'
 * versions, numbered per cluster). Any of them changed, no kept finding is used.
 */
export async function findingsEngineKey(
  database: Database,
  inputs: Pick<ComplianceInputs, 'rowsDigest' | 'versionKey'>,
  prop65Digest: string,
): Promise<string> {
  const [code, identity] = await Promise.all([codeFingerprint(FINDINGS_CODE), databaseIdentity(database)]);
  return createHash('sha256')
    .update(code)
    .update('\0')
    .update(inputs.rowsDigest)
    .update('\0')
    .update(inputs.versionKey)
    .update('\0')
    .update(prop65Digest)
    .update('\0')
    .update(identity)
    .digest('base64url');
}

/**
 * The findings as kept: the calendar's (buildMarketCalendar reads only findings that bring a subject, and neither of
 * the store's readers shows the lines each asks to change).
 */
function forCalendar(outcome: RememberedRuleFindings): RememberedRuleFindings {
  return 'findings' in outcome
    ? {
        name: outcome.name,
        findings: outcome.findings
          .filter((finding) => finding.subjects.length > 0)
          .map((finding) => ({ ...finding, changes: [] })),
      }
    : outcome;
}

/** A kept row as remembered in this process: enough to tell whether it serves a reader, and its findings. */
type KeptInMemory = { rowVersion: string; engineKey: string; scopes: string; outcome: RememberedRuleFindings };

/**
 * The kept rows this process last read or wrote, per database, by formula and markets (ADR 086): a dashboard's next
 * deadline read a house's 10,000 kept rows, 22 MB of JSON parsed at each ask (0.4-0.6 s of the event loop). A row in
 * memory serves a reader under the same three conditions as in the database: its formula's row version, the engine
 * key and the reader's revisions of its scopes; its texts are shared (interned), so a house's rows hold ~13 MB.
 */
const KEPT_IN_MEMORY_BYTES = 24 * 1024 * 1024;
const keptInMemory = createBoundedCachesByOwner<KeptInMemory>({
  maxEntries: 40_000,
  maxBytes: KEPT_IN_MEMORY_BYTES,
  sizeOf: (kept, key) => estimateRememberedFindingsBytes(kept.outcome, key) + 2 * kept.scopes.length + 64,
});

/** The texts of the findings kept in memory (rule titles and ids, markets, dates, subjects): one copy of each. */
const internedTexts = new Map<string, string>();
const MAX_INTERNED_TEXTS = 50_000;
function intern(text: string): string {
  const known = internedTexts.get(text);
  if (known !== undefined) return known;
  if (internedTexts.size >= MAX_INTERNED_TEXTS) internedTexts.clear();
  internedTexts.set(text, text);
  return text;
}

function internFindings(outcome: RememberedRuleFindings): RememberedRuleFindings {
  if (!('findings' in outcome)) return outcome;
  return {
    name: outcome.name,
    findings: outcome.findings.map((finding) => ({
      market: intern(finding.market) as typeof finding.market,
      ruleId: intern(finding.ruleId),
      title: intern(finding.title),
      appliesTo: intern(finding.appliesTo) as typeof finding.appliesTo,
      startsOn: intern(finding.startsOn),
      deadline: intern(finding.deadline),
      subjects: finding.subjects.map(intern),
      changes: [],
    })),
  };
}

let keptRowsRead = 0;
/** How many kept rows this process has read from the database: tests tell memory and database apart by it. */
export function countKeptRowsRead(): number {
  return keptRowsRead;
}

/** Forgets the kept rows remembered in this process (tests: a process started anew). */
export function forgetKeptRuleFindingsInMemory(database: Database): void {
  keptInMemory.peek(database)?.clear();
}

const memoryKey = (formulaId: string, markets: string) => `${formulaId}|${markets}`;

/** What a kept row brings to memory: its formula, the row version and scopes it was found on, and its findings. */
const KEPT_ROW_COLUMNS = {
  formulaId: keptRuleFindings.formulaId,
  rowVersion: keptRuleFindings.rowVersion,
  scopes: keptRuleFindings.scopes,
  outcome: keptRuleFindings.outcome,
};

/** How many kept rows warmKeptRuleFindings reads at a time: each page's JSON is parsed in one task of the event loop. */
const WARM_PAGE_ROWS = 500;

/**
 * Reads the kept rows of this engine into memory, a page at a time (ADR 088): at start, so that the first dashboards
 * after a restart (a house's members landing together) do not each wait for the first to read 16 MB of kept findings.
 * Stops when memory is nearly full: what it would read next would push out what it read. Returns the rows read.
 */
export async function warmKeptRuleFindings(deps: ComplianceDeps, inputs: ComplianceInputs): Promise<number> {
  const { db } = deps.database;
  const memory = keptInMemory.of(deps.database);
  const engineKey = await findingsEngineKey(deps.database, inputs, await selectProp65Digest(deps));
  let after: { formulaId: string; markets: string } | null = null;
  let read = 0;
  while (memory.bytes < KEPT_IN_MEMORY_BYTES * 0.9) {
    const rows = await db
      .select({ ...KEPT_ROW_COLUMNS, markets: keptRuleFindings.markets })
      .from(keptRuleFindings)
      .where(
        and(
          eq(keptRuleFindings.engineKey, engineKey),
          after
            ? sql`(${keptRuleFindings.formulaId}, ${keptRuleFindings.markets}) > (${after.formulaId}, ${after.markets})`
            : undefined,
        ),
      )
      .orderBy(asc(keptRuleFindings.formulaId), asc(keptRuleFindings.markets))
      .limit(WARM_PAGE_ROWS);
    for (const row of rows) {
      const key = memoryKey(row.formulaId, row.markets);
      // A row this process wrote or read meanwhile is as new or newer.
      if (memory.peek(key)) continue;
      memory.set(key, {
        rowVersion: row.rowVersion,
        scopes: row.scopes,
        engineKey,
        outcome: internFindings(forCalendar(row.outcome)),
      });
    }
    read += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < WARM_PAGE_ROWS) break;
    after = { formulaId: last.formulaId, markets: last.markets };
  }
  return read;
}

/**
 * The findings kept in the database (ADR 085) for the day's deadline job and the dashboard's next deadline: a formula's
 * findings are found again only when its row, the rows of the data they read, the reference data or the code changed,
 * and one member's serve every member who reads the same rows. What `read` gives has no `changes` (the lines): for a
 * caller that reads the dates, markets and formulas only.
 */
export function keptRuleFindingsOf(deps: ComplianceDeps): RuleFindingsStore {
  const { db } = deps.database;
  const memory = keptInMemory.of(deps.database);
  return {
    async read(inputs, { stamp, markets, formulas }) {
      const kept = new Map<string, RememberedRuleFindings>();
      if (formulas.length === 0) return kept;
      const engineKey = await findingsEngineKey(deps.database, inputs, await selectProp65Digest(deps));
      // A house's rows share a few scopes' texts: each is held against the reader's stamp once per read.
      const holding = new Map<string, boolean>();
      const holds = (scopes: string) => {
        let held = holding.get(scopes);
        if (held === undefined) holding.set(scopes, (held = holdsAtStamp(scopes, stamp)));
        return held;
      };
      const serves = (formula: ListedFormula, row: Omit<KeptInMemory, 'outcome'>) =>
        row.rowVersion === formula.rowVersion && row.engineKey === engineKey && holds(row.scopes);
      // In memory first; the database for the others (another server's, or one this process has not read).
      const unread = new Map<string, ListedFormula>();
      for (const formula of formulas) {
        // Peeked at: a house's 10,000 moved to the newest place at every ask cost more than the rest of the read.
        const remembered = memory.peek(memoryKey(formula.id, markets));
        if (remembered && serves(formula, remembered)) kept.set(formula.id, remembered.outcome);
        else unread.set(formula.id, formula);
      }
      if (unread.size === 0) return kept;
      const rows = await db
        .select(KEPT_ROW_COLUMNS)
        .from(keptRuleFindings)
        .where(
          and(
            eq(keptRuleFindings.markets, markets),
            eq(keptRuleFindings.engineKey, engineKey),
            sql`${keptRuleFindings.formulaId} = any(${`{${[...unread.keys()].join(',')}}`}::uuid[])`,
          ),
        );
      keptRowsRead += rows.length;
      for (const row of rows) {
        const formula = unread.get(row.formulaId)!;
        if (row.rowVersion !== formula.rowVersion) continue;
        const remembered = { ...row, engineKey, outcome: internFindings(forCalendar(row.outcome)) };
        memory.set(memoryKey(row.formulaId, markets), remembered);
        if (serves(formula, remembered)) kept.set(row.formulaId, remembered.outcome);
      }
      return kept;
    },
    async write(inputs, { markets, found }) {
      const keepable = found.flatMap(({ formula, scopes, outcome }) =>
        scopes === null ? [] : [{ formula, scopes, outcome }],
      );
      if (keepable.length === 0) return;
      const engineKey = await findingsEngineKey(deps.database, inputs, await selectProp65Digest(deps));
      try {
        await db
          .insert(keptRuleFindings)
          .values(
            keepable.map(({ formula, scopes, outcome }) => ({
              formulaId: formula.id,
              markets,
              rowVersion: formula.rowVersion,
              scopes,
              engineKey,
              outcome: forCalendar(outcome),
            })),
          )
          .onConflictDoUpdate({
            target: [keptRuleFindings.formulaId, keptRuleFindings.markets],
            set: {
              rowVersion: sql`excluded.row_version`,
              scopes: sql`excluded.scopes`,
              engineKey: sql`excluded.engine_key`,
              outcome: sql`excluded.outcome`,
            },
          });
      } catch (error) {
        // A formula deleted while its findings were found: the page is not kept (found again when next asked for).
        if (postgresErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
        return;
      }
      for (const { formula, scopes, outcome } of keepable)
        memory.set(memoryKey(formula.id, markets), {
          rowVersion: formula.rowVersion,
          scopes,
          engineKey,
          outcome: internFindings(forCalendar(outcome)),
        });
    },
  };
}
