import type { NaturalType } from '../materials/natural-type.ts';
import {
  deriveNaturalType,
  dropFurocoumarinFreeWords,
  NATURAL_TYPES,
  readNaturalTypeCode,
  readNaturalTypeName,
} from '../materials/natural-type.ts';
import { buildNameKey } from '../materials/normalise-search-text.ts';
import { normaliseCas } from './build-regulatory-index.ts';

/** One IFRA Annex row (natural_contributions.csv), as much of it as choosing a natural's row needs. */
export type AnnexNaturalRow = {
  naturalName: string;
  principalCas: readonly string[];
  /** `other_cas`: the natural's other numbers, often its plant's EINECS extract (clove's 84961-50-2). */
  otherCas?: readonly string[];
  /** `iso_9235_category` (ISO 9235 / IFRA code, `F2.12` essential oil, `F2.1` absolute…). */
  isoCategory?: string | null;
  constituentCas: string | null;
  constituentName: string;
  concentrationPct: number | null;
};

/** A library natural, as much of it as choosing its Annex row needs. */
export type AnnexNaturalCandidate = {
  name: string;
  cas: string | null;
  /** Its other CAS numbers (a natural the datasets list under two CAS numbers keeps both, issue 26 item 1). */
  otherCas?: readonly string[];
  /** `cas:<CAS>~<variant>` for a reference row: the variant is the Annex name it was imported from. */
  mergeKey: string | null;
  synonyms: readonly string[];
  isNatural: boolean;
  /** The stored type (materials.natural_type); derived from the name when absent. */
  naturalType?: string | null;
};

/**
 * Which IFRA Annex natural a library natural takes its constituents from (issue 26 item 2): only one of its own type.
 * - `matched`: the Annex name key to read;
 * - `type-unknown`: the material's type is unknown and the Annex holds rows of different types for its CAS whose
 *   figures differ (lavender 8000-28-0: oil, absolute, concrete): the engine says "cannot be verified: choose the
 *   type", never the worst or the best type silently;
 * - `scaled`: a folded oil whose name states its fold and whose base oil the Annex lists once: the base oil's figures
 *   times `fold` (capped at 100 %);
 * - `fold-unknown`: a folded, rectified or terpeneless oil the Annex does not list under its own type and whose fold
 *   cannot be read: "cannot be verified", never the base oil's unscaled figures;
 * - `type-missing`: a natural of a known type the Annex does not list, while it lists its CAS under other types
 *   (`types`): a furocoumarin-free bergamot, a rose CO2 extract. The other types' figures say nothing of it and no
 *   figure is not zero: "cannot be verified" until its own composition is given (issue 27 audit 2);
 * - `ambiguous`: several Annex naturals of its type under its CAS whose figures differ, and no name to tell them
 *   ("Lemongrass oil": East and West Indian): "cannot be verified" until the user chooses (issue 27 audit 2);
 * - `none`: the Annex has no row for its CAS.
 */
export type AnnexNaturalChoice =
  | { kind: 'matched'; nameKey: string }
  | { kind: 'scaled'; nameKey: string; fold: number }
  | { kind: 'fold-unknown'; type: NaturalType }
  | { kind: 'type-unknown'; types: readonly NaturalType[] }
  | { kind: 'type-missing'; type: NaturalType; types: readonly NaturalType[]; nameKeys: readonly string[] }
  | { kind: 'ambiguous'; type: NaturalType; names: readonly string[] }
  | { kind: 'none' };

export type AnnexNaturalIndex<Row extends AnnexNaturalRow = AnnexNaturalRow> = {
  byNameKey: ReadonlyMap<string, readonly Row[]>;
  /** Normalised principal CAS → the Annex name keys listing it. */
  nameKeysByCas: ReadonlyMap<string, readonly string[]>;
  /** Normalised other CAS → the Annex name keys listing it (read when no natural has it as its principal CAS). */
  nameKeysByOtherCas?: ReadonlyMap<string, readonly string[]>;
};

export function indexAnnexNaturals<Row extends AnnexNaturalRow>(rows: readonly Row[]): AnnexNaturalIndex<Row> {
  const byNameKey = new Map<string, Row[]>();
  const nameKeysByCas = new Map<string, string[]>();
  const nameKeysByOtherCas = new Map<string, string[]>();
  const list = (map: Map<string, string[]>, cas: string, key: string) => {
    const keys = map.get(normaliseCas(cas)) ?? [];
    if (!keys.includes(key)) keys.push(key);
    map.set(normaliseCas(cas), keys);
  };
  for (const row of rows) {
    const key = buildNameKey(row.naturalName);
    const named = byNameKey.get(key) ?? [];
    named.push(row);
    byNameKey.set(key, named);
    for (const cas of row.principalCas) list(nameKeysByCas, cas, key);
    for (const cas of row.otherCas ?? []) list(nameKeysByOtherCas, cas, key);
  }
  return { byNameKey, nameKeysByCas, nameKeysByOtherCas };
}

/** The type an Annex natural is, from its ISO 9235 code, else its name; null when neither says. */
export function readAnnexNaturalType(rows: readonly AnnexNaturalRow[]): NaturalType | null {
  const first = rows[0];
  if (!first) return null;
  return readNaturalTypeCode(first.isoCategory, first.naturalName) ?? readNaturalTypeName(first.naturalName);
}

/** The type of a library natural: its stored type when it is one of NATURAL_TYPES, else what its name says. */
export function readCandidateType(candidate: AnnexNaturalCandidate): NaturalType {
  const stored = NATURAL_TYPES.find((type) => type === candidate.naturalType);
  return stored ?? deriveNaturalType({ isNatural: true, name: candidate.name }) ?? 'unknown';
}

/**
 * The type of a user's own natural: the one they stated (materials.natural_type), else what its name says, except
 * furocoumarin-free: only a stated type makes a quality furocoumarin-free (compliance-rules.md §4: furocoumarin-free
 * grades are outside the phototoxicity sum "by their own data (an explicit flag, never a name heuristic)"). A name
 * saying FCF is read without those words: "Bergamot oil FCF" is a bergamot oil until its user says otherwise.
 */
export function readOwnNaturalType(row: AnnexNaturalCandidate): NaturalType {
  const stored = NATURAL_TYPES.find((type) => type === row.naturalType);
  return stored ?? deriveNaturalType({ isNatural: true, name: dropFurocoumarinFreeWords(row.name) }) ?? 'unknown';
}

/** The Annex figures of one natural, as a comparable text: constituent and % per row, sorted. */
function describeFigures(rows: readonly AnnexNaturalRow[]): string {
  return rows
    .map((row) => `${row.constituentCas ?? buildNameKey(row.constituentName)}=${String(row.concentrationPct)}`)
    .sort()
    .join('|');
}

/**
 * The Annex types a natural of `type` may be. A name saying only "oil" ("Bergamot oil", "Lemon oil") does not say
 * whether the oil was distilled or expressed, so it may be either (citrus oils are expressed: the Annex lists
 * bergamot only as "Bergamot oil expressed"); "essential", "distilled" or "steam" say it was distilled.
 */
function readMatchingTypes(name: string, type: NaturalType): readonly NaturalType[] {
  if (type === 'essential oil' && !/\b(?:essential|distill\w*|steam)\b/i.test(name))
    return ['essential oil', 'expressed oil'];
  return [type];
}
/** An Annex natural of no known type (an essence oil, a water) is not assumed to be a natural of a known type. */
const isSameType = (annexType: NaturalType | null, types: readonly NaturalType[]) =>
  annexType !== null && types.includes(annexType);

/** Types that concentrate an oil's constituents (issue 27 item 1: "Folded, rectified and terpeneless oils"). */
export const CONCENTRATED_TYPES: ReadonlySet<NaturalType> = new Set(['folded', 'rectified', 'terpeneless']);
/** The oils a folded oil is made from. */
const BASE_OIL_TYPES: ReadonlySet<NaturalType | null> = new Set(['essential oil', 'expressed oil']);

/** The fold a name states: "Lemon oil folded (10x)" → 10, "Mentha arvensis, 3X" → 3, "orange oil 5-fold" → 5. */
export function readFold(name: string): number | null {
  const match = /\b(\d+(?:\.\d+)?)\s*(?:x\b|-?\s*fold\b)/i.exec(name);
  const fold = match?.[1] ? Number(match[1]) : Number.NaN;
  return Number.isFinite(fold) && fold > 1 ? fold : null;
}

/**
 * Chooses the IFRA Annex natural of a library natural's own type. Its merge-key variant or its own name naming an
 * Annex natural wins; a synonym counts only when the Annex natural is of the material's type (the generic "Lavender"
 * lists "lavender absolute" among its synonyms, and is not the absolute). Otherwise the Annex naturals under its CAS
 * are read: those of its type when the type is known; all of them when it is not, and then only if they agree.
 */
export function selectAnnexNatural(candidate: AnnexNaturalCandidate, index: AnnexNaturalIndex): AnnexNaturalChoice {
  if (!candidate.isNatural) return { kind: 'none' };
  const type = readCandidateType(candidate);
  const casMatches = (key: string) => {
    const annexCas = index.byNameKey.get(key)?.[0]?.principalCas.map(normaliseCas) ?? [];
    const ownCas = [candidate.cas, ...(candidate.otherCas ?? [])].filter((cas): cas is string => Boolean(cas));
    return annexCas.length === 0 || !candidate.cas || ownCas.some((cas) => annexCas.includes(normaliseCas(cas)));
  };
  const variant = candidate.mergeKey?.split('~')[1];
  if (variant && index.byNameKey.has(variant)) return { kind: 'matched', nameKey: variant };
  const ownKey = buildNameKey(candidate.name);
  if (index.byNameKey.has(ownKey) && casMatches(ownKey)) return { kind: 'matched', nameKey: ownKey };
  if (type !== 'unknown') {
    for (const synonym of candidate.synonyms) {
      const key = buildNameKey(synonym);
      const rows = index.byNameKey.get(key);
      const annexType = rows ? readAnnexNaturalType(rows) : null;
      if (rows && casMatches(key) && (annexType === null || annexType === type))
        return { kind: 'matched', nameKey: key };
    }
  }
  if (!candidate.cas) return { kind: 'none' };
  // Under its CAS as the Annex's principal number; else as another number of Annex naturals: 84961-50-2, Eugenia
  // caryophyllus extract, is every clove natural's (bud absolute 69 % eugenol, leaf oil 85.3 %, stem oil 88 %), so a
  // natural recorded under it is one of them, never a natural without constituents.
  const cas = normaliseCas(candidate.cas);
  const principalKeys = index.nameKeysByCas.get(cas);
  const keys = principalKeys ?? index.nameKeysByOtherCas?.get(cas) ?? [];
  const typed = keys.map((key) => {
    const rows = index.byNameKey.get(key) ?? [];
    return { key, name: rows[0]?.naturalName ?? key, type: readAnnexNaturalType(rows), figures: describeFigures(rows) };
  });
  // A plant's other number names no one natural: a natural of unknown type under it is asked its type, even when the
  // Annex lists one natural there (Benzoin gum under 9000-05-9 is not the Annex's diluted Benzoin infusion).
  if (!principalKeys && type === 'unknown' && typed.length > 0)
    return { kind: 'type-unknown', types: [...new Set(typed.map((entry) => entry.type ?? 'unknown'))] };
  const types = readMatchingTypes(candidate.name, type);
  const usable = type === 'unknown' ? typed : typed.filter((entry) => isSameType(entry.type, types));
  const first = usable[0];
  if (!first && CONCENTRATED_TYPES.has(type)) {
    // No Annex row of its type: the base oil's figures scaled by the fold the name states, when there is one base.
    const bases = typed.filter((entry) => BASE_OIL_TYPES.has(entry.type));
    const base = bases[0];
    const fold = type === 'folded' ? readFold(candidate.name) : null;
    if (base && fold !== null && bases.every((entry) => entry.figures === base.figures))
      return { kind: 'scaled', nameKey: base.key, fold };
    return bases.length > 0 ? { kind: 'fold-unknown', type } : { kind: 'none' };
  }
  if (!first) {
    const others = [...new Set(typed.map((entry) => entry.type ?? 'unknown'))];
    return type !== 'unknown' && others.length > 0
      ? { kind: 'type-missing', type, types: others, nameKeys: typed.map((entry) => entry.key) }
      : { kind: 'none' };
  }
  if (usable.every((entry) => entry.figures === first.figures)) return { kind: 'matched', nameKey: first.key };
  const usableTypes = [...new Set(usable.map((entry) => entry.type ?? 'unknown'))];
  // Rows of several types that differ (an oil of unknown process whose distilled and expressed rows differ, or a
  // generic name): "choose the type".
  if (usableTypes.length > 1) return { kind: 'type-unknown', types: usableTypes };
  // Several naturals of one type that differ (ylang ylang I, II, III and extra; lemongrass East and West Indian):
  // which one the material is cannot be told, whether its own type is known or not. Never "no constituents".
  const sharedType = usableTypes[0] ?? 'unknown';
  return { kind: 'ambiguous', type: type !== 'unknown' ? type : sharedType, names: usable.map((entry) => entry.name) };
}
