import type {
  DataVersion,
  EuAllergenEntry,
  EuProhibitedEntry,
  EuRestrictedEntry,
  IfraStandard,
  Material,
  RegulatoryData,
} from './regulatory-model.ts';
import { extractPlantParts, isSamePlantPart } from './extract-plant-parts.ts';
import { isAllowedVariant } from './forbidden-natural-variants.ts';
import { isLeftOutOfEuAnnexIi } from './eu-annex-ii-natural-scopes.ts';
import { findReferencedStandardClass } from './classify-material.ts';

/**
 * Everything a concentration is summed for: an IFRA Standard, an EU Annex III allergen entry, an
 * Annex II entry or another Annex III entry. Each has a dense index so running totals can live in typed arrays.
 */
export type RegulatedSubject =
  | { kind: 'ifra-standard'; standard: IfraStandard }
  | { kind: 'eu-allergen'; entry: EuAllergenEntry }
  | { kind: 'eu-prohibited'; entry: EuProhibitedEntry }
  | { kind: 'eu-restricted'; entry: EuRestrictedEntry };

export type RegulatoryIndex = {
  dataVersion: DataVersion;
  subjects: readonly RegulatedSubject[];
  ifraStandardCount: number;
  subjectIndexesByCas: ReadonlyMap<string, readonly number[]>;
  subjectIndexesByMaterialId: ReadonlyMap<string, readonly number[]>;
  /** Class-defined Standards (allyl esters, Pinaceae derivatives) by the class they cover. */
  subjectIndexesByClass: ReadonlyMap<string, readonly number[]>;
  /**
   * Naturals a Standard's note forbids by name (STD_107: "Mustard oil and Horseradish oil … should not be used"), by
   * the name in lower case: the IFRA Annex gives no CAS for mustard oil, so its name is the only identifier the data has.
   */
  subjectIndexesByForbiddenName?: ReadonlyMap<string, readonly number[]>;
  /** Per Standard that forbids some naturals of its scope (STD_083, STD_097): the index of the prohibition beside it. */
  forbiddenVariantIndexes?: ReadonlyMap<number, number>;
  /** The CAS of mixtures of isomers whose allergen share is unknown (EuAllergenEntry.mixtureCasNumbers), normalised. */
  allergenMixtureCas?: ReadonlySet<string>;
};

/** The name a forbidden natural is matched by: lower case, single spaces, a trailing "(…)" or ", …" qualifier dropped. */
export function normaliseNaturalName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*(\(.*\)|,.*)$/, '');
}

/** CAS numbers compare without spaces; leading zeros are not significant in the first group. */
export function normaliseCas(cas: string): string {
  return cas.replace(/\s+/g, '').replace(/^0+(?=\d)/, '');
}

function addToIndex(map: Map<string, number[]>, key: string, subjectIndex: number): void {
  const existing = map.get(key);
  if (!existing) map.set(key, [subjectIndex]);
  else if (!existing.includes(subjectIndex)) existing.push(subjectIndex);
}

/**
 * Every CAS that brings a material into a subject's scope: its own CAS numbers and, for an IFRA Standard whose notes
 * forbid named naturals (STD_107: horseradish oil), the IFRA Annex CAS of those naturals.
 */
export function findSubjectCasNumbers(subject: RegulatedSubject): readonly string[] {
  if (subject.kind !== 'ifra-standard') return subject.entry.casNumbers;
  const forbidden = subject.standard.forbiddenNaturals?.casNumbers ?? [];
  return forbidden.length === 0 ? subject.standard.casNumbers : [...subject.standard.casNumbers, ...forbidden];
}

/**
 * Builds the lookup of subjects by CAS and by member material id, once per data version.
 * IFRA Standards come first, so index < ifraStandardCount means "an IFRA Standard".
 */
export function buildRegulatoryIndex(data: RegulatoryData): RegulatoryIndex {
  const subjects: RegulatedSubject[] = [
    ...data.ifraStandards.map((standard): RegulatedSubject => ({ kind: 'ifra-standard', standard })),
    ...data.euAllergens.map((entry): RegulatedSubject => ({ kind: 'eu-allergen', entry })),
    ...data.euProhibited.map((entry): RegulatedSubject => ({ kind: 'eu-prohibited', entry })),
    ...(data.euRestricted ?? []).map((entry): RegulatedSubject => ({ kind: 'eu-restricted', entry })),
  ];
  const byCas = new Map<string, number[]>();
  const byMaterialId = new Map<string, number[]>();
  const byClass = new Map<string, number[]>();
  const byForbiddenName = new Map<string, number[]>();
  const indexByKey = new Map(data.ifraStandards.map((standard, subjectIndex) => [standard.key, subjectIndex]));
  const forbiddenVariantIndexes = new Map<number, number>();
  subjects.forEach((subject, subjectIndex) => {
    const parentKey = subject.kind === 'ifra-standard' ? subject.standard.forbiddenVariantOf?.standardKey : undefined;
    const parentIndex = parentKey === undefined ? undefined : indexByKey.get(parentKey);
    if (parentIndex !== undefined) forbiddenVariantIndexes.set(parentIndex, subjectIndex);
    if (subject.kind === 'ifra-standard')
      for (const name of subject.standard.forbiddenNaturals?.names ?? [])
        addToIndex(byForbiddenName, normaliseNaturalName(name), subjectIndex);
    if (subject.kind === 'ifra-standard' && subject.standard.memberClass)
      addToIndex(byClass, subject.standard.memberClass, subjectIndex);
    const source = subject.kind === 'ifra-standard' ? subject.standard : subject.entry;
    for (const cas of findSubjectCasNumbers(subject)) {
      const normalised = normaliseCas(cas);
      if (normalised !== '') addToIndex(byCas, normalised, subjectIndex);
    }
    for (const materialId of source.memberMaterialIds ?? []) addToIndex(byMaterialId, materialId, subjectIndex);
  });
  // A Standard whose specification note names its subject a member of a class (STD_003: "According to the IFRA
  // Specification Standard of Allyl esters"): its CAS numbers are in the class-defined Standard's scope too.
  for (const standard of data.ifraStandards) {
    const referenced = findReferencedStandardClass(standard.specificationNote);
    for (const classIndex of referenced === null ? [] : (byClass.get(referenced) ?? []))
      for (const cas of standard.casNumbers) addToIndex(byCas, normaliseCas(cas), classIndex);
  }
  return {
    dataVersion: data.dataVersion,
    subjects,
    ifraStandardCount: data.ifraStandards.length,
    subjectIndexesByCas: byCas,
    subjectIndexesByMaterialId: byMaterialId,
    subjectIndexesByClass: byClass,
    subjectIndexesByForbiddenName: byForbiddenName,
    forbiddenVariantIndexes,
    allergenMixtureCas: new Set(data.euAllergens.flatMap((entry) => (entry.mixtureCasNumbers ?? []).map(normaliseCas))),
  };
}

/** The subjects a material is itself in scope of, by any of its CAS numbers or by explicit membership. */
export function findSubjectIndexes(index: RegulatoryIndex, material: Material): readonly number[] {
  const found: number[] = [];
  let materialParts: string[] | null = null;
  const add = (subjectIndexes: readonly number[] | undefined) => {
    for (const subjectIndex of subjectIndexes ?? []) {
      if (found.includes(subjectIndex)) continue;
      const subject = index.subjects[subjectIndex];
      // Naturals sharing a CAS keep their own entries: cinnamon leaf oil is not Annex III 349 (the bark oil).
      if (subject?.kind === 'eu-allergen' && subject.entry.plantParts && material.kind === 'ncs') {
        materialParts ??= extractPlantParts([material.name, material.inciName]);
        if (!isSamePlantPart(subject.entry.plantParts, materialParts)) continue;
      }
      // Verbena absolute is not Annex II 450's "verbena essential oils and derivatives other than absolute".
      if (subject?.kind === 'eu-prohibited' && isLeftOutOfEuAnnexIi(subject.entry, material)) continue;
      found.push(subjectIndex);
    }
  };
  for (const cas of material.casNumbers) add(index.subjectIndexesByCas.get(normaliseCas(cas)));
  add(index.subjectIndexesByMaterialId.get(material.id));
  for (const materialClass of material.classes ?? []) add(index.subjectIndexesByClass.get(materialClass));
  if (material.kind === 'ncs' && index.subjectIndexesByForbiddenName?.size)
    add(index.subjectIndexesByForbiddenName.get(normaliseNaturalName(material.name)));
  if (material.kind === 'ncs' && index.forbiddenVariantIndexes?.size)
    return found.map((subjectIndex) => findForbiddenVariant(index, subjectIndex, material) ?? subjectIndex);
  return found;
}

/** The prohibition a natural falls under instead of its Standard when the Standard does not allow it (verbena oil). */
function findForbiddenVariant(index: RegulatoryIndex, subjectIndex: number, material: Material): number | undefined {
  const variantIndex = index.forbiddenVariantIndexes?.get(subjectIndex);
  const variant = variantIndex === undefined ? undefined : index.subjects[variantIndex];
  if (variant?.kind !== 'ifra-standard' || !variant.standard.forbiddenVariantOf) return undefined;
  return isAllowedVariant(variant.standard.forbiddenVariantOf.allowed, material) ? undefined : variantIndex;
}

export function getSubjectName(subject: RegulatedSubject): string {
  return subject.kind === 'ifra-standard'
    ? subject.standard.name
    : subject.kind === 'eu-allergen'
      ? subject.entry.labelName
      : subject.entry.name;
}

type AnnexKeyIndex = Map<string, { first: number; last: number }>;
const annexKeysByIndex = new WeakMap<RegulatoryIndex, { annexIi: AnnexKeyIndex; annexIii: AnnexKeyIndex }>();

/** Per Annex reference, its first and last subject index: read once per regulatory index, not on every report. */
function indexAnnexKeys(index: RegulatoryIndex): { annexIi: AnnexKeyIndex; annexIii: AnnexKeyIndex } {
  let keys = annexKeysByIndex.get(index);
  if (keys) return keys;
  keys = { annexIi: new Map(), annexIii: new Map() };
  const note = (map: AnnexKeyIndex, key: string, subjectIndex: number) => {
    const entry = map.get(key);
    if (entry) entry.last = subjectIndex;
    else map.set(key, { first: subjectIndex, last: subjectIndex });
  };
  for (const [subjectIndex, subject] of index.subjects.entries()) {
    if (subject.kind === 'eu-prohibited') note(keys.annexIi, subject.entry.annexIiReference, subjectIndex);
    if (subject.kind === 'eu-allergen' || subject.kind === 'eu-restricted')
      note(keys.annexIii, subject.entry.annexIiiReference, subjectIndex);
  }
  annexKeysByIndex.set(index, keys);
  return keys;
}

/**
 * Subject indexes of EU entries by their Annex reference numbers: of a reference several subjects carry, the last,
 * and the references in the order their first subject comes in the index.
 */
export function findSubjectIndexesByKey(
  index: RegulatoryIndex,
  keys: { annexIi: readonly string[]; annexIii: readonly string[] },
): { annexIi: Map<string, number>; annexIii: Map<string, number> } {
  if (keys.annexIi.length === 0 && keys.annexIii.length === 0) return { annexIi: new Map(), annexIii: new Map() };
  const known = indexAnnexKeys(index);
  const pick = (map: AnnexKeyIndex, wanted: readonly string[]) => {
    const found = [...new Set(wanted)].flatMap((key) => {
      const entry = map.get(key);
      return entry ? [{ key, ...entry }] : [];
    });
    found.sort((left, right) => left.first - right.first);
    return new Map(found.map((entry) => [entry.key, entry.last]));
  };
  return { annexIi: pick(known.annexIi, keys.annexIi), annexIii: pick(known.annexIii, keys.annexIii) };
}
