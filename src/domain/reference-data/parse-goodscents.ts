import type { MaterialContribution, ParsedMaterials, RowIssue, TypicalConstituent } from './material-contribution.ts';
import { compactContribution } from './material-contribution.ts';
import { joinSplitDescriptors } from './clean-source-text.ts';
import { parseCasList } from '../materials/cas-number.ts';
import { readCasCell, readCid, readMolecules, type Tables } from './parse-odour-datasets.ts';
import { parseNumberCell, parsePythonList, uniqueStrings } from './parse-text-list.ts';

const STRENGTH_ORDER = ['low', 'medium', 'high', 'very high'];

/** The median of a list of numbers, or undefined when it is empty. */
export function calculateMedian(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value === undefined ? undefined : Math.round(value * 100) / 100;
}

/** The value named most often (ties: the stronger one), or undefined. */
function pickStrength(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, count] of counts) {
    const bestCount = best === undefined ? 0 : (counts.get(best) ?? 0);
    if (
      count > bestCount ||
      (count === bestCount && STRENGTH_ORDER.indexOf(value) > STRENGTH_ORDER.indexOf(best ?? ''))
    )
      best = value;
  }
  return best;
}

type OdourSummary = { descriptors: string[]; description?: string; strength?: string; substantivityHours?: number };

/** Every multi-word tag TGSC writes whole somewhere (`bois de rose`), to join the rows that cut it into words. */
export function collectMultiWordTags(rows: readonly Record<string, string>[]): Set<string> {
  const phrases = new Set<string>();
  for (const row of rows)
    for (const tag of parsePythonList(row.Tags))
      if (/\s/.test(tag.trim())) phrases.add(tag.trim().toLowerCase().replaceAll(/\s+/g, ' '));
  return phrases;
}

/** A row's tags; rows whose tags TGSC derived from the description word by word get multi-word tags back. */
function readTags(row: Record<string, string>, phrases: ReadonlySet<string>): string[] {
  const tags = parsePythonList(row.Tags).map((tag) => tag.toLowerCase());
  return row['Original Tags'] === 'true' ? tags : joinSplitDescriptors(tags, phrases);
}

/** Merges the several odour rows TGSC keeps per material (different sources and years): none is dropped. */
function summariseOdourRows(rows: readonly Record<string, string>[], phrases: ReadonlySet<string>): OdourSummary {
  const original = rows.filter((row) => row['Original Tags'] === 'true');
  const descriptors = uniqueStrings(rows.flatMap((row) => readTags(row, phrases)));
  const description = (original[0] ?? rows[0])?.Description?.trim() || undefined;
  const strengths = rows.map((row) => row.Strength?.trim().toLowerCase() ?? '').filter(Boolean);
  const hours = rows
    .map((row) => parseNumberCell(row['Substantivity (Hours)']))
    .filter((value): value is number => value !== null && value >= 0);
  return { descriptors, description, strength: pickStrength(strengths), substantivityHours: calculateMedian(hours) };
}

/**
 * The contents table (data_rw_contents.csv): what each profile "also (can) contains", by TGSC id, with the range
 * given (percent, or min and max). A constituent's CAS is its own profile's, when TGSC has one.
 */
export function readContents(
  tables: Tables,
  opl: readonly Record<string, string>[],
): Map<string, TypicalConstituent[]> {
  const casById = new Map<string, string>();
  for (const row of opl) {
    const cas = parseCasList(row['CAS Number'])[0];
    if (cas?.isValid) casById.set(row['TGSC ID']?.trim() ?? '', cas.cas);
  }
  const byId = new Map<string, TypicalConstituent[]>();
  for (const row of tables.get('data_rw_contents.csv')?.rows ?? []) {
    const id = row['TGSC ID']?.trim() ?? '';
    const name = row['Content Name']?.trim() ?? '';
    if (!id || !name) continue;
    const constituent: TypicalConstituent = {
      name,
      cas: casById.get(row['Content TGSC ID']?.trim() ?? ''),
      percent: parseNumberCell(row['Concentration %']) ?? undefined,
      minPercent: parseNumberCell(row['Concentration Min %']) ?? undefined,
      maxPercent: parseNumberCell(row['Concentration Max %']) ?? undefined,
      note: row['Content Header']?.trim() || undefined,
    };
    const list = byId.get(id) ?? [];
    list.push(Object.fromEntries(Object.entries(constituent).filter(([, value]) => value !== undefined)) as never);
    byId.set(id, list);
  }
  return byId;
}

/**
 * The Good Scents Company: identifiers of every raw-material profile (data_rw_opl.csv), its odour rows merged
 * (data_rw_odor.csv) and PubChem's preferred name and structure where the CID is known (molecules.csv).
 */
export function parseGoodScents(tables: Tables): ParsedMaterials {
  const file = 'data_rw_opl.csv';
  const issues: RowIssue[] = [];
  const molecules = readMolecules(tables);
  const odourRows = new Map<string, Record<string, string>[]>();
  const allOdourRows = tables.get('data_rw_odor.csv')?.rows ?? [];
  const phrases = collectMultiWordTags(allOdourRows);
  for (const row of allOdourRows) {
    const id = row['TGSC ID']?.trim() ?? '';
    const list = odourRows.get(id) ?? [];
    list.push(row);
    odourRows.set(id, list);
  }
  const opl = tables.get(file)?.rows ?? [];
  const contents = readContents(tables, opl);
  const seen = new Set<string>();
  const contributions: MaterialContribution[] = [];
  opl.forEach((row, index) => {
    const id = row['TGSC ID']?.trim() ?? '';
    if (!id || seen.has(id)) return;
    seen.add(id);
    const cas = readCasCell(row['CAS Number'], file, index + 2, issues);
    const cid = readCid(row.CID);
    const molecule = cid === undefined ? undefined : molecules.get(String(cid));
    const odour = summariseOdourRows(odourRows.get(id) ?? [], phrases);
    const iupacName = row.Name?.trim() || molecule?.iupacName;
    if (!cas.cas && !iupacName && !molecule?.name) {
      issues.push({ file, row: index + 2, problem: 'no usable CAS number and no name: row skipped', value: id });
      return;
    }
    contributions.push(
      compactContribution({
        sourceKey: id,
        ...cas,
        otherCas: parseCasList(row['Other CAS Number'])
          .filter((other) => other.isValid && other.cas !== cas.cas)
          .map((other) => other.cas),
        cid,
        name: molecule?.name ?? iupacName,
        iupacName,
        smiles: molecule?.smiles,
        formula: row.Formula?.trim().replaceAll(' ', '') || undefined,
        molecularWeight: parseNumberCell(row['Molecular Weight']) ?? undefined,
        odourDescriptors: odour.descriptors,
        odourDescription: odour.description,
        odourStrength: odour.strength,
        substantivityHours: odour.substantivityHours,
        typicalComposition: contents.get(id),
      }),
    );
  });
  return { contributions, issues, rowsRead: opl.length };
}
