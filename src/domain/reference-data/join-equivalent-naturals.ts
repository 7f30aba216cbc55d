import { buildNameKey } from '../materials/normalise-search-text.ts';
import { NATURAL_CAS_EQUIVALENTS, type NaturalCasEquivalent } from './natural-cas-equivalents.ts';
import { uniqueStrings } from './parse-text-list.ts';
import type { ContributionGroup } from './sourced-contribution.ts';

/** The CAS a group's merge key is built on (`cas:8000-28-0~lavender oil` → 8000-28-0), else null. */
export const keyCas = (key: string): string | null =>
  key.startsWith('cas:') ? (key.slice(4).split('~')[0] ?? null) : null;

/** The one group of a CAS holding a record of that name, else null (none, or several: the data is not clear). */
function findNaturalGroup(
  groups: readonly ContributionGroup[],
  cas: string,
  nameKey: string,
): ContributionGroup | null {
  const found = groups.filter(
    (group) =>
      keyCas(group.key) === cas &&
      group.items.some(({ contribution }) => contribution.name && buildNameKey(contribution.name) === nameKey),
  );
  return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * Joins the naturals the datasets list under two CAS numbers (`natural-cas-equivalents.ts`): the group of the
 * alias CAS moves into the group of the kept CAS, whose merge key survives; the alias group's key becomes an
 * absorbed key, so an earlier import's material of that key hands its users' formulas, lots and prices over.
 * A pair whose two records are not both found, each once, is left apart.
 */
export function joinEquivalentNaturals(
  groups: readonly ContributionGroup[],
  rank: (dataset: string) => number,
  equivalents: readonly NaturalCasEquivalent[] = NATURAL_CAS_EQUIVALENTS,
): ContributionGroup[] {
  const removed = new Set<ContributionGroup>();
  const joined = new Map<ContributionGroup, ContributionGroup>();
  for (const equivalent of equivalents) {
    const nameKey = buildNameKey(equivalent.name);
    const keep = findNaturalGroup(groups, equivalent.keepCas, nameKey);
    const alias = findNaturalGroup(groups, equivalent.aliasCas, nameKey);
    if (!keep || !alias || keep === alias || removed.has(keep) || removed.has(alias)) continue;
    const target = joined.get(keep) ?? { ...keep, items: [...keep.items], absorbedKeys: [...keep.absorbedKeys] };
    target.items = [...target.items, ...alias.items].sort((a, b) => rank(a.dataset) - rank(b.dataset));
    target.absorbedKeys = uniqueStrings([...target.absorbedKeys, alias.key, ...alias.absorbedKeys]);
    joined.set(keep, target);
    removed.add(alias);
  }
  return groups.filter((group) => !removed.has(group)).map((group) => joined.get(group) ?? group);
}
