import type { NotePosition } from '../materials/note-position.ts';

/**
 * One material of a family's structure: the names and CAS numbers it goes by in a library (the essential oil and its
 * common commercial quality, a captive and its chemical name), and the note it plays in the structure.
 */
export type StructureMaterial = { tier: NotePosition; names: readonly string[]; cas: readonly string[] };

export type PerfumeryFamily = {
  id: string;
  label: string;
  description: string;
  /** Where the family comes from (the classification that names it). */
  source: string;
  materials: readonly StructureMaterial[];
};

// Every CAS number below is listed in the IFRA Fragrance Ingredient Glossary (2019) or the IFRA 51st Amendment
// Standards (shared/data/pyrfume-ifra-glossary-2019, ifra-51-standards): the structures use known fragrance materials.
const SFP = 'Société Française des Parfumeurs, Classification des parfums (families and subfamilies)';
const EDWARDS = 'Michael Edwards, Fragrances of the World, the Fragrance Wheel (its families and subfamilies)';

/**
 * The families the formula wizard offers (issue 35 item 9), named as the perfumery classifications name them, and
 * for each a classic structure built from materials perfumers commonly use for it. The structures are perfumery
 * practice (the accords of the genre's founding perfumes and of perfumery teaching): starting points for a
 * perfumer to rework, never a recipe, and they carry no regulatory value. Quantities are not part of them: the
 * wizard shares each note's part of the pyramid among the materials the library has, and the compliance engine caps
 * each line at its IFRA maximum for the brief's category and dosage.
 */
export const PERFUMERY_FAMILIES: readonly PerfumeryFamily[] = [
  {
    id: 'citrus',
    label: 'Citrus (cologne)',
    description: 'Hesperidic top notes over a neroli and herbal heart and a light musk, as in the eau de Cologne.',
    source: SFP,
    materials: [
      { tier: 'top', names: ['Bergamot oil'], cas: ['8007-75-8', '89957-91-5'] },
      { tier: 'top', names: ['Lemon oil'], cas: ['8008-56-8', '84929-31-7'] },
      { tier: 'top', names: ['Orange oil', 'Sweet orange oil'], cas: ['8008-57-9'] },
      { tier: 'top', names: ['Petitgrain oil'], cas: ['8014-17-3'] },
      { tier: 'heart', names: ['Neroli oil'], cas: ['8016-38-4'] },
      { tier: 'heart', names: ['Rosemary oil'], cas: ['8000-25-7'] },
      { tier: 'heart', names: ['Linalool'], cas: ['78-70-6'] },
      { tier: 'base', names: ['Ethylene brassylate'], cas: ['105-95-3'] },
      { tier: 'base', names: ['Galaxolide'], cas: ['1222-05-5'] },
    ],
  },
  {
    id: 'fougere',
    label: 'Fougère',
    description: 'Lavender over coumarin and oakmoss, the accord of Fougère Royale (Houbigant, 1882).',
    source: SFP,
    materials: [
      { tier: 'top', names: ['Lavender oil'], cas: ['8000-28-0'] },
      { tier: 'top', names: ['Bergamot oil'], cas: ['8007-75-8', '89957-91-5'] },
      { tier: 'heart', names: ['Geranium oil'], cas: ['8000-46-2'] },
      { tier: 'heart', names: ['Linalyl acetate'], cas: ['115-95-7'] },
      { tier: 'base', names: ['Coumarin'], cas: ['91-64-5'] },
      { tier: 'base', names: ['Oakmoss extract', 'Oakmoss absolute'], cas: ['90028-68-5'] },
      { tier: 'base', names: ['Vetiver oil'], cas: ['8016-96-4'] },
    ],
  },
  {
    id: 'chypre',
    label: 'Chypre',
    description: 'Bergamot over labdanum, oakmoss and patchouli, the accord of Chypre (Coty, 1917).',
    source: SFP,
    materials: [
      { tier: 'top', names: ['Bergamot oil'], cas: ['8007-75-8', '89957-91-5'] },
      { tier: 'heart', names: ['Methyl dihydrojasmonate', 'Hedione'], cas: ['24851-98-7'] },
      { tier: 'heart', names: ['Rose oil'], cas: ['8007-01-0'] },
      { tier: 'base', names: ['Labdanum', 'Cistus oil', 'Labdanum resinoid'], cas: ['8016-26-0'] },
      { tier: 'base', names: ['Oakmoss extract', 'Oakmoss absolute'], cas: ['90028-68-5'] },
      { tier: 'base', names: ['Patchouli oil'], cas: ['8014-09-3'] },
    ],
  },
  {
    id: 'floral',
    label: 'Floral',
    description: 'A rose and jasmine heart (the classic floral bouquet) lifted by bergamot and held by musks.',
    source: SFP,
    materials: [
      { tier: 'top', names: ['Bergamot oil'], cas: ['8007-75-8', '89957-91-5'] },
      { tier: 'top', names: ['Linalool'], cas: ['78-70-6'] },
      { tier: 'heart', names: ['Phenethyl alcohol', 'Phenylethyl alcohol'], cas: ['60-12-8'] },
      { tier: 'heart', names: ['Citronellol'], cas: ['106-22-9'] },
      { tier: 'heart', names: ['Geraniol'], cas: ['106-24-1'] },
      { tier: 'heart', names: ['Methyl dihydrojasmonate', 'Hedione'], cas: ['24851-98-7'] },
      { tier: 'heart', names: ['Benzyl acetate'], cas: ['140-11-4'] },
      { tier: 'base', names: ['Benzyl salicylate'], cas: ['118-58-1'] },
      { tier: 'base', names: ['Galaxolide'], cas: ['1222-05-5'] },
    ],
  },
  {
    id: 'amber',
    label: 'Amber (oriental)',
    description: 'Labdanum and vanilla with balsams: the amber accord of the oriental family.',
    source: SFP,
    materials: [
      { tier: 'top', names: ['Bergamot oil'], cas: ['8007-75-8', '89957-91-5'] },
      { tier: 'heart', names: ['Eugenol'], cas: ['97-53-0'] },
      { tier: 'heart', names: ['Coumarin'], cas: ['91-64-5'] },
      { tier: 'base', names: ['Labdanum', 'Cistus oil', 'Labdanum resinoid'], cas: ['8016-26-0'] },
      { tier: 'base', names: ['Vanillin'], cas: ['121-33-5'] },
      { tier: 'base', names: ['Benzoin resinoid', 'Benzoin'], cas: ['9000-72-0', '9000-05-9'] },
      { tier: 'base', names: ['Ambroxide', 'Ambrox'], cas: ['6790-58-5'] },
    ],
  },
  {
    id: 'woody',
    label: 'Woody',
    description: 'Cedar, vetiver, patchouli and sandalwood notes with the modern woody ambers.',
    source: SFP,
    materials: [
      { tier: 'top', names: ['Bergamot oil'], cas: ['8007-75-8', '89957-91-5'] },
      { tier: 'heart', names: ['Cedarwood oil', 'Cedarwood oil Virginia'], cas: ['8000-27-9'] },
      { tier: 'heart', names: ['Iso E Super', 'OTNE'], cas: ['54464-57-2'] },
      { tier: 'base', names: ['Vetiver oil'], cas: ['8016-96-4'] },
      { tier: 'base', names: ['Patchouli oil'], cas: ['8014-09-3'] },
      { tier: 'base', names: ['Sandalwood oil'], cas: ['8006-87-9'] },
      { tier: 'base', names: ['Cashmeran'], cas: ['33704-61-9'] },
    ],
  },
  {
    id: 'gourmand',
    label: 'Gourmand',
    description: 'Vanilla, tonka and caramel notes over a fruity or citrus top.',
    source: EDWARDS,
    materials: [
      { tier: 'top', names: ['Mandarin oil'], cas: ['8008-31-9'] },
      { tier: 'heart', names: ['Ethyl maltol'], cas: ['4940-11-8'] },
      { tier: 'heart', names: ['Heliotropin', 'Piperonal'], cas: ['120-57-0'] },
      { tier: 'base', names: ['Vanillin'], cas: ['121-33-5'] },
      { tier: 'base', names: ['Ethyl vanillin'], cas: ['121-32-4'] },
      { tier: 'base', names: ['Coumarin'], cas: ['91-64-5'] },
    ],
  },
  {
    id: 'aquatic',
    label: 'Aquatic',
    description: 'Marine and ozonic notes (Calone, Helional) over airy florals and ambery woods.',
    source: EDWARDS,
    materials: [
      { tier: 'top', names: ['Dihydromyrcenol'], cas: ['18479-58-8'] },
      { tier: 'top', names: ['Calone', 'Watermelon ketone'], cas: ['28940-11-6'] },
      { tier: 'top', names: ['Lemon oil'], cas: ['8008-56-8', '84929-31-7'] },
      { tier: 'heart', names: ['Helional'], cas: ['1205-17-0'] },
      { tier: 'heart', names: ['Methyl dihydrojasmonate', 'Hedione'], cas: ['24851-98-7'] },
      { tier: 'base', names: ['Ambroxide', 'Ambrox'], cas: ['6790-58-5'] },
      { tier: 'base', names: ['Iso E Super', 'OTNE'], cas: ['54464-57-2'] },
    ],
  },
  {
    id: 'green',
    label: 'Green',
    description: 'Cut grass and leaves (cis-3-hexenol, galbanum) over a fresh floral heart and vetiver.',
    source: EDWARDS,
    materials: [
      { tier: 'top', names: ['cis-3-Hexenol', 'Leaf alcohol'], cas: ['928-96-1'] },
      { tier: 'top', names: ['cis-3-Hexenyl acetate'], cas: ['3681-71-8'] },
      { tier: 'top', names: ['Galbanum oil'], cas: ['8023-91-4'] },
      { tier: 'heart', names: ['Linalool'], cas: ['78-70-6'] },
      { tier: 'heart', names: ['Methyl dihydrojasmonate', 'Hedione'], cas: ['24851-98-7'] },
      { tier: 'base', names: ['Vetiver oil'], cas: ['8016-96-4'] },
      { tier: 'base', names: ['Oakmoss extract', 'Oakmoss absolute'], cas: ['90028-68-5'] },
    ],
  },
  {
    id: 'leather',
    label: 'Leather',
    description: 'Birch tar and quinolines over labdanum and woods, the leather (cuir) accord.',
    source: SFP,
    materials: [
      { tier: 'top', names: ['Bergamot oil'], cas: ['8007-75-8', '89957-91-5'] },
      {
        tier: 'heart',
        names: ['Isobutyl quinoline', '2-Isobutylquinoline', '6-sec-Butylquinoline'],
        cas: ['93-19-6', '1333-58-0', '65442-31-1'],
      },
      { tier: 'heart', names: ['Birch tar oil'], cas: ['8001-88-5'] },
      { tier: 'base', names: ['Labdanum', 'Cistus oil', 'Labdanum resinoid'], cas: ['8016-26-0'] },
      { tier: 'base', names: ['Patchouli oil'], cas: ['8014-09-3'] },
      { tier: 'base', names: ['Cashmeran'], cas: ['33704-61-9'] },
    ],
  },
];

export const PERFUMERY_FAMILY_IDS = PERFUMERY_FAMILIES.map((family) => family.id);

export function findPerfumeryFamily(id: string): PerfumeryFamily | undefined {
  return PERFUMERY_FAMILIES.find((family) => family.id === id);
}

/** Every CAS number and lower-case name of a family's structure (what the server looks the library up by). */
export function listStructureKeys(family: PerfumeryFamily): { cas: string[]; names: string[] } {
  return {
    cas: [...new Set(family.materials.flatMap((material) => material.cas))],
    names: [...new Set(family.materials.flatMap((material) => material.names.map((name) => name.toLowerCase())))],
  };
}
