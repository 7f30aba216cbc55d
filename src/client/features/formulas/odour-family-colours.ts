/**
 * Chart colours by odour family (the spec names no palette; these follow the perfumer's fragrance wheel:
 * citrus yellow, green, floral pink, woody brown, amber orange, musk violet…). Unlisted families get grey.
 */
const FAMILY_COLOURS: Record<string, string> = {
  citrus: '#e0b500',
  green: '#4caf50',
  herbal: '#6a9f58',
  aromatic: '#5c9c8c',
  fruity: '#f06f6f',
  floral: '#e07aa5',
  aldehydic: '#9fb3c8',
  marine: '#3c8dbc',
  spicy: '#c8553d',
  gourmand: '#b5835a',
  balsamic: '#a0522d',
  amber: '#e08a2c',
  woody: '#8d6e63',
  earthy: '#7b6b43',
  leather: '#6d4c41',
  animalic: '#5d4037',
  musk: '#9575cd',
  powdery: '#c5a3d9',
};

export function findFamilyColour(family: string): string {
  return FAMILY_COLOURS[family.trim().toLowerCase()] ?? '#9e9e9e';
}
