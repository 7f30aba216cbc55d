import type { MaterialClass } from '../../../domain/regulatory/classify-material.ts';
import type { CompositionValue, Material, RegulatoryData } from '../../../domain/regulatory/regulatory-model.ts';
import { normaliseCas, normaliseNaturalName } from '../../../domain/regulatory/build-regulatory-index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadUserComplianceContext, type ComplianceDeps } from './load-compliance-inputs.ts';

/**
 * GET /api/compliance/engine-data: exactly the input of the engine's `createComplianceEngine`, so the
 * browser runs the same engine incrementally while the perfumer types:
 *
 *   const data = await api.get<EngineData>(`/api/compliance/engine-data?materialIds=${ids.join(',')}`);
 *   const engine = createComplianceEngine({
 *     regulatoryData: data.regulatoryData,
 *     materials: new Map(data.materials.map((material) => [material.id, material])),
 *     compositionValue: data.compositionValue,
 *   });
 *
 * `materials` holds the requested materials and everything they expand into (constituents of naturals
 * from the IFRA annex, Schiff-base aldehydes, the children of the user's own accords and dilutions),
 * so every expansion the engine does finds its material. JSON has no Map, hence the array.
 * `regulatoryData` keeps only the Standards and EU entries those materials are in scope of (scopeRegulatoryData);
 * `regulatoryData.dataVersion` names the data; fetch again when it changes.
 */
export type EngineData = {
  regulatoryData: RegulatoryData;
  materials: Material[];
  compositionValue: CompositionValue;
};

export async function getEngineData(
  deps: ComplianceDeps,
  userId: string,
  materialIds: readonly string[],
  lotIds: readonly string[] = [],
): Promise<EngineData> {
  // Each material's version with its typical composition comes too: a line that accepts it uses `typical:<id>`.
  const context = await loadUserComplianceContext(deps, userId, {
    materialIds,
    lotIds,
    typicalMaterialIds: materialIds,
  });
  const library = context.userEngine.materials;
  const unknown = materialIds.filter((id) => !library.has(id));
  if (unknown.length > 0) throw new AppError('NOT_FOUND', `Material not found: ${unknown.slice(0, 5).join(', ')}`);
  const unknownLots = lotIds.filter((id) => !context.lots.has(id));
  if (unknownLots.length > 0) throw new AppError('NOT_FOUND', `Lot not found: ${unknownLots.slice(0, 5).join(', ')}`);
  const collected = new Map<string, Material>();
  const pending = [
    ...materialIds,
    ...[...context.lots.values()].map((lot) => lot.material.id),
    ...[...context.typical.values()].map((entry) => entry.materialId),
  ];
  while (pending.length > 0) {
    const id = pending.pop() ?? '';
    if (collected.has(id)) continue;
    const material = library.get(id);
    if (!material) continue;
    collected.set(id, material);
    for (const row of material.composition) if (!collected.has(row.childMaterialId)) pending.push(row.childMaterialId);
  }
  const collectedMaterials = [...collected.values()];
  return {
    regulatoryData: scopeRegulatoryData(context.regulatoryData, collectedMaterials),
    materials: collectedMaterials,
    compositionValue: context.userEngine.compositionValue,
  };
}

type Scoped = {
  casNumbers: readonly string[];
  /** An allergen entry's mixtures of isomers (methyl ionone): a material under one leaves the allergens unknown. */
  mixtureCasNumbers?: readonly string[];
  memberMaterialIds?: readonly string[];
  forbiddenNaturals?: { casNumbers: readonly string[] };
  memberClass?: MaterialClass;
};

/**
 * Only the IFRA Standards and EU entries these materials can meet: the engine reaches a Standard or an entry through
 * a material's CAS numbers or its membership (findSubjectIndexes), or an allergen entry through a mixture of isomers
 * holding it (the allergens' unknown share), and through nothing else, so its results are those of the whole data. A formula's answer shrinks from every Standard to the few its materials are in scope of.
 */
export function scopeRegulatoryData(data: RegulatoryData, materials: readonly Material[]): RegulatoryData {
  const casNumbers = new Set(materials.flatMap((material) => material.casNumbers.map(normaliseCas)));
  const materialIds = new Set(materials.map((material) => material.id));
  const classes = new Set(materials.flatMap((material) => material.classes ?? []));
  const reaches = (subject: Scoped) =>
    subject.casNumbers.some((cas) => casNumbers.has(normaliseCas(cas))) ||
    (subject.mixtureCasNumbers ?? []).some((cas) => casNumbers.has(normaliseCas(cas))) ||
    (subject.forbiddenNaturals?.casNumbers ?? []).some((cas) => casNumbers.has(normaliseCas(cas))) ||
    (subject.memberMaterialIds ?? []).some((id) => materialIds.has(id)) ||
    (subject.memberClass !== undefined && classes.has(subject.memberClass));
  // A natural a note forbids by name (mustard oil) and the prohibition beside a Standard (verbena oils) follow it.
  const names = new Set(materials.map((material) => normaliseNaturalName(material.name)));
  const kept = new Set(
    data.ifraStandards
      .filter(
        (standard) =>
          reaches(standard) ||
          (standard.forbiddenNaturals?.names ?? []).some((name) => names.has(normaliseNaturalName(name))),
      )
      .map((standard) => standard.key),
  );
  return {
    ...data,
    ifraStandards: data.ifraStandards.filter(
      (standard) =>
        kept.has(standard.key) ||
        (standard.forbiddenVariantOf !== undefined && kept.has(standard.forbiddenVariantOf.standardKey)),
    ),
    euAllergens: data.euAllergens.filter(reaches),
    euProhibited: data.euProhibited.filter(reaches),
    ...(data.euRestricted ? { euRestricted: data.euRestricted.filter(reaches) } : {}),
  };
}
