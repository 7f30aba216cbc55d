import { parseCas } from '../materials/cas-number.ts';
import {
  compactContribution,
  type MaterialContribution,
  type ParsedMaterials,
  type RowIssue,
} from './material-contribution.ts';
import {
  capitaliseUpperCaseName,
  parseNumberCell,
  parsePythonList,
  splitList,
  splitOutsideBrackets,
  uniqueStrings,
} from './parse-text-list.ts';
import type { CsvTable } from './reference-datasets.ts';

export type Tables = ReadonlyMap<string, CsvTable>;

function rowsOf(tables: Tables, file: string): readonly Record<string, string>[] {
  return tables.get(file)?.rows ?? [];
}

/** CAS fields of a contribution; an invalid or non-CAS cell is kept as published and reported. */
export function readCasCell(
  raw: string | undefined,
  file: string,
  row: number,
  issues: RowIssue[],
): Partial<MaterialContribution> {
  const parsed = parseCas(raw);
  if (!parsed) return {};
  if (!parsed.isValid) {
    issues.push({ file, row, problem: 'CAS number fails the check digit or is not CAS-shaped', value: raw?.trim() });
    const isCasShaped = /^\d+-\d+-\d+$/.test(parsed.cas);
    return isCasShaped
      ? { cas: parsed.cas, isCasValid: false, casAsPublished: raw?.trim() }
      : { casAsPublished: raw?.trim() };
  }
  return { cas: parsed.cas, isCasValid: true, ...(parsed.cas === raw?.trim() ? {} : { casAsPublished: raw?.trim() }) };
}

/** A positive PubChem CID, or undefined (pyrfume uses negative pseudo-ids for unknown compounds). */
export function readCid(cell: string | undefined): number | undefined {
  const value = parseNumberCell(cell);
  return value !== null && value > 0 && Number.isInteger(value) ? value : undefined;
}

type Molecule = { smiles?: string; iupacName?: string; name?: string };

/** CID → structure and names from a pyrfume molecules.csv. */
export function readMolecules(tables: Tables, file = 'molecules.csv'): Map<string, Molecule> {
  const molecules = new Map<string, Molecule>();
  for (const row of rowsOf(tables, file)) {
    molecules.set((row.CID ?? '').trim(), {
      smiles: row.IsomericSMILES?.trim() || undefined,
      iupacName: row.IUPACName?.trim() || undefined,
      name: row.name?.trim() || undefined,
    });
  }
  return molecules;
}

function finish(contributions: MaterialContribution[], issues: RowIssue[], rowsRead: number): ParsedMaterials {
  const byKey = new Map<string, MaterialContribution>();
  for (const contribution of contributions) {
    let key = contribution.sourceKey;
    for (let n = 2; byKey.has(key); n += 1) key = `${contribution.sourceKey}#${n}`;
    byKey.set(key, compactContribution({ ...contribution, sourceKey: key }));
  }
  return { contributions: [...byKey.values()], issues, rowsRead };
}

/** The CAS and principal name every IFRA list row starts with, keyed for merging. */
function readIfraListRow(row: Record<string, string | undefined>, file: string, line: number, issues: RowIssue[]) {
  const cas = readCasCell(row['CAS number'], file, line, issues);
  const name = row['Principal name']?.trim() ?? '';
  return { sourceKey: `${cas.cas ?? cas.casAsPublished ?? 'no-cas'}|${name}`, ...cas, name };
}

export function parseTransparencyList(tables: Tables): ParsedMaterials {
  const file = 'transparency_list.csv';
  const issues: RowIssue[] = [];
  const rows = rowsOf(tables, file);
  const contributions = rows.map((row, index) => {
    const ncsCategory = row['Naturals (NCS) category']?.trim() || undefined;
    return {
      ...readIfraListRow(row, file, index + 2, issues),
      isNatural: ncsCategory ? true : undefined,
      isVariant: ncsCategory ? true : undefined,
      ncsCategory,
    };
  });
  return finish(
    contributions.filter((c) => c.name),
    issues,
    rows.length,
  );
}

export function parseIfraGlossary(tables: Tables): ParsedMaterials {
  const file = 'ifra-fragrance-ingredient-glossary---oct-2019.csv';
  const issues: RowIssue[] = [];
  const rows = rowsOf(tables, file);
  const contributions = rows.map((row, index) => {
    const family = row['Primary descriptor']?.trim() || undefined;
    return {
      ...readIfraListRow(row, file, index + 2, issues),
      odourFamily: family,
      odourDescriptors: uniqueStrings([family, row['Descriptor 2'], row['Descriptor 3']].map((d) => d?.toLowerCase())),
    };
  });
  return finish(
    contributions.filter((c) => c.name),
    issues,
    rows.length,
  );
}

export function parseLeffingwell(tables: Tables): ParsedMaterials {
  const file = 'leffingwell_data.csv';
  const issues: RowIssue[] = [];
  const rows = rowsOf(tables, file);
  const contributions = rows.map((row, index) => {
    const cas = readCasCell(row.cas, file, index + 2, issues);
    const name = row.chemical_name?.trim() ?? '';
    return {
      sourceKey: `${row.database_id ?? index}`,
      ...cas,
      name,
      smiles: row.smiles?.trim(),
      odourDescription: row.odor_data?.trim(),
      odourDescriptors: uniqueStrings(parsePythonList(row.odor_labels_filtered).map((d) => d.toLowerCase())),
    };
  });
  return finish(
    contributions.filter((c) => c.name),
    issues,
    rows.length,
  );
}

export function parseFlavornet(tables: Tables): ParsedMaterials {
  const file = 'flavornet_scraped.csv';
  const issues: RowIssue[] = [];
  const rows = rowsOf(tables, file);
  const contributions = rows.map((row, index) => {
    const cas = readCasCell(row.CAS || row.page_cas, file, index + 2, issues);
    const names = splitOutsideBrackets(row.Names, ';');
    return {
      sourceKey: `${row.page_cas || index}`,
      ...cas,
      name: names[0],
      synonyms: names.slice(1),
      molecularWeight: parseNumberCell(row.MW) ?? undefined,
      odourDescriptors: splitList(row.Odors?.toLowerCase(), ';'),
    };
  });
  return finish(
    contributions.filter((c) => c.name || c.cas),
    issues,
    rows.length,
  );
}

export function parseArctander(tables: Tables): ParsedMaterials {
  const file = 'arctander.csv';
  const issues: RowIssue[] = [];
  const rows = rowsOf(tables, file);
  const contributions = rows.map((row, index) => {
    const cas = readCasCell(row.CAS, file, index + 2, issues);
    const synonyms = (row.OtherName ?? '')
      .split(/\.,\s*|\.\s*$|;\s*/)
      .map((s) => capitaliseUpperCaseName(s.trim()))
      .filter((s) => s.length > 1);
    return {
      sourceKey: `${row.ArctanderNum || index}`,
      ...cas,
      cid: readCid(row.new_CID) ?? readCid(row.CID),
      name: capitaliseUpperCaseName(row.ChemicalName ?? ''),
      synonyms: uniqueStrings(synonyms),
      smiles: row.SMILES?.trim(),
      molecularWeight: parseNumberCell(row.MW) ?? undefined,
      odourDescription: row.Description?.trim(),
      odourDescriptors: splitList(row.ChastretteDetails?.toLowerCase(), /\s+/),
    };
  });
  return finish(
    contributions.filter((c) => c.name),
    issues,
    rows.length,
  );
}

/**
 * Naturals of the Sigma-Aldrich catalogue that Pyrfume filed under their main constituent's PubChem structure, so
 * that each came out named after the constituent and holding its structure (pyrfume-sigma-2014/stimuli.csv, CAS
 * named as the IFRA Transparency List names it): CID 240 (benzaldehyde) also under 8013-76-1, "Almond oil, bitter";
 * CID 4133 (methyl salicylate) also under 68917-50-0, sweet birch (Betula lenta, in IFRA STD_114 "Birch wood
 * pyrolysate"), and 90045-28-6, wintergreen (Gaultheria procumbens); CID 7794 (citronellal) also under 8000-29-1,
 * "Citronella oil, Java type"; CID 5367785 (geranyl tiglate) also under 8000-46-2, "Geranium oil, rectified". Read as
 * they were, "Methyl salicylate" held the birch's CAS (every formula using it was prohibited by STD_114) and
 * geranium absolute had "Geranyl tiglate" for a synonym. Their rows are left out: the catalogue gives them no name or
 * description of their own. (A scan of every Pyrfume dataset's CID and CAS pairs found no other natural so filed.)
 */
export const SIGMA_NATURALS_UNDER_A_CONSTITUENT: ReadonlySet<string> = new Set([
  '8013-76-1',
  '68917-50-0',
  '90045-28-6',
  '8000-29-1',
  '8000-46-2',
]);

export function parseSigma(tables: Tables): ParsedMaterials {
  const file = 'stimuli.csv';
  const issues: RowIssue[] = [];
  const molecules = readMolecules(tables);
  const descriptors = new Map(
    rowsOf(tables, 'behavior_sparse.csv').map((row) => [row.Stimulus?.trim() ?? '', row.descriptors]),
  );
  const rows = rowsOf(tables, file);
  const contributions = rows.flatMap((row, index) => {
    if (SIGMA_NATURALS_UNDER_A_CONSTITUENT.has(row.CAS?.trim() ?? '')) return [];
    const stimulus = row.Stimulus?.trim() ?? '';
    const molecule = molecules.get(stimulus);
    return {
      sourceKey: stimulus || `${index}`,
      ...readCasCell(row.CAS, file, index + 2, issues),
      cid: readCid(stimulus),
      name: molecule?.name,
      smiles: molecule?.smiles,
      iupacName: molecule?.iupacName,
      odourDescriptors: uniqueStrings(parsePythonList(descriptors.get(stimulus)).map((d) => d.toLowerCase())),
    };
  });
  return finish(
    contributions.filter((c) => c.cas || c.cid),
    issues,
    rows.length,
  );
}

export function parseAromaDb(tables: Tables): ParsedMaterials {
  const file = 'behavior.csv';
  const molecules = readMolecules(tables);
  const rows = rowsOf(tables, file);
  const contributions = rows.map((row, index) => {
    const stimulus = row.Stimulus?.trim() ?? '';
    const molecule = molecules.get(stimulus);
    return {
      sourceKey: stimulus || `${index}`,
      cid: readCid(stimulus),
      name: molecule?.name,
      smiles: molecule?.smiles,
      iupacName: molecule?.iupacName,
      odourDescriptors: splitList(row['Filtered Descriptors']?.toLowerCase(), /[;,]/),
    };
  });
  return finish(
    contributions.filter((c) => c.cid && c.name),
    [],
    rows.length,
  );
}
