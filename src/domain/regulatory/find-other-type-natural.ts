import { normaliseCas } from './build-regulatory-index.ts';
import type { LibraryMaterialRow, ReferenceLibrary } from './build-reference-library.ts';
import type { Material } from './regulatory-model.ts';
import { CONCENTRATED_TYPES, readOwnNaturalType } from './select-annex-natural.ts';

/**
 * For an own natural of a known type no reference natural of its type was found for: the library natural of another
 * type under its CAS whose IFRA Annex constituents say nothing of it (a rose CO2 extract under "Rose oil", a bergamot
 * FCF under "Bergamot oil expressed"), or null. Concentrated types are the fold's business (buildOwnMaterial).
 */
export function findOtherTypeNatural(
  row: Pick<LibraryMaterialRow, 'kind' | 'isNatural' | 'cas' | 'otherCas' | 'name' | 'synonyms' | 'naturalType'>,
  library: Pick<ReferenceLibrary, 'materials' | 'materialIdsByCas'>,
): Material | null {
  if (row.kind !== 'natural' && !row.isNatural) return null;
  const type = readOwnNaturalType({ ...row, mergeKey: null, isNatural: true });
  if (type === 'unknown' || CONCENTRATED_TYPES.has(type)) return null;
  for (const cas of [row.cas, ...row.otherCas]) {
    const id = cas ? library.materialIdsByCas.get(normaliseCas(cas)) : undefined;
    const found = id === undefined ? undefined : library.materials.get(id);
    if (
      found?.kind === 'ncs' &&
      found.naturalType !== type &&
      found.composition.some((entry) => entry.source === 'ifra-annex')
    )
      return found;
  }
  return null;
}
