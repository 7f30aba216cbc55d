/** What a natural is, as perfumers and the IFRA Annex tell naturals apart (issue 26 item 2). */
export const NATURAL_TYPES = [
  'essential oil',
  'expressed oil',
  'absolute',
  'concrete',
  'CO2 extract',
  'resinoid',
  'tincture',
  'rectified',
  'folded',
  'terpeneless',
  'furocoumarin-free',
  'unknown',
] as const;

export type NaturalType = (typeof NATURAL_TYPES)[number];

/**
 * The type part of an ISO 9235 / IFRA natural-type code (`F2.12` → 12), read from the Transparency List's own
 * examples: 1 absolute (1.1 and 1.2 its low-atranol forms), 5 expressed oil, 6 folded, 7 concrete, 12 distilled
 * essential oil (12.1-12.3 ylang fractions), 24 rectified, 26 resinoid, 27 CO2 extract, 29 terpeneless, 31 tincture
 * or infusion. 33 marks a "low x" oil: furocoumarin-free only when its name says so. Every other code (13 extract,
 * 19, 11, 51 fractions...) is not one of these types: `unknown`.
 */
const TYPE_BY_CODE: Record<string, NaturalType> = {
  '1': 'absolute',
  '5': 'expressed oil',
  '6': 'folded',
  '7': 'concrete',
  '12': 'essential oil',
  '24': 'rectified',
  '26': 'resinoid',
  '27': 'CO2 extract',
  '29': 'terpeneless',
  '31': 'tincture',
};

const FUROCOUMARIN_FREE = /furocoumarin[- ]free|\bFCF\b|bergapten[e]?[- ]free/i;

/** Whether a name calls its quality furocoumarin-free (a claim only: the type its user states decides). */
export const saysFurocoumarinFree = (name: string) => FUROCOUMARIN_FREE.test(name);

/** A name without the words that call a quality furocoumarin-free ("Bergamot oil FCF" → "Bergamot oil "). */
export const dropFurocoumarinFreeWords = (name: string) =>
  name.replaceAll(new RegExp(FUROCOUMARIN_FREE.source, 'gi'), ' ');

/** Name words that say the type, most specific first (a "rectified oil" is rectified, not just an oil). */
const TYPE_BY_NAME: readonly [RegExp, NaturalType][] = [
  [FUROCOUMARIN_FREE, 'furocoumarin-free'],
  [/\bterpeneless\b|\bterpene-free\b/i, 'terpeneless'],
  [/\bfolded\b|\b\d+ ?x\b/i, 'folded'],
  [/\brectified\b/i, 'rectified'],
  [/\bCO2\b/i, 'CO2 extract'],
  [/\babsolute\b/i, 'absolute'],
  [/\bconcrete\b/i, 'concrete'],
  [/\bresinoid\b/i, 'resinoid'],
  [/\btincture\b|\binfusion\b/i, 'tincture'],
  [/\bexpressed\b|\bcold[- ]pressed\b/i, 'expressed oil'],
  [/\boils?\b/i, 'essential oil'],
];

/** The type a natural's ISO 9235 code gives, or null when the code does not say (or there is none). */
export function readNaturalTypeCode(ncsCategory: string | null | undefined, name = ''): NaturalType | null {
  const match = /^[A-Z]\d\.(\d+)/.exec((ncsCategory ?? '').trim());
  if (!match?.[1]) return null;
  if (match[1] === '33') return FUROCOUMARIN_FREE.test(name) ? 'furocoumarin-free' : null;
  return TYPE_BY_CODE[match[1]] ?? null;
}

/** The forms a natural is made as (an oil, an absolute…): a name joining two (`Tagetes oil and absolute`) names both. */
const FORM_WORDS = /\b(oil|absolute|concrete|resinoid|tincture)s?\b/gi;
const JOINED = /\b(?:and|or)\b|&/i;

/** The type a natural's name says, or null; null too for a name of several forms (IFRA's `Costus root oil, absolute and concrete`). */
export function readNaturalTypeName(name: string): NaturalType | null {
  const forms = new Set([...name.matchAll(FORM_WORDS)].map((match) => (match[1] ?? '').toLowerCase()));
  if (forms.size > 1 && JOINED.test(name)) return null;
  for (const [pattern, type] of TYPE_BY_NAME) if (pattern.test(name)) return type;
  return null;
}

/**
 * A natural's type: its ISO 9235 code when the code names a type, else what its name says, else `unknown` (the
 * engine then asks the user to choose). Null for a material that is not a natural.
 */
export function deriveNaturalType(material: {
  isNatural: boolean;
  name: string;
  ncsCategory?: string | null;
}): NaturalType | null {
  if (!material.isNatural) return null;
  return readNaturalTypeCode(material.ncsCategory, material.name) ?? readNaturalTypeName(material.name) ?? 'unknown';
}

const NOT_AN_OIL = /\b(absolute|concrete|resinoid|CO2|tincture|infusion|oleoresin|extract|gum|balsam|water)\b/i;

/** Whether a name says the material is not an oil (an absolute, a concrete, an extract...): "oil" never picks it. */
export function isNamedNonOil(name: string): boolean {
  return NOT_AN_OIL.test(name) && !/\boils?\b/i.test(name.replaceAll(new RegExp(NOT_AN_OIL.source, 'gi'), ''));
}

const BY_PRODUCT =
  /\b(terpenes|sesquiterpenes|oxidi[sz]ed|acetylated|epoxidi[sz]ed|hydrogenated|sulfuri[sz]ed|residues?|fractions?)\b/i;

/**
 * Whether a name says the material is a by-product or a chemically changed form of another (an oil's terpenes, an
 * oxidised or acetylated oil, a fraction): the search ranks it after the material its other words name, so
 * "bergamot oil" finds the oil before its terpenes and "cedarwood oil" the oils before the oxidised one.
 */
export const isNamedByProduct = (name: string): boolean => BY_PRODUCT.test(name);
