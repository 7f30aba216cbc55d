import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { buildLotMaterial, type LotAnalysisRow } from '../../../domain/regulatory/build-lot-material.ts';
import {
  buildTypicalMaterial,
  type TypicalCompositionInput,
} from '../../../domain/regulatory/build-typical-material.ts';
import { normaliseCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import type { ReferenceLibrary } from '../../../domain/regulatory/build-reference-library.ts';
import { findOtherTypeNatural } from '../../../domain/regulatory/find-other-type-natural.ts';
import {
  buildOwnMaterial,
  buildReferenceLibrary,
  findReferenceNatural,
  listOwnMaterialChildIds,
} from '../../../domain/regulatory/build-reference-library.ts';
import type { ComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import type { MaterialVector, MaterialVectorCache } from '../../../domain/regulatory/expand-material.ts';
import { createComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import { attachForbiddenNaturals, mapRegulatoryData } from '../../../domain/regulatory/map-regulatory-data.ts';
import type { IfraStandardRow } from '../../../domain/reference-data/regulatory-rows.ts';
import { REFERENCE_DATASETS } from '../../../domain/reference-data/reference-datasets.ts';
import type {
  DataVersion,
  Material,
  MaterialLibrary,
  RegulatoryData,
} from '../../../domain/regulatory/regulatory-model.ts';
import type { Database } from '../../db/client.ts';
import {
  euAnnexEntries,
  euLabellingAllergens,
  ifraNaturalContributions,
  ifraSchiffBases,
  ifraStandardCas,
  ifraStandardLimits,
  ifraStandards,
  importRuns,
  inventoryLots,
  materials,
  workspaceMembers,
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

/** The compliance inputs of this server's database, kept in memory per data version (`deps.complianceInputs`). */
export type ComplianceInputsCache = {
  load(): Promise<ComplianceInputs>;
  /** Drops the cached inputs (tests that write regulatory rows directly). */
  forget(): void;
};

/** What the compliance use cases read: the database, and the inputs cached for it. */
export type ComplianceDeps = { database: Database; complianceInputs: ComplianceInputsCache };

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
  smiles: materials.smiles,
  naturalType: materials.naturalType,
};

type LatestRun = { dataset: string; id: string; version: string; finishedAt: Date | null };

async function findLatestRuns(database: Database): Promise<LatestRun[]> {
  const runs = await database.db
    .select({
      dataset: importRuns.dataset,
      id: importRuns.id,
      version: importRuns.version,
      finishedAt: importRuns.finishedAt,
    })
    .from(importRuns)
    .where(eq(importRuns.status, 'succeeded'))
    .orderBy(desc(importRuns.finishedAt), desc(importRuns.startedAt));
  const latest = new Map<string, LatestRun>();
  for (const run of runs) if (!latest.has(run.dataset)) latest.set(run.dataset, run);
  return [...latest.values()].sort((left, right) => left.dataset.localeCompare(right.dataset));
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

async function buildInputs(
  database: Database,
  versionKey: string,
  runs: readonly LatestRun[],
): Promise<ComplianceInputs> {
  const { db } = database;
  const [standards, limits, scope, allergens, annexII, naturals, schiffBases, referenceRows, annexIiiRows] =
    await Promise.all([
      db.select().from(ifraStandards),
      db
        .select({
          standardKey: ifraStandardLimits.standardKey,
          category: ifraStandardLimits.category,
          limitKind: ifraStandardLimits.limitKind,
          maxPercent: ifraStandardLimits.maxPercent,
        })
        .from(ifraStandardLimits),
      db.select({ standardKey: ifraStandardCas.standardKey, cas: ifraStandardCas.cas }).from(ifraStandardCas),
      db.select().from(euLabellingAllergens),
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
      db.select().from(ifraNaturalContributions),
      db.select().from(ifraSchiffBases),
      db.select(MATERIAL_COLUMNS).from(materials).where(isNull(materials.userId)),
      // Every Annex III row: the label warnings (column i) of the labelling entries, and the entries beyond them.
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
    async load() {
      const runs = await findLatestRuns(database);
      const versionKey = runs.map((run) => `${run.dataset}:${run.id}`).join('|') || 'no-imports';
      if (cached?.versionKey === versionKey) return cached.inputs;
      const inputs = buildInputs(database, versionKey, runs);
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

/**
 * A user engine's vector cache. The vectors of its own materials, lots and typical versions stay private to it; every
 * other vector is a reference material's, which never depends on own materials (a reference composition names
 * reference materials only, and the index and composition value are the shared engine's), so it is read from and
 * written to the shared engine's cache: computed once per data version, not once per request (issue 34: a page of
 * 200 formulas' verdicts recomputed them all, and copied the shared cache, on every call).
 */
function createLayeredVectorCache(
  shared: MaterialVectorCache,
  isPrivate: (id: string) => boolean,
): MaterialVectorCache {
  const own: MaterialVectorCache = new Map();
  const cacheOf = (id: string) => (isPrivate(id) ? own : shared);
  return new (class extends Map<string, MaterialVector> {
    override get(id: string) {
      return cacheOf(id).get(id);
    }
    override has(id: string) {
      return cacheOf(id).has(id);
    }
    override set(id: string, vector: MaterialVector) {
      cacheOf(id).set(id, vector);
      return this;
    }
  })();
}

export type UserComplianceContext = ComplianceInputs & {
  /** The engine for this user: the shared one, or one over the library plus their own materials and lots. */
  userEngine: ComplianceEngine;
  /**
   * The own materials loaded: the ones asked for (`materialIds`, the lots' materials and certificate rows) and every
   * own material their compositions, solvents and dilutions name, until closed; with `'all'`, every one of the
   * user's workspaces.
   */
  ownMaterialIds: ReadonlySet<string>;
  /**
   * A digest of everything this context adds to the shared inputs (the own materials, lots and typical compositions
   * loaded, as stored) and of the data version: two contexts with the same one give the same reports.
   */
  fingerprint: string;
  /** The lots asked for, by lot id: the material the lot is of, and the engine material (`lot:<id>`) for it. */
  lots: ReadonlyMap<string, { baseMaterialId: string; material: Material; hasCertificate: boolean }>;
  /**
   * Materials (or lots, by their engine id) whose typical composition was asked for and can be used: the engine id
   * of the version with it (`typical:<id>`) and how it reads ("typical composition, Good Scents, upper bound").
   */
  typical: ReadonlyMap<string, { materialId: string; description: string }>;
};

/** A certificate-of-analysis row of inventory_lots (CoaRowSchema), matched to a library material by id or CAS. */
function readLotRows(
  value: unknown,
  library: MaterialLibrary,
  materialIdsByCas: ReadonlyMap<string, string>,
): LotAnalysisRow[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): LotAnalysisRow[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { materialId, cas, name, percent } = entry as Record<string, unknown>;
    if (typeof percent !== 'number') return [];
    const byId = typeof materialId === 'string' && library.has(materialId) ? materialId : null;
    const byCas = typeof cas === 'string' && cas.trim() ? (materialIdsByCas.get(normaliseCas(cas)) ?? null) : null;
    return [{ childMaterialId: byId ?? byCas, name: typeof name === 'string' ? name : '', percent }];
  });
}

/** The workspaces a user belongs to (a sub-query): whose own materials and lots their formulas may name. */
function workspacesOf(userId: string) {
  return sql`(select ${workspaceMembers.workspaceId} from ${workspaceMembers} where ${workspaceMembers.userId} = ${userId})`;
}

const OWN_MATERIAL_COLUMNS = {
  ...MATERIAL_COLUMNS,
  composition: materials.composition,
  isFoodGradeFlavour: materials.isFoodGradeFlavour,
  dilutionPercent: materials.dilutionPercent,
  solventMaterialId: materials.solventMaterialId,
};

/** Own materials are rows of `materials`: a uuid. Anything else (a reference id, a typo) is not looked up. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids per query: a 600-line formula's page stays a few statements, far below PostgreSQL's parameter limit. */
const IDS_PER_QUERY = 2000;

type OwnRow = Awaited<ReturnType<typeof selectOwnMaterials>>[number];

function selectOwnMaterials(database: Database, userId: string, ids: readonly string[] | 'all') {
  const inWorkspaces = inArray(materials.workspaceId, workspacesOf(userId));
  return database.db
    .select(OWN_MATERIAL_COLUMNS)
    .from(materials)
    .where(ids === 'all' ? inWorkspaces : and(inWorkspaces, inArray(materials.id, [...ids])));
}

/**
 * The own materials of the user's workspaces among `wanted`, and every own material their compositions and solvents
 * name, level by level until closed (an accord of own accords of own naturals: one query per level). A reference
 * material needs no query; an id of another workspace is simply absent, as it was when every own material was loaded.
 */
async function loadOwnMaterialRows(
  database: Database,
  userId: string,
  library: MaterialLibrary,
  wanted: Iterable<string> | 'all',
): Promise<OwnRow[]> {
  if (wanted === 'all') return selectOwnMaterials(database, userId, 'all');
  const rows: OwnRow[] = [];
  const asked = new Set<string>();
  let level = [...wanted];
  while (level.length > 0) {
    const ids = [...new Set(level)].filter((id) => !asked.has(id) && !library.has(id) && UUID_PATTERN.test(id));
    if (ids.length === 0) break;
    for (const id of ids) asked.add(id);
    const chunks: string[][] = [];
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY)
      chunks.push(ids.slice(start, start + IDS_PER_QUERY));
    const found = (await Promise.all(chunks.map((chunk) => selectOwnMaterials(database, userId, chunk)))).flat();
    rows.push(...found);
    level = found.flatMap((row) => listOwnMaterialChildIds(row));
  }
  return rows;
}

/** The material ids a certificate of analysis names (its rows matched by id; by CAS they are reference materials). */
function listCertificateMaterialIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { materialId } = entry as Record<string, unknown>;
    return typeof materialId === 'string' ? [materialId] : [];
  });
}

/**
 * The shared inputs plus the own materials (with their compositions) the request needs, of the workspaces the user
 * belongs to, and the lots asked for (with their certificates of analysis), when there are any. `materialIds` names
 * the materials of the lines, diluents or candidates: those that are own materials are loaded with every own
 * material they reference (see loadOwnMaterialRows), never the whole workspace (25,000 own materials in a house).
 * `'all'` loads every own material of the user's workspaces: say it only when the request truly reads them all.
 * A material or lot outside those workspaces is simply absent.
 */
export async function loadUserComplianceContext(
  { database, complianceInputs }: ComplianceDeps,
  userId: string,
  options: {
    materialIds: readonly string[] | 'all';
    lotIds?: readonly string[];
    typicalMaterialIds?: readonly string[];
  },
): Promise<UserComplianceContext> {
  const inputs = await complianceInputs.load();
  const lotIds = [...new Set(options.lotIds ?? [])];
  const typicalIds = [...new Set(options.typicalMaterialIds ?? [])];
  const [lotRows, typicalRows] = await Promise.all([
    lotIds.length === 0
      ? Promise.resolve([])
      : database.db
          .select({
            id: inventoryLots.id,
            materialId: inventoryLots.materialId,
            lotNumber: inventoryLots.lotNumber,
            certificateOfAnalysis: inventoryLots.certificateOfAnalysis,
          })
          .from(inventoryLots)
          .where(and(inArray(inventoryLots.workspaceId, workspacesOf(userId)), inArray(inventoryLots.id, lotIds))),
    typicalIds.length === 0
      ? Promise.resolve([])
      : database.db
          .select({ id: materials.id, typicalComposition: materials.typicalComposition })
          .from(materials)
          .where(and(isNull(materials.userId), inArray(materials.id, typicalIds))),
  ]);
  // A lot's material and the materials its certificate names are needed as much as the lines' own materials.
  const ownRows = await loadOwnMaterialRows(
    database,
    userId,
    inputs.library.materials,
    options.materialIds === 'all'
      ? 'all'
      : [
          ...options.materialIds,
          ...lotRows.flatMap((lot) => [lot.materialId, ...listCertificateMaterialIds(lot.certificateOfAnalysis)]),
        ],
  );
  const typicalById = new Map(
    typicalRows
      .filter((row) => row.typicalComposition.length > 0)
      .map((row) => [row.id, row.typicalComposition as readonly TypicalCompositionInput[]]),
  );
  if (ownRows.length === 0 && lotRows.length === 0 && typicalById.size === 0)
    return {
      ...inputs,
      userEngine: inputs.engine,
      ownMaterialIds: new Set(),
      fingerprint: inputs.versionKey,
      lots: new Map(),
      typical: new Map(),
    };
  // An own natural keeps, constituent by constituent, what its declaration does not state from the IFRA Annex.
  // A natural of a type the Annex does not list keeps the other type's constituents to state (issue 27 audit 2).
  const own = new Map(
    ownRows.map((row) => {
      const reference = findReferenceNatural(row, inputs.library);
      return [row.id, buildOwnMaterial(row, reference, reference ? null : findOtherTypeNatural(row, inputs.library))];
    }),
  );
  const withOwn = layerLibrary(inputs.library.materials, own);
  const lots = new Map<string, { baseMaterialId: string; material: Material; hasCertificate: boolean }>();
  for (const lot of lotRows) {
    const base = withOwn.get(lot.materialId);
    if (!base) continue;
    const rows = readLotRows(lot.certificateOfAnalysis, withOwn, inputs.library.materialIdsByCas);
    const material = buildLotMaterial(base, { lotId: lot.id, lotNumber: lot.lotNumber, rows });
    // Without a certificate the lot is the material itself: nothing to confirm, nothing more known.
    lots.set(lot.id, {
      baseMaterialId: base.id,
      material: rows.length > 0 ? material : { ...base, id: material.id, name: material.name },
      hasCertificate: rows.length > 0,
    });
  }
  // A line that accepted a typical composition reads the material (or its lot) with it as the last source.
  const typical = new Map<string, { materialId: string; description: string }>();
  const typicalMaterials: Material[] = [];
  const addTypical = (material: Material, baseMaterialId: string) => {
    const rows = typicalById.get(baseMaterialId);
    const built = rows ? buildTypicalMaterial(material, rows, inputs.library.materialIdsByCas) : null;
    if (!built) return;
    typical.set(material.id, { materialId: built.material.id, description: built.description });
    typicalMaterials.push(built.material);
  };
  for (const id of typicalById.keys()) {
    const base = withOwn.get(id);
    if (base) addTypical(base, id);
  }
  for (const lot of lots.values()) addTypical(lot.material, lot.baseMaterialId);
  const layered = new Map<string, Material>([
    ...own,
    ...[...lots.values()].map((lot): [string, Material] => [lot.material.id, lot.material]),
    ...typicalMaterials.map((material): [string, Material] => [material.id, material]),
  ]);
  const userEngine: ComplianceEngine = {
    index: inputs.engine.index,
    materials: layerLibrary(inputs.library.materials, layered),
    compositionValue: inputs.engine.compositionValue,
    cache: createLayeredVectorCache(inputs.engine.cache, (id) => layered.has(id)),
  };
  const byId = (left: { id: string }, right: { id: string }) => left.id.localeCompare(right.id);
  const fingerprint = createHash('sha1')
    .update(inputs.versionKey)
    .update(JSON.stringify([ownRows.toSorted(byId), lotRows.toSorted(byId), typicalRows.toSorted(byId)]))
    .digest('base64');
  return { ...inputs, userEngine, ownMaterialIds: new Set(own.keys()), fingerprint, lots, typical };
}
