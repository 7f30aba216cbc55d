import type { MaterialContribution, TypicalConstituent } from './material-contribution.ts';
import { deriveNotePosition, type NotePosition } from '../materials/note-position.ts';
import { deriveNaturalType, type NaturalType } from '../materials/natural-type.ts';
import { buildNameKey, normaliseSearchText } from '../materials/normalise-search-text.ts';
import { buildVocabulary, cleanDescriptor, mendSplitWords } from './clean-source-text.ts';
import { deriveDisplayName, rankNameReadability, type NameCandidate } from './derive-display-name.ts';
import { EU_ANNEX_NAMES_DATASET } from './eu-annex-names.ts';
import { readsAsNaturalName } from './reads-as-natural-name.ts';
import { uniqueStrings } from './parse-text-list.ts';
import { groupContributions, isSameNameWidened } from './group-contributions.ts';
import { IFRA_STANDARD_NAMES_DATASET } from './ifra-standard-names.ts';
import { readCasNamedRecords } from './read-cas-named-records.ts';
import { shareCasByStructure } from './share-cas-by-structure.ts';
import { joinEquivalentNaturals, keyCas } from './join-equivalent-naturals.ts';
import type { ContributionGroup, SourcedContribution } from './sourced-contribution.ts';

export type MaterialKind = 'substance' | 'natural' | 'accord' | 'dilution' | 'solvent';

export type { SourcedContribution } from './sourced-contribution.ts';

export type OdourProfile = { dataset: string; descriptors: string[]; description?: string };

/** What a material typically contains according to one dataset (issue 26 item 6). */
export type TypicalComposition = { dataset: string; constituents: TypicalConstituent[] };

/** A dataset record a material was built from: its dataset, the record's own key and the name it gave. */
export type MergedRecord = { dataset: string; sourceKey: string; name: string | null };

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
  /** What a natural is (essential oil, absolute...): `unknown` when the data cannot tell; null for a non-natural. */
  naturalType: NaturalType | null;
  inciName: string | null;
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
  /** Typical compositions, each with its dataset (Good Scents' contents table, ranges kept). */
  typicalComposition: TypicalComposition[];
  /** Every dataset record merged into this material (besides the curated supplement), in dataset order. */
  mergedFrom: MergedRecord[];
  /** Merge keys of materials an earlier import kept apart that are now this one (their users' rows follow it). */
  absorbedKeys: string[];
};

/**
 * Datasets whose contributions only add to materials that other datasets know (trade names, the IFRA Standards' and
 * the EU annexes' names).
 */
export const SUPPLEMENT_DATASETS = new Set([
  'sillage-trade-names',
  IFRA_STANDARD_NAMES_DATASET,
  EU_ANNEX_NAMES_DATASET,
]);

type Group = ContributionGroup;

/** The display name by the documented rule (`derive-display-name.ts`): a curated trade name, else the best-read name. */
function pickDisplayName(
  items: readonly SourcedContribution[],
  rank: (dataset: string) => number,
): { value: string; dataset: string; isFallback: boolean } | null {
  const curated = items.find(({ contribution }) => contribution.displayName);
  if (curated?.contribution.displayName)
    return { value: curated.contribution.displayName, dataset: curated.dataset, isFallback: false };
  // A natural of one type is named as the list that tells the types apart names it (not by its botanical name).
  const variant = items.find(({ contribution }) => contribution.isVariant && contribution.name);
  if (variant?.contribution.name)
    return {
      value: variant.contribution.name.replaceAll(/\s+/g, ' ').trim(),
      dataset: variant.dataset,
      isFallback: false,
    };
  const candidates: (NameCandidate & { dataset: string })[] = [];
  for (const { dataset, contribution } of items) {
    if (SUPPLEMENT_DATASETS.has(dataset)) continue;
    if (contribution.name)
      candidates.push({ value: contribution.name, datasetRank: rank(dataset), isPrincipal: true, dataset });
    for (const synonym of contribution.synonyms ?? [])
      candidates.push({ value: synonym, datasetRank: rank(dataset), isPrincipal: false, dataset });
  }
  const value = deriveDisplayName(candidates);
  // A material no dataset names (a CAS number at best) takes a regulation's name for it, when one has a name.
  const named = value && rankNameReadability(value) < CAS_NUMBER_RANK ? value : null;
  const fallbacks = named ? [] : listFallbackNames(items, rank);
  const chosen = named ?? deriveDisplayName(fallbacks) ?? value;
  if (!chosen) return null;
  const source = [...candidates, ...fallbacks].find(
    (candidate) => buildNameKey(candidate.value) === buildNameKey(chosen),
  );
  return {
    value: chosen,
    dataset: source?.dataset ?? items[0]?.dataset ?? '',
    isFallback: fallbacks.some((candidate) => candidate === source),
  };
}

/** Readability rank (`rankNameReadability`) of a CAS number: a material shown by it has no name. */
const CAS_NUMBER_RANK = 3;

/** The regulations' names of a material (IFRA Standards', EU annex entries'), as display-name candidates. */
function listFallbackNames(items: readonly SourcedContribution[], rank: (dataset: string) => number) {
  return items.flatMap(({ dataset, contribution }) =>
    (contribution.fallbackNames ?? []).map((value) => ({
      value,
      datasetRank: rank(dataset),
      isPrincipal: true,
      dataset,
    })),
  );
}

/** Name and synonyms, each normalised, separated by ` | ` (search matches whole entries between separators). */
export function buildSearchText(name: string, synonyms: readonly string[]): string {
  return [name, ...synonyms]
    .map((entry) => normaliseSearchText(entry))
    .filter(Boolean)
    .join(' | ');
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
  | 'inciName'
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
  'inciName',
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
  const cas = withCas?.contribution.cas ?? keyCas(group.key);
  if (cas) note('cas', withCas?.dataset ?? group.items[0]?.dataset ?? '');
  const named = pickDisplayName(group.items, rank);
  const name = named?.value ?? cas ?? group.key;
  if (named) note('name', named.dataset);
  const allNames: string[] = [];
  const descriptors: string[] = [];
  const profiles = new Map<string, OdourProfile>();
  const otherCas: string[] = [];
  // Named only by a regulation that calls it an oil, an absolute or an extract: a natural (its constituents unknown).
  let isNatural = named?.isFallback === true && readsAsNaturalName(name);
  if (isNatural && named) note('isNatural', named.dataset);
  for (const { dataset, contribution } of group.items) {
    for (const synonym of [contribution.name, ...(contribution.synonyms ?? [])]) {
      // A CAS number is not a name (Leffingwell gives one as a chemical name): it stays searchable as the CAS.
      if (synonym && buildNameKey(synonym) !== buildNameKey(name) && !/^\d{2,7}-\d{2}-\d$/.test(synonym.trim())) {
        allNames.push(synonym);
        note('synonyms', dataset);
      }
    }
    for (const other of contribution.otherCas ?? []) if (other !== cas) otherCas.push(other);
    // A record of an equivalent CAS joined to this material (`natural-cas-equivalents.ts`) keeps its CAS.
    if (contribution.cas && contribution.cas !== cas) otherCas.push(contribution.cas);
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
  const ncsCategory = (single.ncsCategory as string | undefined) ?? null;
  const naturalType = deriveNaturalType({ isNatural, name, ncsCategory });
  if (naturalType) note('naturalType', fieldSources.ncsCategory?.[0] ?? fieldSources.name?.[0] ?? datasets[0] ?? '');
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
    ncsCategory,
    naturalType,
    inciName: (single.inciName as string | undefined) ?? null,
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
    typicalComposition: group.items
      .filter(({ contribution }) => (contribution.typicalComposition?.length ?? 0) > 0)
      .map(({ dataset, contribution }) => ({ dataset, constituents: contribution.typicalComposition ?? [] })),
    mergedFrom: group.items
      .filter((item) => !SUPPLEMENT_DATASETS.has(item.dataset))
      .map(({ dataset, contribution }) => ({
        dataset,
        sourceKey: contribution.sourceKey,
        name: contribution.name ?? null,
      }))
      // Stable whatever order the stored records are read in: by dataset, then the dataset's own key.
      .toSorted((a, b) => rank(a.dataset) - rank(b.dataset) || compareNames(a.sourceKey, b.sourceKey)),
    absorbedKeys: group.absorbedKeys.toSorted(),
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
  const ordered = mendNames(readCasNamedRecords(items)).sort((a, b) => rank(a.dataset) - rank(b.dataset));
  const drafts = joinEquivalentNaturals(groupContributions(ordered), rank)
    .filter((group) => group.items.some((item) => !SUPPLEMENT_DATASETS.has(item.dataset)))
    .map((group) => foldGroup(group, rank))
    .sort((a, b) => (a.mergeKey < b.mergeKey ? -1 : a.mergeKey > b.mergeKey ? 1 : 0));
  return shareCasByStructure(renameSharedNaturalNames(drafts));
}

/**
 * Two naturals of different CAS numbers shown under one name (the Transparency List calls both 8000-28-0 and
 * Lavandula dentata's 93165-50-5 `Lavender oil`): each that was merged from a record naming it more precisely
 * (`Lavender oil dentata`) takes that name, the shared one staying a synonym.
 */
function renameSharedNaturalNames(drafts: MaterialDraft[]): MaterialDraft[] {
  const count = new Map<string, number>();
  for (const draft of drafts) count.set(buildNameKey(draft.name), (count.get(buildNameKey(draft.name)) ?? 0) + 1);
  return drafts.map((draft) => {
    const key = buildNameKey(draft.name);
    if (!draft.isNatural || (count.get(key) ?? 0) < 2) return draft;
    const wider = draft.mergedFrom
      .map((record) => record.name)
      .filter((name): name is string => Boolean(name))
      .filter((name) => buildNameKey(name) !== key && isSameNameWidened(key, buildNameKey(name)))
      .toSorted((a, b) => b.length - a.length || compareNames(a, b))[0];
    if (!wider) return draft;
    const name = wider.replaceAll(/\s+/g, ' ').trim();
    const synonyms = uniqueStrings([
      draft.name,
      ...draft.synonyms.filter((synonym) => buildNameKey(synonym) !== buildNameKey(name)),
    ]);
    return { ...draft, name, synonyms, searchText: buildSearchText(name, synonyms) };
  });
}

const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
