import type { ClpComponentInput, SaveMaterialClassificationBody } from './clp.schemas.ts';

/** Where a material's or a lot's classification comes from (issue 31, Data). */
export type MaterialClassificationSource = SaveMaterialClassificationBody['source'];

/** A workspace's classification of a material (lotId null) or of one lot of it. */
export type MaterialClassification = {
  materialId: string;
  lotId: string | null;
  classification: string[];
  specificConcentrationLimits: string[];
  mFactors: { acute?: number; chronic?: number };
  ate: { oral?: number; dermal?: number; inhalation?: number };
  source: MaterialClassificationSource;
  notes: string | null;
  updatedAt: string;
};

/** Which classification a formula line used, and from where (shown with the result). */
export type LineClassificationProvenance = {
  level: 'lot' | 'material';
  lotId: string | null;
  source: MaterialClassificationSource;
  /** "Supplier SDS of Acme, 2025-03-01, revision 4 (lot L-12)". */
  description: string;
};

/** "Supplier SDS of Acme, 2025-03-01, revision 4" or "Own assessment by J. Doe, 2025-06-30". */
export function describeClassificationSource(source: MaterialClassificationSource): string {
  return source.kind === 'supplierSds'
    ? `Supplier SDS of ${source.supplier}, ${source.sdsDate}, revision ${source.sdsRevision}`
    : `Own assessment by ${source.assessedBy}, ${source.assessedOn}`;
}

/**
 * The classification a formula line takes (issue 31 item 1): its lot's where the line names a lot that has one,
 * else its material's, else none (the Annex VI entry alone, or an ingredient of unknown classification). The
 * harmonised entry is merged over either by `resolveIngredient`, which never lets it be weakened.
 */
export function chooseLineClassification(
  line: { materialId: string | null; lotId?: string | null },
  byLot: ReadonlyMap<string, MaterialClassification>,
  byMaterial: ReadonlyMap<string, MaterialClassification>,
): { classification: MaterialClassification; level: 'lot' | 'material' } | null {
  const lot = line.lotId ? byLot.get(line.lotId) : undefined;
  // A lot classified for another material is not this line's (a lot belongs to one material).
  if (lot && lot.materialId === line.materialId) return { classification: lot, level: 'lot' };
  const material = line.materialId ? byMaterial.get(line.materialId) : undefined;
  return material ? { classification: material, level: 'material' } : null;
}

/** The classify request's fields for a component classified by its supplier or by the company. */
export function toComponentClassification(
  classification: MaterialClassification,
): Pick<ClpComponentInput, 'supplierClassification' | 'specificConcentrationLimits' | 'mFactors' | 'ate'> {
  const hasAte = Object.values(classification.ate).some((value) => value !== undefined);
  const hasMFactor = Object.values(classification.mFactors).some((value) => value !== undefined);
  return {
    supplierClassification: [...classification.classification],
    specificConcentrationLimits: [...classification.specificConcentrationLimits],
    ...(hasMFactor ? { mFactors: { ...classification.mFactors } } : {}),
    ...(hasAte ? { ate: { ...classification.ate } } : {}),
  };
}

/** The provenance a line's result carries. */
export function describeLineProvenance(
  chosen: { classification: MaterialClassification; level: 'lot' | 'material' },
  lotNumber: string | null,
): LineClassificationProvenance {
  const where = chosen.level === 'lot' ? ` (lot ${lotNumber ?? 'without number'})` : ' (material)';
  return {
    level: chosen.level,
    lotId: chosen.classification.lotId,
    source: chosen.classification.source,
    description: `${describeClassificationSource(chosen.classification.source)}${where}`,
  };
}
