/**
 * Naturals the datasets list under two CAS numbers (issue 26 item 1): the IFRA Transparency List gives one (often
 * the TSCA/EINECS number of the oil), the IFRA 51st Amendment Annex (`ifra-51-annex-contributions/
 * natural_contributions.csv`) another (often the CAS of the plant extract, with the first among its `other_cas`).
 * Each pair below is the same natural of the same type, by the same name, shown by the rows cited in `evidence`:
 * the material keeps the Transparency List's CAS and merge key, and the other CAS joins its other CAS numbers, so
 * allergen and IFRA checks match both. Pairs the data does not show to be one natural are not listed (the
 * Transparency List's two `Myrrh oil`, `Sandalwood oil`, `Sunflower oil`, `Styrax resinoid` and `Bay leaf, West
 * Indian, oil` rows stay apart: no row names both numbers, and styrax's are two RIFM entries of two plants).
 */
export type NaturalCasEquivalent = {
  /** The natural as both datasets name it. */
  name: string;
  /** The CAS the Transparency List lists it under: the material keeps it. */
  keepCas: string;
  /** The CAS another dataset lists it under: merged into the kept material, kept among its CAS numbers. */
  aliasCas: string;
  /** The dataset rows that show the two CAS numbers are one natural. */
  evidence: string;
};

const TL = 'ifra-transparency-list/transparency_list.csv';
const ANNEX = 'ifra-51-annex-contributions/natural_contributions.csv';

export const NATURAL_CAS_EQUIVALENTS: readonly NaturalCasEquivalent[] = [
  {
    name: 'Bucchu absolute, betulina',
    keepCas: '68650-46-4',
    aliasCas: '84649-93-4',
    evidence: `${ANNEX} "Bucchu absolute, betulina" (E2.1, RIFM 73): principal_cas 84649-93-4, other_cas 68650-46-4; ${TL} 68650-46-4 "Bucchu absolute, betulina" (E2.1)`,
  },
  {
    name: 'Cardamom seed absolute',
    keepCas: '8000-66-6',
    aliasCas: '96507-91-4',
    evidence: `${ANNEX} "Cardamom seed oil" (H2.12, RIFM 379): principal_cas 8000-66-6, other_cas 85940-32-5 96507-91-4; "Cardamom seed absolute" (H2.1, RIFM 379): 96507-91-4; ${TL} 8000-66-6 "Cardamom seed absolute" (H2.1)`,
  },
  {
    name: 'Cardamom seed CO2 extract',
    keepCas: '8000-66-6',
    aliasCas: '96507-91-4',
    evidence: `${ANNEX} "Cardamom seed oil" (H2.12, RIFM 379): principal_cas 8000-66-6, other_cas 85940-32-5 96507-91-4; "Cardamom seed CO2 extract" (H2.27, RIFM 379): 96507-91-4; ${TL} 8000-66-6 "Cardamom seed CO2 extract" (H2.27)`,
  },
  {
    name: 'Cedar leaf oil, China',
    keepCas: '91770-83-1',
    aliasCas: '91770-83-0',
    evidence: `${ANNEX} "Cedar leaf oil, China" (E2.12, RIFM 7131) lists it under 91770-83-0 and 91770-83-1; 91770-83-0 fails the CAS check digit; ${TL} 91770-83-1 "Cedar leaf oil, China" (E2.12)`,
  },
  {
    name: 'Clementine oil',
    keepCas: '8008-31-9',
    aliasCas: '93686-22-7',
    evidence: `${ANNEX} "Tangerine oil" (G2.5, RIFM 6607): principal_cas 8016-85-1, other_cas 93686-22-7 8008-31-9; "Clementine oil" (G2.5): 93686-22-7; ${TL} 8008-31-9 "Clementine oil" (G2.5)`,
  },
  {
    name: 'Clove bud oil terpenes',
    keepCas: '68917-29-3',
    aliasCas: '8000-34-8',
    evidence: `${ANNEX} "Clove bud oil terpenes" (RIFM 583): principal_cas 8000-34-8, other_cas 84961-50-2; "Clove leaf oil terpenes" (RIFM 583): principal_cas 68917-29-3, other_cas 84961-50-2; ${TL} 68917-29-3 "Clove bud oil terpenes" (F2.30)`,
  },
  {
    name: 'Genet absolute',
    keepCas: '129316-65-0',
    aliasCas: '90131-21-8',
    evidence: `${ANNEX} "Genet absolute" (E2.1, RIFM 626): principal_cas 90131-21-8, other_cas 129316-65-0; ${TL} 129316-65-0 "Genet absolute"`,
  },
  {
    name: 'Jasmine sambac absolute',
    keepCas: '1034798-23-6',
    aliasCas: '103798-23-6',
    evidence: `${ANNEX} "Jasmine sambac absolute" (F2.1, RIFM 6665): principal_cas 103798-23-6 (fails the CAS check digit; one digit short of 1034798-23-6), other_cas 91770-14-8; ${TL} 1034798-23-6 "Jasmine sambac absolute" (F2.1)`,
  },
  {
    name: 'Jasmine sambac CO2 extract',
    keepCas: '1034798-23-6',
    aliasCas: '103798-23-6',
    evidence: `${ANNEX} "Jasmine sambac CO2 extract" (F2.27, RIFM 6665): principal_cas 103798-23-6 (fails the CAS check digit), other_cas 91770-14-8; ${TL} 1034798-23-6 "Jasmine sambac CO2 extract" (F2.27)`,
  },
  {
    name: 'Labdanum resinoid',
    keepCas: '8016-26-0',
    aliasCas: '89997-74-0',
    evidence: `${ANNEX} "Labdanum oil" (E2.12, RIFM 220): principal_cas 8016-26-0, other_cas 90244-89-6 89997-74-0; "Labdanum resinoid" (E2.26, RIFM 220): 89997-74-0; ${TL} 8016-26-0 "Labdanum resinoid" (E2.26)`,
  },
  {
    name: 'Mimosa concrete',
    keepCas: '8031-03-6',
    aliasCas: '98903-76-5',
    evidence: `${ANNEX} "Mimosa absolute" (F2.1, RIFM 554): principal_cas 8031-03-6, other_cas 93685-96-2 98903-76-5; "Mimosa concrete" (F2.7, RIFM 554): 98903-76-5; ${TL} 8031-03-6 (published 8031-03-06) "Mimosa concrete" (F2.7)`,
  },
  {
    name: 'Orange flower, bitter, CO2 extract',
    keepCas: '8016-38-4',
    aliasCas: '8030-28-2',
    evidence: `${ANNEX} RIFM 233 (Citrus aurantium amara, plant CAS 72968-50-4): "Orange blossoms absolute" 8016-38-4 with 72968-50-4, "Orange flower water absolute" 8030-28-2 with 72968-50-4, "Orange flower, bitter, CO2 extract" (F2.27) 8030-28-2; ${TL} 8016-38-4 "Orange flower, bitter, CO2 extract" (F2.27)`,
  },
  {
    name: 'Orange flower, bitter, concrete',
    keepCas: '8016-38-4',
    aliasCas: '72968-50-4',
    evidence: `${ANNEX} "Orange blossoms absolute" (F2.1, RIFM 233): principal_cas 8016-38-4, other_cas 72968-50-4; "Orange flower, bitter, concrete" (F2.7): 72968-50-4; ${TL} 8016-38-4 "Orange flower, bitter, concrete" (F2.7)`,
  },
  {
    name: 'Petitgrain bigarade absolute',
    keepCas: '8014-17-3',
    aliasCas: '8030-28-2',
    evidence: `${ANNEX} RIFM 233: "Petitgrain bigarade oil" (E2.12) principal_cas 8014-17-3, other_cas 72968-50-4; "Petitgrain bigarade absolute" (E2.1) principal_cas 8030-28-2, other_cas 72968-50-4; ${TL} 8014-17-3 "Petitgrain bigarade absolute" (E2.1)`,
  },
];
