import { ANNEX_VI_WORKBOOK, parseClpAnnexVi } from '../clp/parse-annex-vi.ts';
import type { MaterialContribution, RowIssue } from './material-contribution.ts';
import { parseGoodScents } from './parse-goodscents.ts';
import {
  parseArctander,
  parseAromaDb,
  parseFlavornet,
  parseIfraGlossary,
  parseLeffingwell,
  parseSigma,
  parseTransparencyList,
  type Tables,
} from './parse-odour-datasets.ts';
import {
  parseEuCosmeticsAnnexes,
  parseIfraAnnexContributions,
  parseIfraStandards,
} from './parse-regulatory-datasets.ts';
import { parseProp65List, PROP65_FILE } from '../markets/parse-prop65-list.ts';
import type { ReferenceDatasetId } from './reference-datasets.ts';
import type { RegulatoryTables } from './regulatory-rows.ts';

export type ParsedDataset = {
  contributions: MaterialContribution[];
  regulatory: RegulatoryTables;
  issues: RowIssue[];
  rowsRead: number;
};

/** Which dataset's value wins when several know a field (the first listed). */
export const MATERIAL_DATASET_ORDER = [
  'ifra-transparency-list',
  'pyrfume-ifra-glossary-2019',
  'pyrfume-leffingwell',
  'pyrfume-flavornet',
  'ifra-51-annex-contributions',
  'pyrfume-arctander',
  'pyrfume-sigma-2014',
  'pyrfume-aromadb',
  'pyrfume-goodscents',
  'sillage-trade-names',
  // The IFRA Standards' names of what they cover: synonyms, names of materials no dataset names (ifra-standard-names.ts).
  'ifra-51-standards',
  // The prohibited materials no dataset above records, as the Standards name them (ifra-prohibited-materials.ts).
  'ifra-51-prohibited-materials',
  // The EU annexes' names of what their entries cover: names of materials no dataset names (eu-annex-names.ts).
  'eu-cosmetics-annexes-echa',
] as const;

/** Parses the (already checked) files of one dataset into material contributions and regulatory rows. */
export function parseReferenceDataset(id: ReferenceDatasetId, tables: Tables): ParsedDataset {
  switch (id) {
    case 'eu-clp-annex-vi-echa': {
      const parsed = parseClpAnnexVi(tables.get(ANNEX_VI_WORKBOOK));
      return {
        contributions: [],
        regulatory: { clpAnnexViEntries: parsed.rows },
        issues: parsed.issues,
        rowsRead: parsed.rowsRead,
      };
    }
    case 'ca-prop65-oehha': {
      const rows = tables.get(PROP65_FILE)?.rows ?? [];
      return {
        contributions: [],
        regulatory: { prop65Listings: parseProp65List(rows) },
        issues: [],
        rowsRead: rows.length,
      };
    }
    case 'ifra-51-standards':
    case 'ifra-51-annex-contributions':
    case 'eu-cosmetics-annexes-echa': {
      const parse = {
        'ifra-51-standards': parseIfraStandards,
        'ifra-51-annex-contributions': parseIfraAnnexContributions,
        'eu-cosmetics-annexes-echa': parseEuCosmeticsAnnexes,
      }[id];
      const parsed = parse(tables);
      return {
        contributions: parsed.materials?.contributions ?? [],
        regulatory: parsed.tables,
        issues: parsed.issues,
        rowsRead: parsed.rowsRead,
      };
    }
    default: {
      const parse = {
        'ifra-transparency-list': parseTransparencyList,
        'pyrfume-ifra-glossary-2019': parseIfraGlossary,
        'pyrfume-leffingwell': parseLeffingwell,
        'pyrfume-flavornet': parseFlavornet,
        'pyrfume-arctander': parseArctander,
        'pyrfume-sigma-2014': parseSigma,
        'pyrfume-aromadb': parseAromaDb,
        'pyrfume-goodscents': parseGoodScents,
      }[id];
      const parsed = parse(tables);
      return { contributions: parsed.contributions, regulatory: {}, issues: parsed.issues, rowsRead: parsed.rowsRead };
    }
  }
}
