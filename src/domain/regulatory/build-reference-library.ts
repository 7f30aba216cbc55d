import type { Fraction } from '../shared/units.ts';
import { buildNameKey } from '../materials/normalise-search-text.ts';
import { normaliseCas } from './build-regulatory-index.ts';
import { libraryRowToMaterial } from './library-row-to-material.ts';
import type { CompositionRow, Material, RegulatoryData } from './regulatory-model.ts';
import {
  CONCENTRATED_TYPES,
  indexAnnexNaturals,
  readOwnNaturalType,
  readFold,
  selectAnnexNatural,
} from './select-annex-natural.ts';

/** A row of the materials table, as much of it as the engine needs. */
export type LibraryMaterialRow = {
  id: string;
  cas: string | null;
  otherCas: readonly string[];
  name: string;
  kind: string;
  isNatural: boolean;
  inciName: string | null;
  /** Reference rows: `cas:8008-56-8` (primary variant) or `cas:8008-56-8~lemon oil distilled`. */
  mergeKey: string | null;
  /** Only needed for naturals (matching IFRA annex names). */
  synonyms: readonly string[];
  /** Canonical SMILES, for the class-defined Standards (allyl esters). */
  smiles?: string | null;
  /** Molecular formula (a structure's sign: a record with neither is known by its CAS alone). */
  formula?: string | null;
  /** materials.natural_type (essential oil, absolute…, 'unknown'); derived from the name when absent. */
  naturalType?: string | null;
};

/** An own material: its composition column `[{ materialId, percent }]`, dilution and solvent. */
export type OwnMaterialRow = LibraryMaterialRow & {
  /** What the user declared: food/flavour grade (true), not (false), or not declared (null, the default). */
  isFoodGradeFlavour?: boolean | null;
  composition: unknown;
  dilutionPercent: number | null;
  solventMaterialId: string | null;
};

export type NaturalContributionInput = {
  naturalName: string;
  /** `iso_9235_category`: the Annex natural's type (F2.12 essential oil, F2.1 absolute…). */
  isoCategory?: string | null;
  principalCas: readonly string[];
  otherCas?: readonly string[];
  constituentCas: string | null;
  constituentName: string;
  concentrationPct: number | null;
  standardKey: string | null;
};
export type SchiffBaseInput = {
  aldehyde: string;
  aldehydeCas: readonly string[];
  schiffBase: string;
  schiffBaseCas: readonly string[];
  aldehydeLevelPct: number | null;
};

export type ReferenceLibrary = {
  materials: Map<string, Material>;
  /** Normalised CAS → the material a formula line given by CAS means (primary natural variant first). */
  materialIdsByCas: Map<string, string>;
  /** Name key (buildNameKey) of a natural and its synonyms → the reference natural with IFRA Annex constituents. */
  naturalIdsByNameKey: Map<string, string>;
  /** `<CAS>|<natural type>` → the reference natural of that type with IFRA Annex constituents (lavender oil, absolute). */
  naturalIdsByCasAndType?: Map<string, string>;
};

const casTypeKey = (cas: string, type: string) => `${normaliseCas(cas)}|${type}`;

/** Id of a substance known only by a regulatory list (IFRA scope, annex constituent, EU annex), not by the library. */
export const buildCasMaterialId = (cas: string) => `cas:${normaliseCas(cas)}`;

/**
 * The engine's material library from the reference rows: naturals get their constituents from the
 * IFRA annex (concentration_pct / 100 as the maximum, source 'ifra-annex'), Schiff bases their
 * aldehyde (aldehyde_level_pct / 100), and every CAS a regulatory list names but the library lacks
 * becomes a plain substance `cas:<CAS>`, so a line given by CAS always resolves.
 */
export function buildReferenceLibrary(input: {
  materials: readonly LibraryMaterialRow[];
  naturalContributions: readonly NaturalContributionInput[];
  schiffBases: readonly SchiffBaseInput[];
  regulatoryData: RegulatoryData;
}): ReferenceLibrary {
  const materials = new Map<string, Material>();
  const materialIdsByCas = new Map<string, string>();
  const naturalIdsByNameKey = new Map<string, string>();
  const naturalIdsByCasAndType = new Map<string, string>();
  const annexIndex = indexAnnexNaturals(input.naturalContributions);
  const annexNames = annexIndex.byNameKey;
  const addSubstance = (cas: string, name: string): string => {
    const normalised = normaliseCas(cas);
    const existing = materialIdsByCas.get(normalised);
    if (existing) return existing;
    const id = buildCasMaterialId(normalised);
    materials.set(id, {
      id,
      name,
      kind: 'substance',
      casNumbers: [normalised],
      isFurocoumarinFree: false,
      isFoodGradeFlavour: null,
      composition: [],
    });
    materialIdsByCas.set(normalised, id);
    return id;
  };
  // Primary rows (merge key exactly `cas:<CAS>`) claim their CAS first, then the other CAS of every row.
  const sorted = [...input.materials].sort(
    (left, right) => Number(right.mergeKey === `cas:${right.cas}`) - Number(left.mergeKey === `cas:${left.cas}`),
  );
  const pendingNaturals: { row: LibraryMaterialRow; nameKey: string; fold?: number }[] = [];
  for (const row of sorted) {
    const choice = selectAnnexNatural(row, annexIndex);
    if (choice.kind === 'matched') pendingNaturals.push({ row, nameKey: choice.nameKey });
    else if (choice.kind === 'scaled') pendingNaturals.push({ row, nameKey: choice.nameKey, fold: choice.fold });
    else if (choice.kind === 'fold-unknown')
      materials.set(row.id, { ...libraryRowToMaterial(row), foldUnknown: choice.type });
    else if (choice.kind === 'type-missing') {
      const constituentCas = choice.nameKeys.flatMap((key) =>
        (annexNames.get(key) ?? []).flatMap((entry) =>
          entry.constituentCas ? [normaliseCas(entry.constituentCas)] : [],
        ),
      );
      materials.set(row.id, {
        ...libraryRowToMaterial(row),
        annexTypeMissing: { type: choice.type, types: choice.types, constituentCas: [...new Set(constituentCas)] },
      });
    } else if (choice.kind === 'ambiguous')
      materials.set(row.id, { ...libraryRowToMaterial(row), annexNaturalChoices: choice.names });
    else if (choice.kind === 'type-unknown')
      materials.set(row.id, { ...libraryRowToMaterial(row), naturalTypeChoices: choice.types });
    else materials.set(row.id, libraryRowToMaterial(row));
    if (row.cas && !materialIdsByCas.has(normaliseCas(row.cas))) materialIdsByCas.set(normaliseCas(row.cas), row.id);
  }
  for (const row of sorted)
    for (const cas of row.otherCas)
      if (!materialIdsByCas.has(normaliseCas(cas))) materialIdsByCas.set(normaliseCas(cas), row.id);
  // Constituents are substances keyed by CAS; naturals point at them.
  const constituentId = (row: NaturalContributionInput) =>
    row.constituentCas
      ? buildCasMaterialId(row.constituentCas)
      : `ifra-constituent:${buildNameKey(row.constituentName)}`;
  for (const rows of annexNames.values()) {
    for (const row of rows) {
      const id = constituentId(row);
      if (!materials.has(id))
        materials.set(id, {
          id,
          name: row.constituentName,
          kind: 'substance',
          casNumbers: row.constituentCas ? [normaliseCas(row.constituentCas)] : [],
          isFurocoumarinFree: false,
          isFoodGradeFlavour: null,
          composition: [],
        });
    }
  }
  for (const { row, nameKey, fold } of pendingNaturals) {
    const composition = (annexNames.get(nameKey) ?? [])
      .filter((entry) => entry.concentrationPct !== null)
      .map((entry): CompositionRow => ({
        childMaterialId: constituentId(entry),
        // A folded oil: the base oil's share × the fold its name states, at most the whole oil (an upper bound).
        maximum: Math.min(1, ((entry.concentrationPct ?? 0) / 100) * (fold ?? 1)) as Fraction,
        source: 'ifra-annex',
        documentReference:
          fold === undefined
            ? 'IFRA 51st Amendment, Annex'
            : `IFRA 51st Amendment, Annex (${entry.naturalName} × ${String(fold)}, the fold its name states)`,
      }));
    const material = libraryRowToMaterial(row, dedupeRows(composition));
    materials.set(row.id, material);
    // A folded oil scaled by its own stated fold is no reference for another folded oil of unknown fold.
    for (const cas of fold === undefined ? material.casNumbers : []) {
      const key = casTypeKey(cas, material.naturalType ?? 'unknown');
      if (!naturalIdsByCasAndType.has(key)) naturalIdsByCasAndType.set(key, row.id);
    }
    for (const name of [row.name, ...row.synonyms]) {
      const key = buildNameKey(name);
      if (key && !naturalIdsByNameKey.has(key)) naturalIdsByNameKey.set(key, row.id);
    }
  }
  const data = input.regulatoryData;
  for (const standard of data.ifraStandards) for (const cas of standard.casNumbers) addSubstance(cas, standard.name);
  for (const entry of data.euAllergens) for (const cas of entry.casNumbers) addSubstance(cas, entry.labelName);
  for (const entry of data.euProhibited) for (const cas of entry.casNumbers) addSubstance(cas, entry.name);
  for (const schiff of input.schiffBases) {
    const aldehydeCas = schiff.aldehydeCas[0];
    if (!aldehydeCas || schiff.aldehydeLevelPct === null) continue;
    const aldehydeId = addSubstance(aldehydeCas, schiff.aldehyde);
    for (const cas of schiff.schiffBaseCas) {
      const id = addSubstance(cas, schiff.schiffBase);
      const material = materials.get(id);
      if (!material || material.composition.length > 0) continue;
      const row: CompositionRow = {
        childMaterialId: aldehydeId,
        maximum: (schiff.aldehydeLevelPct / 100) as Fraction,
        source: 'ifra-annex',
        documentReference: 'IFRA 51st Amendment, Annex (Schiff bases)',
      };
      materials.set(id, { ...material, composition: [row] });
    }
  }
  return { materials, materialIdsByCas, naturalIdsByNameKey, naturalIdsByCasAndType };
}

/** IFRA's annex repeats a few (natural, constituent) rows ("Lavandin concrete"): keep the highest value once. */
function dedupeRows(rows: readonly CompositionRow[]): CompositionRow[] {
  const byChild = new Map<string, CompositionRow>();
  for (const row of rows) {
    const existing = byChild.get(row.childMaterialId);
    if (!existing || (row.maximum ?? 0) > (existing.maximum ?? 0)) byChild.set(row.childMaterialId, row);
  }
  return [...byChild.values()];
}

type OwnComponent = { materialId: string; percent: number };

function readOwnComponents(value: unknown): OwnComponent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { materialId, percent } = entry as Record<string, unknown>;
    return typeof materialId === 'string' && typeof percent === 'number' ? [{ materialId, percent }] : [];
  });
}

/**
 * The materials an own material's composition names, its solvent included: what buildOwnMaterial makes its
 * children, so loading these (and theirs, until closed) is enough to expand it.
 */
export function listOwnMaterialChildIds(row: Pick<OwnMaterialRow, 'composition' | 'solventMaterialId'>): string[] {
  const ids = readOwnComponents(row.composition).map((component) => component.materialId);
  return row.solventMaterialId ? [...ids, row.solventMaterialId] : ids;
}

/**
 * The reference natural an own natural is a quality of: the one with its CAS, else the one with its name or a
 * synonym (IFRA Annex names). Null for anything that is not a natural, or when no reference natural matches.
 */
export function findReferenceNatural(
  row: Pick<LibraryMaterialRow, 'kind' | 'isNatural' | 'cas' | 'otherCas' | 'name' | 'synonyms' | 'naturalType'>,
  library: Pick<ReferenceLibrary, 'materials' | 'materialIdsByCas' | 'naturalIdsByNameKey' | 'naturalIdsByCasAndType'>,
): Material | null {
  if (row.kind !== 'natural' && !row.isNatural) return null;
  const isNatural = (id: string | undefined) => {
    const material = id === undefined ? undefined : library.materials.get(id);
    return material?.kind === 'ncs' ? material : null;
  };
  const casList = [row.cas, ...row.otherCas].filter((cas): cas is string => Boolean(cas));
  // A natural of a known type takes the reference natural of its own type (lavender oil, never the absolute).
  const type = readOwnNaturalType({ ...row, mergeKey: null, isNatural: true });
  if (type !== 'unknown') {
    for (const cas of casList) {
      const found = isNatural(library.naturalIdsByCasAndType?.get(casTypeKey(cas, type)));
      if (found) return found;
    }
  }
  // A folded, rectified or terpeneless oil without a reference of its type: the base oil, scaled or marked below.
  if (CONCENTRATED_TYPES.has(type)) {
    for (const cas of casList) {
      const found = isNatural(library.materialIdsByCas.get(normaliseCas(cas)));
      if (found) return found;
    }
  }
  const isOfItsType = (material: Material | null) =>
    material !== null &&
    (type === 'unknown' ||
      material.naturalType === undefined ||
      material.naturalType === 'unknown' ||
      material.naturalType === type);
  for (const cas of casList) {
    const found = isNatural(library.materialIdsByCas.get(normaliseCas(cas)));
    if (isOfItsType(found)) return found;
  }
  for (const name of [row.name, ...row.synonyms]) {
    const found = isNatural(library.naturalIdsByNameKey.get(buildNameKey(name)));
    if (isOfItsType(found)) return found;
  }
  return null;
}

/**
 * A user's own material. A natural's composition is its supplier's declaration: a share above 0 is "stated", a
 * share of 0 is "not detected"; a constituent it does not list is "not stated" and keeps the value of the next
 * source, the IFRA Annex constituents of the reference natural it is a quality of (compliance-rules.md §2: "a
 * supplier's allergen declaration lists allergens, not methyl eugenol or estragole"). An accord, a base or a
 * dilution is the user's own composition (and, for a dilution, its solvent).
 */
export function buildOwnMaterial(
  row: OwnMaterialRow,
  reference: Material | null = null,
  otherType: Material | null = null,
): Material {
  const isNatural = row.kind === 'natural' || row.isNatural;
  const source = isNatural ? 'supplier-declaration' : 'user-composition';
  const composition: CompositionRow[] = readOwnComponents(row.composition).map((component) => ({
    childMaterialId: component.materialId,
    maximum: (component.percent / 100) as Fraction,
    source,
    status: component.percent > 0 ? 'stated' : 'not-detected',
  }));
  if (
    row.solventMaterialId &&
    row.dilutionPercent !== null &&
    !composition.some((entry) => entry.childMaterialId === row.solventMaterialId)
  ) {
    composition.push({
      childMaterialId: row.solventMaterialId,
      maximum: ((100 - row.dilutionPercent) / 100) as Fraction,
      source,
    });
  }
  const ownType = isNatural ? readOwnNaturalType({ ...row, mergeKey: null, isNatural: true }) : null;
  // A folded oil under its base oil: the Annex shares × the fold its name states; without one, unresolved.
  const isUnscaledConcentrate =
    ownType !== null && CONCENTRATED_TYPES.has(ownType) && reference !== null && reference.naturalType !== ownType;
  const fold = isUnscaledConcentrate && ownType === 'folded' ? readFold(row.name) : null;
  if (isNatural && reference && (!isUnscaledConcentrate || fold !== null)) {
    for (const entry of reference.composition)
      if (entry.source === 'ifra-annex' && entry.childMaterialId !== row.id)
        composition.push(
          fold === null ? entry : { ...entry, maximum: Math.min(1, (entry.maximum ?? 0) * fold) as Fraction },
        );
  }
  const material = {
    ...libraryRowToMaterial(row, composition),
    ...(ownType === null ? {} : { naturalType: ownType }),
    // Only the type its user states makes an own natural furocoumarin-free, never its name or a reference's.
    isFurocoumarinFree: ownType === 'furocoumarin-free',
    isFoodGradeFlavour: row.isFoodGradeFlavour ?? null,
  };
  // An own natural of unknown type under a reference whose Annex rows differ by type cannot be verified either.
  const withType =
    isNatural && reference?.naturalTypeChoices && material.naturalType === 'unknown'
      ? { ...material, naturalTypeChoices: reference.naturalTypeChoices }
      : isUnscaledConcentrate && fold === null && ownType !== null
        ? { ...material, foldUnknown: ownType }
        : material;
  if (isNatural && reference === null && otherType && ownType !== null) {
    // The Annex gives figures for another type only: each of its constituents must be stated by the declaration.
    const otherCas = otherType.annexTypeMissing?.constituentCas ?? [];
    const annexIds = otherType.composition
      .filter((entry) => entry.source === 'ifra-annex')
      .map((entry) => entry.childMaterialId);
    const constituentCas = [...new Set([...otherCas, ...annexIds.map((id) => id.replace(/^cas:/, ''))])];
    return {
      ...withType,
      annexTypeMissing: { type: ownType, types: [otherType.naturalType ?? 'unknown'], constituentCas },
    };
  }
  return withType;
}
