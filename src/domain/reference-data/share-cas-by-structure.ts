import { addOtherCas } from './add-other-cas.ts';

/** What a merged material needs here: its CAS numbers, its PubChem structure, whether it is a natural. */
type Identified = {
  cas: string | null;
  otherCas: string[];
  cid: number | null;
  isNatural: boolean;
  fieldSources: Record<string, string[]>;
};

/** The source noted for a CAS number a material holds because another record of its structure gives it. */
export const SAME_STRUCTURE_SOURCE = 'pubchem-cid';

/**
 * Substances recorded under one PubChem CID (one structure) with different CAS numbers each hold every one of them
 * (as other CAS). Arctander gives (E)-cinnamyl alcohol, CID 5315892, the CAS 154-54-1 and the name "Cinnamic alcohol";
 * the allergen entry and IFRA's Standard name it 104-54-1, so "Cinnamic alcohol" at 2 % of a fine fragrance read as
 * compliant and allergen-free. IFRA's Standards say "any other CAS number(s) used to identify this fragrance ingredient
 * should be considered in scope as well": the structure identifies it. Stereoisomer numbers join the same way
 * ((E)-cinnamaldehyde 14371-10-9 and cinnamal 104-55-2). A dataset's wrong CID can make a substance answer for
 * another's rules too: stricter, never laxer. Naturals are left out: no structure is a natural, and a CID on one is
 * its main constituent's (bitter almond oil's is benzaldehyde's).
 */
export function shareCasByStructure<T extends Identified>(materials: readonly T[]): T[] {
  const casByCid = new Map<number, Set<string>>();
  for (const material of materials) {
    if (material.isNatural || material.cid === null || !material.cas) continue;
    const numbers = casByCid.get(material.cid) ?? new Set<string>();
    casByCid.set(material.cid, numbers.add(material.cas));
  }
  return materials.map((material) => {
    if (material.isNatural || material.cid === null || !material.cas) return material;
    return addOtherCas(material, casByCid.get(material.cid) ?? [], SAME_STRUCTURE_SOURCE);
  });
}
