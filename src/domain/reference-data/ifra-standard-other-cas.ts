/**
 * Other CAS numbers IFRA's own files use for the ingredient of a Standard, which the Standard's CAS list leaves out.
 * Each Standard says of its CAS list: "The scope of this Standard includes, but is not limited to the CAS number(s)
 * indicated above; any other CAS number(s) used to identify these fragrance ingredients should be considered in scope
 * as well" (ifra-51-standards/standards_overview_raw.csv). A CAS is listed here only where an IFRA file identifies the
 * very ingredient of the Standard by it, and no other material: the import adds it to the Standard's scope rows
 * (`ifra_standard_cas`) while the Standard keeps the name below, so the engine, the library's badge and the
 * material's page read it as the Standard's. The Standard's own CAS list is left as IFRA publishes it.
 */
export type IfraStandardOtherCas = {
  standardKey: string;
  /** The Standard's name in the imported file: the CAS is added only while the Standard still has it. */
  standardName: string;
  cas: string;
  /** The IFRA file and row that identify the ingredient by this CAS. */
  evidence: string;
};

export const IFRA_STANDARD_OTHER_CAS: readonly IfraStandardOtherCas[] = [
  {
    standardKey: 'IFRA_STD_080',
    standardName: 'Treemoss extracts',
    cas: '84696-53-7',
    evidence:
      'IFRA Fragrance Ingredient Glossary (Oct 2019, pyrfume-ifra-glossary-2019): 84696-53-7 "Treemoss extract" (Woody, Mossy, Earthy), the only ingredient under that CAS; STD_080 lists 90028-67-4, 68648-41-9 and 68917-40-8',
  },
];
