/**
 * How freely a dataset's content may be used: `open` (reuse with acknowledgement), `attribution` (published
 * openly by its owner with no stated licence: attribute, ask before a commercial release), `non-commercial`
 * (CC BY-NC) and `internal-use` (no licence at all: internal look-ups only).
 */
export type LicenceClass = 'open' | 'attribution' | 'non-commercial' | 'internal-use';

export type DatasetFile = {
  name: string;
  /** Columns the file must have; a file without one of them is refused. */
  requiredColumns: readonly string[];
  /** Rows the published file has (SOURCE.md); a file with far fewer is refused as truncated. */
  expectedRows: number;
  /** Optional files are read when present. */
  isOptional?: boolean;
  /** Text encoding of the published file: UTF-8 unless stated (OEHHA's Proposition 65 list is Latin-1). */
  encoding?: 'latin1';
};

export type ReferenceDataset = {
  id: string;
  title: string;
  version: string;
  licence: string;
  licenceClass: LicenceClass;
  attribution: string;
  /** `materials` datasets feed the library; `regulatory` ones the IFRA, EU and market tables. */
  target: 'materials' | 'regulatory';
  files: readonly DatasetFile[];
  /**
   * When the edition was published (ISO date), when the data's own cells do not state it: printed on documents
   * (the IFRA certificate's "up to and including the 51st Amendment, published 30 June 2023").
   */
  publishedOn?: string;
};

const PYRFUME = 'pyrfume-data 8054ea98 (2025-09-25)';

export const REFERENCE_DATASETS = [
  {
    id: 'ifra-transparency-list',
    title: 'IFRA Transparency List',
    version: 'IFRA list via technical-lists a6a52a25 (2024-05-04)',
    licence: '© IFRA, published openly, no reuse licence stated',
    licenceClass: 'attribution',
    attribution: 'IFRA Transparency List',
    target: 'materials',
    files: [
      {
        name: 'transparency_list.csv',
        requiredColumns: ['CAS number', 'Principal name', 'Naturals (NCS) category'],
        expectedRows: 3618,
      },
    ],
  },
  {
    id: 'pyrfume-ifra-glossary-2019',
    title: 'IFRA Fragrance Ingredient Glossary (Oct 2019)',
    version: `Oct 2019, ${PYRFUME}`,
    licence: '© IFRA, all rights reserved (internal look-ups only)',
    licenceClass: 'internal-use',
    attribution: 'IFRA Fragrance Ingredient Glossary, via Pyrfume',
    target: 'materials',
    files: [
      {
        name: 'ifra-fragrance-ingredient-glossary---oct-2019.csv',
        requiredColumns: ['CAS number', 'Principal name', 'Primary descriptor', 'Descriptor 2', 'Descriptor 3'],
        expectedRows: 3157,
      },
    ],
  },
  {
    id: 'pyrfume-leffingwell',
    title: 'Leffingwell PMP 2001 odour dataset',
    version: `Zenodo 4085098, ${PYRFUME}`,
    licence: 'CC BY-NC 4.0 (non-commercial)',
    licenceClass: 'non-commercial',
    attribution: 'Leffingwell & Associates; Sanchez-Lengeling et al., via Pyrfume',
    target: 'materials',
    files: [
      {
        name: 'leffingwell_data.csv',
        requiredColumns: ['chemical_name', 'smiles', 'cas', 'odor_data', 'odor_labels_filtered'],
        expectedRows: 3523,
      },
    ],
  },
  {
    id: 'pyrfume-flavornet',
    title: 'Flavornet (Acree & Arn)',
    version: `2004, ${PYRFUME}`,
    licence: '© Datu Inc., no licence (internal cross-checks only)',
    licenceClass: 'internal-use',
    attribution: 'Flavornet by Terry Acree & Heinrich Arn, via Pyrfume',
    target: 'materials',
    files: [{ name: 'flavornet_scraped.csv', requiredColumns: ['CAS', 'Odors', 'Names'], expectedRows: 734 }],
  },
  {
    id: 'pyrfume-arctander',
    title: 'Arctander, Perfume and Flavor Chemicals (1969)',
    version: PYRFUME,
    licence: 'CC BY-NC 4.0 (non-commercial)',
    licenceClass: 'non-commercial',
    attribution: 'S. Arctander, digitised by the Mainland lab, via Pyrfume',
    target: 'materials',
    files: [
      {
        name: 'arctander.csv',
        requiredColumns: ['Description', 'ChemicalName', 'OtherName', 'ChastretteDetails', 'CAS', 'new_CID', 'SMILES'],
        expectedRows: 3102,
      },
    ],
  },
  {
    id: 'pyrfume-sigma-2014',
    title: 'Sigma-Aldrich Flavors & Fragrances catalog 2014',
    version: PYRFUME,
    licence: 'Vendor catalogue, no licence (internal cross-checks only)',
    licenceClass: 'internal-use',
    attribution: 'Sigma-Aldrich (SAFC) catalog 2014, via Pyrfume',
    target: 'materials',
    files: [
      { name: 'stimuli.csv', requiredColumns: ['Stimulus', 'CAS'], expectedRows: 941 },
      { name: 'behavior_sparse.csv', requiredColumns: ['Stimulus', 'descriptors'], expectedRows: 941 },
      { name: 'molecules.csv', requiredColumns: ['CID', 'IsomericSMILES', 'IUPACName', 'name'], expectedRows: 867 },
    ],
  },
  {
    id: 'pyrfume-aromadb',
    title: 'AromaDb (CSIR-CIMAP)',
    version: PYRFUME,
    licence: 'No licence, all rights reserved (internal use only)',
    licenceClass: 'internal-use',
    attribution: 'AromaDb, Kumar et al. 2018, via Pyrfume',
    target: 'materials',
    files: [
      { name: 'behavior.csv', requiredColumns: ['Stimulus', 'Filtered Descriptors'], expectedRows: 869 },
      { name: 'molecules.csv', requiredColumns: ['CID', 'IsomericSMILES', 'IUPACName', 'name'], expectedRows: 869 },
    ],
  },
  {
    id: 'pyrfume-goodscents',
    title: 'The Good Scents Company',
    version: `scrape Jan 2022, ${PYRFUME}`,
    licence: 'Not openly licensed (internal research only)',
    licenceClass: 'internal-use',
    attribution: 'The Good Scents Company (William Luebke), via Pyrfume',
    target: 'materials',
    files: [
      {
        name: 'data_rw_opl.csv',
        requiredColumns: ['TGSC ID', 'Name', 'CAS Number', 'Other CAS Number', 'CID', 'Formula', 'Molecular Weight'],
        expectedRows: 27567,
      },
      {
        name: 'data_rw_odor.csv',
        requiredColumns: ['TGSC ID', 'Tags', 'Description', 'Strength', 'Substantivity (Hours)'],
        expectedRows: 6161,
      },
      { name: 'molecules.csv', requiredColumns: ['CID', 'IsomericSMILES', 'IUPACName', 'name'], expectedRows: 4565 },
      {
        name: 'data_rw_contents.csv',
        requiredColumns: ['TGSC ID', 'Content TGSC ID', 'Content Name', 'Concentration %', 'Concentration Min %'],
        expectedRows: 763,
        isOptional: true,
      },
    ],
  },
  {
    id: 'ifra-51-standards',
    title: 'IFRA Standards, 51st Amendment',
    version: '51st Amendment',
    // No cell of IFRA's workbook (nor of the CSVs derived from it) states the publication date; IFRA notified the
    // 51st Amendment on 30 June 2023 (issue 27, item 6), which the workbook's own metadata agrees with
    // (docProps/core.xml dcterms:modified 2023-06-30T06:56:44Z; its saved path ends in "Final documents Notification").
    publishedOn: '2023-06-30',
    licence: '© IFRA, distributed free of charge, no reuse licence stated',
    licenceClass: 'attribution',
    attribution: 'IFRA Standards, 51st Amendment',
    target: 'regulatory',
    files: [
      {
        name: 'standards.csv',
        requiredColumns: ['key', 'amendment', 'name', 'type', 'cas_numbers', 'cat_1', 'cat_4', 'cat_12', 'synonyms'],
        expectedRows: 263,
      },
      { name: 'standard_cas.csv', requiredColumns: ['cas', 'key'], expectedRows: 455 },
      // IFRA's own workbook: read instead of the two CSVs when uploaded, or when the folder has no standards.csv.
      {
        name: 'ifra-51st-amendment-ifra-standards-overview.xlsx',
        requiredColumns: [],
        expectedRows: 263,
        isOptional: true,
      },
    ],
  },
  {
    id: 'ifra-51-annex-contributions',
    title: 'IFRA 51st Amendment annex: contributions from other sources',
    version: '51st Amendment',
    licence: '© IFRA, distributed free of charge, no reuse licence stated',
    licenceClass: 'attribution',
    attribution: 'IFRA 51st Amendment, Annex on contributions from other sources',
    target: 'regulatory',
    files: [
      {
        name: 'natural_contributions.csv',
        requiredColumns: [
          'iso_9235_category',
          'principal_cas',
          'other_cas',
          'natural_name',
          'botanical_name',
          'constituent_cas',
          'constituent_name',
          'concentration_pct',
          'constituent_ifra_standard',
        ],
        expectedRows: 1031,
      },
      {
        name: 'schiff_bases.csv',
        requiredColumns: [
          'aldehyde',
          'aldehyde_cas',
          'schiff_base',
          'schiff_base_cas',
          'aldehyde_level_pct',
          'aldehyde_ifra_standard',
        ],
        expectedRows: 16,
      },
    ],
  },
  {
    id: 'eu-cosmetics-annexes-echa',
    title: 'EU Cosmetics Regulation Annexes II and III, labelling allergens',
    version: 'ECHA export 2024-05-16',
    licence: 'EU law and ECHA data: reuse with acknowledgement',
    licenceClass: 'open',
    attribution:
      'Source: ECHA, Cosmetic Products Regulation Annex II/III (export 16 May 2024); Regulation (EC) No 1223/2009 as amended',
    target: 'regulatory',
    files: [
      {
        name: 'annex_ii_prohibited.csv',
        requiredColumns: [
          'identifier_names',
          'ref_no',
          'substance_name',
          'substance_cas',
          'product_type_body_parts',
          'maximum_threshold',
        ],
        expectedRows: 4067,
      },
      {
        name: 'annex_iii_restricted.csv',
        requiredColumns: [
          'identifier_names',
          'ref_no',
          'substance_name',
          'substance_cas',
          'product_type_body_parts',
          'maximum_threshold',
          'restrictions',
        ],
        expectedRows: 770,
      },
      {
        name: 'fragrance_allergens_labelling.csv',
        requiredColumns: [
          'annex_iii_ref',
          'cas',
          'names',
          'label_name',
          'leave_on_threshold_pct',
          'rinse_off_threshold_pct',
        ],
        expectedRows: 163,
      },
    ],
  },
  {
    id: 'eu-clp-annex-vi-echa',
    title: 'EU CLP Annex VI: harmonised classification and labelling',
    version: 'ATP 21 (Delegated Regulation (EU) 2024/197), ECHA export',
    licence:
      'Regulation (EC) No 1272/2008 Annex VI: EU law, reuse with acknowledgement; ECHA\'s Excel export: "informative purposes not including commercial activities or reproduction"',
    licenceClass: 'non-commercial',
    attribution:
      'Regulation (EC) No 1272/2008, Annex VI, as amended up to ATP 21 (Delegated Regulation (EU) 2024/197); ECHA export. ECHA assumes no responsibility for the use of the data.',
    target: 'regulatory',
    files: [
      {
        name: 'annex_vi_clp_table_atp21_en.xlsx',
        requiredColumns: [
          'Index No',
          'CAS No',
          'Classification: Hazard Class and Category Code(s)',
          'Classification: Hazard Statement Code(s)',
          'Specific Conc. Limits, M-factors',
          'Notes',
        ],
        expectedRows: 4400,
      },
    ],
  },
  {
    id: 'ca-prop65-oehha',
    title: 'California Proposition 65 list (OEHHA)',
    version: 'OEHHA list of 29 December 2023',
    licence: 'California state government publication, for public use',
    licenceClass: 'open',
    attribution: 'California OEHHA, Proposition 65 List, 29 December 2023',
    target: 'regulatory',
    files: [
      {
        name: 'p65chemicalslist.csv',
        requiredColumns: [
          'Chemical',
          'Type of Toxicity',
          'Listing Mechanism',
          'CAS No.',
          'Date Listed',
          'NSRL or MADL (µg/day)a',
        ],
        expectedRows: 976,
        encoding: 'latin1',
      },
    ],
  },
] as const satisfies readonly ReferenceDataset[];

export type ReferenceDatasetId = (typeof REFERENCE_DATASETS)[number]['id'];

export const REFERENCE_DATASET_IDS = REFERENCE_DATASETS.map((dataset) => dataset.id) as [
  ReferenceDatasetId,
  ...ReferenceDatasetId[],
];

export function findReferenceDataset(id: string): ReferenceDataset | null {
  return REFERENCE_DATASETS.find((dataset) => dataset.id === id) ?? null;
}

/** True when a deployment that refuses non-commercial data must skip this dataset. */
export function isRestrictedLicence(dataset: ReferenceDataset): boolean {
  return dataset.licenceClass === 'non-commercial' || dataset.licenceClass === 'internal-use';
}

/** A parsed CSV file: its header and its rows as column → cell. */
export type CsvTable = { columns: readonly string[]; rows: readonly Record<string, string>[] };
