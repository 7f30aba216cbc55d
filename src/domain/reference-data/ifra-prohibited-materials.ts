import type { MaterialContribution } from './material-contribution.ts';
import { readsAsNaturalName } from './reads-as-natural-name.ts';

/**
 * The dataset of the materials only an IFRA Prohibition Standard records: not a supplement, so its records become
 * library materials (named and sourced as the Standard gives them).
 */
export const IFRA_PROHIBITED_MATERIALS_DATASET = 'ifra-51-prohibited-materials';

/** What a Standard says of a material it prohibits. */
export type IfraProhibitionStandard = {
  id: string;
  name: string;
  isProhibition: boolean;
  isRestriction: boolean;
  synonyms: readonly string[];
};

const CAS_OR_SECTION = /^\d{2,7}-\d{2}-\d\b/;
const NOT_A_NAME = /^not applicable\.?$/i;

/**
 * The prohibited materials of the IFRA Standards that no dataset of the library records under any CAS of the
 * Standard's scope (`heldCas`: the merged library's CAS and other CAS numbers), as library materials: a perfumer who
 * types Boldo oil, Musk KS or Santolina oil meets the prohibition instead of an unknown line. One material per
 * Standard: the Standard's name, its first valid CAS (the others as other CAS numbers), its synonyms (commercial-name
 * tags dropped). A Standard one of whose CAS numbers the library holds already names that material
 * (`ifra-standard-names.ts`). Only a Standard that prohibits and restricts nothing: a restriction's limit (Peru balsam's
 * extracts, beside its prohibited crude) needs what only a dataset says, the material's nature and constituents.
 */
export function buildIfraProhibitedMaterials(
  standards: readonly IfraProhibitionStandard[],
  scope: readonly { standardKey: string; cas: string; casValid: boolean }[],
  heldCas: ReadonlySet<string>,
): MaterialContribution[] {
  const casOf = new Map<string, string[]>();
  const known = new Set<string>();
  for (const { standardKey, cas, casValid } of scope) {
    if (heldCas.has(cas)) known.add(standardKey);
    if (casValid) casOf.set(standardKey, [...(casOf.get(standardKey) ?? []), cas]);
  }
  const contributions: MaterialContribution[] = [];
  for (const standard of standards) {
    const [cas, ...otherCas] = casOf.get(standard.id) ?? [];
    if (!standard.isProhibition || standard.isRestriction || known.has(standard.id) || !cas) continue;
    const name = standard.name.trim();
    const synonyms = standard.synonyms
      .map((text) => text.replace(/\s*\(commercial name\)\s*$/i, '').trim())
      .filter((text) => text && !NOT_A_NAME.test(text) && !CAS_OR_SECTION.test(text) && text !== name);
    contributions.push({
      sourceKey: standard.id,
      cas,
      isCasValid: true,
      otherCas,
      name,
      synonyms: [...new Set(synonyms)],
      ...(readsAsNaturalName(name) ? { isNatural: true } : {}),
    });
  }
  return contributions;
}
