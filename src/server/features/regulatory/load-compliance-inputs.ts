import { desc, eq, isNull } from 'drizzle-orm';
import type { ReferenceLibrary } from '../../../domain/regulatory/build-reference-library.ts';
import { buildOwnMaterial, buildReferenceLibrary } from '../../../domain/regulatory/build-reference-library.ts';
import type { ComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import { createComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import { mapRegulatoryData } from '../../../domain/regulatory/map-regulatory-data.ts';
import type { IfraStandardRow } from '../../../domain/reference-data/regulatory-rows.ts';
import type { DataVersion, Material, MaterialLibrary, RegulatoryData } from '../../../domain/regulatory/regulatory-model.ts';
import type { Database } from '../../db/client.ts';
import {
  euAnnexEntries, euLabellingAllergens, ifraNaturalContributions, ifraSchiffBases, ifraStandardCas, ifraStandardLimits, ifraStandards, importRuns, materials,
} from '../../db/schema/index.ts';

export const IFRA_DATASET = 'ifra-51-standards';
export const EU_DATASET = 'eu-cosmetics-annexes-echa';

/** Everything a report needs that does not depend on the user, built once per data version. */
export type ComplianceInputs = {
  /** Ids of the latest succeeded import run of every dataset: a new successful import changes it. */
  versionKey: string;
  regulatoryData: RegulatoryData;
  library: ReferenceLibrary;
  /** Shared engine over the reference library; its vector cache fills as formulas are checked. */
  engine: ComplianceEngine;
};

type CacheEntry = { versionKey: string; inputs: Promise<ComplianceInputs> };
const cache = new WeakMap<Database, CacheEntry>();

const MATERIAL_COLUMNS = {
  id: materials.id,
  cas: materials.cas,
  otherCas: materials.otherCas,
  name: materials.name,
  kind: materials.kind,
  isNatural: materials.isNatural,
  inciName: materials.inciName,
  mergeKey: materials.mergeKey,
  synonyms: materials.synonyms,
};

type LatestRun = { dataset: string; id: string; version: string; finishedAt: Date | null };

async function findLatestRuns(database: Database): Promise<LatestRun[]> {
  const runs = await database.db
    .select({ dataset: importRuns.dataset, id: importRuns.id, version: importRuns.version, finishedAt: importRuns.finishedAt })
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.finishedAt), desc(importRuns.startedAt));
  const latest = new Map<string, LatestRun>();
  for (const run of runs) if (!latest.has(run.dataset)) latest.set(run.dataset, run);
  return [...latest.values()].sort((left, right) => left.dataset.localeCompare(right.dataset));
}

/** IFRA amendment, EU annex edition and import date, from the latest successful imports of both datasets. */
export function buildDataVersion(runs: readonly LatestRun[]): DataVersion {
  const ifra = runs.find((run) => run.dataset === IFRA_DATASET);
  const eu = runs.find((run) => run.dataset === EU_DATASET);
  const dates = [ifra?.finishedAt, eu?.finishedAt].filter((date): date is Date => date instanceof Date);
  const latest = dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
  return {
    ifraAmendment: ifra ? (/\d+/.exec(ifra.version)?.[0] ?? ifra.version) : 'not imported',
    euAnnexEdition: eu?.version ?? 'not imported',
    importedOn: latest ? latest.toISOString().slice(0, 10) : 'not imported',
  };
}

async function buildInputs(database: Database, versionKey: string, runs: readonly LatestRun[]): Promise<ComplianceInputs> {
  const { db } = database;
  const [standards, limits, scope, allergens, annexII, naturals, schiffBases, referenceRows] = await Promise.all([
    db.select().from(ifraStandards),
    db.select({ standardKey: ifraStandardLimits.standardKey, category: ifraStandardLimits.category, limitKind: ifraStandardLimits.limitKind, maxPercent: ifraStandardLimits.maxPercent }).from(ifraStandardLimits),
    db.select({ standardKey: ifraStandardCas.standardKey, cas: ifraStandardCas.cas }).from(ifraStandardCas),
    db.select().from(euLabellingAllergens),
    db.select({ annex: euAnnexEntries.annex, refNo: euAnnexEntries.refNo, substanceName: euAnnexEntries.substanceName, cas: euAnnexEntries.cas }).from(euAnnexEntries).where(eq(euAnnexEntries.annex, 'II')),
    db.select().from(ifraNaturalContributions),
    db.select().from(ifraSchiffBases),
    db.select(MATERIAL_COLUMNS).from(materials).where(isNull(materials.userId)),
  ]);
  const regulatoryData = mapRegulatoryData({
    dataVersion: buildDataVersion(runs),
    standards: standards.map((row) => ({ ...row, notes: (row.notes ?? {}) as Record<string, string> }) satisfies IfraStandardRow),
    limits,
    scope,
    allergens,
    annexEntries: annexII.map((row) => ({ ...row, annex: 'II' as const })),
  });
  const library = buildReferenceLibrary({ materials: referenceRows, naturalContributions: naturals, schiffBases, regulatoryData });
  return { versionKey, regulatoryData, library, engine: createComplianceEngine({ regulatoryData, materials: library.materials }) };
}

/**
 * The regulatory data and the reference library, cached in memory per data version: one small query
 * of import_runs per call, and a rebuild only after a new import run succeeded.
 */
export async function loadComplianceInputs(database: Database): Promise<ComplianceInputs> {
  const runs = await findLatestRuns(database);
  const versionKey = runs.map((run) => `${run.dataset}:${run.id}`).join('|') || 'no-imports';
  const cached = cache.get(database);
  if (cached?.versionKey === versionKey) return cached.inputs;
  const inputs = buildInputs(database, versionKey, runs);
  cache.set(database, { versionKey, inputs });
  inputs.catch(() => {
    if (cache.get(database)?.inputs === inputs) cache.delete(database);
  });
  return inputs;
}

/** Drops the cached inputs (tests that write regulatory rows directly). */
export function forgetComplianceInputs(database: Database): void {
  cache.delete(database);
}

/** A read-only view of the reference library with the user's own materials laid over it. */
function layerLibrary(base: MaterialLibrary, own: ReadonlyMap<string, Material>): MaterialLibrary {
  const merged = (): Map<string, Material> => new Map([...base, ...own]);
  return {
    get: (id: string) => own.get(id) ?? base.get(id),
    has: (id: string) => own.has(id) || base.has(id),
    get size() {
      return merged().size;
    },
    forEach: (callback, thisArg) => merged().forEach(callback, thisArg),
    entries: () => merged().entries(),
    keys: () => merged().keys(),
    values: () => merged().values(),
    [Symbol.iterator]: () => merged()[Symbol.iterator](),
  };
}

export type UserComplianceContext = ComplianceInputs & {
  /** The engine for this user: the shared one, or one over the library plus their own materials. */
  userEngine: ComplianceEngine;
  ownMaterialIds: ReadonlySet<string>;
};

/** The shared inputs plus the user's own materials (with their compositions) when they have any. */
export async function loadUserComplianceContext(database: Database, userId: string): Promise<UserComplianceContext> {
  const inputs = await loadComplianceInputs(database);
  const ownRows = await database.db
    .select({ ...MATERIAL_COLUMNS, composition: materials.composition, dilutionPercent: materials.dilutionPercent, solventMaterialId: materials.solventMaterialId })
    .from(materials)
    .where(eq(materials.userId, userId));
  if (ownRows.length === 0) return { ...inputs, userEngine: inputs.engine, ownMaterialIds: new Set() };
  const own = new Map(ownRows.map((row) => [row.id, buildOwnMaterial(row)]));
  const userEngine: ComplianceEngine = {
    index: inputs.engine.index,
    materials: layerLibrary(inputs.library.materials, own),
    compositionValue: inputs.engine.compositionValue,
    // Reference vectors never depend on own materials: start from the shared ones, keep new ones private.
    cache: new Map([...inputs.engine.cache].filter(([id]) => !own.has(id))),
  };
  return { ...inputs, userEngine, ownMaterialIds: new Set(own.keys()) };
}
