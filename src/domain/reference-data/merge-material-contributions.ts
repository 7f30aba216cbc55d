import type { MaterialContribution } from './material-contribution.ts';
import { deriveNotePosition, type NotePosition } from '../materials/note-position.ts';
import { buildNameKey, normalizeSearchText } from '../materials/normalize-search-text.ts';
import { buildVocabulary, cleanDescriptor, mendSplitWords } from './clean-source-text.ts';
import { deriveDisplayName, type NameCandidate } from './derive-display-name.ts';
import { uniqueStrings } from './parse-text-list.ts';

export type MaterialKind = 'substance' | 'natural' | 'accord' | 'dilution' | 'solvent';

export type SourcedContribution = { dataset: string; contribution: MaterialContribution };

export type OdourProfile = { dataset: string; descriptors: string[]; description?: string };

/** One reference material as the library stores it, merged from every dataset that knows it. */
export type MaterialDraft = {
  mergeKey: string;
  cas: string | null;
  casValid: boolean;
  otherCas: string[];
  cid: number | null;
  name: string;
  synonyms: string[];
  kind: MaterialKind;
  isNatural: boolean;
  ncsCategory: string | null;
  odourDescriptors: string[];
  odourFamily: string | null;
  odourStrength: string | null;
  substantivityHours: number | null;
  notePosition: NotePosition | null;
  smiles: string | null;
  iupacName: string | null;
  formula: string | null;
  molecularWeight: number | null;
  odourProfiles: OdourProfile[];
  /** Field → the datasets its value comes from. */
  fieldSources: Record<string, string[]>;
  datasets: string[];
  sourceCount: number;
  searchText: string;
};

/** A dataset whose contributions only add to materials that other datasets know (curated trade names). */
export const SUPPLEMENT_DATASETS = new Set(['sillage-trade-names']);

type Group = { key: string; items: SourcedContribution[] };

/** The display name by the documented rule (`derive-display-name.ts`): a curated trade name, else the best-read name. */
function pickDisplayName(
  items: readonly SourcedContribution[],
  rank: (dataset: string) => number,
): { value: string; dataset: string } | null {
  const curated = items.find(({ contribution }) => contribution.displayName);
  if (curated?.contribution.displayName) return { value: curated.contribution.displayName, dataset: curated.dataset };
  const candidates: (NameCandidate & { dataset: string })[] = [];
  for (const { dataset, contribution } of items) {
    if (SUPPLEMENT_DATASETS.has(dataset)) continue;
    if (contribution.name)
      candidates.push({ value: contribution.name, datasetRank: rank(dataset), isPrincipal: true, dataset });
    for (const synonym of contribution.synonyms ?? [])
      candidates.push({ value: synonym, datasetRank: rank(dataset), isPrincipal: false, dataset });
  }
  const value = deriveDisplayName(candidates);
  if (!value) return null;
  const source = candidates.find((candidate) => buildNameKey(candidate.value) === buildNameKey(value));
  return { value, dataset: source?.dataset ?? items[0]?.dataset ?? '' };
}

/** Name and synonyms, each normalised, separated by ` | ` (search matches whole entries between separators). */
export function buildSearchText(name: string, synonyms: readonly string[]): string {
  return [name, ...synonyms]
    .map((entry) => normalizeSearchText(entry))
    .filter(Boolean)
    .join(' | ');
}

function baseKey(
  item: MaterialContribution,
  primaryVariant: Map<string, string>,
  cidToCas: Map<number, string>,
): string {
  const cas = item.cas ?? (item.cid === undefined ? undefined : cidToCas.get(item.cid));
  if (cas) {
    const nameKey = item.name ? buildNameKey(item.name) : '';
    if (item.isVariant && nameKey && primaryVariant.get(cas) !== nameKey) return `cas:${cas}~${nameKey}`;
    return `cas:${cas}`;
  }
  if (item.cid !== undefined) return `cid:${item.cid}`;
  return `name:${buildNameKey(item.name ?? item.sourceKey)}`;
}

/** Groups contributions into materials: by CAS (natural variants by CAS and name), else by PubChem CID, else by name. */
function groupContributions(items: readonly SourcedContribution[]): Group[] {
  const cidToCas = new Map<number, string>();
  const primaryVariant = new Map<string, string>();
  for (const { contribution } of items) {
    if (
      contribution.cid !== undefined &&
      contribution.cas &&
      contribution.isCasValid &&
      !cidToCas.has(contribution.cid)
    ) {
      cidToCas.set(contribution.cid, contribution.cas);
    }
    if (contribution.isVariant && contribution.cas && contribution.name && !primaryVariant.has(contribution.cas)) {
      primaryVariant.set(contribution.cas, buildNameKey(contribution.name));
    }
  }
  const groups = new Map<string, Group>();
  const add = (key: string, item: SourcedContribution) => {
    const group = groups.get(key) ?? { key, items: [] };
    group.items.push(item);
    groups.set(key, group);
  };
  const pending: SourcedContribution[] = [];
  for (const item of items) {
    const key = baseKey(item.contribution, primaryVariant, cidToCas);
    if (key.startsWith('cas:')) add(key, item);
    else pending.push(item);
  }
  // Rows without a CAS join a CAS-keyed material with the same CID or the same (unique) name.
  const cidToKey = new Map<number, string>();
  const nameToKey = new Map<string, string | null>();
  for (const group of groups.values()) {
    for (const { contribution } of group.items) {
      if (contribution.cid !== undefined && !cidToKey.has(contribution.cid)) cidToKey.set(contribution.cid, group.key);
      for (const name of [contribution.name, ...(contribution.synonyms ?? [])]) {
        if (!name) continue;
        const nameKey = buildNameKey(name);
        const known = nameToKey.get(nameKey);
        nameToKey.set(nameKey, known === undefined || known === group.key ? group.key : null);
      }
    }
  }
  for (const item of pending) {
    const { contribution } = item;
    const byCid = contribution.cid === undefined ? undefined : cidToKey.get(contribution.cid);
    const byName = contribution.name ? nameToKey.get(buildNameKey(contribution.name)) : undefined;
    add(byCid ?? byName ?? baseKey(contribution, primaryVariant, cidToCas), item);
  }
  return [...groups.values()];
}

type SingleField =
  | 'odourFamily'
  | 'odourStrength'
  | 'substantivityHours'
  | 'smiles'
  | 'iupacName'
  | 'formula'
  | 'molecularWeight'
  | 'ncsCategory'
  | 'cid';

const SINGLE_FIELDS: readonly SingleField[] = [
  'odourFamily',
  'odourStrength',
  'substantivityHours',
  'smiles',
  'iupacName',
  'formula',
  'molecularWeight',
  'ncsCategory',
  'cid',
];

function foldGroup(group: Group, rank: (dataset: string) => number): MaterialDraft {
  const fieldSources: Record<string, string[]> = {};
  const note = (field: string, dataset: string) => {
    const list = fieldSources[field] ?? [];
    if (!list.includes(dataset)) list.push(dataset);
    fieldSources[field] = list;
  };
  const first = <K extends keyof MaterialContribution>(
    field: K,
  ): { value: MaterialContribution[K]; dataset: string } | null => {
    for (const { dataset, contribution } of group.items) {
      const value = contribution[field];
      if (value !== undefined && value !== null && value !== '') return { value, dataset };
    }
    return null;
  };
  const withCas = group.items.find(
    ({ contribution }) => contribution.cas && group.key.startsWith(`cas:${contribution.cas}`),
  );
  const cas =
    withCas?.contribution.cas ?? (group.key.startsWith('cas:') ? (group.key.slice(4).split('~')[0] ?? null) : null);
  if (cas) note('cas', withCas?.dataset ?? group.items[0]?.dataset ?? '');
  const named = pickDisplayName(group.items, rank);
  const name = named?.value ?? cas ?? group.key;
  if (named) note('name', named.dataset);
  const allNames: string[] = [];
  const descriptors: string[] = [];
  const profiles = new Map<string, OdourProfile>();
  const otherCas: string[] = [];
  let isNatural = false;
  for (const { dataset, contribution } of group.items) {
    for (const synonym of [contribution.name, ...(contribution.synonyms ?? [])]) {
      // A CAS number is not a name (Leffingwell gives one as a chemical name): it stays searchable as the CAS.
      if (synonym && buildNameKey(synonym) !== buildNameKey(name) && !/^\d{2,7}-\d{2}-\d$/.test(synonym.trim())) {
        allNames.push(synonym);
        note('synonyms', dataset);
      }
    }
    for (const other of contribution.otherCas ?? []) if (other !== cas) otherCas.push(other);
    if (contribution.isNatural) {
      isNatural = true;
      note('isNatural', dataset);
    }
    const odour = uniqueStrings((contribution.odourDescriptors ?? []).map((descriptor) => cleanDescriptor(descriptor)));
    if (odour.length > 0 || contribution.odourDescription) {
      descriptors.push(...odour);
      if (odour.length > 0) note('odourDescriptors', dataset);
      const profile = profiles.get(dataset) ?? { dataset, descriptors: [] };
      profile.descriptors = uniqueStrings([...profile.descriptors, ...odour]);
      if (!profile.description && contribution.odourDescription) profile.description = contribution.odourDescription;
      profiles.set(dataset, profile);
    }
  }
  const single: Partial<Record<SingleField, string | number>> = {};
  for (const field of SINGLE_FIELDS) {
    const found = first(field);
    if (found) {
      single[field] = found.value as string | number;
      note(field, found.dataset);
    }
  }
  const substantivityHours = (single.substantivityHours as number | undefined) ?? null;
  const notePosition = deriveNotePosition(substantivityHours);
  if (notePosition) fieldSources.notePosition = fieldSources.substantivityHours ?? [];
  // The IUPAC name is a synonym too: searchable, and shown with the other names.
  const iupacName = (single.iupacName as string | undefined) ?? null;
  if (iupacName && buildNameKey(iupacName) !== buildNameKey(name)) allNames.push(iupacName);
  const synonyms = uniqueStrings(allNames);
  const datasets = uniqueStrings(group.items.map((item) => item.dataset));
  return {
    mergeKey: group.key,
    cas,
    casValid: withCas?.contribution.isCasValid ?? false,
    otherCas: uniqueStrings(otherCas),
    cid: (single.cid as number | undefined) ?? null,
    name,
    synonyms,
    kind: isNatural ? 'natural' : 'substance',
    isNatural,
    ncsCategory: (single.ncsCategory as string | undefined) ?? null,
    odourDescriptors: uniqueStrings(descriptors.map((d) => d.toLowerCase())),
    odourFamily: (single.odourFamily as string | undefined) ?? null,
    odourStrength: (single.odourStrength as string | undefined) ?? null,
    substantivityHours,
    notePosition,
    smiles: (single.smiles as string | undefined) ?? null,
    iupacName,
    formula: (single.formula as string | undefined) ?? null,
    molecularWeight: (single.molecularWeight as number | undefined) ?? null,
    odourProfiles: [...profiles.values()],
    fieldSources,
    datasets,
    sourceCount: datasets.filter((dataset) => !SUPPLEMENT_DATASETS.has(dataset)).length,
    searchText: buildSearchText(name, synonyms),
  };
}

/** Names and synonyms with split words mended, each dataset checked against the words of the others. */
function mendNames(items: readonly SourcedContribution[]): SourcedContribution[] {
  const texts = new Map<string, string[]>();
  for (const { dataset, contribution } of items) {
    const list = texts.get(dataset) ?? [];
    if (contribution.name) list.push(contribution.name);
    list.push(...(contribution.synonyms ?? []));
    if (contribution.iupacName) list.push(contribution.iupacName);
    texts.set(dataset, list);
  }
  const vocabularyFor = buildVocabulary(texts);
  return items.map((item) => {
    const { contribution } = item;
    if (!contribution.name && !contribution.synonyms?.length) return item;
    const isKnownWord = vocabularyFor(item.dataset);
    return {
      dataset: item.dataset,
      contribution: {
        ...contribution,
        ...(contribution.name ? { name: mendSplitWords(contribution.name, isKnownWord) } : {}),
        ...(contribution.synonyms
          ? { synonyms: contribution.synonyms.map((synonym) => mendSplitWords(synonym, isKnownWord)) }
          : {}),
      },
    };
  });
}

/**
 * Merges what every dataset says into one material per CAS number (natural variants sharing a CAS stay
 * separate), keeping the source of every field. `datasetOrder` ranks the datasets: for single-valued fields the
 * first one that has a value wins; list fields (synonyms, descriptors) take every dataset's values.
 */
export function mergeMaterialContributions(
  items: readonly SourcedContribution[],
  datasetOrder: readonly string[],
): MaterialDraft[] {
  const rank = (dataset: string) => {
    const index = datasetOrder.indexOf(dataset);
    return index < 0 ? datasetOrder.length : index;
  };
  const ordered = mendNames(items).sort((a, b) => rank(a.dataset) - rank(b.dataset));
  return groupContributions(ordered)
    .filter((group) => group.items.some((item) => !SUPPLEMENT_DATASETS.has(item.dataset)))
    .map((group) => foldGroup(group, rank))
    .sort((a, b) => (a.mergeKey < b.mergeKey ? -1 : a.mergeKey > b.mergeKey ? 1 : 0));
}
