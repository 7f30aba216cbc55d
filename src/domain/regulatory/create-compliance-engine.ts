import { buildRegulatoryIndex } from './build-regulatory-index.ts';
import type { ExpansionContext } from './expand-material.ts';
import type { CompositionValue, MaterialLibrary, RegulatoryData } from './regulatory-model.ts';

/**
 * The engine is plain data: the regulatory index, the material library and the cache of material
 * vectors. Create one per (data version, library snapshot, composition policy) and reuse it for every
 * report and every edit; the cache is what makes a re-check cost only the edited material.
 */
export type ComplianceEngine = ExpansionContext;

export function createComplianceEngine(input: {
  regulatoryData: RegulatoryData;
  materials: MaterialLibrary;
  compositionValue?: CompositionValue;
}): ComplianceEngine {
  return {
    index: buildRegulatoryIndex(input.regulatoryData),
    materials: input.materials,
    compositionValue: input.compositionValue ?? 'maximum',
    cache: new Map(),
  };
}
