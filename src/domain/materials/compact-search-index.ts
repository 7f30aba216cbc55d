import { normalizeSearchText } from './normalize-search-text.ts';

/** Synonyms per material in the browser's index: the short ones (trade and common names) find the most. */
export const COMPACT_SYNONYMS_PER_MATERIAL = 3;
const MAX_COMPACT_SYNONYM_LENGTH = 40;

/**
 * The index the browser loads once (GET /api/materials/search-index): columns rather than objects, so it
 * stays small and compresses well. `synonyms[i]` joins material i's synonyms with `|`; `cas[i]` is '' when
 * unknown; `sources[i]` is how many datasets know it (ranking).
 */
export type CompactSearchIndex = {
  version: string;
  ids: string[];
  names: string[];
  cas: string[];
  synonyms: string[];
  sources: number[];
};

/** A material as the browser searches it. */
export type CompactMaterial = { id: string; name: string; cas: string | null; synonyms: string[]; sourceCount: number; isOwn: boolean };

const CAS_LIKE = /^\d{2,7}-\d{2}-\d$/;

/**
 * The few synonyms worth shipping: distinct from the name once normalised, not CAS numbers, at most 40
 * characters, shortest first (trade names such as Hedione before systematic names).
 */
export function pickCompactSynonyms(name: string, synonyms: readonly string[], limit = COMPACT_SYNONYMS_PER_MATERIAL): string[] {
  const seen = new Set([normalizeSearchText(name)]);
  const picked: string[] = [];
  const candidates = synonyms
    .filter((synonym) => synonym.length <= MAX_COMPACT_SYNONYM_LENGTH && !CAS_LIKE.test(synonym.trim()) && !synonym.includes('|'))
    .toSorted((a, b) => a.length - b.length);
  for (const synonym of candidates) {
    const key = normalizeSearchText(synonym);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    picked.push(synonym);
    if (picked.length >= limit) break;
  }
  return picked;
}

export function buildCompactSearchIndex(
  version: string,
  materials: readonly { id: string; name: string; cas: string | null; synonyms: readonly string[]; sourceCount?: number }[],
): CompactSearchIndex {
  const compact: CompactSearchIndex = { version, ids: [], names: [], cas: [], synonyms: [], sources: [] };
  for (const material of materials) {
    compact.ids.push(material.id);
    compact.names.push(material.name);
    compact.cas.push(material.cas ?? '');
    compact.synonyms.push(pickCompactSynonyms(material.name, material.synonyms).join('|'));
    compact.sources.push(material.sourceCount ?? 0);
  }
  return compact;
}

/** The compact columns back into materials the search index takes. */
export function expandCompactSearchIndex(compact: CompactSearchIndex): CompactMaterial[] {
  return compact.ids.map((id, position) => {
    const synonyms = compact.synonyms[position] ?? '';
    return {
      id,
      name: compact.names[position] ?? '',
      cas: compact.cas[position] || null,
      synonyms: synonyms ? synonyms.split('|') : [],
      sourceCount: compact.sources[position] ?? 0,
      isOwn: false,
    };
  });
}
