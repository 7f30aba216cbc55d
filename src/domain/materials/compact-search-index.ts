import { findSearchAliases } from '../reference-data/trade-vocabulary.ts';
import { normaliseSearchText } from './normalise-search-text.ts';

/** Synonyms per material in the browser's index: the short ones (trade and common names) find the most. */
export const COMPACT_SYNONYMS_PER_MATERIAL = 3;
const MAX_COMPACT_SYNONYM_LENGTH = 40;

/**
 * The index the browser loads once (GET /api/materials/search-index): columns rather than objects, so it
 * stays small and compresses well. `synonyms[i]` joins material i's synonyms with `|`; `cas[i]` is '' when
 * unknown; `sources[i]` is how many datasets know it (ranking). What the result badges show: `families[i]`
 * indexes `familyNames` (-1: none), `notes[i]` is `t`, `h`, `b` or `-`, `flags[i]` adds 1 natural, 2 IFRA
 * Standard, 4 EU labelling allergen.
 */
export type CompactSearchIndex = {
  version: string;
  ids: string[];
  names: string[];
  cas: string[];
  synonyms: string[];
  sources: number[];
  familyNames: string[];
  families: number[];
  notes: string;
  flags: number[];
};

/** What a search result shows beside the name (the browse list's badges). */
export type MaterialBadges = {
  odourFamily: string | null;
  notePosition: string | null;
  isNatural: boolean;
  isIfraRestricted: boolean;
  isEuAllergen: boolean;
};

/** A material as the browser searches it. */
export type CompactMaterial = {
  id: string;
  name: string;
  cas: string | null;
  synonyms: string[];
  sourceCount: number;
  isOwn: boolean;
} & MaterialBadges;

const NOTE_CODES: Record<string, string> = { top: 't', heart: 'h', base: 'b' };
const NOTE_NAMES: Record<string, string> = { t: 'top', h: 'heart', b: 'base' };
const FLAG_NATURAL = 1;
const FLAG_IFRA = 2;
const FLAG_EU_ALLERGEN = 4;

const CAS_LIKE = /^\d{2,7}-\d{2}-\d$/;
const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * The few synonyms worth shipping: distinct from the name once normalised, not CAS numbers, at most 40
 * characters; first the names `preferred` holds (normalised: the IFRA Standards' own names, which perfumers and
 * their certificates write: `Methyl octine carbonate`), then shortest first (trade names such as Hedione before
 * systematic names).
 */
export function pickCompactSynonyms(
  name: string,
  synonyms: readonly string[],
  limit = COMPACT_SYNONYMS_PER_MATERIAL,
  preferred: ReadonlySet<string> = NO_NAMES,
): string[] {
  const seen = new Set([normaliseSearchText(name)]);
  const picked: string[] = [];
  const candidates = synonyms
    .filter(
      (synonym) =>
        synonym.length <= MAX_COMPACT_SYNONYM_LENGTH && !CAS_LIKE.test(synonym.trim()) && !synonym.includes('|'),
    )
    .map((synonym) => ({ synonym, rank: preferred.has(normaliseSearchText(synonym)) ? 0 : 1 }))
    .toSorted((a, b) => a.rank - b.rank || a.synonym.length - b.synonym.length)
    .map(({ synonym }) => synonym);
  for (const synonym of candidates) {
    const key = normaliseSearchText(synonym);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    picked.push(synonym);
    if (picked.length >= limit) break;
  }
  return picked;
}

export function buildCompactSearchIndex(
  version: string,
  materials: readonly ({
    id: string;
    name: string;
    cas: string | null;
    synonyms: readonly string[];
    sourceCount?: number;
  } & Partial<MaterialBadges>)[],
  /** Synonyms shipped first (normalised): see pickCompactSynonyms. */
  preferredSynonyms: ReadonlySet<string> = NO_NAMES,
): CompactSearchIndex {
  const compact: CompactSearchIndex = {
    version,
    ids: [],
    names: [],
    cas: [],
    synonyms: [],
    sources: [],
    familyNames: [],
    families: [],
    notes: '',
    flags: [],
  };
  const familyIndex = new Map<string, number>();
  const notes: string[] = [];
  for (const material of materials) {
    compact.ids.push(material.id);
    compact.names.push(material.name);
    compact.cas.push(material.cas ?? '');
    // INCI and trade names are searched by CAS from the cited tables (the browser's index has them too): not shipped.
    const aliases = findSearchAliases(material.cas);
    const shipped = new Set([...aliases.inci, ...aliases.trade].map((alias) => normaliseSearchText(alias)));
    const synonyms = material.synonyms.filter((synonym) => !shipped.has(normaliseSearchText(synonym)));
    compact.synonyms.push(
      pickCompactSynonyms(material.name, synonyms, COMPACT_SYNONYMS_PER_MATERIAL, preferredSynonyms).join('|'),
    );
    compact.sources.push(material.sourceCount ?? 0);
    let family = -1;
    if (material.odourFamily) {
      family = familyIndex.get(material.odourFamily) ?? compact.familyNames.length;
      if (family === compact.familyNames.length) {
        familyIndex.set(material.odourFamily, family);
        compact.familyNames.push(material.odourFamily);
      }
    }
    compact.families.push(family);
    notes.push(NOTE_CODES[material.notePosition ?? ''] ?? '-');
    compact.flags.push(
      (material.isNatural ? FLAG_NATURAL : 0) +
        (material.isIfraRestricted ? FLAG_IFRA : 0) +
        (material.isEuAllergen ? FLAG_EU_ALLERGEN : 0),
    );
  }
  compact.notes = notes.join('');
  return compact;
}

/** The compact columns back into materials the search index takes. */
export function expandCompactSearchIndex(compact: CompactSearchIndex): CompactMaterial[] {
  return compact.ids.map((id, position) => {
    const synonyms = compact.synonyms[position] ?? '';
    const family = compact.families[position] ?? -1;
    const flags = compact.flags[position] ?? 0;
    return {
      id,
      name: compact.names[position] ?? '',
      cas: compact.cas[position] || null,
      synonyms: synonyms ? synonyms.split('|') : [],
      sourceCount: compact.sources[position] ?? 0,
      isOwn: false,
      odourFamily: family >= 0 ? (compact.familyNames[family] ?? null) : null,
      notePosition: NOTE_NAMES[compact.notes[position] ?? ''] ?? null,
      isNatural: (flags & FLAG_NATURAL) !== 0,
      isIfraRestricted: (flags & FLAG_IFRA) !== 0,
      isEuAllergen: (flags & FLAG_EU_ALLERGEN) !== 0,
    };
  });
}
