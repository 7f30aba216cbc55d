import { buildForbiddenVariantStandards } from './forbidden-natural-variants.ts';
import type { Percent } from '../shared/units.ts';
import type { EuAnnexEntryRow, EuLabellingAllergenRow, IfraStandardRow } from '../reference-data/regulatory-rows.ts';
import { normaliseCas } from './build-regulatory-index.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { isIfraCategory } from './ifra-categories.ts';
import { findEuAllergenLabelName } from './eu-allergen-label-names.ts';
import { extractPlantParts } from './extract-plant-parts.ts';
import { parseAnnexIiiConditions, parseAnnexIiiMaxima } from './eu-product-kinds.ts';
import type { AnnexIiiWarningRow } from './read-annex-iii-warnings.ts';
import { readAnnexIiiWarnings } from './read-annex-iii-warnings.ts';
import type { AnnexIiiRowInput } from './map-eu-restricted.ts';
import { mapEuRestricted } from './map-eu-restricted.ts';

export { readAnnexIiiWarnings, type AnnexIiiWarningRow };
import { findStandardClass } from './classify-material.ts';
import { parseSumTotalLimit } from './parse-sum-total-limit.ts';
import type {
  DataVersion,
  EuAllergenEntry,
  EuProhibitedEntry,
  IfraLimit,
  IfraStandard,
  IfraStandardType,
  RegulatoryData,
} from './regulatory-model.ts';

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The columns of ifra_standard_limits the engine needs. */
export type IfraLimitRowInput = { standardKey: string; category: string; limitKind: string; maxPercent: number | null };
export type IfraScopeRowInput = { standardKey: string; cas: string };

/**
 * The natural-contribution limit of a SEE_NOTEBOX Standard, read from IFRA's note: "does not exceed
 * 0.01% (100 ppm)", "does not exceed 0.0013%", "does not exceed 100ppm (0.01)". Undefined when the
 * note states no number (the Standard then stays a plain prohibition with a warning for traces).
 */
export function parseNaturalContributionLimit(note: string | undefined): Percent | undefined {
  if (!note) return undefined;
  const sentence = /does not exceed([^.]*(?:\.\d[^.]*)*)/i.exec(note)?.[1] ?? '';
  const percent = /(\d+(?:\.\d+)?)\s*%/.exec(sentence);
  if (percent?.[1]) return Number(percent[1]) as Percent;
  const ppm = /(\d+(?:\.\d+)?)\s*ppm/i.exec(sentence);
  if (ppm?.[1]) return Number((Number(ppm[1]) / 10_000).toPrecision(12)) as Percent;
  return undefined;
}

function mapLimit(row: IfraLimitRowInput, naturalContributionLimit: Percent | undefined): IfraLimit | null {
  switch (row.limitKind) {
    case 'limit':
      return row.maxPercent === null ? null : { kind: 'percent', value: row.maxPercent as Percent };
    case 'no_restriction':
      return { kind: 'no-restriction' };
    case 'prohibited':
      return { kind: 'prohibited' };
    case 'see_notebox':
      return naturalContributionLimit === undefined
        ? { kind: 'see-note' }
        : { kind: 'see-note', naturalContributionLimit };
    default:
      return null;
  }
}

const noteText = (notes: Record<string, string>, key: string): string | undefined => notes[key]?.trim() || undefined;

/**
 * Membership of the furocoumarin sum: every citrus Standard (STD_086–088, 090–093, 096) says "Combination effects of
 * phototoxic ingredients are only taken into consideration for the furocoumarin-containing fragrance ingredients
 * (extracts) listed in the IFRA Standard of Citrus oils and other furocoumarins containing essential oils". Phototoxic
 * Standards without that sentence (AHMI STD_085, methyl N-methylanthranilate STD_094…) keep their own limits.
 */
const FUROCOUMARIN_SUM_SENTENCE =
  /combination effects of phototoxic ingredients are only taken into consideration for the furocoumarin-containing/i;

/** The Standard's words that put it in the furocoumarin sum (compliance-rules.md §4 "Phototoxicity additivity"). */
export const isInFurocoumarinSum = (phototoxicityNotes: string | undefined): boolean =>
  FUROCOUMARIN_SUM_SENTENCE.test(phototoxicityNotes ?? '');

/**
 * The names of the Standards sharing this one's limit, from IFRA's note "In the presence of Treemoss extracts, the
 * level of Oakmoss … has to be reduced accordingly, such that the total amount of both extracts does not exceed the
 * maximum permitted level" (STD_067; STD_080 the other way round). Empty when the note has no such sentence.
 */
export function parseSharedLimitNames(note: string | undefined): string[] {
  if (!note || !/total amount of both/i.test(note)) return [];
  const match = /in the presence of ([^,]+?),/i.exec(note);
  return match?.[1] ? [match[1].trim()] : [];
}

/**
 * Naturals a Standard's note forbids: "the use of Mustard oil and Horseradish oil cannot be considered safe and
 * therefore both extracts should not be used in fragrance mixtures" (STD_107 contributions notes). Returns the names
 * and the sentence to quote, or null.
 */
export function parseForbiddenNaturals(note: string | undefined): { names: string[]; note: string } | null {
  if (!note) return null;
  const match = /the use of (.+?) cannot be considered safe/i.exec(note);
  if (!match?.[1]) return null;
  const names = match[1]
    .split(/\s*,\s*|\s+and\s+/i)
    .map((name) => name.trim())
    .filter(Boolean);
  const sentence = note
    .split(/(?<=\.)\s+/)
    .find((part) => /cannot be considered safe/i.test(part))
    ?.trim();
  return names.length > 0 ? { names, note: sentence ?? note.trim() } : null;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** IFRA's deadline cell ("February 10, 2022") as an ISO date; null for "Not applicable." or anything else. */
export function parseIfraDeadline(text: string | null | undefined): string | null {
  const match = /^([a-z]+)\s+(\d{1,2}),\s*(\d{4})$/i.exec(text?.trim() ?? '');
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const month = MONTHS.indexOf(match[1].toLowerCase());
  if (month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}

function classOf(name: string, specificationNote: string | undefined) {
  const memberClass = findStandardClass(name, specificationNote);
  return memberClass ? { memberClass } : {};
}

function sharedLimit(note: string | undefined, keyByName: ReadonlyMap<string, string>, ownKey: string) {
  const sumTotal = parseSumTotalLimit(note);
  const names = sumTotal?.names ?? parseSharedLimitNames(note);
  const keys = names
    .map((name) => keyByName.get(name.toLowerCase()))
    .filter((key): key is string => key !== undefined && key !== ownKey);
  const limitKey = sumTotal ? keyByName.get(sumTotal.limitName.toLowerCase()) : undefined;
  if (keys.length === 0) return {};
  return limitKey ? { sharesLimitWith: keys, sharedLimitOf: limitKey } : { sharesLimitWith: keys };
}

function forbidden(parsed: { names: string[]; note: string } | null) {
  return parsed ? { forbiddenNaturals: { names: parsed.names, note: parsed.note, casNumbers: [] } } : {};
}

/**
 * IFRA Standards from the imported rows (standards.csv, its per-category limits and the CAS scope of
 * standards.csv + standard_cas.csv). Membership of the phototoxicity sum is IFRA's own flag: a
 * `phototoxicity_notes` text pointing to the note on phototoxic ingredients (Guidance §1.6.1.1).
 */
export function mapIfraStandards(
  standards: readonly IfraStandardRow[],
  limits: readonly IfraLimitRowInput[],
  scope: readonly IfraScopeRowInput[],
): IfraStandard[] {
  const limitsByKey = groupBy(limits, (row) => row.standardKey);
  const scopeByKey = groupBy(scope, (row) => row.standardKey);
  const keyByName = new Map(standards.map((row) => [row.name.trim().toLowerCase(), row.id]));
  const mapped = standards.map((row): IfraStandard => {
    const notes = row.notes;
    const naturalLimit =
      parseNaturalContributionLimit(noteText(notes, 'restricted_notes')) ??
      parseNaturalContributionLimit(noteText(notes, 'prohibited_notes'));
    const mappedLimits: Partial<Record<IfraCategory, IfraLimit>> = {};
    for (const limitRow of limitsByKey.get(row.id) ?? []) {
      if (!isIfraCategory(limitRow.category)) continue;
      const limit = mapLimit(limitRow, naturalLimit);
      if (limit) mappedLimits[limitRow.category] = limit;
    }
    const types: IfraStandardType[] = [];
    if (row.isProhibition) types.push('prohibition');
    if (row.isRestriction) types.push('restriction');
    if (row.isSpecification) types.push('specification');
    const casNumbers = [
      ...new Set([...row.casNumbers, ...(scopeByKey.get(row.id) ?? []).map((entry) => entry.cas)].map(normaliseCas)),
    ];
    const otherNotes = Object.entries(notes)
      .filter(([key]) => key !== 'specified_notes')
      .map(([, value]) => value)
      .join('\n\n');
    return {
      key: row.id,
      name: row.name,
      amendment: row.amendment,
      types,
      casNumbers,
      limits: mappedLimits,
      basis: 'finished-product',
      ...(row.riskProperty ? { riskProperty: row.riskProperty } : {}),
      isInPhototoxicitySum: isInFurocoumarinSum(noteText(notes, 'phototoxicity_notes')),
      ...(noteText(notes, 'specified_notes') ? { specificationNote: noteText(notes, 'specified_notes') } : {}),
      ...(otherNotes ? { notes: otherNotes } : {}),
      ...sharedLimit(noteText(notes, 'restricted_notes'), keyByName, row.id),
      ...forbidden(parseForbiddenNaturals(noteText(notes, 'contributions_notes'))),
      ...(row.isProhibition && noteText(notes, 'prohibited_notes')
        ? { prohibitionNote: noteText(notes, 'prohibited_notes') }
        : {}),
      ...classOf(row.name, noteText(notes, 'specified_notes')),
      implementation: {
        existingCreations: parseIfraDeadline(row.deadlineExistingCreations),
        newCreations: parseIfraDeadline(row.deadlineNewCreations),
      },
    };
  });
  // Verbena oils beside STD_083's absolutes, Tagetes erecta beside STD_097: their own prohibitions.
  const prohibitedNotes = new Map(standards.map((row) => [row.id, noteText(row.notes, 'prohibited_notes') ?? '']));
  return [...mapped, ...buildForbiddenVariantStandards(mapped, prohibitedNotes)];
}

/**
 * Annex III's maximum in cosmetic products other than oral products, from ECHA's `max_concentration`
 * ("Cosmetic products other than oral products: 0.02 %"); undefined when the entry sets none for them.
 */
export function parseAnnexIiiMaximum(text: string | null | undefined): Percent | undefined {
  if (!text) return undefined;
  const match = /(?:Cosmetic products other than oral products|All cosmetic products)\s*:\s*(\d+(?:\.\d+)?)\s*%/i.exec(
    text,
  );
  return match?.[1] ? (Number(match[1]) as Percent) : undefined;
}

/**
 * Annex III labelling entries: rows grouped by `annex_iii_ref`; isomers and grouped substances are summed.
 * The label name and the CAS of every isomer come from the cited table of Regulation (EU) 2023/1545
 * (eu-allergen-label-names.ts), never from ECHA's chemical names ("1,6-Octadien-3-ol, 3,7-dimethyl-").
 */
export function mapEuAllergens(
  rows: readonly (Pick<
    EuLabellingAllergenRow,
    'annexIiiRef' | 'cas' | 'names' | 'labelName' | 'leaveOnThresholdPct' | 'rinseOffThresholdPct'
  > & { maxConcentration?: string | null; otherRestrictions?: string | null })[],
  warnings: readonly AnnexIiiWarningRow[] = [],
): EuAllergenEntry[] {
  const groups = groupBy(rows, (row) => row.annexIiiRef);
  return [...groups].map(([reference, members]) => {
    const first = members[0];
    const table = findEuAllergenLabelName(reference);
    // Without the table: ECHA's grouping name, else the shortest first name ("3,7-Dimethyl-2,6-octadienal", not its isomers).
    const shortest = members
      .map((member) => member.names[0] ?? '')
      .filter(Boolean)
      .sort((left, right) => left.length - right.length || left.localeCompare(right))[0];
    const labelName =
      table?.labelName ?? members.find((member) => member.labelName)?.labelName ?? shortest ?? reference;
    const maximum = members
      .map((member) => parseAnnexIiiMaximum(member.maxConcentration))
      .find((value) => value !== undefined);
    const plantParts = extractPlantParts([labelName, ...members.flatMap((member) => member.names)]);
    const maxima = members.map((member) => parseAnnexIiiMaxima(member.maxConcentration)).find((list) => list.length);
    const requirements = [
      ...(members.map((member) => parseAnnexIiiConditions(member.otherRestrictions)).find((list) => list.length) ?? []),
      ...readAnnexIiiWarnings(warnings.filter((row) => row.refNo === reference)),
    ];
    return {
      annexIiiReference: reference,
      labelName,
      casNumbers: [
        ...new Set(
          [...members.flatMap((member) => (member.cas ? [member.cas] : [])), ...(table?.cas ?? [])].map(normaliseCas),
        ),
      ],
      ...(table?.mixtureCas ? { mixtureCasNumbers: table.mixtureCas.map(normaliseCas) } : {}),
      leaveOnThreshold: (first?.leaveOnThresholdPct ?? 0.001) as Percent,
      rinseOffThreshold: (first?.rinseOffThresholdPct ?? 0.01) as Percent,
      ...(maximum === undefined ? {} : { maximumConcentration: maximum }),
      ...(maxima ? { maxima } : {}),
      ...(requirements.length > 0 ? { requirements } : {}),
      ...(plantParts.length > 0 ? { plantParts } : {}),
    };
  });
}

/** "100 ppm" or "0.01 %" as a percentage; null for anything else. */
function parseThreshold(text: string | null | undefined): Percent | null {
  const ppm = /(\d+(?:[.,]\d+)?)\s*ppm/i.exec(text ?? '');
  if (ppm?.[1]) return Number((Number(ppm[1].replace(',', '.')) / 10_000).toPrecision(12)) as Percent;
  const percent = /(\d+(?:[.,]\d+)?)\s*%/.exec(text ?? '');
  return percent?.[1] ? (Number(percent[1].replace(',', '.')) as Percent) : null;
}

type AnnexIiInput = Pick<EuAnnexEntryRow, 'annex' | 'refNo' | 'substanceName' | 'cas'> &
  Partial<Pick<EuAnnexEntryRow, 'productTypes' | 'maximumThreshold' | 'restrictions'>>;

/**
 * The quantity an Annex II entry tolerates from natural essences: the rows whose restriction reads "Not permitted
 * except for normal content in the natural essences used and provided the concentration does not exceed 100 ppm in
 * the finished product" (entry 360, safrole), with their product scope (oral products 50 ppm).
 */
export function readNaturalContentLimit(members: readonly AnnexIiInput[]): EuProhibitedEntry['naturalContentLimit'] {
  let otherThanOral: Percent | null = null;
  let oral: Percent | null = null;
  let text = '';
  for (const member of members) {
    if (!/normal content in the natural essences/i.test(member.restrictions ?? '')) continue;
    const value = parseThreshold(member.maximumThreshold);
    if (value === null) continue;
    const scope = member.productTypes ?? '';
    const isOralOnly = /oral/i.test(scope) && !/except/i.test(scope);
    if (isOralOnly) oral = value;
    else {
      otherThanOral = value;
      text = member.restrictions ?? '';
    }
  }
  if (otherThanOral === null && oral === null) return undefined;
  return { otherThanOral, oral, text: text || (members[0]?.restrictions ?? '') };
}

/** Annex II entries grouped by reference number, with the quantity tolerated from natural essences where stated. */
export function mapEuProhibited(rows: readonly AnnexIiInput[]): EuProhibitedEntry[] {
  const groups = groupBy(
    rows.filter((row) => row.annex === 'II'),
    (row) => row.refNo,
  );
  return [...groups].map(([reference, members]) => {
    const naturalContentLimit = readNaturalContentLimit(members);
    return {
      annexIiReference: reference,
      name: members[0]?.substanceName ?? reference,
      casNumbers: [...new Set(members.flatMap((member) => (member.cas ? [normaliseCas(member.cas)] : [])))],
      ...(naturalContentLimit ? { naturalContentLimit } : {}),
    };
  });
}

/**
 * The IFRA Annex CAS numbers of the naturals a Standard's note forbids (Horseradish oil 84775-62-2 for STD_107), so
 * the engine finds them in a formula by CAS like any material in scope. Names the Annex does not list keep no CAS.
 */
export function attachForbiddenNaturals(
  data: RegulatoryData,
  naturals: readonly { naturalName: string; principalCas: readonly string[]; standardKey: string | null }[],
): RegulatoryData {
  if (!data.ifraStandards.some((standard) => standard.forbiddenNaturals)) return data;
  return {
    ...data,
    ifraStandards: data.ifraStandards.map((standard) => {
      const forbiddenNaturals = standard.forbiddenNaturals;
      if (!forbiddenNaturals) return standard;
      const names = new Set(forbiddenNaturals.names.map((name) => name.toLowerCase()));
      const casNumbers = new Set(forbiddenNaturals.casNumbers);
      for (const natural of naturals)
        if (names.has(natural.naturalName.trim().toLowerCase()) && natural.standardKey === standard.key)
          for (const cas of natural.principalCas) casNumbers.add(normaliseCas(cas));
      return { ...standard, forbiddenNaturals: { ...forbiddenNaturals, casNumbers: [...casNumbers] } };
    }),
  };
}

export function mapRegulatoryData(input: {
  dataVersion: DataVersion;
  standards: readonly IfraStandardRow[];
  limits: readonly IfraLimitRowInput[];
  scope: readonly IfraScopeRowInput[];
  allergens: Parameters<typeof mapEuAllergens>[0];
  annexIiiWarnings?: readonly AnnexIiiWarningRow[];
  /** Every Annex III row: the entries beyond the fragrance allergens are read from them (issue 27). */
  annexIiiRows?: readonly AnnexIiiRowInput[];
  annexEntries: Parameters<typeof mapEuProhibited>[0];
}): RegulatoryData {
  const euAllergens = mapEuAllergens(input.allergens, input.annexIiiWarnings);
  const allergenReferences = new Set(euAllergens.map((entry) => entry.annexIiiReference));
  return {
    dataVersion: input.dataVersion,
    ifraStandards: mapIfraStandards(input.standards, input.limits, input.scope),
    euAllergens,
    euProhibited: mapEuProhibited(input.annexEntries),
    ...(input.annexIiiRows ? { euRestricted: mapEuRestricted(input.annexIiiRows, allergenReferences) } : {}),
  };
}
