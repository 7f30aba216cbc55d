import type { ComplianceWarning, ExpansionError, UnresolvedMaterial } from './compliance-error.ts';
import { buildWarningKey } from './compliance-error.ts';
import type { RegulatoryIndex } from './build-regulatory-index.ts';
import { findSubjectIndexes, normaliseCas } from './build-regulatory-index.ts';
import type { CompositionValue, Material, MaterialLibrary } from './regulatory-model.ts';
import { selectCompositionRows } from './select-composition-rows.ts';

/** miniPinscher stops at depth > 10; so do we, with a typed error instead of a silent stop. */
export const MAXIMUM_COMPOSITION_DEPTH = 10;
/** Below this composition sum a material that is not a declared dilution gets a data-integrity warning. */
export const INCOMPLETE_COMPOSITION_THRESHOLD = 0.9;

/**
 * Each subject amount is split in 4 channels: bit 0 set = arrived through the constituents of a natural
 * (NCS), bit 1 set = arrived through a furocoumarin-free material. Prohibitions need the first
 * (direct: fail; trace from a natural: warning), the phototoxicity Standards the second.
 */
export const CHANNEL_COUNT = 4;
export const CHANNEL_VIA_NATURAL = 1;
export const CHANNEL_FUROCOUMARIN_FREE = 2;

/**
 * The substance vector of one material version (compliance-rules.md §6): per gram of NEAT material,
 * the grams of each regulated subject, by channel. Computed once and cached; a formula line scales it.
 */
export type MaterialVector = {
  materialId: string;
  /** Subject indexes into RegulatoryIndex.subjects, ascending. */
  subjectIndexes: Int32Array;
  /** CHANNEL_COUNT values per subject index, same order. */
  subjectFractions: Float64Array;
  /** Per gram, the leaf substances (keyed by first CAS, else "material:<id>"): the v_m[s] of §6. */
  substanceFractions: ReadonlyMap<string, number>;
  unresolved: readonly UnresolvedMaterial[];
  warnings: readonly ComplianceWarning[];
  /**
   * Naturals (NCS) in this material, itself included, whose allergen content is unknown: no lot analysis
   * and no declared composition (the IFRA annex lists only IFRA-regulated constituents, not the EU allergens).
   */
  allergenGaps: readonly string[];
  /** Longest composition chain below this material (0 for a leaf). */
  height: number;
};

export type MaterialVectorCache = Map<string, MaterialVector>;

export type ExpansionContext = {
  index: RegulatoryIndex;
  materials: MaterialLibrary;
  compositionValue: CompositionValue;
  /** Valid for one library snapshot and data version: create a new one when either changes. */
  cache: MaterialVectorCache;
};

export type ExpansionResult = { ok: true; vector: MaterialVector } | { ok: false; error: ExpansionError };

function buildSubstanceKey(material: Material): string {
  return material.casNumbers[0] ?? `material:${material.id}`;
}

function isLeafKind(material: Material): boolean {
  return material.kind === 'substance' || material.kind === 'solvent';
}

type Accumulator = {
  amounts: Map<number, Float64Array>;
  substances: Map<string, number>;
  unresolved: Map<string, UnresolvedMaterial>;
  warnings: Map<string, ComplianceWarning>;
  allergenGaps: Set<string>;
};

/**
 * A natural's allergen content is known from a lot's certificate of analysis or a declared composition (the user's
 * own, for a mixture of isomers), or from a typical composition the line accepted (its rows are 'literature'; the
 * report says so for the line).
 */
export function hasKnownAllergenContent(material: Material): boolean {
  return material.composition.some(
    (row) =>
      row.source === 'lot-analysis' ||
      row.source === 'supplier-declaration' ||
      row.source === 'user-composition' ||
      (material.typicalComposition !== undefined && row.source === 'literature'),
  );
}

/**
 * Whether a material's own identity leaves its allergen content open: a natural (its constituents vary by origin and
 * lot), a record known by its CAS number alone (a natural or one substance, nobody says), or a mixture of isomers
 * holding an allergen in an unstated share (methyl ionone, mixture of isomers).
 */
function hasUnknownAllergenShare(index: RegulatoryIndex, material: Material): boolean {
  if (material.kind === 'ncs' || material.isIdentityUnknown === true) return true;
  const mixtures = index.allergenMixtureCas;
  return (
    mixtures !== undefined && mixtures.size > 0 && material.casNumbers.some((cas) => mixtures.has(normaliseCas(cas)))
  );
}

function addSubjectAmount(accumulator: Accumulator, subjectIndex: number, channel: number, amount: number): void {
  let channels = accumulator.amounts.get(subjectIndex);
  if (!channels) {
    channels = new Float64Array(CHANNEL_COUNT);
    accumulator.amounts.set(subjectIndex, channels);
  }
  channels[channel] = (channels[channel] ?? 0) + amount;
}

function addChild(
  accumulator: Accumulator,
  child: MaterialVector,
  fraction: number,
  channelMask: number,
  selfSubjects: ReadonlySet<number>,
  parentId: string,
): void {
  for (let position = 0; position < child.subjectIndexes.length; position++) {
    const subjectIndex = child.subjectIndexes[position] ?? 0;
    // The parent counted as a whole for this subject already contains this part of it.
    if (selfSubjects.has(subjectIndex)) continue;
    for (let channel = 0; channel < CHANNEL_COUNT; channel++) {
      const amount = child.subjectFractions[position * CHANNEL_COUNT + channel] ?? 0;
      if (amount !== 0) addSubjectAmount(accumulator, subjectIndex, channel | channelMask, amount * fraction);
    }
  }
  for (const [key, amount] of child.substanceFractions)
    accumulator.substances.set(key, (accumulator.substances.get(key) ?? 0) + amount * fraction);
  for (const entry of child.unresolved) {
    const key = `${entry.materialId}:${entry.reason}`;
    if (!accumulator.unresolved.has(key))
      accumulator.unresolved.set(key, { ...entry, materialPath: [parentId, ...entry.materialPath] });
  }
  for (const warning of child.warnings) accumulator.warnings.set(buildWarningKey(warning), warning);
  if (fraction > 0) for (const materialId of child.allergenGaps) accumulator.allergenGaps.add(materialId);
}

function finishVector(material: Material, accumulator: Accumulator, height: number): MaterialVector {
  const subjectIndexes = Int32Array.from([...accumulator.amounts.keys()].sort((left, right) => left - right));
  const subjectFractions = new Float64Array(subjectIndexes.length * CHANNEL_COUNT);
  subjectIndexes.forEach((subjectIndex, position) =>
    subjectFractions.set(accumulator.amounts.get(subjectIndex) ?? [], position * CHANNEL_COUNT),
  );
  return {
    materialId: material.id,
    subjectIndexes,
    subjectFractions,
    substanceFractions: accumulator.substances,
    unresolved: [...accumulator.unresolved.values()],
    warnings: [...accumulator.warnings.values()],
    allergenGaps: [...accumulator.allergenGaps],
    height,
  };
}

function expandRecursively(
  context: ExpansionContext,
  material: Material,
  path: string[],
  visiting: Set<string>,
): ExpansionResult {
  const cached = context.cache.get(material.id);
  if (cached) return { ok: true, vector: cached };
  if (visiting.has(material.id))
    return { ok: false, error: { kind: 'composition-cycle', materialPath: [...path, material.id] } };
  if (path.length >= MAXIMUM_COMPOSITION_DEPTH + 1) {
    return {
      ok: false,
      error: {
        kind: 'composition-too-deep',
        materialPath: [...path, material.id],
        maximumDepth: MAXIMUM_COMPOSITION_DEPTH,
      },
    };
  }
  visiting.add(material.id);
  path.push(material.id);
  const result = expandOneLevel(context, material, path, visiting);
  path.pop();
  visiting.delete(material.id);
  // Errors are not cached: a depth error found from one root says nothing about a shorter chain.
  if (result.ok) context.cache.set(material.id, result.vector);
  return result;
}

function expandOneLevel(
  context: ExpansionContext,
  material: Material,
  path: string[],
  visiting: Set<string>,
): ExpansionResult {
  const accumulator: Accumulator = {
    amounts: new Map(),
    substances: new Map(),
    unresolved: new Map(),
    warnings: new Map(),
    allergenGaps: new Set(),
  };
  if (hasUnknownAllergenShare(context.index, material) && !hasKnownAllergenContent(material))
    accumulator.allergenGaps.add(material.id);
  const ownChannel = material.isFurocoumarinFree ? CHANNEL_FUROCOUMARIN_FREE : 0;
  const selfSubjects = new Set(findSubjectIndexes(context.index, material));
  const hasComposition = material.composition.length > 0;
  // Count the material itself when it is the subject of a Standard or entry (an NCS such as bergamot
  // oil), or when it is a leaf substance; never twice.
  // A leaf with only an accepted typical composition (its impurities, upper bounds) still counts as itself.
  const hasOnlyTypicalRows = hasComposition && material.composition.every((row) => row.source === 'literature');
  if (selfSubjects.size > 0 || ((!hasComposition || hasOnlyTypicalRows) && isLeafKind(material))) {
    for (const subjectIndex of selfSubjects) addSubjectAmount(accumulator, subjectIndex, ownChannel, 1);
    accumulator.substances.set(buildSubstanceKey(material), 1);
  }
  // Being of a class a Standard covers (a Pinaceae oil) says nothing of the material's composition.
  const classSubjects = new Set(
    (material.classes ?? []).flatMap((materialClass) => context.index.subjectIndexesByClass.get(materialClass) ?? []),
  );
  const isSubjectItself = [...selfSubjects].some((subjectIndex) => !classSubjects.has(subjectIndex));
  const isIdentified = material.casNumbers.length > 0 || isSubjectItself;
  if (material.naturalTypeChoices && material.naturalTypeChoices.length > 0) {
    // The Annex's oil and absolute differ: neither is assumed (issue 26 item 2).
    accumulator.unresolved.set(`${material.id}:natural-type`, {
      materialId: material.id,
      reason: 'natural-type-unknown',
      naturalTypes: material.naturalTypeChoices,
      materialPath: [],
    });
  } else if (material.foldUnknown && !material.composition.some((row) => row.source === 'lot-analysis')) {
    // The base oil's Annex figures would understate a folded oil: nothing is assumed (issue 27 item 1).
    accumulator.unresolved.set(`${material.id}:fold`, {
      materialId: material.id,
      reason: 'fold-unknown',
      naturalTypes: [material.foldUnknown],
      materialPath: [],
    });
  } else if (material.annexTypeMissing && !statesAnnexConstituents(material, material.annexTypeMissing, context)) {
    // Bergamot FCF, rose CO2 extract: the Annex lists other types of its CAS only; being itself the subject of a
    // Standard (STD_087) or an allergen entry says nothing of its constituents (issue 27 audit 2).
    accumulator.unresolved.set(`${material.id}:annex-type`, {
      materialId: material.id,
      reason: 'annex-type-missing',
      naturalTypes: material.annexTypeMissing.types,
      materialPath: [],
    });
  } else if (material.annexNaturalChoices && !hasComposition) {
    accumulator.unresolved.set(`${material.id}:annex-natural`, {
      materialId: material.id,
      reason: 'annex-natural-ambiguous',
      naturalTypes: material.annexNaturalChoices,
      materialPath: [],
    });
  } else if (!hasComposition && (!isLeafKind(material) || !isIdentified) && !isSubjectItself) {
    accumulator.unresolved.set(`${material.id}:no-composition`, {
      materialId: material.id,
      reason: 'no-composition-and-no-identifier-match',
      materialPath: [],
    });
  }
  const channelMask = (material.kind === 'ncs' ? CHANNEL_VIA_NATURAL : 0) | ownChannel;
  let height = 0;
  let compositionSum = 0;
  const identify = (childMaterialId: string) => context.materials.get(childMaterialId)?.casNumbers ?? [];
  for (const row of selectCompositionRows(material.composition, context.compositionValue, identify)) {
    if (row.fraction === null) {
      accumulator.unresolved.set(`${material.id}:row:${row.childMaterialId}`, {
        materialId: material.id,
        reason: 'composition-row-without-value',
        materialPath: [],
      });
      continue;
    }
    if (!Number.isFinite(row.fraction) || row.fraction < 0 || row.fraction > 1) {
      return {
        ok: false,
        error: {
          kind: 'invalid-composition-fraction',
          materialId: material.id,
          childMaterialId: row.childMaterialId,
          value: row.fraction,
        },
      };
    }
    compositionSum += row.fraction;
    if (row.source === 'literature') {
      const warning: ComplianceWarning = {
        kind: 'uncertified-composition',
        materialId: material.id,
        childMaterialId: row.childMaterialId,
      };
      accumulator.warnings.set(buildWarningKey(warning), warning);
    }
    const child = context.materials.get(row.childMaterialId);
    if (!child) {
      const key = `${row.childMaterialId}:missing`;
      if (!accumulator.unresolved.has(key))
        accumulator.unresolved.set(key, {
          materialId: row.childMaterialId,
          reason: 'missing-from-library',
          materialPath: [material.id],
        });
      continue;
    }
    const childResult = expandRecursively(context, child, path, visiting);
    if (!childResult.ok) return childResult;
    height = Math.max(height, childResult.vector.height + 1);
    addChild(accumulator, childResult.vector, row.fraction, channelMask, selfSubjects, material.id);
  }
  if (height > MAXIMUM_COMPOSITION_DEPTH) {
    return {
      ok: false,
      error: { kind: 'composition-too-deep', materialPath: [...path], maximumDepth: MAXIMUM_COMPOSITION_DEPTH },
    };
  }
  if (
    hasComposition &&
    material.kind !== 'dilution' &&
    !(hasOnlyTypicalRows && isLeafKind(material)) &&
    compositionSum < INCOMPLETE_COMPOSITION_THRESHOLD
  ) {
    const warning: ComplianceWarning = { kind: 'incomplete-composition', materialId: material.id, compositionSum };
    accumulator.warnings.set(buildWarningKey(warning), warning);
  }
  return { ok: true, vector: finishVector(material, accumulator, height) };
}

/**
 * Whether a natural the Annex gives no figures for knows its constituents: a lot's analysis (a whole GC report), or a
 * composition (a declaration or an accepted typical composition) stating, with a share or 0 for not detected, each
 * constituent the Annex gives its other types. One silent on any of them (methyl eugenol in a rose CO2 extract)
 * leaves it unknown, never zero.
 */
function statesAnnexConstituents(
  material: Material,
  missing: NonNullable<Material['annexTypeMissing']>,
  context: ExpansionContext,
): boolean {
  if (material.composition.some((row) => row.source === 'lot-analysis')) return true;
  if (material.composition.length === 0) return false;
  const stated = new Set(
    material.composition
      .flatMap((row) => context.materials.get(row.childMaterialId)?.casNumbers ?? [])
      .map(normaliseCas),
  );
  return missing.constituentCas.every((cas) => stated.has(normaliseCas(cas)));
}

/**
 * Expands a material recursively into regulated subjects (dilutions, accords and bases, naturals via
 * the IFRA annex, Schiff bases), per gram of neat material. Cycles and chains deeper than
 * MAXIMUM_COMPOSITION_DEPTH are typed errors; a missing child or an NCS without data is listed as
 * unresolved. Results are memoised in context.cache, so each material version is expanded once.
 */
export function expandMaterial(
  context: ExpansionContext,
  materialId: string,
): ExpansionResult | { ok: false; error: { kind: 'unknown-material'; materialId: string } } {
  const material = context.materials.get(materialId);
  if (!material) return { ok: false, error: { kind: 'unknown-material', materialId } };
  return expandRecursively(context, material, [], new Set());
}
