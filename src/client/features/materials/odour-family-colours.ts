/** A Mantine colour per odour family (the tint behind a structure); unknown families stay neutral. */
const FAMILY_COLOURS: Record<string, string> = {
  floral: 'pink',
  citrus: 'yellow',
  fruity: 'orange',
  green: 'green',
  herbal: 'lime',
  aromatic: 'teal',
  spicy: 'red',
  woody: 'orange',
  balsamic: 'grape',
  amber: 'orange',
  musk: 'violet',
  animalic: 'violet',
  marine: 'cyan',
  aldehydic: 'indigo',
  gourmand: 'orange',
  earthy: 'teal',
  powdery: 'grape',
};

export function findOdourFamilyColour(family: string | null | undefined): string {
  const key = (family ?? '').toLowerCase();
  const match = Object.keys(FAMILY_COLOURS).find((name) => key.includes(name));
  return match ? (FAMILY_COLOURS[match] ?? 'gray') : 'gray';
}
