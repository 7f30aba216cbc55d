import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ReferenceLibrary } from '../../../domain/regulatory/build-reference-library.ts';
import { buildReferenceLibrary } from '../../../domain/regulatory/build-reference-library.ts';
import type { ComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import { createComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import { attachForbiddenNaturals, mapRegulatoryData } from '../../../domain/regulatory/map-regulatory-data.ts';
import type { IfraStandardRow } from '../../../domain/reference-data/regulatory-rows.ts';
import { REFERENCE_DATASETS } from '../../../domain/reference-data/reference-datasets.ts';
import type { DataVersion, RegulatoryData } from '../../../domain/regulatory/regulatory-model.ts';
import type { Database } from '../../db/client.ts';
import { readByMergeKeyPages, referenceMaterialsAfter } from '../../db/read-by-merge-key-pages.ts';
import { readInTurn } from '../../db/read-in-turn.ts';
import {
  euAnnexEntries,
  euLabellingAllergens,
  ifraNaturalContributions,
  ifraSchiffBases,
  ifraStandardCas,
  ifraStandardLimits,
  ifraStandards,
  importRuns,
  materials,
} from '../../db/schema/index.ts';
import { buildUserComplianceContext, type UserComplianceContext } from './build-user-compliance-context.ts';
import { loadUserContextRows, type ContextRequest, type UserContextRows } from './load-user-context-rows.ts';
import { MATERIAL_COLUMNS } from './material-columns.ts';

export type { UserComplianceContext } from './build-user-compliance-context.ts';

export const IFRA_DATASET = 'ifra-51-standards';
export const EU_DATASET = 'eu-cosmetics-annexes-echa';

/** Everything a report needs that does not depend on the user, built once per data version. */
export type ComplianceInputs = {
  /** Ids of the latest succeeded import run of every dataset: a new successful import changes it. */
  versionKey: string;
  /**
   * A digest of the rows they were built from, in the order read: what a check kept across restarts was computed on
   * (ADR 075). Reference rows written without a new import run (a library rebuilt after the runs were recorded) give
   * another one, where the version key stays.
   */
  rowsDigest: string;
  regulatoryData: RegulatoryData;
  library: ReferenceLibrary;
  /** Shared engine over the reference library; its vector cache fills as formulas are checked. */
  engine: ComplianceEngine;
};

type CacheEntry = { versionKey: string; inputs: Promise<ComplianceInputs> };

/** The compliance inputs of this server's database, kept in memory per data version (`deps.complianceInputs`). */
export type ComplianceInputsCache = {
  /** The inputs of the latest runs: `runs` when the caller read them (LATEST_RUNS_JSON), else read here. */
  load(runs?: readonly LatestRun[]): Promise<ComplianceInputs>;
  /** Drops the cached inputs (tests that write regulatory rows directly). */
  forget(): void;
};

/** What the compliance use cases read: the database, and the inputs cached for it. */
export type ComplianceDeps = { database: Database; complianceInputs: ComplianceInputsCache };

export type LatestRun = { dataset: string; id: string; version: string; finishedAt: Date | null };

/**
 * The latest succeeded import run of every dataset, as one JSON value (`[dataset, id, version, finished_at]` each):
 * findLatestRuns reads it alone, and the verdicts' first statement carries it beside the data revisions
 * (check-formula-verdicts.ts), one round trip instead of two. Latest = the last finished, then the last started, as
 * PostgreSQL orders them (a run without an end first, as before).
 */
export const LATEST_RUNS_JSON: SQL = sql`(SELECT coalesce(json_agg(json_build_array(r.dataset, r.id, r.version, r.finished_at)), '[]'::json)
  FROM (SELECT DISTINCT ON (dataset) dataset, id, version, finished_at FROM ${importRuns} WHERE status = 'succeeded'
    ORDER BY dataset, finished_at DESC, started_at DESC) r)`;

/** LATEST_RUNS_JSON as the driver gives it (parsed JSON, or its text), by dataset. */
export function parseLatestRuns(value: unknown): LatestRun[] {
  const entries = (typeof value === 'string' ? JSON.parse(value) : value) as [string, string, string, string | null][];
  return entries
    .map(([dataset, id, version, finishedAt]) => ({
      dataset,
      id,
      version,
      finishedAt: finishedAt === null ? null : new Date(finishedAt),
    }))
    .sort((left, right) => left.dataset.localeCompare(right.dataset));
}

async function findLatestRuns(database: Database): Promise<LatestRun[]> {
  const { rows } = await database.db.execute<{ runs: unknown }>(sql`SELECT ${LATEST_RUNS_JSON} AS runs`);
  return parseLatestRuns(rows[0]?.runs ?? []);
}

/** The publication date the manifest gives for the imported IFRA edition (same version), else null. */
function findPublicationDate(version: string): string | null {
  const dataset = REFERENCE_DATASETS.find((entry) => entry.id === IFRA_DATASET);
  return dataset && dataset.version === version ? (dataset.publishedOn ?? null) : null;
}

/** IFRA amendment, EU annex edition and import date, from the latest successful imports of both datasets. */
export function buildDataVersion(runs: readonly LatestRun[]): DataVersion {
  const ifra = runs.find((run) => run.dataset === IFRA_DATASET);
  const eu = runs.find((run) => run.dataset === EU_DATASET);
  const dates = [ifra?.finishedAt, eu?.finishedAt].filter((date): date is Date => date instanceof Date);
  const latest = dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
  return {
    ifraAmendment: ifra ? (/\d+/.exec(ifra.version)?.[0] ?? ifra.version) : 'not imported',
    ifraPublishedOn: ifra ? findPublicationDate(ifra.version) : null,
    euAnnexEdition: eu?.version ?? 'not imported',
    importedOn: latest ? latest.toISOString().slice(0, 10) : 'not imported',
  };
}

/** The rows of the database the shared inputs are built from: plain data, so they can cross to the verdict worker. */
async function selectInputRows(database: Database) {
  const { db } = database;
  const [standards, limits, scope, allergens, annexII, naturals, schiffBases, referenceRows, annexIiiRows] =
    await readInTurn([
      () => db.select().from(ifraStandards),
      () =>
        db
          .select({
            standardKey: ifraStandardLimits.standardKey,
            category: ifraStandardLimits.category,
            limitKind: ifraStandardLimits.limitKind,
            maxPercent: ifraStandardLimits.maxPercent,
          })
          .from(ifraStandardLimits),
      () => db.select({ standardKey: ifraStandardCas.standardKey, cas: ifraStandardCas.cas }).from(ifraStandardCas),
      () => db.select().from(euLabellingAllergens),
      () =>
        db
          .select({
            annex: euAnnexEntries.annex,
            refNo: euAnnexEntries.refNo,
            substanceName: euAnnexEntries.substanceName,
            cas: euAnnexEntries.cas,
            productTypes: euAnnexEntries.productTypes,
            maximumThreshold: euAnnexEntries.maximumThreshold,
            restrictions: euAnnexEntries.restrictions,
          })
          .from(euAnnexEntries)
          .where(eq(euAnnexEntries.annex, 'II')),
      () => db.select().from(ifraNaturalContributions),
      () => db.select().from(ifraSchiffBases),
      () =>
        readByMergeKeyPages((after, limit) =>
          db
            .select(MATERIAL_COLUMNS)
            .from(materials)
            .where(referenceMaterialsAfter(after))
            .orderBy(materials.mergeKey)
            .limit(limit),
        ),
      // Every Annex III row: the label warnings (column i) of the labelling entries, and the entries beyond them.
      () =>
        db
          .select({
            refNo: euAnnexEntries.refNo,
            substanceName: euAnnexEntries.substanceName,
            cas: euAnnexEntries.cas,
            identifierNames: euAnnexEntries.identifierNames,
            productTypes: euAnnexEntries.productTypes,
            maximumThreshold: euAnnexEntries.maximumThreshold,
            restrictions: euAnnexEntries.restrictions,
            expressedAs: euAnnexEntries.expressedAs,
            warningLabel: euAnnexEntries.warningLabel,
          })
          .from(euAnnexEntries)
          .where(eq(euAnnexEntries.annex, 'III'))
          .orderBy(euAnnexEntries.id),
    ]);
  return { standards, limits, scope, allergens, annexII, naturals, schiffBases, referenceRows, annexIiiRows };
}

/** The rows the shared inputs of one data version are built from, with that version (see buildInputsFromRows). */
export type ComplianceInputRows = {
  versionKey: string;
  runs: LatestRun[];
  rows: Awaited<ReturnType<typeof selectInputRows>>;
};

function versionKeyOf(runs: readonly LatestRun[]): string {
  return runs.map((run) => `${run.dataset}:${run.id}`).join('|') || 'no-imports';
}

/**
 * The rows of the shared inputs as the database holds them now, and their data version: what the verdict worker
 * builds its own copy of the inputs from (it opens no database).
 */
export async function selectComplianceInputRows(database: Database): Promise<ComplianceInputRows> {
  const runs = await findLatestRuns(database);
  return { versionKey: versionKeyOf(runs), runs, rows: await selectInputRows(database) };
}

/** A digest of the inputs' rows, table by table and row by row (no copy of them all as one text). */
function digestInputRows(rows: ComplianceInputRows['rows']): string {
  const hash = createHash('sha256');
  for (const [table, tableRows] of Object.entries(rows)) {
    hash.update(table).update('\0');
    for (const row of tableRows) hash.update(JSON.stringify(row)).update('\n');
  }
  return hash.digest('base64url');
}

/** The shared inputs of one data version from its rows: no database, so the same in the server and in a worker. */
export function buildInputsFromRows({ versionKey, runs, rows }: ComplianceInputRows): ComplianceInputs {
  const { standards, limits, scope, allergens, annexII, naturals, schiffBases, referenceRows, annexIiiRows } = rows;
  const mapped = mapRegulatoryData({
    dataVersion: buildDataVersion(runs),
    standards: standards.map((row) => ({ ...row, notes: row.notes ?? {} }) satisfies IfraStandardRow),
    limits,
    scope,
    allergens,
    annexIiiWarnings: annexIiiRows.filter((row) => row.warningLabel !== null),
    annexIiiRows,
    annexEntries: annexII.map((row) => ({ ...row, annex: 'II' as const })),
  });
  // Naturals a Standard's note forbids (STD_107: horseradish oil) are found by their IFRA Annex CAS.
  const regulatoryData = attachForbiddenNaturals(mapped, naturals);
  const library = buildReferenceLibrary({
    materials: referenceRows,
    naturalContributions: naturals,
    schiffBases,
    regulatoryData,
  });
  return {
    versionKey,
    rowsDigest: digestInputRows(rows),
    regulatoryData,
    library,
    engine: createComplianceEngine({ regulatoryData, materials: library.materials }),
  };
}

/**
 * The regulatory data and the reference library, cached in memory per data version: one small query
 * of import_runs per load, and a rebuild only after a new import run succeeded. Built once in buildDeps.
 */
export function createComplianceInputsCache(database: Database): ComplianceInputsCache {
  let cached: CacheEntry | null = null;
  return {
    async load(knownRuns) {
      const runs = knownRuns ? [...knownRuns] : await findLatestRuns(database);
      const versionKey = versionKeyOf(runs);
      if (cached?.versionKey === versionKey) return cached.inputs;
      const inputs = selectInputRows(database).then((rows) => buildInputsFromRows({ versionKey, runs, rows }));
      cached = { versionKey, inputs };
      inputs.catch(() => {
        if (cached?.inputs === inputs) cached = null;
      });
      return inputs;
    },
    forget() {
      cached = null;
    },
  };
}

/**
 * The shared inputs plus the own materials (with their compositions) the request needs, of the workspaces the user
 * belongs to, and the lots asked for (with their certificates of analysis), when there are any. `materialIds` names
 * the materials of the lines, diluents or candidates: those that are own materials are loaded with every own
 * material they reference (see loadUserContextRows), never the whole workspace (25,000 own materials in a house).
 * `'all'` loads every own material of the user's workspaces: say it only when the request truly reads them all.
 * A material or lot outside those workspaces is simply absent. `inputs`: the shared inputs already loaded (a
 * computation in pages reads every page against the same reference data), else the current ones.
 */
export async function loadUserComplianceContext(
  { database, complianceInputs }: ComplianceDeps,
  userId: string,
  request: ContextRequest,
  inputs?: ComplianceInputs,
): Promise<UserComplianceContext> {
  return (await loadUserComplianceContextAndRows({ database, complianceInputs }, userId, request, inputs)).context;
}

/**
 * loadUserComplianceContext with the rows it was built from: the verdict worker, which holds the shared inputs,
 * builds the same context from them (findRuleFindingsInWorker).
 */
export async function loadUserComplianceContextAndRows(
  { database, complianceInputs }: ComplianceDeps,
  userId: string,
  request: ContextRequest,
  inputs?: ComplianceInputs,
): Promise<{ context: UserComplianceContext; rows: UserContextRows }> {
  inputs ??= await complianceInputs.load();
  const rows = await loadUserContextRows(database, userId, inputs.library.materials, request);
  return { context: buildUserComplianceContext(inputs, rows), rows };
}
