import type { MaterialContribution } from './material-contribution.ts';

/**
 * Well-known trade names of aroma chemicals, by CAS. None of the staged datasets carries trade names, yet
 * perfumers search by them ("Hedione"). Maintained by hand; each entry only adds a synonym to a material
 * that a dataset already provides. Sources: the makers' published product names.
 */
export const TRADE_NAMES: readonly (readonly [cas: string, names: readonly string[]])[] = [
  ['24851-98-7', ['Hedione', 'Kharismal']],
  ['54464-57-2', ['Iso E Super', 'OTNE']],
  ['1222-05-5', ['Galaxolide', 'Abbalide']],
  ['6790-58-5', ['Ambroxan', 'Ambrox', 'Ambrofix']],
  ['3738-00-9', ['Cetalox']],
  ['80-54-6', ['Lilial', 'Lysmeral']],
  ['31906-04-4', ['Lyral']],
  ['28940-11-6', ['Calone', 'Watermelon ketone']],
  ['33704-61-9', ['Cashmeran']],
  ['1205-17-0', ['Helional']],
  ['111879-80-2', ['Habanolide']],
  ['106-02-5', ['Exaltolide', 'Pentalide']],
  ['198404-98-7', ['Javanol']],
  ['65113-99-7', ['Sandalore']],
  ['67801-20-1', ['Ebanol']],
  ['107898-54-4', ['Polysantol']],
  ['21145-77-7', ['Tonalide']],
  ['32388-55-9', ['Vertofix']],
  ['77-83-8', ['Aldehyde C-16', 'Strawberry aldehyde']],
  ['104-67-6', ['Aldehyde C-14', 'Peach aldehyde']],
  ['110-41-8', ['Aldehyde C-12 MNA']],
  ['125109-85-5', ['Florhydral']],
  ['70788-30-6', ['Norlimbanol', 'Timberol']],
  ['117933-89-8', ['Karanal']],
  ['4707-47-5', ['Evernyl', 'Veramoss']],
  ['68039-49-6', ['Triplal', 'Ligustral']],
  ['22457-23-4', ['Stemone']],
  ['95962-14-4', ['Nectaryl']],
  ['236391-76-7', ['Romandolide']],
  ['141773-73-1', ['Helvetolide']],
  ['18127-01-0', ['Bourgeonal']],
  ['131812-67-4', ['Okoumal']],
  ['185429-83-8', ['Georgywood']],
  ['55066-48-3', ['Phenoxanol', 'Mefrosol']],
  ['13828-37-0', ['Mayol']],
  ['6413-10-1', ['Fructone']],
  ['39255-32-8', ['Manzanate']],
  ['928-96-1', ['Leaf alcohol']],
  ['2437-25-4', ['Clonal']],
  ['105-95-3', ['Musk T', 'Ethylene brassylate']],
  ['4940-11-8', ['Veltol Plus']],
  ['120-57-0', ['Heliotropin', 'Heliotropine']],
];

/** The trade names as contributions of the built-in `sillage-trade-names` dataset. */
export function buildTradeNameContributions(): MaterialContribution[] {
  return TRADE_NAMES.map(([cas, names]) => ({ sourceKey: cas, cas, isCasValid: true, synonyms: [...names] }));
}
