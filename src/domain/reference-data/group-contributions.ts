import type { MaterialContribution } from './material-contribution.ts';
import { readNaturalTypeCode, readNaturalTypeName, type NaturalType } from '../materials/natural-type.ts';
import { buildNameKey } from '../materials/normalise-search-text.ts';
import type { ContributionGroup, SourcedContribution } from './sourced-contribution.ts';

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

/** Whether every word of one name key is a word of the other (`lavender oil` ⊂ `lavender oil dentata`). */
export function isSameNameWidened(a: string, b: string): boolean {
  const wordsA = new Set(a.split(' '));
  const wordsB = new Set(b.split(' '));
  const [small, large] = wordsA.size <= wordsB.size ? [wordsA, wordsB] : [wordsB, wordsA];
  return [...small].every((word) => large.has(word));
}

const NO_NAMES: ReadonlySet<string> = new Set();

type VariantInfo = { nameKey: string; code: string | null; type: NaturalType | null; key: string };

/** The key of a natural variant: the CAS alone for the first one listed, else CAS and name. */
const variantKey = (cas: string, nameKey: string, primaryVariant: ReadonlyMap<string, string>) =>
  primaryVariant.get(cas) === nameKey ? `cas:${cas}` : `cas:${cas}~${nameKey}`;

/**
 * Where a record of a CAS that has natural variants belongs (issue 26 items 1 and 2). A record that names a variant
 * joins it. A variant of another dataset whose type code only one listed variant has joins that one (IFRA's Annex
 * `Lavender oil dentata` is the list's `Lavender oil` of 93165-50-5). A record that does not say its type (`Lemon
 * oil` from a dataset that lists no types) joins the one variant of the type its name says; an "oil" of a CAS with
 * an expressed oil is the expressed oil (citrus peel oils are expressed). Else it stays the CAS's own record.
 */
function placeVariantRecord(
  contribution: MaterialContribution,
  cas: string,
  variants: readonly VariantInfo[],
  primaryVariant: ReadonlyMap<string, string>,
  ownDatasetNames: ReadonlySet<string>,
): { key: string; ownKey: string | null } {
  const nameKey = contribution.name ? buildNameKey(contribution.name) : '';
  const named = variants.find((variant) => variant.nameKey === nameKey);
  if (named) return { key: named.key, ownKey: null };
  if (contribution.isVariant && nameKey) {
    const ownKey = variantKey(cas, nameKey, primaryVariant);
    const code = contribution.ncsCategory?.trim() ?? null;
    // Only a name that says more (or less) of the same thing: `Camphor oil brown` is not `Camphor oil, white`. And
    // not a variant the record's own dataset names too: IFRA's Annex lists `Jasmine absolute` and `Jasmine
    // grandiflorum absolute` under 8022-96-6 with different constituents, so the second is not the first.
    const sameCode = code
      ? variants.filter(
          (variant) =>
            variant.code === code &&
            isSameNameWidened(variant.nameKey, nameKey) &&
            !ownDatasetNames.has(variant.nameKey),
        )
      : [];
    return sameCode.length === 1 && sameCode[0] ? { key: sameCode[0].key, ownKey } : { key: ownKey, ownKey: null };
  }
  const type = contribution.name ? readNaturalTypeName(contribution.name) : null;
  if (type) {
    const expressed = variants.filter((variant) => variant.type === 'expressed oil');
    const ofType =
      type === 'essential oil' && expressed.length > 0
        ? expressed
        : variants.filter((variant) => variant.type === type);
    if (ofType.length === 1 && ofType[0]) return { key: ofType[0].key, ownKey: null };
  }
  return { key: `cas:${cas}`, ownKey: null };
}

/** Groups contributions into materials: by CAS (natural variants by CAS and type), else by PubChem CID, else by name. */
export function groupContributions(items: readonly SourcedContribution[]): ContributionGroup[] {
  const cidToCas = new Map<number, string>();
  const primaryVariant = new Map<string, string>();
  /** The variants the first dataset listing a CAS's variants gives (the Transparency List's types). */
  const listedVariants = new Map<string, { dataset: string; variants: VariantInfo[] }>();
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
  for (const { dataset, contribution } of items) {
    const { cas, name } = contribution;
    if (!contribution.isVariant || !cas || !name) continue;
    const listed = listedVariants.get(cas) ?? { dataset, variants: [] };
    listedVariants.set(cas, listed);
    const nameKey = buildNameKey(name);
    if (listed.dataset !== dataset || listed.variants.some((variant) => variant.nameKey === nameKey)) continue;
    const code = contribution.ncsCategory?.trim() ?? null;
    listed.variants.push({
      nameKey,
      code,
      type: readNaturalTypeCode(code, name) ?? readNaturalTypeName(name),
      key: variantKey(cas, nameKey, primaryVariant),
    });
  }
  /** The variant names each dataset gives under each CAS (`dataset|cas` → name keys). */
  const variantNames = new Map<string, Set<string>>();
  for (const { dataset, contribution } of items) {
    if (!contribution.isVariant || !contribution.cas || !contribution.name) continue;
    const names = variantNames.get(`${dataset}|${contribution.cas}`) ?? new Set<string>();
    variantNames.set(`${dataset}|${contribution.cas}`, names.add(buildNameKey(contribution.name)));
  }
  const groups = new Map<string, ContributionGroup>();
  const add = (key: string, item: SourcedContribution, absorbedKey: string | null = null) => {
    const group = groups.get(key) ?? { key, items: [], absorbedKeys: [] };
    group.items.push(item);
    if (absorbedKey && !group.absorbedKeys.includes(absorbedKey)) group.absorbedKeys.push(absorbedKey);
    groups.set(key, group);
  };
  const pending: SourcedContribution[] = [];
  for (const item of items) {
    const cas =
      item.contribution.cas ?? (item.contribution.cid === undefined ? undefined : cidToCas.get(item.contribution.cid));
    const listed = cas ? listedVariants.get(cas) : undefined;
    if (cas && listed) {
      const ownNames = variantNames.get(`${item.dataset}|${cas}`) ?? NO_NAMES;
      const place = placeVariantRecord(item.contribution, cas, listed.variants, primaryVariant, ownNames);
      add(place.key, item, place.ownKey);
      continue;
    }
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
