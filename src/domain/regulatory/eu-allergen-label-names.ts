/**
 * The fragrance allergens of Annex III to Regulation (EC) No 1223/2009 that must be named on the label when
 * above 0.001 % (leave-on) or 0.01 % (rinse-off), as amended by Commission Regulation (EU) 2023/1545 of
 * 26 July 2023 (OJ L 188, 27.7.2023, p. 1): the 24 allergens kept from Directive 2003/15/EC (entries 45 and
 * 67–92; HICC, entry 79, and Lilial, entry 83, are now banned in Annex II) and the substances and natural
 * extracts the 2023 amendment added or amended (entries 46, 109, 114, 122, 124, 131, 133, 154, 157, 175, 196,
 * 324 and 327–371).
 *
 * `labelName` is the name the label carries: the name of the Common Ingredients Glossary (INCI) given by the
 * Annex, or the grouping name the Annex allows for natural extracts ("Lavandula Oil/Extract"). `cas` lists the
 * substance and the isomers the entry covers: concentrations are summed over all of them.
 *
 * Cross-checked against the ECHA export of Annex III (16 May 2024, data/eu-cosmetics-annexes-echa, its
 * `label_name` and CAS columns) and the IFRA Fragrance Ingredient Glossary (2019). Entries marked UNSURE below
 * are names this file could not confirm from the Official Journal text; verify them against EUR-Lex
 * (CELEX 32023R1545) before printing a label with them.
 */
export type EuAllergenLabelName = {
  annexIiiReference: string;
  labelName: string;
  cas: readonly string[];
  /**
   * The CAS of mixtures of isomers that contain the entry's substance in a share their CAS does not state ("Methyl
   * ionone (mixture of isomers)", 1335-46-2, holds alpha-isomethyl ionone, 127-51-5, among its isomers). A material
   * under one of them is not the allergen itself, nor free of it: its allergen content is unknown until a declaration
   * or a lot's analysis gives it.
   */
  mixtureCas?: readonly string[];
  /** Why the name or a CAS is not confirmed (absent when it is). */
  unsure?: string;
};

export const EU_ALLERGEN_LABEL_NAMES: readonly EuAllergenLabelName[] = [
  // The allergens of Directive 2003/15/EC, entries replaced by 2023/1545.
  { annexIiiReference: '45', labelName: 'Benzyl Alcohol', cas: ['100-51-6'] },
  { annexIiiReference: '67', labelName: 'Amyl Cinnamal', cas: ['122-40-7'] },
  { annexIiiReference: '69', labelName: 'Cinnamyl Alcohol', cas: ['104-54-1'] },
  { annexIiiReference: '70', labelName: 'Citral', cas: ['5392-40-5', '106-26-3', '141-27-5'] },
  { annexIiiReference: '71', labelName: 'Eugenol', cas: ['97-53-0'] },
  { annexIiiReference: '72', labelName: 'Hydroxycitronellal', cas: ['107-75-5'] },
  { annexIiiReference: '73', labelName: 'Isoeugenol', cas: ['97-54-1', '5932-68-3', '5912-86-7'] },
  { annexIiiReference: '74', labelName: 'Amylcinnamyl Alcohol', cas: ['101-85-9'] },
  { annexIiiReference: '75', labelName: 'Benzyl Salicylate', cas: ['118-58-1'] },
  { annexIiiReference: '76', labelName: 'Cinnamal', cas: ['104-55-2'] },
  { annexIiiReference: '77', labelName: 'Coumarin', cas: ['91-64-5'] },
  { annexIiiReference: '78', labelName: 'Geraniol', cas: ['106-24-1'] },
  // Anise alcohol is 4-methoxybenzyl alcohol; IFRA_STD_006 (Anisyl alcohol) also lists 1331-81-3, which the IFRA
  // Fragrance Ingredient Glossary (2019) names "Anisyl alcohol (o-,m-,p-)": the three isomers in a share not stated.
  { annexIiiReference: '80', labelName: 'Anise Alcohol', cas: ['105-13-5'], mixtureCas: ['1331-81-3'] },
  { annexIiiReference: '81', labelName: 'Benzyl Cinnamate', cas: ['103-41-3'] },
  // (2E,6E)-farnesol 106-28-5 is the main isomer of farnesol 4602-84-0: both are summed.
  // Farnesol's isomers as IFRA_STD_036 scopes the substance (4602-84-0 | 106-28-5 | 3790-71-4 | 16106-95-9 |
  // 3879-60-5: "any other CAS number(s) used to identify this fragrance ingredient should be considered in scope").
  {
    annexIiiReference: '82',
    labelName: 'Farnesol',
    cas: ['4602-84-0', '106-28-5', '3790-71-4', '16106-95-9', '3879-60-5'],
    unsure: 'ECHA lists 4602-84-0 only; the isomer CAS are those IFRA_STD_036 (Farnesol) lists for the same substance.',
  },
  // Linalool and its enantiomers, (S)-(+) 126-90-9 and (R)-(−) 126-91-0, as IFRA_STD_187 lists them.
  { annexIiiReference: '84', labelName: 'Linalool', cas: ['78-70-6', '126-90-9', '126-91-0'] },
  { annexIiiReference: '85', labelName: 'Benzyl Benzoate', cas: ['120-51-4'] },
  // Citronellol: ECHA's three CAS plus the other CAS IFRA_STD_022 lists for the substance (26489-01-0,
  // 6812-78-8, 141-25-3: the α-citronellol/rhodinol isomers): strict, never fewer than the trade uses.
  {
    annexIiiReference: '86',
    labelName: 'Citronellol',
    cas: ['106-22-9', '1117-61-9', '7540-51-4', '26489-01-0', '6812-78-8', '141-25-3'],
  },
  { annexIiiReference: '87', labelName: 'Hexyl Cinnamal', cas: ['101-86-0'] },
  // Limonene: ECHA's three CAS plus dl-limonene 7705-14-8, which IFRA_STD_186 lists for the same substance.
  { annexIiiReference: '88', labelName: 'Limonene', cas: ['5989-27-5', '5989-54-8', '138-86-3', '7705-14-8'] },
  { annexIiiReference: '89', labelName: 'Methyl 2-Octynoate', cas: ['111-12-6'] },
  // IFRA_STD_063 (Methyl ionone, mixed isomers) lists 127-51-5 with 1335-46-2, which the IFRA Fragrance Ingredient
  // Glossary (2019) names "Methyl ionone (mixture of isomers)": alpha-isomethyl ionone is one of them, in a share
  // the CAS does not state (the pure other isomers, methyl-alpha-ionone 127-42-4 and the rest, are not mixtures).
  {
    annexIiiReference: '90',
    labelName: 'Alpha-Isomethyl Ionone',
    cas: ['127-51-5'],
    mixtureCas: ['1335-46-2'],
  },
  // Oakmoss and treemoss extracts under every CAS the trade uses for them: IFRA_STD_067 (Oakmoss extracts) lists
  // 90028-68-5 | 68917-10-2 | 9000-50-4 (oakmoss absolute), IFRA_STD_080 (Treemoss extracts) 90028-67-4 |
  // 68648-41-9 | 68917-40-8, and IFRA's Fragrance Ingredient Glossary (2019) names 84696-53-7 "Treemoss extract"
  // (ifra-standard-other-cas.ts).
  { annexIiiReference: '91', labelName: 'Evernia Prunastri Extract', cas: ['90028-68-5', '68917-10-2', '9000-50-4'] },
  {
    annexIiiReference: '92',
    labelName: 'Evernia Furfuracea Extract',
    cas: ['90028-67-4', '68648-41-9', '68917-40-8', '84696-53-7'],
  },
  // Entries amended by 2023/1545 to carry the labelling duty.
  {
    annexIiiReference: '46',
    labelName: '6-Methylcoumarin',
    cas: ['92-48-8'],
    unsure: 'ECHA shows a labelling duty in oral products; secondary lists of the 2023/1545 allergens omit it.',
  },
  {
    annexIiiReference: '109',
    labelName: 'Pinus Mugo',
    cas: ['90082-72-7'],
    unsure: 'grouping name as ECHA gives it; the INCI names are Pinus Mugo Leaf Oil / Twig Leaf Extract.',
  },
  {
    annexIiiReference: '114',
    labelName: 'Pinus Pumila',
    cas: ['97676-05-6'],
    unsure: 'grouping name as ECHA gives it.',
  },
  { annexIiiReference: '122', labelName: 'Cedrus Atlantica Oil/Extract', cas: ['8023-85-6', '92201-55-3'] },
  {
    annexIiiReference: '124',
    labelName: 'Turpentine',
    cas: ['8006-64-2', '8052-14-0', '9005-90-7'],
    unsure: 'INCI name of turpentine oil; the Annex may give Turpentine Oil.',
  },
  { annexIiiReference: '131', labelName: 'Alpha-Terpinene', cas: ['99-86-5'] },
  { annexIiiReference: '133', labelName: 'Terpinolene', cas: ['586-62-9'] },
  { annexIiiReference: '154', labelName: 'Myroxylon Pereirae Oil/Extract', cas: ['8007-00-9'] },
  {
    annexIiiReference: '157',
    labelName: 'Rose Ketones',
    cas: [
      '23696-85-7',
      '23726-91-2',
      '23726-92-3',
      '23726-94-5',
      '24720-09-0',
      '43052-87-5',
      '57378-68-4',
      '71048-82-3',
    ],
  },
  { annexIiiReference: '175', labelName: '3-Propylidenephthalide', cas: ['17369-59-4'] },
  {
    annexIiiReference: '196',
    labelName: 'Verbena Absolute',
    cas: ['8024-12-2', '85116-63-8'],
    unsure:
      'the labelling duty is not in the ECHA export (added by hand in the dataset); the glossary name may be Lippia Citriodora Flower Extract.',
  },
  { annexIiiReference: '324', labelName: 'Methyl Salicylate', cas: ['119-36-8'] },
  // Entries added by 2023/1545.
  { annexIiiReference: '327', labelName: 'Acetyl Cedrene', cas: ['32388-55-9'] },
  { annexIiiReference: '328', labelName: 'Amyl Salicylate', cas: ['2050-08-0'] },
  { annexIiiReference: '329', labelName: 'Anethole', cas: ['104-46-1', '4180-23-8'] },
  { annexIiiReference: '330', labelName: 'Benzaldehyde', cas: ['100-52-7'] },
  { annexIiiReference: '331', labelName: 'Camphor', cas: ['76-22-2', '464-49-3', '464-48-2'] },
  {
    annexIiiReference: '332',
    labelName: 'Caryophyllene',
    cas: ['87-44-5'],
    unsure: 'glossary name of beta-caryophyllene assumed to be Caryophyllene.',
  },
  { annexIiiReference: '333', labelName: 'Carvone', cas: ['99-49-0', '6485-40-1', '2244-16-8'] },
  { annexIiiReference: '334', labelName: 'Dimethylbenzyl Carbinyl Acetate', cas: ['151-05-3'] },
  { annexIiiReference: '335', labelName: 'Hexadecanolactone', cas: ['109-29-5'] },
  { annexIiiReference: '336', labelName: 'Hexamethylindanopyran', cas: ['1222-05-5'] },
  { annexIiiReference: '337', labelName: 'Linalyl Acetate', cas: ['115-95-7'] },
  { annexIiiReference: '338', labelName: 'Menthol', cas: ['1490-04-6', '89-78-1', '2216-51-5', '15356-60-2'] },
  {
    annexIiiReference: '339',
    labelName: '3-Methyl-5-(2,2,3-Trimethyl-3-Cyclopentenyl)pent-4-en-2-ol',
    cas: ['67801-20-1'],
    unsure: 'the chemical name of the Annex; its glossary name was not confirmed.',
  },
  { annexIiiReference: '340', labelName: 'Salicylaldehyde', cas: ['90-02-8'] },
  { annexIiiReference: '341', labelName: 'Santalol', cas: ['11031-45-1', '115-71-9', '77-42-9'] },
  { annexIiiReference: '342', labelName: 'Sclareol', cas: ['515-03-7'] },
  { annexIiiReference: '343', labelName: 'Terpineol', cas: ['8000-41-7', '98-55-5', '586-81-2', '138-87-4'] },
  {
    annexIiiReference: '344',
    labelName: 'Tetramethyl Acetyloctahydronaphthalenes',
    cas: ['54464-57-2', '54464-59-4', '68155-66-8', '68155-67-9'],
  },
  { annexIiiReference: '345', labelName: 'Trimethylbenzenepropanol', cas: ['103694-68-4'] },
  { annexIiiReference: '346', labelName: 'Vanillin', cas: ['121-33-5'] },
  {
    annexIiiReference: '347',
    labelName: 'Cananga Odorata Oil/Extract',
    cas: ['8006-81-3', '68606-83-7', '83863-30-3', '93686-30-7'],
  },
  { annexIiiReference: '348', labelName: 'Cinnamomum Cassia Leaf Oil', cas: ['8007-80-5', '84961-46-6'] },
  { annexIiiReference: '349', labelName: 'Cinnamomum Zeylanicum Bark Oil', cas: ['8015-91-6', '84649-98-9'] },
  { annexIiiReference: '350', labelName: 'Citrus Aurantium Flower Oil', cas: ['8016-38-4'] },
  { annexIiiReference: '351', labelName: 'Citrus Aurantium Peel Oil', cas: ['8008-57-9', '68916-04-1', '97766-30-8'] },
  // ECHA publishes these two CAS under a merged reference "350351" (flower/peel extracts of entries 350/351).
  {
    annexIiiReference: '350351',
    labelName: 'Citrus Aurantium Flower Oil',
    cas: ['72968-50-4', '8028-48-6'],
    unsure: 'ECHA merges entries 350 and 351 here; which of the two each CAS belongs to is not confirmed.',
  },
  {
    annexIiiReference: '352',
    labelName: 'Citrus Aurantium Bergamia Peel Oil',
    cas: ['8007-75-8', '68648-33-9', '89957-91-5'],
  },
  { annexIiiReference: '353', labelName: 'Citrus Limon Peel Oil', cas: ['8008-56-8', '84929-31-7'] },
  { annexIiiReference: '354', labelName: 'Lemongrass Oil', cas: ['8007-02-1', '89998-16-3', '91844-92-7'] },
  { annexIiiReference: '355', labelName: 'Eucalyptus Globulus Oil', cas: ['8000-48-4', '97926-40-4'] },
  {
    annexIiiReference: '356',
    labelName: 'Eugenia Caryophyllus Oil',
    cas: ['8000-34-8', '84961-50-2'],
    unsure: 'ECHA prints "Eucalyptus Caryophyllus Oil", taken here as a transcription error for Eugenia.',
  },
  {
    annexIiiReference: '357',
    labelName: 'Jasmine Oil/Extract',
    cas: ['8022-96-6', '8024-43-9', '84776-64-7', '90045-94-6'],
  },
  { annexIiiReference: '358', labelName: 'Juniperus Virginiana Oil', cas: ['8000-27-9', '85085-41-2'] },
  {
    annexIiiReference: '359',
    labelName: 'Laurus Nobilis Oil',
    cas: ['8002-41-3', '8007-48-5', '84603-73-6'],
    unsure: 'the INCI name may be Laurus Nobilis Leaf Oil.',
  },
  {
    annexIiiReference: '360',
    labelName: 'Lavandula Oil/Extract',
    cas: ['8000-28-0', '8022-15-9', '84776-65-8', '90063-37-9', '91722-69-9', '92623-76-2', '93455-96-0', '93455-97-1'],
  },
  { annexIiiReference: '361', labelName: 'Mentha Piperita Oil', cas: ['8006-90-4', '84082-70-2'] },
  {
    annexIiiReference: '362',
    labelName: 'Mentha Spicata Oil',
    cas: ['8008-79-5', '84696-51-5'],
    unsure: 'the INCI name may be Mentha Viridis Leaf Oil.',
  },
  {
    annexIiiReference: '363',
    labelName: 'Narcissus Extract',
    cas: ['68917-12-4', '90064-25-8', '90064-26-9', '90064-27-0'],
  },
  { annexIiiReference: '364', labelName: 'Pelargonium Graveolens Oil', cas: ['8000-46-2', '90082-51-2'] },
  { annexIiiReference: '365', labelName: 'Pogostemon Cablin Oil', cas: ['8014-09-3', '84238-39-1'] },
  {
    annexIiiReference: '366',
    labelName: 'Rose Flower Oil/Extract',
    cas: ['8007-01-0', '84604-12-6', '84604-13-7', '84696-47-9', '90106-38-0', '92347-25-6', '93334-48-6'],
  },
  { annexIiiReference: '367', labelName: 'Santalum Album Oil', cas: ['8006-87-9', '84787-70-2'] },
  { annexIiiReference: '368', labelName: 'Eugenyl Acetate', cas: ['93-28-7'] },
  { annexIiiReference: '369', labelName: 'Geranyl Acetate', cas: ['105-87-3'] },
  { annexIiiReference: '370', labelName: 'Isoeugenyl Acetate', cas: ['93-29-8'] },
  {
    annexIiiReference: '371',
    labelName: 'Pinene',
    cas: ['80-56-8', '7785-70-8', '127-91-3', '18172-67-3'],
    unsure: 'one entry for alpha- and beta-pinene as ECHA groups them; the glossary name was not confirmed.',
  },
];

const BY_REFERENCE = new Map(EU_ALLERGEN_LABEL_NAMES.map((entry) => [entry.annexIiiReference, entry]));

/** The label name and CAS of an Annex III entry, or undefined for an entry this table does not cover. */
export function findEuAllergenLabelName(annexIiiReference: string): EuAllergenLabelName | undefined {
  return BY_REFERENCE.get(annexIiiReference);
}

/**
 * Every CAS this table names for an entry, with the entry's reference: the engine sums an entry over all of them
 * (mapEuAllergens), so whatever says "EU allergen" of a material (the library's badge and filter, its page) reads
 * them too, oakmoss absolute (9000-50-4) under entry 91 beside ECHA's 90028-68-5. Mixtures of isomers are not here:
 * they are not the allergen, only of unknown content.
 */
export const EU_ALLERGEN_CAS_REFERENCES: readonly { cas: string; annexIiiReference: string }[] =
  EU_ALLERGEN_LABEL_NAMES.flatMap((entry) =>
    entry.cas.map((cas) => ({ cas, annexIiiReference: entry.annexIiiReference })),
  );
