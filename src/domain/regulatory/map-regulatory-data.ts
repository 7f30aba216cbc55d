import type { Percent } from '../shared/units.ts';
import type { EuAnnexEntryRow, EuLabellingAllergenRow, IfraStandardRow } from '../reference-data/regulatory-rows.ts';
import { normalizeCas } from './build-regulatory-index.ts';
import type { IfraCategory } from './ifra-categories.ts';
import { isIfraCategory } from './ifra-categories.ts';
import { findEuAllergenLabelName } from './eu-allergen-label-names.ts';
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
  return standards.map((row) => {
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
      ...new Set([...row.casNumbers, ...(scopeByKey.get(row.id) ?? []).map((entry) => entry.cas)].map(normalizeCas)),
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
      isInPhototoxicitySum: Boolean(noteText(notes, 'phototoxicity_notes')),
      ...(noteText(notes, 'specified_notes') ? { specificationNote: noteText(notes, 'specified_notes') } : {}),
      ...(otherNotes ? { notes: otherNotes } : {}),
    };
  });
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
  > & { maxConcentration?: string | null })[],
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
    return {
      annexIiiReference: reference,
      labelName,
      casNumbers: [
        ...new Set(
          [...members.flatMap((member) => (member.cas ? [member.cas] : [])), ...(table?.cas ?? [])].map(normalizeCas),
        ),
      ],
      leaveOnThreshold: (first?.leaveOnThresholdPct ?? 0.001) as Percent,
      rinseOffThreshold: (first?.rinseOffThresholdPct ?? 0.01) as Percent,
      ...(maximum === undefined ? {} : { maximumConcentration: maximum }),
    };
  });
}

/** Annex II entries grouped by reference number. */
export function mapEuProhibited(
  rows: readonly Pick<EuAnnexEntryRow, 'annex' | 'refNo' | 'substanceName' | 'cas'>[],
): EuProhibitedEntry[] {
  const groups = groupBy(
    rows.filter((row) => row.annex === 'II'),
    (row) => row.refNo,
  );
  return [...groups].map(([reference, members]) => ({
    annexIiReference: reference,
    name: members[0]?.substanceName ?? reference,
    casNumbers: [...new Set(members.flatMap((member) => (member.cas ? [normalizeCas(member.cas)] : [])))],
  }));
}

export function mapRegulatoryData(input: {
  dataVersion: DataVersion;
  standards: readonly IfraStandardRow[];
  limits: readonly IfraLimitRowInput[];
  scope: readonly IfraScopeRowInput[];
  allergens: Parameters<typeof mapEuAllergens>[0];
  annexEntries: Parameters<typeof mapEuProhibited>[0];
}): RegulatoryData {
  return {
    dataVersion: input.dataVersion,
    ifraStandards: mapIfraStandards(input.standards, input.limits, input.scope),
    euAllergens: mapEuAllergens(input.allergens),
    euProhibited: mapEuProhibited(input.annexEntries),
  };
}
