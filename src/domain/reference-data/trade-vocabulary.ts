import type { MaterialContribution } from './material-contribution.ts';
import { TRADE_NAMES } from './trade-names.ts';

/**
 * The vocabulary perfumers type that no staged dataset carries: the abbreviations of everyday solvents and
 * workhorse materials, the display names they write, and the INCI names of the EU labelling allergens. Each
 * entry names a CAS number a dataset already provides (never a new one) and cites where the name is used for it.
 * The entries join the `sillage-trade-names` supplement (`trade-names.ts`): they add names to materials, never
 * materials.
 */

/** Where an abbreviation or name is documented for that material (a public page naming it so). */
export const VOCABULARY_SOURCES = {
  abbreviations: 'Common Perfumery and Flavor Abbreviations, https://www.scribd.com/document/665761385',
  dpg: 'House of Scent, "What is DPG?", https://www.houseofscent.com/community/blogs/what-is-dpg-uses-benefits-how-it-works',
  tec: 'Raw materials used in perfumery, part 6: diluents, https://www.skool.com/bos/raw-materials-used-in-perfumery-part-6-diluents',
  dep: 'IFRA statement on diethyl phthalate (DEP), as quoted by https://lonestarcandlesupply.com/phthalates-and-dep/',
  hcaAca: 'Aromax, "Jasmine: meet ACA" (ACA, HCA), http://aromax-on-line.blogspot.com/2009/01/jasmine-meet-aca.html',
  mdj: 'Methyl dihydrojasmonate (MDJ), https://unicornresin.pk/?p=10162',
  /** The list names 110-98-5 "Dipropylene glycol" and 25265-71-8 "Dipropylene glycol (isomer unspecified)". */
  dpgIsomer: 'IFRA Transparency List (110-98-5 is the single isomer 1,1′-oxydi-2-propanol of commercial DPG)',
  /** The ECHA Annex III labelling list names the label of 106-22-9 "Citronellol" (`fragrance_allergens_labelling.csv`). */
  euLabel: 'EU Annex III labelling allergens, label name (../shared/data/eu-cosmetics-annexes-echa)',
  /** Regulation (EC) No 1223/2009, Annex III (entries 45 and 67-92 as amended by Regulation (EU) 2023/1545): INCI names. */
  inci: 'Regulation (EC) No 1223/2009 Annex III, "Name of Common Ingredients Glossary" column (CosIng INCI names)',
  orris:
    'Wikipedia, "Orris oil" (orris butter, from iris rhizomes), https://en.wikipedia.org/wiki/Orris_oil; ScenTree, ' +
    '"Orris Root Butter" (Latin name Iris pallida), https://scentree.co/Orris_Root_Butter.html',
  frankincense:
    'Planar Parfums, "Olibanum" ("Olibanum, also known as frankincense", Boswellia), https://planarparfums.com/notes/olibanum',
  /** IFRA names the Styrax resins so (the Annex's natural_contributions.csv, RIFM ids 104 and 5381; the Glossary). */
  benzoin:
    'IFRA 51st Amendment Annex, "Benzoin resinoid, Sumatra" (84929-79-3), "Benzoin resinoid, Siam" (84012-39-5), ' +
    '"Benzoin infusion, Sumatra" (9000-05-9) (../shared/data/ifra-51-annex-contributions); the IFRA Fragrance ' +
    'Ingredient Glossary, "Benzoin resinoid, Siam" and the other Siam resins under 9000-72-0 (pyrfume-ifra-glossary-2019)',
  pinkPepper:
    'Olfactive Studio, "Peru\'s peppery delicacy, pink pepper" (Schinus molle and Schinus terebinthifolia berries), ' +
    'https://www.olfactivestudio.com/es/blogs/noticias/peru-s-peppery-delicacy-pink-pepper',
} as const;

export type VocabularySource = keyof typeof VOCABULARY_SOURCES;

export type VocabularyEntry = {
  cas: string;
  /** The name perfumers write, shown as the display name when set. */
  displayName?: string;
  /** Abbreviations and short names (searched as trade names: exact matches rank first). */
  abbreviations?: readonly string[];
  source: VocabularySource;
};

/**
 * Abbreviations and display names of solvents, carriers and workhorse materials. Dipropylene glycol is the isomer
 * mixture (25265-71-8) perfumers buy; the single isomer 110-98-5 keeps its own record.
 */
export const TRADE_ABBREVIATIONS: readonly VocabularyEntry[] = [
  { cas: '25265-71-8', displayName: 'Dipropylene glycol', abbreviations: ['DPG'], source: 'dpg' },
  { cas: '106-22-9', displayName: 'Citronellol', source: 'euLabel' },
  { cas: '110-98-5', displayName: "Dipropylene glycol (1,1'-oxydi-2-propanol)", source: 'dpgIsomer' },
  { cas: '84-66-2', displayName: 'Diethyl phthalate', abbreviations: ['DEP'], source: 'abbreviations' },
  { cas: '110-27-0', displayName: 'Isopropyl myristate', abbreviations: ['IPM'], source: 'abbreviations' },
  { cas: '77-93-0', displayName: 'Triethyl citrate', abbreviations: ['TEC'], source: 'tec' },
  { cas: '120-51-4', displayName: 'Benzyl benzoate', abbreviations: ['BB'], source: 'abbreviations' },
  { cas: '101-86-0', displayName: 'Hexyl cinnamic aldehyde', abbreviations: ['HCA'], source: 'hcaAca' },
  { cas: '122-40-7', displayName: 'Amyl cinnamic aldehyde', abbreviations: ['ACA'], source: 'hcaAca' },
  { cas: '24851-98-7', abbreviations: ['MDJ'], source: 'mdj' },
  { cas: '67-63-0', displayName: 'Isopropyl alcohol', abbreviations: ['IPA'], source: 'abbreviations' },
  { cas: '64-17-5', displayName: 'Ethanol', abbreviations: ['EtOH'], source: 'abbreviations' },
];

/**
 * The common names perfumers write for naturals the datasets name by their plant (Iris pallida, Olibanum, Schinus):
 * searched as trade names of every material under the CAS, so `orris` lists each Iris pallida oil, absolute and
 * concrete. Never a display name: the dataset's name says which form it is.
 */
export const COMMON_NATURAL_NAMES: readonly { cas: string; names: readonly string[]; source: VocabularySource }[] = [
  { cas: '8002-73-1', names: ['Orris', 'Orris root', 'Orris butter'], source: 'orris' },
  { cas: '8016-36-2', names: ['Frankincense'], source: 'frankincense' },
  { cas: '89957-98-2', names: ['Frankincense'], source: 'frankincense' },
  { cas: '68917-52-2', names: ['Pink pepper'], source: 'pinkPepper' },
  { cas: '949495-68-5', names: ['Pink pepper'], source: 'pinkPepper' },
  // Not a name of 119-53-9 alone (the IFRA glossary's "Benzoin", the ketone): a perfumer's benzoin is the resin.
  { cas: '84929-79-3', names: ['Benzoin'], source: 'benzoin' },
  { cas: '84012-39-5', names: ['Benzoin'], source: 'benzoin' },
  { cas: '9000-05-9', names: ['Benzoin'], source: 'benzoin' },
  { cas: '9000-72-0', names: ['Benzoin'], source: 'benzoin' },
];

/** INCI names of the EU labelling allergens (single substances), by the CAS the Annex III entry names. */
export const INCI_NAMES: readonly { cas: string; inci: string }[] = [
  { cas: '100-51-6', inci: 'Benzyl Alcohol' },
  { cas: '122-40-7', inci: 'Amyl Cinnamal' },
  { cas: '101-85-9', inci: 'Amylcinnamyl Alcohol' },
  { cas: '105-13-5', inci: 'Anise Alcohol' },
  { cas: '120-51-4', inci: 'Benzyl Benzoate' },
  { cas: '103-41-3', inci: 'Benzyl Cinnamate' },
  { cas: '118-58-1', inci: 'Benzyl Salicylate' },
  { cas: '104-55-2', inci: 'Cinnamal' },
  { cas: '104-54-1', inci: 'Cinnamyl Alcohol' },
  { cas: '5392-40-5', inci: 'Citral' },
  { cas: '106-22-9', inci: 'Citronellol' },
  { cas: '91-64-5', inci: 'Coumarin' },
  { cas: '97-53-0', inci: 'Eugenol' },
  { cas: '4602-84-0', inci: 'Farnesol' },
  { cas: '106-24-1', inci: 'Geraniol' },
  { cas: '101-86-0', inci: 'Hexyl Cinnamal' },
  { cas: '107-75-5', inci: 'Hydroxycitronellal' },
  { cas: '97-54-1', inci: 'Isoeugenol' },
  { cas: '127-51-5', inci: 'Alpha-Isomethyl Ionone' },
  { cas: '5989-27-5', inci: 'Limonene' },
  { cas: '78-70-6', inci: 'Linalool' },
  { cas: '111-12-6', inci: 'Methyl 2-Octynoate' },
  { cas: '80-54-6', inci: 'Butylphenyl Methylpropional' },
  { cas: '31906-04-4', inci: 'Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde' },
  // Oakmoss and treemoss: the Annex names 90028-68-5 and 90028-67-4; the trade sells them under these CAS numbers.
  { cas: '9000-50-4', inci: 'Evernia Prunastri Extract' },
  { cas: '68917-10-2', inci: 'Evernia Prunastri Extract' },
  { cas: '68648-41-9', inci: 'Evernia Furfuracea Extract' },
  { cas: '84696-53-7', inci: 'Evernia Furfuracea Extract' },
];

const INCI_BY_CAS = new Map(INCI_NAMES.map((entry) => [entry.cas, entry.inci]));

/** The INCI name of a CAS number, or null. */
export function findInciName(cas: string | null | undefined): string | null {
  return cas ? (INCI_BY_CAS.get(cas) ?? null) : null;
}

/** Names a material is searched by besides its own: the INCI name and the trade names and abbreviations. */
export type SearchAliases = { inci: readonly string[]; trade: readonly string[] };

const NO_ALIASES: SearchAliases = { inci: [], trade: [] };
function buildAliases(): Map<string, SearchAliases> {
  const byCas = new Map<string, { inci: string[]; trade: string[] }>();
  const entryFor = (cas: string) => {
    const entry = byCas.get(cas) ?? { inci: [], trade: [] };
    byCas.set(cas, entry);
    return entry;
  };
  for (const { cas, inci } of INCI_NAMES) entryFor(cas).inci.push(inci);
  for (const { cas, names } of TRADE_NAMES) entryFor(cas).trade.push(...names.map((tradeName) => tradeName.name));
  for (const { cas, abbreviations } of TRADE_ABBREVIATIONS) entryFor(cas).trade.push(...(abbreviations ?? []));
  for (const { cas, names } of COMMON_NATURAL_NAMES) entryFor(cas).trade.push(...names);
  return byCas;
}

const ALIASES_BY_CAS: ReadonlyMap<string, SearchAliases> = buildAliases();

/** The INCI and trade names (with abbreviations) the cited tables give a CAS number. */
export function findSearchAliases(cas: string | null | undefined): SearchAliases {
  return (cas && ALIASES_BY_CAS.get(cas)) || NO_ALIASES;
}

/**
 * The vocabulary as contributions of the built-in `sillage-trade-names` supplement: display names, abbreviations
 * (synonyms) and INCI names (the `inciName` field and a synonym), only ever added to materials a dataset provides.
 */
export function buildVocabularyContributions(): MaterialContribution[] {
  const contributions: MaterialContribution[] = TRADE_ABBREVIATIONS.map((entry) => ({
    sourceKey: `vocabulary:${entry.cas}`,
    cas: entry.cas,
    isCasValid: true,
    ...(entry.displayName ? { displayName: entry.displayName } : {}),
    synonyms: [...(entry.abbreviations ?? [])],
  }));
  for (const { cas, inci } of INCI_NAMES)
    contributions.push({ sourceKey: `inci:${cas}`, cas, isCasValid: true, inciName: inci, synonyms: [inci] });
  return contributions;
}
