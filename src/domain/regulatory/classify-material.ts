/**
 * The chemical or botanical classes that IFRA's class-defined Standards cover, read from a material's data (never
 * from its trade name):
 * - 'allyl-ester' (IFRA_STD_188 "Allyl esters"): an ester of allyl alcohol, CH2=CH–CH2–O–C(=O)–R, found in the
 *   material's SMILES as `C=CCOC(=O)…` at the start or `…C(=O)OCC=C` at the end (PubChem's canonical forms, e.g.
 *   allyl hexanoate CCCCCC(=O)OCC=C, allyl cyclohexylpropionate C=CCOC(=O)CCC1CCCCC1).
 * - 'pinaceae' (IFRA_STD_184 "Pinacea derivatives": "Essential oils (e.g. Turpentine oil) … derived from the
 *   Pinacea family, including Pinus and Abies genera"): a natural whose INCI or botanical name starts with a genus of
 *   the Pinaceae family, or turpentine, the example the Standard gives.
 */
export type MaterialClass = 'allyl-ester' | 'pinaceae';

/** The genera of the Pinaceae family. */
const PINACEAE_GENERA =
  /^(?:abies|cathaya|cedrus|keteleeria|larix|nothotsuga|picea|pinus|pseudolarix|pseudotsuga|tsuga)\b/i;
const ALLYL_ESTER_SMILES = /^C=CCOC\(=O\)|C\(=O\)OCC=C$/;

export function classifyMaterial(input: {
  smiles?: string | null;
  isNatural: boolean;
  inciName?: string | null;
  botanicalName?: string | null;
  name: string;
}): MaterialClass[] {
  const classes: MaterialClass[] = [];
  if (input.smiles && ALLYL_ESTER_SMILES.test(input.smiles.trim())) classes.push('allyl-ester');
  if (
    input.isNatural &&
    (PINACEAE_GENERA.test(input.inciName?.trim() ?? '') ||
      PINACEAE_GENERA.test(input.botanicalName?.trim() ?? '') ||
      /\bturpentine\b/i.test(`${input.inciName ?? ''} ${input.name}`))
  )
    classes.push('pinaceae');
  return classes;
}

/** The class a class-defined Standard covers, from its own text (STD_184, STD_188); null for a Standard with CAS. */
export function findStandardClass(name: string, specificationNote: string | undefined): MaterialClass | null {
  if (/^allyl esters$/i.test(name.trim())) return 'allyl-ester';
  if (/pinacea/i.test(name) && /pinacea family/i.test(specificationNote ?? '')) return 'pinaceae';
  return null;
}

/**
 * The class a Standard's own specification note says its subject belongs to: STD_003 (allyl phenoxyacetate) and
 * STD_238 (allyl 3-cyclohexylpropionate) read "According to the IFRA Specification Standard of Allyl esters, …" and
 * "Please also refer to the IFRA Specification Standard Allyl esters". The data names them allyl esters, so STD_188
 * applies to them by their CAS, whether or not the material carries a SMILES.
 */
export function findReferencedStandardClass(specificationNote: string | undefined): MaterialClass | null {
  return /Specification Standard (?:of )?Allyl esters/i.test(specificationNote ?? '') ? 'allyl-ester' : null;
}
