import type { MaterialContribution } from './material-contribution.ts';

/** Houses whose product names appear below. */
export type TradeNameOwner = 'Firmenich' | 'Givaudan' | 'IFF' | 'Symrise' | 'Kao' | 'BASF' | 'Takasago';

export type TradeName = { name: string; owner?: TradeNameOwner };

export type TradeNameEntry = {
  cas: string;
  /** The first is the display name unless `isDisplayName` is false; the rest are synonyms. */
  names: readonly TradeName[];
  /** False where perfumers use the common name rather than the trade one (ethylene brassylate, not Musk T). */
  isDisplayName?: false;
};

const FIRMENICH = 'Firmenich';
const GIVAUDAN = 'Givaudan';
const IFF = 'IFF';

/**
 * Trade names of aroma chemicals, by CAS, spelled as their owners spell them. None of the staged datasets
 * carries trade names with their owners (IFRA's Standards list some as "commercial name" without the maker),
 * yet perfumers search and speak by them ("Hedione"). Maintained by hand; an entry only names a material a
 * dataset already provides. Sources: the makers' own product names in their ingredient catalogues
 * (Firmenich "Perfumery ingredients", Givaudan "Fragrance ingredients compendium", IFF "Fragrance ingredients",
 * Symrise, Kao, BASF and Takasago aroma-chemical ranges); each CAS was checked against the structures the
 * datasets give for it (The Good Scents Company, IFRA glossary). An owner is given only where certain.
 */
export const TRADE_NAMES: readonly TradeNameEntry[] = [
  { cas: '24851-98-7', names: [{ name: 'Hedione', owner: FIRMENICH }, { name: 'Kharismal' }] },
  { cas: '54464-57-2', names: [{ name: 'Iso E Super', owner: IFF }, { name: 'OTNE' }] },
  { cas: '1222-05-5', names: [{ name: 'Galaxolide', owner: IFF }, { name: 'Abbalide' }] },
  {
    cas: '6790-58-5',
    names: [
      { name: 'Ambroxan', owner: 'Kao' },
      { name: 'Ambrox', owner: FIRMENICH },
      { name: 'Ambrofix', owner: GIVAUDAN },
    ],
  },
  { cas: '3738-00-9', names: [{ name: 'Cetalox', owner: FIRMENICH }] },
  {
    cas: '80-54-6',
    names: [
      { name: 'Lilial', owner: GIVAUDAN },
      { name: 'Lysmeral', owner: 'BASF' },
    ],
  },
  { cas: '31906-04-4', names: [{ name: 'Lyral', owner: IFF }] },
  { cas: '28940-11-6', names: [{ name: 'Calone' }, { name: 'Watermelon ketone' }] },
  { cas: '33704-61-9', names: [{ name: 'Cashmeran', owner: IFF }] },
  { cas: '1205-17-0', names: [{ name: 'Helional', owner: IFF }] },
  { cas: '111879-80-2', names: [{ name: 'Habanolide', owner: FIRMENICH }] },
  { cas: '106-02-5', names: [{ name: 'Exaltolide', owner: FIRMENICH }, { name: 'Pentalide' }] },
  { cas: '28645-51-4', names: [{ name: 'Ambrettolide', owner: GIVAUDAN }] },
  { cas: '198404-98-7', names: [{ name: 'Javanol', owner: GIVAUDAN }] },
  { cas: '65113-99-7', names: [{ name: 'Sandalore', owner: GIVAUDAN }] },
  { cas: '67801-20-1', names: [{ name: 'Ebanol', owner: GIVAUDAN }] },
  { cas: '107898-54-4', names: [{ name: 'Polysantol', owner: FIRMENICH }] },
  { cas: '28219-61-6', names: [{ name: 'Bacdanol', owner: IFF }] },
  { cas: '21145-77-7', names: [{ name: 'Tonalide' }] },
  { cas: '32388-55-9', names: [{ name: 'Vertofix', owner: IFF }, { name: 'Methyl cedryl ketone' }] },
  { cas: '125109-85-5', names: [{ name: 'Florhydral', owner: GIVAUDAN }] },
  {
    cas: '70788-30-6',
    names: [
      { name: 'Norlimbanol', owner: FIRMENICH },
      { name: 'Timberol', owner: 'Symrise' },
    ],
  },
  { cas: '117933-89-8', names: [{ name: 'Karanal', owner: GIVAUDAN }] },
  {
    cas: '4707-47-5',
    names: [
      { name: 'Evernyl', owner: GIVAUDAN },
      { name: 'Veramoss', owner: IFF },
    ],
  },
  { cas: '68039-49-6', names: [{ name: 'Triplal', owner: IFF }, { name: 'Ligustral' }] },
  { cas: '22457-23-4', names: [{ name: 'Stemone', owner: GIVAUDAN }] },
  { cas: '95962-14-4', names: [{ name: 'Nectaryl', owner: GIVAUDAN }] },
  { cas: '236391-76-7', names: [{ name: 'Romandolide', owner: FIRMENICH }] },
  { cas: '141773-73-1', names: [{ name: 'Helvetolide', owner: FIRMENICH }] },
  { cas: '477218-42-1', names: [{ name: 'Serenolide', owner: GIVAUDAN }] },
  { cas: '37609-25-9', names: [{ name: 'Velvione', owner: GIVAUDAN }] },
  { cas: '82356-51-2', names: [{ name: 'Muscenone', owner: FIRMENICH }] },
  { cas: '18127-01-0', names: [{ name: 'Bourgeonal' }] },
  { cas: '131812-67-4', names: [{ name: 'Okoumal', owner: GIVAUDAN }] },
  { cas: '185429-83-8', names: [{ name: 'Georgywood', owner: FIRMENICH }] },
  { cas: '55066-48-3', names: [{ name: 'Phenoxanol' }, { name: 'Mefrosol' }] },
  { cas: '13828-37-0', names: [{ name: 'Mayol', owner: FIRMENICH }] },
  { cas: '6413-10-1', names: [{ name: 'Fructone', owner: IFF }] },
  { cas: '39255-32-8', names: [{ name: 'Manzanate', owner: GIVAUDAN }] },
  { cas: '2437-25-4', names: [{ name: 'Clonal', owner: IFF }] },
  { cas: '502-72-7', names: [{ name: 'Exaltone', owner: FIRMENICH }] },
  { cas: '19870-74-7', names: [{ name: 'Cedramber', owner: IFF }] },
  { cas: '63500-71-0', names: [{ name: 'Florol', owner: FIRMENICH }] },
  { cas: '36306-87-3', names: [{ name: 'Kephalis', owner: GIVAUDAN }] },
  { cas: '83926-73-2', names: [{ name: 'Coranol', owner: FIRMENICH }] },
  { cas: '67674-46-8', names: [{ name: 'Methyl Pamplemousse', owner: GIVAUDAN }] },
  { cas: '67634-15-5', names: [{ name: 'Floralozone', owner: IFF }] },
  { cas: '13019-22-2', names: [{ name: 'Rosalva', owner: IFF }] },
  { cas: '32210-23-4', names: [{ name: 'Vertenex', owner: IFF }] },
  { cas: '5413-60-5', names: [{ name: 'Verdyl acetate' }, { name: 'Flor acetate' }], isDisplayName: false },
  { cas: '67634-00-8', names: [{ name: 'Allyl amyl glycolate' }], isDisplayName: false },
  // Perfumers' conventional names, owned by no one.
  { cas: '77-83-8', names: [{ name: 'Aldehyde C-16' }, { name: 'Strawberry aldehyde' }] },
  { cas: '104-67-6', names: [{ name: 'Aldehyde C-14' }, { name: 'Peach aldehyde' }] },
  { cas: '110-41-8', names: [{ name: 'Aldehyde C-12 MNA' }, { name: 'Methyl nonyl acetaldehyde' }] },
  { cas: '120-57-0', names: [{ name: 'Heliotropin' }, { name: 'Heliotropine' }] },
  { cas: '541-91-3', names: [{ name: 'Muscone' }] },
  { cas: '16409-43-1', names: [{ name: 'Rose oxide' }] },
  { cas: '23726-91-2', names: [{ name: 'beta-Damascone' }] },
  { cas: '23696-85-7', names: [{ name: 'Damascenone' }] },
  // The aliphatic aldehydes by their carbon count, as perfumers order them: the chemical name stays the display name.
  { cas: '124-13-0', names: [{ name: 'Aldehyde C-8' }], isDisplayName: false },
  { cas: '124-19-6', names: [{ name: 'Aldehyde C-9' }], isDisplayName: false },
  { cas: '112-31-2', names: [{ name: 'Aldehyde C-10' }], isDisplayName: false },
  { cas: '112-45-8', names: [{ name: 'Aldehyde C-11 undecylenic' }], isDisplayName: false },
  { cas: '112-44-7', names: [{ name: 'Aldehyde C-11 undecylic' }], isDisplayName: false },
  { cas: '112-54-9', names: [{ name: 'Aldehyde C-12 lauric' }], isDisplayName: false },
  { cas: '104-61-0', names: [{ name: 'Aldehyde C-18' }, { name: 'Coconut aldehyde' }], isDisplayName: false },
  // Synonyms only: the common name stays the display name.
  { cas: '928-96-1', names: [{ name: 'Leaf alcohol' }], isDisplayName: false },
  { cas: '60-12-8', names: [{ name: 'Phenylethyl alcohol' }, { name: 'PEA' }], isDisplayName: false },
  { cas: '93-92-5', names: [{ name: 'Styrallyl acetate' }], isDisplayName: false },
  { cas: '10339-55-6', names: [{ name: 'Ethyl linalool' }], isDisplayName: false },
  { cas: '105-95-3', names: [{ name: 'Musk T', owner: 'Takasago' }], isDisplayName: false },
  { cas: '4940-11-8', names: [{ name: 'Veltol Plus' }], isDisplayName: false },
];

const BY_CAS = new Map(TRADE_NAMES.map((entry) => [entry.cas, entry]));

/** The trade names known for a CAS number, or null. */
export function findTradeNames(cas: string | null | undefined): TradeNameEntry | null {
  return cas ? (BY_CAS.get(cas) ?? null) : null;
}

/** The trade names as contributions of the built-in `sillage-trade-names` dataset (the display name first). */
export function buildTradeNameContributions(): MaterialContribution[] {
  return TRADE_NAMES.map((entry) => ({
    sourceKey: entry.cas,
    cas: entry.cas,
    isCasValid: true,
    ...(entry.isDisplayName === false ? {} : { displayName: entry.names[0]?.name }),
    synonyms: entry.names.map((tradeName) => tradeName.name),
  }));
}
