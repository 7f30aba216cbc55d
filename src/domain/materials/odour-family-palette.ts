/**
 * One colour per odour family, for every chart, badge and tint in the app (spec section 9 names the families:
 * citrus, floral, woody, aromatic, spicy, green, musky, aquatic, oriental, herbal). The hues follow the perfumer's
 * fragrance wheel; the synonyms that the datasets use (musk, marine, amber, balsamic…) share their family's hue.
 */
export const ODOUR_FAMILY_COLOURS: Readonly<Record<string, string>> = {
  citrus: '#c9a227',
  floral: '#cc5f93',
  woody: '#8a6a48',
  aromatic: '#5c9c8c',
  spicy: '#bf3b30',
  green: '#5a9448',
  musky: '#9a8aa6',
  aquatic: '#3b78c9',
  oriental: '#c28230',
  herbal: '#6a9f58',
  fruity: '#d9742f',
  fresh: '#3a9fae',
  sweet: '#a65d9a',
  gourmand: '#9c5230',
  powdery: '#8f80bf',
  resinous: '#a4681c',
  smoky: '#6e6e6e',
  leathery: '#7a4a30',
  earthy: '#7a6d45',
  animalic: '#8a5858',
  creamy: '#b59f72',
  aldehydic: '#7c8997',
  chypre: '#4d7a58',
  fougere: '#5c8d78',
};

/** Families the datasets spell another way, mapped onto the palette's names. */
const FAMILY_SYNONYMS: Readonly<Record<string, string>> = {
  musk: 'musky',
  marine: 'aquatic',
  ozonic: 'aquatic',
  amber: 'oriental',
  balsamic: 'oriental',
  leather: 'leathery',
  animal: 'animalic',
  synthetic: 'aldehydic',
};

export const NEUTRAL_FAMILY_COLOUR = '#8a8580';

function canonicalFamily(name: string): string {
  const plain = name
    .toLowerCase()
    .normalize('NFD')
    .replaceAll(/[\u0300-\u036F]/g, '')
    .trim();
  return FAMILY_SYNONYMS[plain] ?? plain;
}

/** The colour of a family (or of a label containing one, such as 'floral-green'); neutral when unknown. */
export function findOdourFamilyColour(family: string | null | undefined): string {
  const key = canonicalFamily(family ?? '');
  if (!key) return NEUTRAL_FAMILY_COLOUR;
  const exact = ODOUR_FAMILY_COLOURS[key];
  if (exact) return exact;
  const words = key
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(canonicalFamily);
  for (const word of words) {
    const colour = ODOUR_FAMILY_COLOURS[word];
    if (colour) return colour;
  }
  return NEUTRAL_FAMILY_COLOUR;
}
