import { createHash } from 'node:crypto';
import { buildLotMaterial, type LotAnalysisRow } from '../../../domain/regulatory/build-lot-material.ts';
import {
  buildTypicalMaterial,
  type TypicalCompositionInput,
} from '../../../domain/regulatory/build-typical-material.ts';
import { normaliseCas } from '../../../domain/regulatory/build-regulatory-index.ts';
import { buildOwnMaterial, findReferenceNatural } from '../../../domain/regulatory/build-reference-library.ts';
import { findOtherTypeNatural } from '../../../domain/regulatory/find-other-type-natural.ts';
import type { ComplianceEngine } from '../../../domain/regulatory/create-compliance-engine.ts';
import type { MaterialVector, MaterialVectorCache } from '../../../domain/regulatory/expand-material.ts';
import type { Material, MaterialLibrary } from '../../../domain/regulatory/regulatory-model.ts';
import type { ComplianceInputs } from './load-compliance-inputs.ts';
import type { UserContextRows } from './load-user-context-rows.ts';

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
   * loaded, by the digests the database gave of their rows) and of the data version: two contexts with the same one
   * give the same reports.
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

/**
 * The digest of a context's rows and data version (UserComplianceContext.fingerprint): the database's digest of each
 * row, by id, not the rows themselves (issue 34: JSON and sha1 over every own material of a page cost seconds).
 */
export function fingerprintUserContext(versionKey: string, { ownRows, lotRows, typicalRows }: UserContextRows): string {
  const used = typicalRows.filter((row) => row.typicalComposition.length > 0);
  if (ownRows.length === 0 && lotRows.length === 0 && used.length === 0) return versionKey;
  const digests = (prefix: string, rows: readonly { id: string; digest: string }[]) =>
    rows.map((row) => `${prefix}${row.id}:${row.digest}`).sort();
  return createHash('sha1')
    .update(versionKey)
    .update([...digests('m', ownRows), ...digests('l', lotRows), ...digests('t', used)].join('|'))
    .digest('base64');
}

/** A user's compliance context from the shared inputs and its rows (loadUserContextRows): no database. */
export function buildUserComplianceContext(inputs: ComplianceInputs, rows: UserContextRows): UserComplianceContext {
  const { ownRows, lotRows, typicalRows } = rows;
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
  const fingerprint = fingerprintUserContext(inputs.versionKey, rows);
  return { ...inputs, userEngine, ownMaterialIds: new Set(own.keys()), fingerprint, lots, typical };
}
