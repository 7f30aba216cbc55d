import { findReferenceDataset, isRestrictedLicence } from './reference-datasets.ts';

/**
 * Where every dataset the app imports comes from, pinned: each file's public address at an exact revision
 * (from the dataset's SOURCE.md), its size and SHA-256 (computed from the staged copy in ../shared/data),
 * and the dataset's licence. `npm run data:fetch` and the first-run setup screen download these files,
 * verify them and import them. A file whose bytes exist at no public address (converted or derived for this
 * project: Flavornet's scrape, IFRA's annex CSVs, ECHA's exports) has `sourceUrl: null` and comes only from a
 * mirror holding the same file names (`--from`, REFERENCE_DATA_URL); an optional one is skipped without one
 * (IFRA's own workbook replaces standards.csv and standard_cas.csv).
 */
export type ManifestFile = {
  name: string;
  bytes: number;
  sha256: string;
  /** The file's public address at a pinned revision, or null when only a mirror holds it. */
  sourceUrl: string | null;
  isOptional?: true;
};

export type ManifestDataset = {
  id: string;
  title: string;
  /** `reference`: materials and regulatory tables; `catalogue`: the perfume catalogue. */
  kind: 'reference' | 'catalogue';
  licence: string;
  /** Non-commercial or internal-use only: fetched only with an explicit opt-in. */
  isNonCommercial: boolean;
  files: readonly ManifestFile[];
};

function fromReference(id: string, files: readonly ManifestFile[]): ManifestDataset {
  const dataset = findReferenceDataset(id);
  if (!dataset) throw new Error(`No reference dataset ${id}`);
  return {
    id,
    title: dataset.title,
    kind: 'reference',
    licence: dataset.licence,
    isNonCommercial: isRestrictedLicence(dataset),
    files,
  };
}

export const DATASET_MANIFEST: readonly ManifestDataset[] = [
  fromReference('ifra-transparency-list', [
    {
      name: 'transparency_list.csv',
      bytes: 161073,
      sha256: '6d75bfabbbd5f570ae6a31d8b12abf4a4219cf20c7d092f73e09b0eeff201f6c',
      sourceUrl:
        'https://raw.githubusercontent.com/fyusuf-a/technical-lists/9827df75ebfddbaecd89fc2dd2c4651a8e5f474a/sources/ifra.csv',
    },
  ]),
  fromReference('pyrfume-ifra-glossary-2019', [
    {
      name: 'ifra-fragrance-ingredient-glossary---oct-2019.csv',
      bytes: 191639,
      sha256: '21d82337f8c6b47e5c91ea181276256a1a0b6f70b7da5a0d10c358046caab26a',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/ifra_2019/ifra-fragrance-ingredient-glossary---oct-2019.csv',
    },
  ]),
  fromReference('pyrfume-leffingwell', [
    {
      name: 'leffingwell_data.csv',
      bytes: 596695,
      sha256: 'b8ff52ccec8a5a467142525266c0168d9bef5594787b561731addd40a2d9d2e9',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/leffingwell/leffingwell_data.csv',
    },
  ]),
  fromReference('pyrfume-flavornet', [
    {
      name: 'flavornet_scraped.csv',
      bytes: 61759,
      sha256: '865e5c362a90dfb7accd9bdc514c1b3510076ac82c584cf44ac448b77c801599',
      sourceUrl: null,
    },
  ]),
  fromReference('pyrfume-arctander', [
    {
      name: 'arctander.csv',
      bytes: 718463,
      sha256: '07faa5cd5767cf2883bed8b5cd303c86a1ceaffdaf47595177f9a376481dfb37',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/arctander_1960/arctander.csv',
    },
  ]),
  fromReference('pyrfume-sigma-2014', [
    {
      name: 'stimuli.csv',
      bytes: 14665,
      sha256: '2e345eb1247de1dd10439ef2a3d7e850e331f54db0a61de857247175d9dbc156',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/sigma_2014/stimuli.csv',
    },
    {
      name: 'behavior_sparse.csv',
      bytes: 35184,
      sha256: '98adbe52e7d4312e9b06b49e7446087ed2474dabfefaed5f1b756c2ef1785e8f',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/sigma_2014/behavior_sparse.csv',
    },
    {
      name: 'molecules.csv',
      bytes: 71821,
      sha256: '0c61ea5683646e91070323e7c56a1225d831686e8d6e6960393b45a8d3e439da',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/sigma_2014/molecules.csv',
    },
  ]),
  fromReference('pyrfume-aromadb', [
    {
      name: 'behavior.csv',
      bytes: 22681,
      sha256: 'a651f4aae1f3c29872f6b4e9774419036e2e530ad919a2692a6a89fae737baca',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/aromadb/behavior.csv',
    },
    {
      name: 'molecules.csv',
      bytes: 78206,
      sha256: '02dc3029d49b14ad8899158da871a16ae7fae66ffea4f4db347727d4e676619f',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/aromadb/molecules.csv',
    },
  ]),
  fromReference('pyrfume-goodscents', [
    {
      name: 'data_rw_opl.csv',
      bytes: 3191426,
      sha256: '765fbd791aef09bc669b312d7bc19fb4cf15d80906d1fe14e557dd80d1a7ddb4',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/goodscents/data_rw_opl.csv',
    },
    {
      name: 'data_rw_odor.csv',
      bytes: 813420,
      sha256: '91452770a3f38e0324fa95ca62155c0d4c6e582f6378c970dff786b06330d0ce',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/goodscents/data_rw_odor.csv',
    },
    {
      name: 'molecules.csv',
      bytes: 433942,
      sha256: '0d9bd38c54a40a051ae7b771d51f11ac1fcf021e0369fc53583e5f634e6e8bb4',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/goodscents/molecules.csv',
    },
    {
      name: 'data_rw_contents.csv',
      bytes: 51352,
      sha256: 'da8cd3147321fed81d7e3237b37300840d26f87bfb6421df92ede700e92a468a',
      sourceUrl:
        'https://raw.githubusercontent.com/pyrfume/pyrfume-data/8054ea98ed675005ec10e67359902f500e4911b0/goodscents/data_rw_contents.csv',
    },
  ]),
  fromReference('ifra-51-standards', [
    {
      name: 'standards.csv',
      bytes: 292769,
      sha256: '5a1ebd904fbab8cf049a319ddcade4194a9327cbeb99d4fe2ba5510ab9635ea3',
      sourceUrl: null,
      isOptional: true,
    },
    {
      name: 'standard_cas.csv',
      bytes: 30546,
      sha256: '2a8caca39d9eacce844e43d69db6ffa489c29501c6e60dee0bb542908eca14b0',
      sourceUrl: null,
      isOptional: true,
    },
    {
      name: 'ifra-51st-amendment-ifra-standards-overview.xlsx',
      bytes: 102609,
      sha256: '0580e1e71cd98335136f46f2c2beea272b72c863183d42fe92b9833ea546ed9e',
      sourceUrl:
        'https://raw.githubusercontent.com/kijjaz/miniPinscher/8316499e76b318a68c4e5c485ddb0cb1e9515567/ifra-51st-amendment-ifra-standards-overview.xlsx',
    },
  ]),
  fromReference('ifra-51-annex-contributions', [
    {
      name: 'natural_contributions.csv',
      bytes: 131496,
      sha256: 'ee2b59276765a24b9ffe2a9b78d67d47b71207a035fdeef646158353d5c71d1c',
      sourceUrl: null,
    },
    {
      name: 'schiff_bases.csv',
      bytes: 2275,
      sha256: '56fdfe0c31c9c075b7786634dd96b7c915d3d28b605712d25b278af85cb77bc7',
      sourceUrl: null,
    },
  ]),
  fromReference('eu-cosmetics-annexes-echa', [
    {
      name: 'annex_ii_prohibited.csv',
      bytes: 649510,
      sha256: '28ce467a8b3cd6bad342cc99ce8d22beebb1549d27b07defed66e599f1faef2a',
      sourceUrl: null,
    },
    {
      name: 'annex_iii_restricted.csv',
      bytes: 420298,
      sha256: '3c10017887d1ff835da563519ec9a25d0f5c39c53f206a75ffba4431869c107f',
      sourceUrl: null,
    },
    {
      name: 'fragrance_allergens_labelling.csv',
      bytes: 64287,
      sha256: '37932e8d30fac3d3bc3a6557c9d549d8a72b6a0a01465cab6af363cdc6ca9402',
      sourceUrl: null,
    },
  ]),
  fromReference('eu-clp-annex-vi-echa', [
    {
      name: 'annex_vi_clp_table_atp21_en.xlsx',
      bytes: 535830,
      sha256: '33db7ab2d36678a682b3f9ea33c6ca099478cb065bdc1c71622d69e636e3deb2',
      sourceUrl:
        'https://raw.githubusercontent.com/Giuliano110165/adr-rifiuti-knowledge/d9cef6a8b89577a7b02674a36fb63699b2bffdf5/annex_vi_clp_table_atp21_en.xlsx',
    },
  ]),
  fromReference('ca-prop65-oehha', [
    {
      name: 'p65chemicalslist.csv',
      bytes: 58071,
      sha256: 'f343d928e03f57dca18b933b3c448e7d510111d878cfeed5fd6a8a71c9f12297',
      sourceUrl:
        'https://raw.githubusercontent.com/adamtheising/ubiquitous_carcinogens/1ca31b6dec847a82c3dd47e53eeac7cf831269fc/raw_data/OEHHA_P65.csv',
    },
  ]),
  {
    id: 'parfumo-tidytuesday',
    title: 'Parfumo fragrance dataset (TidyTuesday 2024-12-10)',
    kind: 'catalogue',
    licence: 'Attribution, non-commercial (Parfumo site terms; TidyTuesday repository MIT)',
    isNonCommercial: true,
    files: [
      {
        name: 'parfumo_data_clean.csv',
        bytes: 12795322,
        sha256: '94956339772a02c0355ff3f9de4f15cd3f078a124b2829dde30bcee83446cc7d',
        sourceUrl:
          'https://raw.githubusercontent.com/rfordatascience/tidytuesday/2c423bacc57e4632ff8550557e0bc823eefa31ab/data/2024/2024-12-10/parfumo_data_clean.csv',
      },
    ],
  },
  {
    id: 'fragrantica-brand-country',
    title: 'Fragrantica brand countries',
    kind: 'catalogue',
    licence: 'CC BY-NC-SA 4.0 (non-commercial)',
    isNonCommercial: true,
    files: [
      {
        name: 'brand_country.csv',
        bytes: 24160,
        sha256: '826efd2a176fe75c73bc854ea50c79bb579a5a8f31040a55c5a698ac7716f99a',
        sourceUrl:
          'https://raw.githubusercontent.com/thanglongdong/Fragrantica_Fragrance_Analysis/3f7c5c7c7ca16acabef083d1b674ff3196c4ed84/data/staging/brand_excelcleaned.csv',
      },
    ],
  },
];

export function findManifestDataset(id: string): ManifestDataset | null {
  return DATASET_MANIFEST.find((dataset) => dataset.id === id) ?? null;
}

/** The files to download for a dataset: all of them from a mirror; from the public sources, those that have an address. */
export function listFilesToFetch(
  dataset: ManifestDataset,
  hasMirror: boolean,
): { files: ManifestFile[]; missing: ManifestFile[] } {
  if (hasMirror) return { files: [...dataset.files], missing: [] };
  const files = dataset.files.filter((file) => file.sourceUrl);
  const missing = dataset.files.filter((file) => !file.sourceUrl && !file.isOptional);
  return { files, missing };
}

/** Bytes left, seconds left and speed of one download, for a progress bar. */
export function describeTransfer(
  received: number,
  total: number,
  elapsedSeconds: number,
): { bytesPerSecond: number; secondsLeft: number | null } {
  const bytesPerSecond = elapsedSeconds > 0 ? received / elapsedSeconds : 0;
  const left = Math.max(0, total - received);
  return { bytesPerSecond, secondsLeft: bytesPerSecond > 0 ? left / bytesPerSecond : null };
}
