import { parseCas, parseCasList } from '../materials/cas-number.ts';
import type { MaterialContribution, ParsedMaterials, RowIssue } from './material-contribution.ts';
import { compactContribution } from './material-contribution.ts';
import { buildNameKey } from '../materials/normalise-search-text.ts';
import type { Tables } from './parse-odour-datasets.ts';
import { parseNumberCell, splitList } from './parse-text-list.ts';
import { IFRA_STANDARD_OTHER_CAS } from './ifra-standard-other-cas.ts';
import {
  assignUniqueIds,
  IFRA_CATEGORIES,
  type EuAnnexEntryRow,
  type EuLabellingAllergenRow,
  type IfraLimitKind,
  type IfraNaturalContributionRow,
  type IfraStandardCasRow,
  type IfraStandardLimitRow,
  type IfraStandardRow,
  type RegulatoryTables,
} from './regulatory-rows.ts';

export type ParsedRegulatory = {
  tables: RegulatoryTables;
  materials?: ParsedMaterials;
  issues: RowIssue[];
  rowsRead: number;
};

const text = (cell: string | undefined): string | null => cell?.trim() || null;
const rowsOf = (tables: Tables, file: string) => tables.get(file)?.rows ?? [];

/** A per-category cell of standards.csv (`0.1`, `NO_RESTRICTION`, `PROHIBITED`, `SEE_NOTEBOX`, empty). */
export function parseIfraLimitCell(cell: string | undefined): { limitKind: IfraLimitKind; maxPercent: number | null } {
  const value = (cell ?? '').trim().toUpperCase();
  if (!value) return { limitKind: 'none', maxPercent: null };
  if (value === 'NO_RESTRICTION' || value === 'NO RESTRICTION')
    return { limitKind: 'no_restriction', maxPercent: null };
  if (value.startsWith('PROHIBITED') || value.includes('(PROHIBITED)'))
    return { limitKind: 'prohibited', maxPercent: 0 };
  if (value.replaceAll(/[\s_]/g, '') === 'SEENOTEBOX') return { limitKind: 'see_notebox', maxPercent: null };
  const number = parseNumberCell(value);
  return number === null
    ? { limitKind: 'none', maxPercent: null }
    : { limitKind: 'limit', maxPercent: Number(number.toPrecision(12)) };
}

const NOTE_COLUMNS = [
  'cas_comment',
  'flavor_use_consideration',
  'prohibited_notes',
  'phototoxicity_notes',
  'restricted_notes',
  'specified_notes',
  'contributions_notes',
];

/** IFRA Standards (51st Amendment): one row per Standard, its limit in each of the 18 categories, and its CAS scope. */
export function parseIfraStandards(tables: Tables): ParsedRegulatory {
  const issues: RowIssue[] = [];
  const standards: IfraStandardRow[] = [];
  const limits: IfraStandardLimitRow[] = [];
  const scope = new Map<string, IfraStandardCasRow>();
  const addScope = (standardKey: string, raw: string, file: string, row: number) => {
    const parsed = parseCas(raw);
    if (!parsed) return;
    if (!parsed.isValid) issues.push({ file, row, problem: 'CAS number fails the check digit', value: raw });
    scope.set(`${standardKey}|${parsed.cas}`, {
      id: `${standardKey}|${parsed.cas}`,
      standardKey,
      cas: parsed.cas,
      casValid: parsed.isValid,
    });
  };
  const rows = rowsOf(tables, 'standards.csv');
  rows.forEach((row, index) => {
    const key = row.key?.trim() ?? '';
    if (!/^IFRA_STD_\d+$/.test(key)) {
      issues.push({ file: 'standards.csv', row: index + 2, problem: 'no IFRA Standard key: row skipped', value: key });
      return;
    }
    const notes = Object.fromEntries(
      NOTE_COLUMNS.map((column) => [column, row[column]?.trim() ?? '']).filter(([, value]) => value),
    );
    standards.push({
      id: key,
      amendment: row.amendment?.trim() ?? '',
      name: row.name?.trim() ?? '',
      type: row.type?.trim() ?? '',
      isProhibition: row.is_prohibition === 'true',
      isRestriction: row.is_restriction === 'true',
      isSpecification: row.is_specification === 'true',
      riskProperty: text(row.risk_property),
      limitExpressedAs: text(row.limit_expressed_as),
      casNumbers: parseCasList(row.cas_numbers).map((parsed) => parsed.cas),
      synonyms: splitList(row.synonyms, '|'),
      contributionsFromOtherSources: text(row.contributions_from_other_sources),
      yearLastPublication: text(row.year_last_publication),
      deadlineExistingCreations: text(row.deadline_existing_creations),
      deadlineNewCreations: text(row.deadline_new_creations),
      notes,
    });
    for (const category of IFRA_CATEGORIES) {
      limits.push({
        id: `${key}|${category}`,
        standardKey: key,
        category,
        ...parseIfraLimitCell(row[`cat_${category}`]),
      });
    }
    for (const cas of (row.cas_numbers ?? '').split('|')) addScope(key, cas, 'standards.csv', index + 2);
  });
  rowsOf(tables, 'standard_cas.csv').forEach((row, index) =>
    addScope(row.key?.trim() ?? '', row.cas ?? '', 'standard_cas.csv', index + 2),
  );
  // Other CAS numbers IFRA's files identify a Standard's ingredient by ("any other CAS number(s) … in scope as well").
  for (const other of IFRA_STANDARD_OTHER_CAS) {
    const standard = standards.find((row) => row.id === other.standardKey);
    if (standard?.name === other.standardName) addScope(other.standardKey, other.cas, 'ifra-standard-other-cas.ts', 0);
  }
  return {
    tables: { ifraStandards: standards, ifraStandardLimits: limits, ifraStandardCas: [...scope.values()] },
    issues,
    rowsRead: rows.length + rowsOf(tables, 'standard_cas.csv').length,
  };
}

/** IFRA's annex: what each natural brings of each regulated constituent, and the Schiff bases; naturals also feed the library. */
export function parseIfraAnnexContributions(tables: Tables): ParsedRegulatory {
  const issues: RowIssue[] = [];
  const naturals = new Map<string, MaterialContribution>();
  const rows = rowsOf(tables, 'natural_contributions.csv');
  const contributions: IfraNaturalContributionRow[] = rows.map((row, index) => {
    const principal = parseCasList(row.principal_cas);
    for (const parsed of principal.filter((p) => !p.isValid)) {
      issues.push({
        file: 'natural_contributions.csv',
        row: index + 2,
        problem: 'CAS number fails the check digit',
        value: parsed.cas,
      });
    }
    const naturalName = row.natural_name?.trim().replaceAll(/\s+/g, ' ') ?? '';
    const constituent = parseCas(row.constituent_cas);
    const mainCas = principal.find((p) => p.isValid) ?? principal[0];
    const key = buildNameKey(naturalName);
    if (naturalName && !naturals.has(key)) {
      naturals.set(
        key,
        compactContribution({
          sourceKey: key,
          cas: mainCas?.cas,
          isCasValid: mainCas?.isValid,
          otherCas: [...principal, ...parseCasList(row.other_cas)]
            .filter((p) => p.isValid && p.cas !== mainCas?.cas)
            .map((p) => p.cas),
          name: naturalName,
          synonyms: row.botanical_name?.trim() ? [row.botanical_name.trim()] : [],
          isNatural: true,
          isVariant: true,
          ncsCategory: row.iso_9235_category?.trim(),
        }),
      );
    }
    return {
      id: `${key}|${constituent?.cas ?? row.constituent_name ?? ''}`,
      amendment: row.amendment?.trim() || '51',
      isoCategory: text(row.iso_9235_category),
      rifmId: text(row.rifm_id),
      principalCas: principal.map((p) => p.cas),
      otherCas: parseCasList(row.other_cas).map((p) => p.cas),
      naturalName,
      botanicalName: text(row.botanical_name),
      constituentCas: constituent?.cas ?? null,
      constituentName: row.constituent_name?.trim() ?? '',
      concentrationPct: parseNumberCell(row.concentration_pct),
      standardKey: text(row.constituent_ifra_standard),
      note: text(row.note),
    };
  });
  const schiff = rowsOf(tables, 'schiff_bases.csv').map((row) => ({
    id: `${row.schiff_base_cas?.trim() ?? ''}|${row.aldehyde_cas?.trim() ?? ''}`,
    aldehyde: row.aldehyde?.trim() ?? '',
    aldehydeCas: parseCasList(row.aldehyde_cas).map((p) => p.cas),
    schiffBase: row.schiff_base?.trim() ?? '',
    schiffBaseCas: parseCasList(row.schiff_base_cas).map((p) => p.cas),
    aldehydeLevelPct: parseNumberCell(row.aldehyde_level_pct),
    standardKey: text(row.aldehyde_ifra_standard),
  }));
  return {
    tables: { ifraNaturalContributions: assignUniqueIds(contributions), ifraSchiffBases: assignUniqueIds(schiff) },
    materials: { contributions: [...naturals.values()], issues: [], rowsRead: rows.length },
    issues,
    rowsRead: rows.length + schiff.length,
  };
}

/**
 * One entry row per CAS number the row names: the substance's and its identifier's (ECHA's export gives a row per
 * identifier of an entry; 1,908 of Annex II's 4,067 rows name their CAS as the identifier's only, such as entry 1396's
 * sodium tetrahydroborate 16940-66-2, and entry 1031's esters name theirs beside the substance's). Read from the
 * substance's CAS alone, those substances were banned under no number, and a line of one read compliant.
 */
function readAnnexRows(annex: 'II' | 'III', row: Record<string, string>): EuAnnexEntryRow[] {
  const numbers = [...parseCasList(row.substance_cas), ...parseCasList(row.identifier_cas)];
  const unique = [...new Map(numbers.map((parsed) => [parsed.cas, parsed])).values()];
  const refNo = row.ref_no?.trim() ?? '';
  const substanceName = row.substance_name?.trim() ?? '';
  return (unique.length > 0 ? unique : [null]).map((parsed) => ({
    id: `${annex}|${refNo}|${parsed?.cas ?? ''}|${buildNameKey(substanceName).slice(0, 120)}|${row.product_type_body_parts?.trim() ?? ''}`,
    annex,
    refNo,
    substanceName,
    cas: parsed?.cas ?? null,
    casValid: parsed?.isValid ?? false,
    ec: text(row.substance_ec_number),
    identifierNames: splitList(row.identifier_names, ';'),
    productTypes: text(row.product_type_body_parts),
    functions: text(row.functions),
    maximumThreshold: text(row.maximum_threshold),
    minimumThreshold: text(row.minimum_threshold),
    restrictions: text(row.restrictions),
    expressedAs: text(row.expressed_as),
    warningLabel: text(row.warning_label),
    notes: text(row.notes),
  }));
}

/** An entry's CAS number read from several of its identifier rows alike, kept once (rows without a CAS all kept). */
function keepFirstOfEach(rows: EuAnnexEntryRow[]): EuAnnexEntryRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => row.cas === null || (!seen.has(row.id) && Boolean(seen.add(row.id))));
}

/** EU Cosmetics Regulation Annex II (prohibited), Annex III (restricted) and the fragrance allergens to label. */
export function parseEuCosmeticsAnnexes(tables: Tables): ParsedRegulatory {
  const annexII = rowsOf(tables, 'annex_ii_prohibited.csv');
  const annexIII = rowsOf(tables, 'annex_iii_restricted.csv');
  const allergens = rowsOf(tables, 'fragrance_allergens_labelling.csv');
  const entries = assignUniqueIds(
    keepFirstOfEach([
      ...annexII.flatMap((row) => readAnnexRows('II', row)),
      ...annexIII.flatMap((row) => readAnnexRows('III', row)),
    ]),
  );
  const labelling: EuLabellingAllergenRow[] = allergens.map((row) => {
    const parsed = parseCas(row.cas);
    return {
      id: `${row.annex_iii_ref?.trim() ?? ''}|${parsed?.cas ?? buildNameKey(row.names ?? '')}`,
      annexIiiRef: row.annex_iii_ref?.trim() ?? '',
      cas: parsed?.cas ?? null,
      ec: text(row.ec),
      names: splitList(row.names, '|'),
      labelName: text(row.label_name),
      leaveOnThresholdPct: parseNumberCell(row.leave_on_threshold_pct),
      rinseOffThresholdPct: parseNumberCell(row.rinse_off_threshold_pct),
      isOriginal26: row.original_26 === 'true',
      isAddedBy20231545: row.added_or_amended_by_2023_1545 === 'true',
      productTypes: text(row.product_types),
      maxConcentration: text(row.max_concentration),
      otherRestrictions: text(row.other_restrictions),
      notes: text(row.notes),
      evidence: text(row.evidence),
    };
  });
  return {
    tables: { euAnnexEntries: entries, euLabellingAllergens: assignUniqueIds(labelling) },
    issues: [],
    rowsRead: annexII.length + annexIII.length + allergens.length,
  };
}
